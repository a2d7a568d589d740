/**
 * Only paths on this site: "/dashboard" yes; "//evil.example", "https://…" and "/\evil" no,
 * so a crafted sign-in link cannot send her to another website afterwards.
 */
export function safeRedirect(target: unknown, fallback = "/dashboard"): string {
  if (
    typeof target !== "string" ||
    !target.startsWith("/") ||
    target.startsWith("//") ||
    target.includes("\\")
  ) {
    return fallback;
  }
  return target;
}
