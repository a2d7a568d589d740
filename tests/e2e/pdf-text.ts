import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** Every page's text, with runs of white space collapsed, as a reader would copy it. */
export async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const document = await getDocument({ data: bytes, verbosity: 0 }).promise;
  let text = "";
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    text += ` ${content.items.map((item) => ("str" in item ? item.str : "")).join(" ")}`;
  }
  return { pages: document.numPages, text: text.replace(/\s+/g, " ") };
}
