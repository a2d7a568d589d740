import { Link } from "react-router";
import { ArrowRightIcon } from "~/components/ui/icons/arrow-right";
import type { PortalCard } from "~/content/portal-programs";

/** A card of the program catalog's portal index (`PORTAL_CARDS`). */
export type ProgramCardData = PortalCard;

/** A portal card: never locked (product.md §1.16), the whole card is the link. */
export function PortalProgramCard({ card }: { card: ProgramCardData }) {
  return (
    <Link
      to={`/client-portal/${card.slug}`}
      className="group flex h-full flex-col rounded-xl border border-border bg-card p-5 text-foreground no-underline shadow-sm transition-colors hover:border-primary hover:bg-accent/40 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <span className="flex items-start justify-between gap-3">
        <span className="font-serif text-2xl leading-tight">{card.title}</span>
        {card.tag && (
          <span className="shrink-0 rounded-full bg-primary px-3 py-1 text-sm font-semibold text-primary-foreground capitalize">
            {card.tag}
          </span>
        )}
      </span>
      <span className="mt-3 flex-1 text-lg text-muted-foreground">{card.description}</span>
      <span className="mt-4 inline-flex items-center gap-2 font-semibold text-primary">
        Open program
        <ArrowRightIcon
          aria-hidden="true"
          className="size-5 transition-transform group-hover:translate-x-1"
        />
      </span>
    </Link>
  );
}
