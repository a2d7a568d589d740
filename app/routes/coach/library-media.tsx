import { data, useActionData } from "react-router";
import { MediaActionSchema, runMediaAction } from "~/features/media/media-actions.server";
import { demoEntryName, listEntryMedia } from "~/features/media/media-admin.server";
import { MediaEditor } from "~/features/media/media-editor";
import { getAppContext } from "~/lib/app-context.server";
import { requireCoach } from "~/lib/auth.server";
import { formFailureOf } from "~/lib/form-failure";
import { readSubmission } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/library-media";

// A library entry's demo clip and pictures (issue 38 §2): the coach only.

function entryOr404(id: string) {
  const name = demoEntryName(id);
  if (!name) throw data(null, { status: 404, statusText: "Not Found" });
  return name;
}

export async function loader(args: Route.LoaderArgs) {
  await requireCoach(args);
  const name = entryOr404(args.params.id);
  const { db } = getAppContext(args.context).database;
  return { name, media: await listEntryMedia(db, args.params.id) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...pageMeta(
    matches,
    `Demo media: ${loaderData?.name ?? "exercise"} · Coach area`,
    "The exercise's demo clip and pictures.",
  ),
  { name: "robots", content: "noindex" },
];

export async function action(args: Route.ActionArgs) {
  await requireCoach(args);
  entryOr404(args.params.id);
  const app = getAppContext(args.context);
  const parsed = await readSubmission(args.request, MediaActionSchema);
  if (!parsed.ok) return parsed.failure;
  return runMediaAction(app.database.db, args.params.id, parsed.form, parsed.data, app.now());
}

export default function CoachLibraryMedia({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const failure = formFailureOf(result);
  const done = result && "done" in result ? result : null;
  return <MediaEditor name={loaderData.name} media={loaderData.media} failure={failure} done={done} />;
}
