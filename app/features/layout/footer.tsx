import { useAccount } from "~/features/account/use-account";
import { TextSizeControl } from "~/features/text-size/text-size-control";
import { useSite } from "~/lib/use-site";
import { getStarted, legalNav, navFor } from "./nav-links";
import { SiteLink } from "./site-links";

export function Footer() {
  const site = useSite();
  const year = new Date().getFullYear();
  const links = navFor(useAccount());
  return (
    <footer className="border-t border-border bg-muted">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-3 md:px-6">
        <div>
          <p className="font-serif text-xl font-semibold">{site.businessName}</p>
          <p className="mt-2 text-muted-foreground">Strength, nourishment and community: {site.tagline}.</p>
        </div>
        <nav aria-label="Footer" className="md:col-span-2">
          <ul className="grid grid-cols-2 gap-x-6 gap-y-1 sm:grid-cols-3">
            {[...links, getStarted, ...legalNav].map((link) => (
              <li key={link.to}>
                <SiteLink
                  to={link.to}
                  className="inline-flex min-h-11 items-center text-foreground underline decoration-1 hover:decoration-2"
                >
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* Decision 0037: from 768 px to 1279 px the header has no room for the text-size control
            (the phone menu holds it below, the header's "Aa" above), so it is here. */}
        <TextSizeControl className="hidden max-w-md md:col-span-3 md:block xl:hidden" />
      </div>
      <p className="mx-auto max-w-7xl px-4 pb-8 text-sm text-muted-foreground md:px-6">
        {/* Around New Year the browser's year can differ from the server's; either is right. */}
        <span suppressHydrationWarning>© {year}</span> {site.legal.entityName}. General fitness and nutrition
        guidance, not medical advice.
      </p>
    </footer>
  );
}
