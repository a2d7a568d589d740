// Issue 20 §4, decision 0037: her reading size. Client-safe (the control renders the choices);
// the list is the same as `TEXT_SIZES` in the schema, which `text-size.server.ts` checks at
// compile time, so the browser bundle never pulls in Drizzle.

export const TEXT_SIZE_CHOICES = ["standard", "large", "larger"] as const;
export type TextSizeChoice = (typeof TEXT_SIZE_CHOICES)[number];

export const DEFAULT_TEXT_SIZE: TextSizeChoice = "standard";

/** What the control says for each size. */
export const TEXT_SIZE_LABELS: Record<TextSizeChoice, string> = {
  standard: "Standard",
  large: "Large",
  larger: "Larger",
};

/** A visitor's choice. "wb50_" like every cookie of ours, so the public page cache steps aside. */
export const TEXT_SIZE_COOKIE = "wb50_text";
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export const TEXT_SIZE_PATH = "/preferences/text-size";

export function isTextSize(value: unknown): value is TextSizeChoice {
  return typeof value === "string" && (TEXT_SIZE_CHOICES as readonly string[]).includes(value);
}

/** The size a Cookie header names; standard when it names none or something else. */
export function readTextSizeCookie(cookieHeader: string | null): TextSizeChoice {
  const match = cookieHeader?.match(/(?:^|;\s*)wb50_text=([a-z]+)/);
  return isTextSize(match?.[1]) ? match[1] : DEFAULT_TEXT_SIZE;
}

/**
 * The Set-Cookie for her choice. Standard clears the cookie instead of storing it, so a visitor
 * who goes back to the default is served from the public page cache again. Readable by script
 * on purpose (not HttpOnly): it holds nothing but the size.
 */
export function textSizeCookie(size: TextSizeChoice, secure: boolean): string {
  const flags = `Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
  return size === DEFAULT_TEXT_SIZE
    ? `${TEXT_SIZE_COOKIE}=; ${flags}; Max-Age=0`
    : `${TEXT_SIZE_COOKIE}=${size}; ${flags}; Max-Age=${ONE_YEAR_SECONDS}`;
}
