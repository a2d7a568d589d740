import { ArrowLeftIcon } from "~/components/ui/icons/arrow-left";
import { loadDemoPage } from "~/features/library/demo-page.server";
import { DemoContent } from "~/features/library/demo-view";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/entry";

// One exercise's demo page (issue 38 §3, decision 0060): /exercises/:id. The demo sheet on
// program pages and in the log mirrors it, the PDFs link to it, and without JavaScript an
// exercise's name is a link here. For members and portal clients.

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta(
    matches,
    loaderData?.name ?? "Exercise",
    "How to do it: the demo, the cues and the safety notes.",
  ),
  { name: "robots", content: "noindex" },
];

export async function loader(args: Route.LoaderArgs) {
  return loadDemoPage(args);
}

export function headers() {
  return { "Cache-Control": "private, no-cache" };
}

export default function ExercisePage({ loaderData }: Route.ComponentProps) {
  return (
    <article className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8 md:py-12">
      <p>
        <a
          href="/client-portal"
          className="inline-flex min-h-11 items-center gap-2 text-lg underline underline-offset-4"
        >
          <ArrowLeftIcon aria-hidden="true" className="size-5" />
          Your programs
        </a>
      </p>
      <h1 className="text-3xl md:text-4xl">{loaderData.name}</h1>
      <DemoContent page={loaderData} />
    </article>
  );
}
