import { data, Link, redirect, type ShouldRevalidateFunction, useActionData } from "react-router";
import { EmailAddress } from "~/components/ui/email-address";
import { FormAlert } from "~/components/ui/field";
import { clientHabits } from "~/features/basics/coach-habits.server";
import { coachZone } from "~/features/coach/coach-dates.server";
import { clientSessions } from "~/features/coach-calendar/client-bookings.server";
import { ClientActionSchema, runClientAction } from "~/features/coaching/client-actions.server";
import { findClient, loadClientRecord } from "~/features/coaching/client-record.server";
import { AboutSection } from "~/features/coaching/client-sections/about";
import { BodySection } from "~/features/coaching/client-sections/body";
import { CheckInsSection } from "~/features/coaching/client-sections/check-ins";
import { ExercisesSection } from "~/features/coaching/client-sections/exercises";
import { FunctionTestsSection } from "~/features/coaching/client-sections/function-tests";
import { HabitsSection } from "~/features/coaching/client-sections/habits";
import { NotesSection } from "~/features/coaching/client-sections/notes";
import { ProgramSection } from "~/features/coaching/client-sections/program";
import { type ActionDone, SectionsNav } from "~/features/coaching/client-sections/section";
import { SessionsSection } from "~/features/coaching/client-sections/sessions";
import { SymptomsSection } from "~/features/coaching/client-sections/symptoms";
import { ThreadSection } from "~/features/coaching/client-sections/thread";
import { TrainingSection } from "~/features/coaching/client-sections/training";
import { loadClientFunctionTests } from "~/features/function-tests/coach.server";
import { getAppContext } from "~/lib/app-context.server";
import { requireCoach } from "~/lib/auth.server";
import { flashCookie } from "~/lib/flash";
import { failureMessage, formFailureOf } from "~/lib/form-failure";
import { readSubmission, refusal } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/client";

// One client, everything the coach needs (issue 18 §3-5): her questionnaire and health check,
// her training and body, her check-ins, their thread, the coach's private notes and her
// program. Health answers, photos and notes: every view of this page is written to the audit
// log (decision 0032). All forms are plain POSTs, so the page works without JavaScript.

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta(matches, `${loaderData?.client.name ?? "Client"} · Coach area`, "A client's record."),
  { name: "robots", content: "noindex" },
];

async function loadClient(args: Route.LoaderArgs | Route.ActionArgs) {
  const client = await findClient(getAppContext(args.context).database.db, args.params.memberId);
  if (!client) throw data(null, { status: 404 });
  return client;
}

export async function loader(args: Route.LoaderArgs) {
  const { member: coach } = await requireCoach(args);
  const client = await loadClient(args);
  const app = getAppContext(args.context);
  const { db } = app.database;
  const record = await loadClientRecord(db, { coach, client, url: args.url, now: app.now() });
  const [sessions, habits, functionTests] = await Promise.all([
    clientSessions(db, { memberId: client.id, now: app.now(), zone: coachZone() }),
    clientHabits(db, client.id, app.now()),
    loadClientFunctionTests(db, { coach, client, now: app.now() }),
  ]);
  return {
    ...record,
    sessions,
    habits,
    habitsSaved: new URL(args.request.url).searchParams.get("saved") === "habits",
    functionTests,
  };
}

export async function action(args: Route.ActionArgs) {
  const { member: coach } = await requireCoach(args);
  const client = await loadClient(args);
  const submission = await readSubmission(args.request, ClientActionSchema);
  if (!submission.ok) return submission.failure;
  const app = getAppContext(args.context);
  const answer = await runClientAction(
    { db: app.database.db, coach, client, appUrl: app.config.appUrl, now: app.now() },
    submission.data,
  );
  if (!answer.ok) return refusal(submission.form, answer);
  if ("replied" in answer) {
    return redirect(`/coach/clients/${client.id}#thread`, {
      headers: { "Set-Cookie": flashCookie("message-sent") },
    });
  }
  return answer.done;
}

// Marking read changes nothing this page shows until it is opened again: reading it again
// would take the "New" marks off what she is reading and write a second "viewed client record".
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get("intent") === "mark-read" ? false : defaultShouldRevalidate;

/** The intents whose form shows its own failure; any other failure is shown above them all. */
const OWNED_FAILURES = [
  "assign",
  "unassign",
  "reply",
  "note",
  "review-screening",
  "substitute",
  "unsubstitute",
];

export default function CoachClient({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const failure = formFailureOf(result);
  const done = result && typeof result === "object" && "done" in result ? (result as ActionDone) : null;
  const { client } = loaderData;
  const failed = (intent: string) => (failure?.values.intent === intent ? failure : null);

  return (
    <article aria-labelledby="client-heading" className="flex flex-col gap-8 text-lg">
      <header className="flex flex-col gap-2">
        <Link to="/coach/clients" className="inline-flex min-h-11 items-center">
          ← All clients
        </Link>
        <h2 id="client-heading" className="text-3xl">
          {client.name}
        </h2>
        <p>
          <EmailAddress email={client.email} />
        </p>
        <p className="text-muted-foreground">
          Joined {client.joined} ·{" "}
          <Link to={`/coach/members/${client.id}`} className="inline-flex min-h-11 items-center">
            Her access and password reset
          </Link>
        </p>
      </header>

      {/* A failure no form below owns (an unknown intent, a form that is not a form, mark-read). */}
      {failure && !OWNED_FAILURES.includes(String(failure.values.intent)) && (
        <FormAlert>{failureMessage(failure)}</FormAlert>
      )}

      <SectionsNav />

      <AboutSection
        clientId={client.id}
        about={loaderData.about}
        done={done}
        failure={failed("review-screening")}
      />
      <TrainingSection clientId={client.id} training={loaderData.training} />
      <SessionsSection sessions={loaderData.sessions} />
      <BodySection body={loaderData.body} />
      <CheckInsSection clientId={client.id} checkIns={loaderData.checkIns} />
      <SymptomsSection symptoms={loaderData.symptoms} />
      <ThreadSection client={client} thread={loaderData.thread} failure={failed("reply")} done={done} />
      <NotesSection clientId={client.id} notes={loaderData.notes} failure={failed("note")} done={done} />
      <ProgramSection client={client} program={loaderData.program} done={done} failure={failure} />
      <ExercisesSection
        clientId={client.id}
        clientName={client.name}
        exercises={loaderData.exercises}
        done={done}
        failure={failed("substitute") ?? failed("unsubstitute")}
      />
      <HabitsSection clientId={client.id} habits={loaderData.habits} saved={loaderData.habitsSaved} />
      <FunctionTestsSection tests={loaderData.functionTests} />
    </article>
  );
}
