import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import type { Marketing } from "~/content/marketing-schema";
import type { SiteConfig } from "~/content/site-schema";

export type AboutViewProps = {
  site: SiteConfig;
  methodology: Marketing["methodology"];
  /** The founder story's Markdown, rendered and sanitised on the server. */
  founderStoryHtml: string;
};

/** The About page as visitors see it; the coach's preview renders it with her draft. */
export function AboutView({ site, methodology, founderStoryHtml }: AboutViewProps) {
  return (
    <>
      <section aria-labelledby="about-title" className="bg-accent/60">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 md:grid-cols-[2fr_3fr] md:py-16">
          <img
            src="/images/founder-portrait.svg"
            alt={`${site.coachName}, the founder and coach.`}
            width={480}
            height={560}
            className="mx-auto h-auto w-full max-w-xs md:max-w-sm"
          />
          <div>
            <h1 id="about-title" className="text-4xl">
              About
            </h1>
            <p className="mt-2 font-serif text-2xl text-primary italic">Strong at any age</p>
            <div
              className="prose-page mt-6 flex max-w-[68ch] flex-col gap-4 text-lg"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the coach's Markdown, rendered and sanitised on the server by renderPageMarkdown (paragraphs, lists, links only).
              dangerouslySetInnerHTML={{ __html: founderStoryHtml }}
            />
            <p className="mt-6 font-serif text-xl italic">{site.coachName}, founder</p>
          </div>
        </div>
      </section>

      <section aria-labelledby="method-title" className="mx-auto max-w-6xl px-4 py-14 md:py-20">
        <h2 id="method-title" className="text-3xl">
          The method: four phases
        </h2>
        <p className="mt-4 max-w-3xl text-lg">
          Every client moves through the same four phases, at her own pace. Each one has clear numbers, so you
          always know what you are aiming for.
        </p>
        <ol className="mt-10 grid gap-6 md:grid-cols-2">
          {methodology.map((phase, index) => (
            <li key={phase.name} className="rounded-xl border border-border bg-card p-6 shadow-sm">
              <p className="font-semibold text-primary">Step {index + 1}</p>
              <h3 className="mt-1 text-2xl">{phase.name}</h3>
              <p className="mt-2 text-lg">{phase.summary}</p>
              <ul className="mt-4 list-disc pl-6 text-lg">
                {phase.points.map((point) => (
                  <li key={point} className="mb-1">
                    {point}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="about-cta" className="bg-muted/60">
        <div className="mx-auto max-w-3xl px-4 py-14 text-center">
          <h2 id="about-cta" className="text-3xl">
            Let's work together
          </h2>
          <p className="mt-4 text-lg">
            Face to face at {site.gym.name} in {site.gym.suburb}, or remotely from home.
          </p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/work-with-me">Work with Me</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/onboarding">Start Your Free Assessment</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
