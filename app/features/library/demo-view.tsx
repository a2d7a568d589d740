import { Link } from "react-router";
import { DemoMediaView } from "~/features/media/demo-media";
import type { DemoMedia } from "~/features/media/demo-media-types";

// One exercise's demo as she reads it (issue 38 §3, decision 0060), on its page and in the
// sheet: the clip or pictures (never playing by themselves), the cues and safety notes as text,
// and the easier and harder variations. Client-safe.

export type DemoLink = { id: string; name: string };

export type DemoPage = {
  id: string;
  name: string;
  cues: string[];
  mistakes: string[];
  safety: string[];
  muscles: string[];
  equipment: string[];
  easier: DemoLink | null;
  harder: DemoLink | null;
  media: DemoMedia | null;
};

export const demoHref = (id: string) => `/exercises/${id}`;

export function DemoContent({
  page,
  headingLevel = 2,
  onVariation,
}: {
  page: DemoPage;
  headingLevel?: 2 | 3;
  /** In the sheet: a variation opens in the sheet; without it, it is a link to its page. */
  onVariation?: (id: string) => void;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const variations = [
    ["Easier", page.easier],
    ["Harder", page.harder],
  ] as const;
  return (
    <div className="flex flex-col gap-6 text-lg">
      {page.media ? (
        <DemoMediaView media={page.media} />
      ) : (
        <p className="rounded-lg bg-muted p-4">No demo yet: the cues below show you how.</p>
      )}
      <section className="flex flex-col gap-2">
        <Heading className="font-sans text-xl font-semibold">How to do it</Heading>
        <ol className="flex list-decimal flex-col gap-2 pl-6">
          {page.cues.map((cue) => (
            <li key={cue}>{cue}</li>
          ))}
        </ol>
      </section>
      <section className="flex flex-col gap-2 rounded-lg bg-secondary p-4 text-secondary-foreground">
        <Heading className="font-sans text-xl font-semibold">Safety</Heading>
        <ul className="flex list-disc flex-col gap-2 pl-6">
          {page.safety.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </section>
      {page.mistakes.length > 0 && (
        <section className="flex flex-col gap-2">
          <Heading className="font-sans text-xl font-semibold">Common mistakes</Heading>
          <ul className="flex list-disc flex-col gap-2 pl-6">
            {page.mistakes.map((mistake) => (
              <li key={mistake}>{mistake}</li>
            ))}
          </ul>
        </section>
      )}
      {(page.easier || page.harder) && (
        <section className="flex flex-col gap-2">
          <Heading className="font-sans text-xl font-semibold">Variations</Heading>
          <ul className="flex flex-col gap-2">
            {variations.map(([label, link]) =>
              link ? (
                <li key={label} className="flex flex-wrap items-center gap-x-2">
                  <span className="font-semibold">{label}:</span>
                  {onVariation ? (
                    <button
                      type="button"
                      onClick={() => onVariation(link.id)}
                      className="min-h-11 text-left text-primary underline underline-offset-4"
                    >
                      {link.name}
                    </button>
                  ) : (
                    <Link to={demoHref(link.id)} className="inline-flex min-h-11 items-center underline">
                      {link.name}
                    </Link>
                  )}
                </li>
              ) : null,
            )}
          </ul>
        </section>
      )}
      {(page.muscles.length > 0 || page.equipment.length > 0) && (
        <dl className="grid gap-2 text-base">
          <div>
            <dt className="inline font-semibold">Works: </dt>
            <dd className="inline">{page.muscles.join(", ")}</dd>
          </div>
          <div>
            <dt className="inline font-semibold">You need: </dt>
            <dd className="inline">{page.equipment.join(", ")}</dd>
          </div>
        </dl>
      )}
    </div>
  );
}
