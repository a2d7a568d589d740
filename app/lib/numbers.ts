// Numbers as people type them into the coach's forms (issue 36 §6): "$55", "55.00", "55,50",
// "A$ 1,250.00". Client-safe. h1 adds a decimal-comma reader for the training log; the lead
// may fold the two into one (decision 0051).

/** Currency marks, spaces (thin and no-break too) and a trailing unit people type with a price. */
const DECORATION = /^(?:a(?:u)?\$|aud|usd|\$|€|£)|(?:aud|usd|dollars?|\$)$/i;

/**
 * The number in a typed amount, or null when there is none. A single comma is a decimal comma
 * ("55,50" is 55.5, as "9,5" is 9.5 everywhere on the site); when both marks appear, the last one
 * is the decimal mark and the other groups thousands ("1,250.50", "1.250,50"). Currency signs
 * and spaces around the number are ignored. Anything else (letters, two numbers) is null.
 */
export function readTypedNumber(text: string): number | null {
  let typed = text.replace(/[\s\u00a0\u202f]/g, "");
  for (let pass = 0; pass < 2; pass += 1) typed = typed.replace(DECORATION, "");
  if (!/^[+-]?(?:\d[\d.,]*|[.,]\d+)$/.test(typed)) return null;
  const lastComma = typed.lastIndexOf(",");
  const lastDot = typed.lastIndexOf(".");
  const commas = typed.split(",").length - 1;
  const dots = typed.split(".").length - 1;
  let plain: string;
  if (commas > 0 && dots > 0) {
    const decimal = lastComma > lastDot ? "," : ".";
    const group = decimal === "," ? "." : ",";
    if (typed.split(decimal).length - 1 > 1) return null;
    plain = typed.replaceAll(group, "").replace(decimal, ".");
  } else if (commas > 1 || dots > 1) {
    // "1,250,000" or "1.250.000": only grouping marks.
    const mark = commas > 1 ? "," : ".";
    if (
      !typed
        .split(mark)
        .slice(1)
        .every((group) => group.length === 3)
    )
      return null;
    plain = typed.replaceAll(mark, "");
  } else {
    plain = typed.replace(",", ".");
  }
  const number = Number(plain);
  return Number.isFinite(number) ? number : null;
}
