import { DownloadIcon } from "lucide-react";
import type * as React from "react";
import { Button } from "~/components/ui/button";
import { FactList } from "~/components/ui/fact-list";
import type { NutritionTeaser } from "~/content/nutrition/catalog";
import { PremiumBadge } from "~/features/premium/premium-badge";
import { PremiumGate } from "~/features/premium/premium-gate";

/** A real file download: a full request, so the browser saves the PDF the server made. */
export function DownloadLink({ id, label, title }: { id: string; label: string; title: string }) {
  return (
    <Button asChild variant="outline" className="self-start">
      <a href={`/nutrition/${id}/pdf`} download aria-label={`${label}: ${title} (PDF)`}>
        <DownloadIcon aria-hidden="true" />
        {label}
      </a>
    </Button>
  );
}

/**
 * One plan, recipe or list: its public header, then its body, or for someone without access
 * the premium gate over a teaser (the body never reached this page).
 */
export function NutritionCard({
  teaser,
  children,
}: {
  teaser: NutritionTeaser;
  /** The body, or null when the server withheld it. */
  children: React.ReactNode | null;
}) {
  const headingId = `${teaser.id}-title`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-4 shadow-sm md:p-7"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={headingId} className="text-2xl">
          {teaser.title}
        </h2>
        {teaser.premium && <PremiumBadge />}
      </div>
      <FactList facts={teaser.highlights} />
      {children ?? <PremiumGate title={teaser.title} description={teaser.description} />}
    </article>
  );
}
