// Kept apart from schema.ts: the program page imports it in the browser, and schema.ts would
// bring zod (and its `new Function` probe, which the page's script policy reports) with it.

/**
 * A block's heading, on the page and in the PDF: "Finisher: core and balance". A title that
 * already names its part ("Finisher: carry and brace", "Grit finisher: …") is shown as it is,
 * so the page never says "Finisher: Finisher:".
 */
export function blockHeading(part: "Main work" | "Finisher", title: string): string {
  return title.toLowerCase().includes(part.toLowerCase()) ? title : `${part}: ${title}`;
}
