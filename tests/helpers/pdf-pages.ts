import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/**
 * The text of every page, as a reader's copy-and-paste would get it: pages on lines of their own,
 * white space as it is (tests/e2e/pdf-text.ts collapses it).
 */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const document = await getDocument({ data: pdf, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  return pages.join("\n");
}
