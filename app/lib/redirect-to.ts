// A fixed origin to resolve against: only whether the result stays on it matters.
const BASE = "http://localhost";

// Control characters, any whitespace (browsers drop TAB, CR and LF from URLs, so "/\t/evil"
// becomes "//evil") and backslashes (browsers read "\" as "/").
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const UNSAFE = /[\u0000-\u001f\u007f\\]|\s/u;
// What may go into a Location header untouched: printable ASCII only.
const PRINTABLE_ASCII = /^[\u0021-\u007e]*$/;
// "%2509" decodes to "%09", which decodes to a TAB: decode a few times, refuse what never settles.
const MAX_DECODES = 3;

/** The text behind the percent-escapes, decoded until it settles; null if it is malformed or never settles. */
function decoded(target: string): string | null {
  let current = target;
  for (let round = 0; round < MAX_DECODES; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/** One "/" then not a second one: a path on this site, not "//host" (another site). */
const isLocalPath = (text: string) => text.startsWith("/") && !text.startsWith("//");

/**
 * Only paths on this site: "/dashboard" yes; "//evil.example", "https://…", "/\evil", "/\t/evil"
 * and their percent-encoded forms no, so a crafted sign-in link cannot send her to another
 * website afterwards, nor put a line break or a non-Latin-1 character into a Location header
 * (which would be a 500). Anything refused gives `fallback`.
 */
export function safeRedirect(target: unknown, fallback = "/dashboard"): string {
  if (typeof target !== "string" || !PRINTABLE_ASCII.test(target) || !isLocalPath(target)) return fallback;
  const plain = decoded(target);
  if (plain === null || UNSAFE.test(plain) || !isLocalPath(plain)) return fallback;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // The URL parser percent-encodes what it must; this is the last guard for the header.
  return isLocalPath(path) && PRINTABLE_ASCII.test(path) ? path : fallback;
}
