import sanitizeHtml from "sanitize-html";
import { renderSafeMarkdown } from "~/features/content/markdown.server";

// Email clients drop <style>: each allowed element gets its look inline, matching the layout's
// 18 px body text and brand colours.
const INLINE: Record<string, string> = {
  p: "margin:0 0 20px;font-size:18px;line-height:28px",
  h2: "font-family:Georgia,'Times New Roman',serif;font-size:24px;line-height:32px;margin:8px 0 16px",
  h3: "font-family:Georgia,'Times New Roman',serif;font-size:20px;line-height:28px;margin:8px 0 12px",
  ul: "margin:0 0 20px;padding-left:24px;font-size:18px;line-height:28px",
  ol: "margin:0 0 20px;padding-left:24px;font-size:18px;line-height:28px",
  li: "margin:0 0 8px",
  a: "color:#8a3b22;text-decoration:underline",
  blockquote: "margin:0 0 20px;padding:4px 0 4px 16px;border-left:4px solid #dccbbd;color:#574a44",
};

/** The coach's Markdown as email-safe HTML (`renderSafeMarkdown`), each element styled inline. */
export function renderNewsletterMarkdown(markdown: string): string {
  const clean = renderSafeMarkdown(markdown, { breaks: true });
  // The sanitiser's output is regular (no attributes but href), so its opening tags can be
  // styled by a plain replacement; nothing from the input can reach a style attribute.
  return clean.replace(
    /<(p|h2|h3|ul|ol|li|a|blockquote)(?=[\s>])/g,
    (_tag, name: string) => `<${name} style="${INLINE[name]}"`,
  );
}

/**
 * The Markdown as the plain-text part (and the inbox's preview line) shows it: the raw HTML
 * the HTML part drops is dropped here too, so both parts say the same thing.
 */
export function newsletterPlainText(markdown: string): string {
  return sanitizeHtml(markdown, { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: "discard" })
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\n{3,}/g, "\n\n");
}
