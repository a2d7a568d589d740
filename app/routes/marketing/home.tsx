import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { site } from "~/content/site";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Embrace Your Strength",
    "Strength training, Mediterranean nutrition and a supportive community for women over 50.",
  );

export default function Home() {
  return (
    <section aria-labelledby="hero-title" className="bg-accent/60">
      <div className="motion-safe:animate-hero-fade mx-auto max-w-4xl px-4 py-16 text-center md:py-24">
        <p className="inline-block rounded-full bg-secondary px-4 py-1 font-semibold text-secondary-foreground first-letter:uppercase">
          {site.tagline}
        </p>
        <h1 id="hero-title" className="mt-6 text-4xl md:text-5xl">
          Embrace Your Strength
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg">
          Structured exercise, Mediterranean nutrition and a private community, made for women over 50 who
          want to feel strong, steady and full of energy.
        </p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to="/onboarding">Start Your Journey</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/programs">Explore Programs</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
