import { lazy, Suspense } from "react";
import { useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { useAccount } from "~/features/account/use-account";
import { TextSizeDisclosure } from "~/features/text-size/text-size-control";
import { cn } from "~/lib/cn";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { getStarted, primaryNav } from "./nav-links";
import { SITE_HEADER_ID } from "./page-behaviour";
import { isCurrentPage, SiteLink } from "./site-links";

// Only signed-in members see the menu; visitors never download its code (home-page JS budget).
const AccountMenu = lazy(() =>
  import("~/features/account/account-menu").then((module) => ({ default: module.AccountMenu })),
);

export function Header() {
  const signedIn = useAccount() !== null;
  const { pathname } = useLocation();
  return (
    // product.md §6.1: the header blurs once the page has scrolled more than 10 px. The page behaviour
    // script sets data-scrolled before and without React, so React leaves the attribute alone.
    <header
      id={SITE_HEADER_ID}
      suppressHydrationWarning
      className="fixed inset-x-0 top-0 z-40 h-(--header-height) border-b border-transparent bg-background transition-[background-color,box-shadow,backdrop-filter] duration-200 data-[scrolled=true]:border-border data-[scrolled=true]:bg-background/85 data-[scrolled=true]:shadow-sm data-[scrolled=true]:backdrop-blur-md"
    >
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4 md:px-6">
        <Logo />
        {/* data-wide-header: app.css hands over to the phone menu sooner at the larger text sizes. */}
        <div data-wide-header className="hidden items-center gap-1 md:flex">
          <nav aria-label="Main">
            {/* Between 768 px and 1024 px the eight links only fit at 16 px with tight padding. At
                1280 px, signed in, they leave the logo's name one line only with 4 px between
                them (issue 36: it wrapped to two lines). */}
            <ul className="flex items-center lg:gap-1">
              {primaryNav.map((link) => {
                const current = isCurrentPage(pathname, link.to);
                return (
                  <li key={link.to}>
                    {link.to === "/login" && signedIn ? (
                      <Suspense fallback={null}>
                        <AccountMenu />
                      </Suspense>
                    ) : (
                      <SiteLink
                        to={link.to}
                        current={current}
                        className={cn(
                          "inline-flex min-h-11 items-center rounded-md px-1.5 text-sm font-medium whitespace-nowrap text-foreground no-underline hover:bg-muted lg:px-2 lg:text-base",
                          current && "text-primary underline decoration-2",
                        )}
                      >
                        {link.label}
                      </SiteLink>
                    )}
                  </li>
                );
              })}
              <li className="ml-1">
                <Button asChild className="px-3 text-sm whitespace-nowrap lg:px-5 lg:text-base">
                  <SiteLink to={getStarted.to}>{getStarted.label}</SiteLink>
                </Button>
              </li>
            </ul>
          </nav>
          {/* From 768 px to 1279 px the navigation fills the header: the control is in the footer there. */}
          <TextSizeDisclosure className="hidden xl:block" />
        </div>
        <MobileMenu />
      </div>
    </header>
  );
}
