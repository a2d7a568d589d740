import { marked } from "marked";
import sanitizeHtml from "sanitize-html";

/**
 * The coach's Markdown as safe HTML, for a public page (the founder story) and for a newsletter:
 * rendered by marked, then cut down by sanitize-html to paragraphs, headings, lists, emphasis,
 * quotes and http(s)/mailto links. Raw HTML, images, scripts, styles and every attribute but
 * `href` are removed, so nothing she (or anyone with her password) pastes can run. A "#"
 * heading becomes "##": the page or email has its own heading. `breaks` keeps single line
 * breaks, as an email written line by line expects.
 */
export function renderSafeMarkdown(
  markdown: string,
  options: { breaks: boolean } = { breaks: false },
): string {
  const raw = marked.parse(markdown, { async: false, gfm: true, breaks: options.breaks });
  return sanitizeHtml(raw, {
    allowedTags: ["p", "br", "strong", "em", "a", "ul", "ol", "li", "h2", "h3", "blockquote", "hr"],
    allowedAttributes: { a: ["href"] },
    allowedSchemes: ["http", "https", "mailto"],
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    transformTags: { h1: "h2", h4: "h3", h5: "h3", h6: "h3" },
  });
}

/** The founder story on /about: the page's CSS styles what is left. */
export function renderPageMarkdown(markdown: string): string {
  return renderSafeMarkdown(markdown);
}
