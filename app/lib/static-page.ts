/**
 * Decision 0026: a page whose content needs nothing from React in the browser (no form, no
 * dialog but the menu, no toast) names itself with this handle. A visitor with nothing
 * personal to show (not signed in, no portal session, no message waiting) then gets it
 * without React's scripts: HTML and CSS, plus the small page behaviour script.
 */
export type PageHandle = { staticPage?: boolean };

export const STATIC_PAGE: PageHandle = { staticPage: true };

type Viewer = { account: unknown; portal: unknown; flash: unknown } | undefined;

/** Whether this response, rendered on the server, can leave React's scripts out. */
export function sendsWithoutScripts(
  onServer: boolean,
  leafHandle: unknown,
  viewer: Viewer,
  failed: boolean,
): boolean {
  if (!onServer || failed || !viewer) return false;
  const handle = leafHandle as PageHandle | undefined;
  return handle?.staticPage === true && !viewer.account && !viewer.portal && !viewer.flash;
}
