import { MenuIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "~/components/ui/sheet";
import { useAccount } from "~/features/account/use-account";
import { cn } from "~/utils/cn";
import { focusMainContent } from "./main-content";
import { getStarted, legalNav, navFor } from "./nav-links";

/** Below 768 px the navigation lives in this panel; it closes whenever the route changes. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const openRef = useRef(open);
  openRef.current = open;
  const location = useLocation();
  const account = useAccount();
  const links = navFor(account);
  // Closing because she navigated: focus belongs to the new page, not back on the menu button.
  const closedByNavigation = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect must run on every navigation, which the key names.
  useEffect(() => {
    if (!openRef.current) return;
    closedByNavigation.current = true;
    setOpen(false);
  }, [location.key]);

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
          <MenuIcon aria-hidden="true" className="size-7!" />
        </Button>
      </SheetTrigger>
      <SheetContent
        closeLabel="Close menu"
        onCloseAutoFocus={(event) => {
          if (closedByNavigation.current) {
            // The focus trap undid the page's own focus move while the menu was open.
            event.preventDefault();
            closedByNavigation.current = false;
            focusMainContent();
          }
        }}
      >
        <SheetTitle>Menu</SheetTitle>
        <SheetDescription className="sr-only">Site navigation</SheetDescription>
        <nav aria-label="Mobile">
          <ul className="flex flex-col gap-1">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className={({ isActive }) =>
                    cn(
                      "flex min-h-12 items-center rounded-md px-3 text-lg font-medium text-foreground no-underline hover:bg-muted",
                      isActive && "bg-muted text-primary",
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <Button asChild size="lg" className="mt-4 w-full">
            <Link to={getStarted.to}>{getStarted.label}</Link>
          </Button>
          {account && (
            <Form method="post" action="/logout" className="mt-4 border-t border-border pt-4">
              <p className="px-3 text-sm text-muted-foreground">Signed in as {account.email}</p>
              <Button type="submit" variant="outline" size="lg" className="mt-2 w-full">
                Sign out
              </Button>
            </Form>
          )}
          <ul className="mt-6 flex flex-col gap-1 border-t border-border pt-4">
            {legalNav.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="flex min-h-11 items-center rounded-md px-3 text-muted-foreground underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
