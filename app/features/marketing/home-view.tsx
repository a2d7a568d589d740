import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { DumbbellIcon } from "~/components/ui/icons/dumbbell";
import { SaladIcon } from "~/components/ui/icons/salad";
import { UsersIcon } from "~/components/ui/icons/users";
import type { Marketing, Pillar } from "~/content/marketing-schema";
import { ONBOARDING_COPY } from "~/content/onboarding";
import type { SiteConfig } from "~/content/site-schema";
import { Testimonials } from "./testimonials";

const PILLAR_ICONS: Record<Pillar["id"], typeof DumbbellIcon> = {
  exercise: DumbbellIcon,
  nutrition: SaladIcon,
  community: UsersIcon,
};

export type HomeViewProps = {
  site: SiteConfig;
  marketing: Pick<Marketing, "heroBadge" | "pillars" | "homeTestimonials">;
};

/** The home page as visitors see it; the coach's preview renders it with her draft. */
export function HomeView({ site, marketing }: HomeViewProps) {
  return (
    <>
      <section aria-labelledby="hero-title" className="bg-accent/60">
        <div className="motion-safe:animate-hero-fade mx-auto grid max-w-6xl items-center gap-8 px-4 py-12 md:grid-cols-[3fr_2fr] md:py-20">
          <div className="text-center md:text-left">
            <p className="inline-block rounded-full bg-secondary px-4 py-1 font-semibold text-secondary-foreground">
              {marketing.heroBadge}
            </p>
            <h1 id="hero-title" className="mt-6 text-4xl md:text-5xl">
              Embrace Your Strength
            </h1>
            <p className="mt-5 max-w-2xl text-lg">
              Structured exercise, Mediterranean nutrition and a private community, made for women over 50 who
              want to feel strong, steady and full of energy.
            </p>
            <div className="mt-8 flex flex-col items-center gap-3 sm:flex-row md:items-start">
              <Button asChild size="lg">
                <Link to="/onboarding">Start Your Journey</Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to="/programs">Explore Programs</Link>
              </Button>
            </div>
          </div>
          <img
            src="/images/hero-strength.svg"
            alt="A smiling woman with silver hair holding a kettlebell in a squat."
            width={640}
            height={480}
            fetchPriority="high"
            className="mx-auto h-auto w-full max-w-md"
          />
        </div>
      </section>

      <section aria-labelledby="pillars-title" className="mx-auto max-w-6xl px-4 py-14 md:py-20">
        <p className="text-center font-serif text-2xl text-primary italic">{site.tagline}</p>
        <h2 id="pillars-title" className="mt-3 text-center text-3xl">
          One program, three pillars
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-center text-lg">
          Everything you need to get stronger after 50 works best together. That is why every client gets all
          three.
        </p>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {marketing.pillars.map((pillar) => {
            const Icon = PILLAR_ICONS[pillar.id];
            return (
              <li key={pillar.id} className="rounded-xl border border-border bg-card p-6 shadow-sm">
                <span className="inline-flex size-14 items-center justify-center rounded-full bg-accent text-primary">
                  <Icon aria-hidden="true" className="size-7" />
                </span>
                <h3 className="mt-4 text-2xl">{pillar.title}</h3>
                <p className="mt-2 text-lg">{pillar.text}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="stories-title" className="bg-muted/60">
        <div className="mx-auto max-w-6xl px-4 py-14 md:py-20">
          <h2 id="stories-title" className="text-center text-3xl">
            In their words
          </h2>
          <Testimonials items={marketing.homeTestimonials} className="mt-10" />
        </div>
      </section>

      <section aria-labelledby="cta-title" className="mx-auto max-w-3xl px-4 py-14 text-center md:py-20">
        <h2 id="cta-title" className="text-3xl">
          Ready to feel stronger?
        </h2>
        <p className="mt-4 text-lg">{ONBOARDING_COPY.home}</p>
        <Button asChild size="lg" className="mt-8">
          <Link to="/onboarding">Start Your Free Assessment</Link>
        </Button>
      </section>
    </>
  );
}
