import { useEffect, useRef } from "react";
import { Form, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { MenuIcon } from "~/components/ui/icons/menu";
import { XIcon } from "~/components/ui/icons/x";
import { useAccount } from "~/features/account/use-account";
import { signOutOnThisPhone } from "~/features/pwa/sign-out";
import { TextSizeControl } from "~/features/text-size/text-size-control";
import { cn } from "~/lib/cn";
import { focusMainContent } from "./main-content";
import { getStarted, legalNav, navFor } from "./nav-links";
import { isCurrentPage, SiteLink } from "./site-links";

const MENU_ID = "mobile-menu";

// HTML invoker commands: the browser itself opens and closes the dialog, so the menu (and the
// text-size control in it, issue 20 §4) works with JavaScript off too. With scripts, the page
// behaviour script has already done the same on click, and the command finds nothing to do.
// Spread, as React's types do not know the attributes yet.
const opensMenu: Record<string, string> = { command: "show-modal", commandfor: MENU_ID };
const closesMenu: Record<string, string> = { command: "close", commandfor: MENU_ID };

/**
 * Below 768 px the navigation lives in this panel: a native modal `<dialog>`, so it opens,
 * keeps focus inside, closes on Escape and gives focus back to its button on pages sent
 * without React too (the page behaviour script opens it; decision 0026). With React, it
 * also closes whenever the route changes.
 */
export function MobileMenu() {
  const dialog = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  const account = useAccount();
  const links = navFor(account);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect must run on every navigation, which the key names.
  useEffect(() => {
    if (!dialog.current?.open) return;
    dialog.current.close();
    // Closing gave focus back to the menu button; it belongs to the new page.
    focusMainContent();
  }, [location.key]);

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="shrink-0 md:hidden"
        data-menu-button
        {...opensMenu}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-controls={MENU_ID}
        data-opens-dialog={MENU_ID}
      >
        <MenuIcon aria-hidden="true" className="size-7!" />
      </Button>
      <dialog
        ref={dialog}
        id={MENU_ID}
        aria-labelledby={`${MENU_ID}-title`}
        aria-describedby={`${MENU_ID}-description`}
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(22rem,90vw)] max-w-none overflow-y-auto border-0 bg-background p-0 text-foreground shadow-xl backdrop:bg-foreground/50 md:hidden"
      >
        {/* The content fills the dialog, so a click on the dialog element itself is the backdrop. */}
        <div className="flex min-h-full flex-col gap-4 p-6">
          <h2 id={`${MENU_ID}-title`} className="font-serif text-xl">
            Menu
          </h2>
          <p id={`${MENU_ID}-description`} className="sr-only">
            Site navigation
          </p>
          <nav aria-label="Mobile">
            <ul className="flex flex-col gap-1">
              {links.map((link) => {
                const current = isCurrentPage(location.pathname, link.to);
                return (
                  <li key={link.to}>
                    <SiteLink
                      to={link.to}
                      current={current}
                      className={cn(
                        "flex min-h-12 items-center rounded-md px-3 text-lg font-medium text-foreground no-underline hover:bg-muted",
                        current && "bg-muted text-primary",
                      )}
                    >
                      {link.label}
                    </SiteLink>
                  </li>
                );
              })}
            </ul>
            <Button asChild size="lg" className="mt-4 w-full">
              <SiteLink to={getStarted.to}>{getStarted.label}</SiteLink>
            </Button>
            {/* Issue 20 §4: her reading size, a plain form that works on pages sent without React. */}
            <TextSizeControl className="mt-4 border-t border-border pt-4" />
            {account && (
              <Form
                method="post"
                action="/logout"
                // Offline, her kept pages go now and the server hears of it later (decision 0038).
                onSubmit={(event) => {
                  if (!signOutOnThisPhone()) event.preventDefault();
                }}
                className="mt-4 border-t border-border pt-4"
              >
                <p className="px-3 text-sm text-muted-foreground">Signed in as {account.email}</p>
                <Button type="submit" variant="outline" size="lg" className="mt-2 w-full">
                  Sign out
                </Button>
              </Form>
            )}
            <ul className="mt-6 flex flex-col gap-1 border-t border-border pt-4">
              {legalNav.map((link) => (
                <li key={link.to}>
                  <SiteLink
                    to={link.to}
                    className="flex min-h-11 items-center rounded-md px-3 text-muted-foreground underline"
                  >
                    {link.label}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
          <button
            type="button"
            data-closes-dialog
            {...closesMenu}
            className="absolute top-4 right-4 inline-flex size-11 items-center justify-center rounded-md text-foreground hover:bg-muted"
            aria-label="Close menu"
          >
            <XIcon aria-hidden="true" className="size-6" />
          </button>
        </div>
      </dialog>
    </>
  );
}
