import { useSite } from "~/lib/use-site";
import { SiteLink } from "./site-links";

export function Logo() {
  const site = useSite();
  return (
    <SiteLink
      to="/"
      className="inline-flex min-h-11 items-center gap-2 rounded-md font-serif md:max-xl:-mx-1.5 md:max-xl:px-1.5 text-xl font-semibold text-foreground no-underline"
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <circle cx="16" cy="16" r="15" fill="var(--color-primary)" />
        {/* A sun on the horizon: steady, warm, beginning again. */}
        <path
          d="M7 21h18M11 21a5 5 0 0 1 10 0M16 10v2.5M9.5 12.8l1.6 1.6M22.5 12.8l-1.6 1.6"
          stroke="#fff"
          strokeWidth="2.2"
          strokeLinecap="round"
          fill="none"
        />
      </svg>
      {/* Beside the full navigation on a tablet there is room for the mark only; the link's
          padding makes it a 44 px target there, its negative margin takes no room from the
          navigation (issue 36). On a laptop the name stays on one line. */}
      <span className="md:max-xl:sr-only xl:whitespace-nowrap">{site.businessName}</span>
    </SiteLink>
  );
}
