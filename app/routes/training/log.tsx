import { loadLogPage, saveLog } from "~/features/training/log.server";
import { LogView } from "~/features/training/log-view";
import { formFailureOf } from "~/lib/form-failure";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/log";

// The session log (issue 17, decision 0031): /client-portal/:program/log/:session.

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta(
    matches,
    loaderData ? `Log ${loaderData.session.label}: ${loaderData.program.title}` : "Session log",
    "Log your sets and weights, and see what to lift next time.",
  ),
  { name: "robots", content: "noindex" },
];

export async function loader(args: Route.LoaderArgs) {
  return loadLogPage(args);
}

/** One ticked set, one exercise's rating and note, or the whole session at "Finish". */
export async function action(args: Route.ActionArgs) {
  return saveLog(args);
}

export default function SessionLogPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    // A new session starts from its own numbers, not the last page's.
    <LogView
      // A swap (issue 38) comes back with other exercises: their numbers start afresh too.
      key={`${loaderData.program.slug}/${loaderData.session.id}/${
        loaderData.mode === "log" ? loaderData.exercises.map((exercise) => exercise.exerciseId).join(",") : ""
      }`}
      page={loaderData}
      failure={formFailureOf(actionData)}
    />
  );
}
