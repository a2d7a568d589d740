// Text made safe to place in HTML, between tags or in a quoted attribute. The few parts of a
// page built as one HTML string (decision 0097) put every piece of text through this.

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#x27;",
};

/** `text` as HTML shows it: the five characters HTML gives meaning to, escaped as React does. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] as string);
}
