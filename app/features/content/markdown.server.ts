import { marked } from "marked";
import sanitizeHtml from "sanitize-html";

/**
 * The coach's Markdown (the founder story) as HTML for a public page: rendered by marked,
 * then cut down by sanitize-html to paragraphs, headings, lists, emphasis, quotes and
 * http(s)/mailto links. Raw HTML, images, scripts, styles and event attributes are removed,
 * so nothing she (or anyone with her password) pastes can run on a visitor's page. A "#"
 * heading becomes "##": the page has its own heading.
 */
export function renderPageMarkdown(markdown: string): string {
  const raw = marked.parse(markdown, { async: false, gfm: true, breaks: false });
  return sanitizeHtml(raw, {
    allowedTags: ["p", "br", "strong", "em", "a", "ul", "ol", "li", "h2", "h3", "blockquote", "hr"],
    allowedAttributes: { a: ["href"] },
    allowedSchemes: ["http", "https", "mailto"],
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    transformTags: { h1: "h2", h4: "h3", h5: "h3", h6: "h3" },
  });
}
