import type * as React from "react";
import { Button } from "~/components/ui/button";
import { FactList } from "~/components/ui/fact-list";
import { DownloadIcon } from "~/components/ui/icons/download";
import type { NutritionTeaser } from "~/content/nutrition/catalog";
import { PremiumBadge } from "~/features/premium/premium-badge";
import { PremiumGate } from "~/features/premium/premium-gate";

/** One of an item's files: which item's PDF, and the button's words. */
export type NutritionDownload = { id: string; label: string };

/** The name a download is announced by, the same whether it downloads or opens the gate's dialog. */
const downloadName = (label: string, title: string) => `${label}: ${title} (PDF)`;

/** A real file download: a full request, so the browser saves the PDF the server made. */
function DownloadLink({ id, label, title }: { id: string; label: string; title: string }) {
  return (
    <Button asChild variant="outline" className="self-start">
      <a href={`/nutrition/${id}/pdf`} download aria-label={downloadName(label, title)}>
        <DownloadIcon aria-hidden="true" />
        {label}
      </a>
    </Button>
  );
}

/**
 * One plan, recipe or list: its public header, then its body and its downloads, or for someone
 * without access the premium gate over a teaser (the body never reached this page), with the
 * same download buttons opening the upgrade dialog instead of a file.
 */
export function NutritionCard({
  teaser,
  downloads,
  children,
}: {
  teaser: NutritionTeaser;
  downloads: readonly NutritionDownload[];
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
      {children ? (
        <>
          {children}
          <div className="flex flex-wrap gap-3">
            {downloads.map((download) => (
              <DownloadLink key={download.id} id={download.id} label={download.label} title={teaser.title} />
            ))}
          </div>
        </>
      ) : (
        <PremiumGate
          title={teaser.title}
          description={teaser.description}
          downloads={downloads.map((download) => ({
            label: download.label,
            accessibleName: downloadName(download.label, teaser.title),
          }))}
        />
      )}
    </article>
  );
}
