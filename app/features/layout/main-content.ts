export const MAIN_CONTENT_ID = "main-content";

/** Puts keyboard focus at the start of the page's main content, as a fresh page load would. */
export function focusMainContent(): void {
  document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
}
