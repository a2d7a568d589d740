import { data, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/in-progress";

type PageInfo = { title: string; summary: string };

const pages: Record<string, PageInfo> = {
  "/dashboard": { title: "Dashboard", summary: "Your daily plan, streak and progress." },
  "/onboarding": { title: "Get Started", summary: "A short questionnaire that shapes your plan." },
};

export function loader({ pattern }: Route.LoaderArgs) {
  // The route pattern, not request.url: on client navigations the request is for "/about.data".
  const page = pages[`/${pattern.replace(/^\/+/, "")}`];
  if (!page) throw data(null, { status: 404 });
  return page;
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta(loaderData.title, loaderData.summary) : [];

export default function InProgress({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-2xl px-4 py-16">
      <h1 id="page-title" className="text-3xl md:text-4xl">
        {loaderData.title}
      </h1>
      <p className="mt-4 text-lg">{loaderData.summary}</p>
      <p className="mt-6 rounded-lg border border-border bg-muted p-5">
        This page is being built. It will be here soon; thank you for your patience.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Button asChild size="lg">
          <Link to="/">Return to Home</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/community">Join the community</Link>
        </Button>
      </div>
    </section>
  );
}
