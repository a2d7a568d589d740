import type { ComponentPropsWithoutRef } from "react";
import { useEffect } from "react";
import { useNavigate } from "react-router";

// Decision 0086: the header, phone menu and footer repeat some 35 links on every page. As
// React Router's <Link>/<NavLink> each one resolves its path and sets up its own click handler
// in every server render. Here each is a plain anchor, and one listener for the page navigates
// as <Link> would.

/** NavLink's rule (without `end`): the page is `to` itself or a page under it. */
export function isCurrentPage(pathname: string, to: string): boolean {
  if (to === "/") return pathname === "/";
  return pathname === to || (pathname.startsWith(to) && pathname.charAt(to.length) === "/");
}

/** A link of the site's own navigation: an anchor, marked as the page she is on when it is. */
export function SiteLink({
  to,
  current = false,
  ...props
}: Omit<ComponentPropsWithoutRef<"a">, "href"> & { to: string; current?: boolean }) {
  return <a {...props} href={to} aria-current={current ? "page" : undefined} data-site-link />;
}

/** The anchor a click should take in-app: a plain left click on a SiteLink, or null. */
function siteLinkOf(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest("a[data-site-link]") : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  return anchor.getAttribute("href")?.startsWith("/") ? anchor : null;
}

/**
 * Once React runs, a tap on a SiteLink is a client-side navigation, as <Link> makes: one
 * listener for the page, which replaces the history entry when she taps the page she is on.
 */
export function useSiteLinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = siteLinkOf(event);
      if (!anchor) return;
      event.preventDefault();
      const to = anchor.getAttribute("href") as string;
      const { pathname, search, hash } = window.location;
      navigate(to, { replace: to === `${pathname}${search}${hash}` });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
