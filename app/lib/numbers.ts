// The one rule for reading a number she typed (issue 36, decision 0049), on the server and in
// the browser alike: a decimal comma and a decimal point mean the same ("9,5" is 9.5, "68.5" is
// 68.5). Thousands separators are never guessed: "1,5" is one and a half, and "1,500" or
// "1.234,5" (two separators, or a group of three after one) is questioned, not read as 1500.

export type NumberReading =
  /** Empty: the field was left blank. */
  | { kind: "empty" }
  | { kind: "number"; value: number }
  /** Not a number we can read without guessing: the caller asks her again in plain words. */
  | { kind: "unreadable" };

// Digits, at most one decimal separator (comma or point), no exponent, no spaces inside. A
// minus is read, so a field's range can say what it accepts ("between 30 and 250 kg").
const DECIMAL = /^-?(\d+([.,]\d*)?|[.,]\d+)$/;
const WHOLE = /^-?\d+$/;
// "1,500", "2.000", "12,345": a thousands separator or three decimals? Not guessed.
const THOUSANDS = /^[1-9]\d{0,2}[.,]\d{3}$/;

/**
 * What she typed, read as a number. `whole` accepts whole numbers only (reps, seconds, counts).
 * A point or a comma followed by exactly three digits ("1,500", "2.000") could be a thousands
 * separator: it is unreadable rather than guessed at ("0,125" is read: no one groups a zero).
 */
export function readNumber(text: unknown, options: { whole?: boolean } = {}): NumberReading {
  if (text === undefined || text === null) return { kind: "empty" };
  if (typeof text === "number")
    return Number.isFinite(text) ? { kind: "number", value: text } : { kind: "unreadable" };
  if (typeof text !== "string") return { kind: "unreadable" };
  const typed = text.trim();
  if (typed === "") return { kind: "empty" };
  if (options.whole ? !WHOLE.test(typed) : !DECIMAL.test(typed)) return { kind: "unreadable" };
  if (!options.whole && THOUSANDS.test(typed)) return { kind: "unreadable" };
  const value = Number(typed.replace(",", "."));
  return Number.isFinite(value) ? { kind: "number", value } : { kind: "unreadable" };
}

/** The number, null when empty, NaN when unreadable: for a schema's preprocess step. */
export function numberOrNull(text: unknown, options: { whole?: boolean } = {}): number | null {
  const reading = readNumber(text, options);
  return reading.kind === "number" ? reading.value : reading.kind === "empty" ? null : Number.NaN;
}

/** Currency marks people type with a price, before or after it ("$55", "A$ 55", "55 AUD"). */
const CURRENCY = /^(?:a(?:u)?\$|aud|usd|\$|€|£)|(?:aud|usd|dollars?|\$)$/i;

/**
 * A typed amount in the coach's forms (issue 36 §6): "$55", "55.00" and "55,50" are 55, 55 and
 * 55.5. The currency marks around it are dropped, then it is read by the one rule above, so a
 * thousands separator is questioned here too. Null when empty or unreadable.
 */
export function readTypedNumber(text: string): number | null {
  let typed = text.trim();
  for (let pass = 0; pass < 2; pass += 1) typed = typed.replace(CURRENCY, "").trim();
  const reading = readNumber(typed);
  return reading.kind === "number" ? reading.value : null;
}
