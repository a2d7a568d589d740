import { lazy, Suspense, useEffect, useState } from "react";
import { Link, NavLink } from "react-router";
import { Button } from "~/components/ui/button";
import { useAccount } from "~/features/account/use-account";
import { cn } from "~/utils/cn";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { getStarted, primaryNav } from "./nav-links";

// Only signed-in members see the menu; visitors never download its code (home-page JS budget).
const AccountMenu = lazy(() =>
  import("~/features/account/account-menu").then((module) => ({ default: module.AccountMenu })),
);

/** SPEC §9: the header blurs once the page has scrolled more than 10 px. */
export const HEADER_BLUR_THRESHOLD_PX = 10;

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}

export function Header() {
  const scrolled = useScrolledPast(HEADER_BLUR_THRESHOLD_PX);
  const signedIn = useAccount() !== null;
  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        "fixed inset-x-0 top-0 z-40 h-(--header-height) border-b transition-[background-color,box-shadow,backdrop-filter] duration-200",
        scrolled
          ? "border-border bg-background/85 shadow-sm backdrop-blur-md"
          : "border-transparent bg-background",
      )}
    >
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4 md:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden md:block">
          {/* Between 768 px and 1024 px the eight links only fit at 16 px with tight padding. */}
          <ul className="flex items-center lg:gap-1 xl:gap-2">
            {primaryNav.map((link) => (
              <li key={link.to}>
                {link.to === "/login" && signedIn ? (
                  <Suspense fallback={null}>
                    <AccountMenu />
                  </Suspense>
                ) : (
                  <NavLink
                    to={link.to}
                    className={({ isActive }) =>
                      cn(
                        "inline-flex min-h-11 items-center rounded-md px-1.5 text-sm font-medium whitespace-nowrap text-foreground no-underline hover:bg-muted lg:px-2.5 lg:text-base",
                        isActive && "text-primary underline decoration-2",
                      )
                    }
                  >
                    {link.label}
                  </NavLink>
                )}
              </li>
            ))}
            <li className="ml-1">
              <Button asChild className="px-3 text-sm whitespace-nowrap lg:px-5 lg:text-base">
                <Link to={getStarted.to}>{getStarted.label}</Link>
              </Button>
            </li>
          </ul>
        </nav>
        <MobileMenu />
      </div>
    </header>
  );
}
