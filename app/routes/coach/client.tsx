import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { MessageSquareReplyIcon, NotebookPenIcon } from "lucide-react";
import type * as React from "react";
import { data, Form, Link, redirect, useActionData, useNavigation } from "react-router";
import { z } from "zod";
import { Button } from "~/components/ui/button";
import { FormAlert, TextareaField } from "~/components/ui/field";
import { type ChartSeries, LineChart } from "~/components/ui/line-chart";
import { programTitle } from "~/content/catalog.server";
import { liveSite } from "~/content/live.server";
import { ONBOARDING_STEPS, QUESTION_STEPS } from "~/content/onboarding";
import { PORTAL_PROGRAM_TITLES } from "~/content/portal-programs";
import { SCREENING_QUESTIONS } from "~/content/screening";
import { checkIns, workoutLogs } from "~/db/schema";
import { formatDate, formatDateTime } from "~/features/coach/coach-table";
import { describeSteps, lockedPrograms } from "~/features/coaching/assignment";
import {
  AssignmentSchema,
  assignmentFormData,
  assignProgram,
  clearAssignment,
  getAssignment,
  UnassignSchema,
} from "~/features/coaching/assignment.server";
import { AssignmentForm } from "~/features/coaching/assignment-form";
import { checkInFlags, SCALES } from "~/features/coaching/check-in";
import { listCheckIns } from "~/features/coaching/check-in.server";
import {
  addClientNote,
  findClient,
  listClientNotes,
  NOTE_MAX_LENGTH,
  recentSessions,
  SCREENING_LABELS,
} from "~/features/coaching/clients.server";
import { CheckInFlagBadges } from "~/features/coaching/clients-view";
import {
  latestScreening,
  markScreeningReviewed,
  screeningStatus,
} from "~/features/coaching/screening.server";
import {
  aboutLabel,
  listThread,
  MESSAGE_MAX_LENGTH,
  MessageSchema,
  markThreadRead,
  postMessage,
  THREAD_MESSAGES,
  threadView,
} from "~/features/coaching/thread.server";
import { ThreadMessages } from "~/features/coaching/thread-view";
import {
  lengthUnitFor,
  listMetrics,
  listPhotos,
  sevenDayAverage,
  toLength,
} from "~/features/training/body.server";
import { Heatmap } from "~/features/training/heatmap";
import { loadProgress, longDate, shortDate } from "~/features/training/progress-data.server";
import { ExerciseCharts, ExercisePicker, WorkoutTable } from "~/features/training/progress-view";
import { getPreferences } from "~/features/training/training.server";
import { toUnit } from "~/features/training/units";
import { getAppContext } from "~/lib/app-context.server";
import { recordAudit } from "~/lib/audit.server";
import { requireCoach } from "~/lib/auth.server";
import { localDay } from "~/lib/dates";
import { flashCookie } from "~/lib/flash";
import { FORM_FIELD, type FormFailure, formFailureOf, refuse, typedValue } from "~/lib/form-failure";
import { formFailure, readSubmission, refusal } from "~/lib/forms.server";
import { isActive, listEntitlements } from "~/lib/members.server";
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

const notFound = () => data(null, { status: 404 });

async function loadClient(args: Route.LoaderArgs | Route.ActionArgs) {
  const app = getAppContext(args.context);
  const client = await findClient(app.database.db, args.params.memberId);
  if (!client) throw notFound();
  return client;
}

const scaleWord = (name: (typeof SCALES)[number]["name"], value: number) => {
  const scale = SCALES.find((candidate) => candidate.name === name);
  return `${value} of 5${scale?.labels[value - 1] ? ` (${scale.labels[value - 1]})` : ""}`;
};

/** The reply's subject from the address (`?checkIn=` or `?session=`), when it is one of hers. */
async function replySubject(
  db: ReturnType<typeof getAppContext>["database"]["db"],
  memberId: string,
  url: URL,
) {
  const checkInId = url.searchParams.get("checkIn")?.slice(0, 100);
  const sessionId = url.searchParams.get("session")?.slice(0, 100);
  if (checkInId) {
    const [row] = await db
      .select({ id: checkIns.id, week: checkIns.week })
      .from(checkIns)
      .where(and(eq(checkIns.id, checkInId), eq(checkIns.memberId, memberId)));
    if (row)
      return {
        checkInId: row.id,
        workoutLogId: null,
        label: aboutLabel({ kind: "check-in", ...row }, "her"),
      };
  }
  if (sessionId) {
    const [row] = await db
      .select({
        id: workoutLogs.id,
        day: workoutLogs.day,
        session: workoutLogs.sessionLabel,
        program: workoutLogs.program,
      })
      .from(workoutLogs)
      .where(and(eq(workoutLogs.id, sessionId), eq(workoutLogs.memberId, memberId)));
    if (row)
      return { checkInId: null, workoutLogId: row.id, label: aboutLabel({ kind: "session", ...row }, "her") };
  }
  return null;
}

export async function loader(args: Route.LoaderArgs) {
  const { member: coach } = await requireCoach(args);
  const client = await loadClient(args);
  const app = getAppContext(args.context);
  const { db } = app.database;
  const now = app.now();
  const today = localDay(now, client.zone);
  const preferences = await getPreferences(db, client.id);
  const { unit } = preferences;
  const length = lengthUnitFor(unit);

  const [
    screening,
    progress,
    sessions,
    metrics,
    photos,
    checkInRows,
    thread,
    notes,
    assignment,
    subject,
    held,
  ] = await Promise.all([
    latestScreening(db, client.id),
    loadProgress(db, client.id, { today, unit, exercise: args.url.searchParams.get("exercise") }),
    recentSessions(db, client.id, unit),
    listMetrics(db, client.id),
    listPhotos(db, client.id),
    listCheckIns(db, client.id, 12),
    listThread(db, client.id),
    listClientNotes(db, client.id),
    getAssignment(db, client.id),
    replySubject(db, client.id, args.url),
    listEntitlements(db, client.id),
  ]);
  // Read after listing, so this visit still marks what was new.
  await markThreadRead(db, client.id, "coach", now);
  await recordAudit(
    db,
    { id: coach.id, email: coach.email },
    { action: "viewed client record", target: client.email },
    now,
  );

  const answers = client.answers ?? {};
  const status = screeningStatus(screening, now);
  const weights = metrics.flatMap((row) =>
    row.weightKg === null ? [] : [{ day: row.day, value: toUnit(row.weightKg, unit) }],
  );
  return {
    client: { id: client.id, name: client.name, email: client.email, joined: formatDate(client.createdAt) },
    questionnaire: {
      completed: client.completedAt ? formatDate(client.completedAt) : null,
      answers: QUESTION_STEPS.map((stepId) => {
        const step = ONBOARDING_STEPS.find((candidate) => candidate.id === stepId);
        const value = answers[stepId];
        const ids = Array.isArray(value) ? value : value ? [value] : [];
        return {
          question: step?.title ?? stepId,
          answer:
            ids.map((id) => step?.options.find((option) => option.id === id)?.label ?? id).join(", ") ||
            "Not answered",
        };
      }),
    },
    screening: screening
      ? {
          id: screening.id,
          status,
          statusLabel: SCREENING_LABELS[status],
          answeredAt: formatDate(screening.answeredAt),
          followUp: screening.followUp,
          clearedAt: screening.clearedAt ? formatDate(screening.clearedAt) : null,
          reviewedAt: screening.reviewedAt ? formatDate(screening.reviewedAt) : null,
          answers: SCREENING_QUESTIONS.map((question) => ({
            id: question.id,
            text: question.text,
            yes: screening.answers[question.id] === true,
          })),
        }
      : null,
    training: {
      unit,
      sessions: sessions.map((session) => ({
        ...session,
        date: longDate(session.day),
        program: programTitle(session.program),
      })),
      finished: progress.finished,
      weeks: progress.weeks,
      totals: progress.totals,
      exercises: progress.exercises,
      chosen: progress.chosen,
      records: progress.records,
    },
    body: {
      unit,
      length,
      weightSeries: weights,
      averages: sevenDayAverage(weights),
      metrics: metrics
        .slice(-10)
        .reverse()
        .map((row) => ({
          day: row.day,
          date: shortDate(row.day),
          weight: row.weightKg === null ? "–" : `${toUnit(row.weightKg, unit).toFixed(1)} ${unit}`,
          waist: row.waistCm === null ? "–" : `${toLength(row.waistCm, length).toFixed(1)} ${length}`,
          hips: row.hipsCm === null ? "–" : `${toLength(row.hipsCm, length).toFixed(1)} ${length}`,
        })),
      photos: photos
        .slice(-6)
        .reverse()
        .map((photo) => ({ ...photo, date: shortDate(photo.day) })),
    },
    checkIns: checkInRows.map((row) => ({
      id: row.id,
      week: longDate(row.week),
      submitted: formatDateTime(row.submittedAt),
      flags: checkInFlags(row),
      painLevel: row.painLevel,
      painArea: row.painArea,
      facts: [
        ["Energy", scaleWord("energy", row.energy)],
        ["Sleep", scaleWord("sleep", row.sleep)],
        ["Stress", scaleWord("stress", row.stress)],
        ["Ate to plan", scaleWord("eating", row.eating)],
        [
          "Pain",
          row.painLevel > 0 || row.painArea
            ? `${row.painLevel} of 10${row.painArea ? `, ${row.painArea}` : ""}`
            : "None",
        ],
        ["Sessions done", String(row.sessionsDone)],
        ...(row.weightKg === null ? [] : [["Weight", `${toUnit(row.weightKg, unit).toFixed(1)} ${unit}`]]),
        ...(row.waistCm === null ? [] : [["Waist", `${row.waistCm.toFixed(1)} cm`]]),
        ["Her wins", row.wins || "–"],
        ["Her question", row.question || "–"],
      ] as [string, string][],
    })),
    // The coach reads times in the gym's zone.
    thread: threadView(thread, "coach", liveSite().timeZone),
    // Made per page load: a double tap or a retried post of the reply writes one message.
    messageId: randomUUID(),
    subject,
    maxLength: MESSAGE_MAX_LENGTH,
    notes: notes.map((note) => ({
      id: note.id,
      body: note.body,
      at: note.createdAt.toISOString(),
      when: formatDateTime(note.createdAt),
    })),
    noteMax: NOTE_MAX_LENGTH,
    assignment: assignmentFormData(assignment, today),
    // Assigning opens nothing: the coach is told which programs her access does not open.
    locked: lockedPrograms(assignment?.steps ?? [], {
      portal: held.some((entitlement) => entitlement.kind === "portal" && isActive(entitlement, now)),
      premium: held.some((entitlement) => entitlement.kind === "premium" && isActive(entitlement, now)),
    }).map((slug) => PORTAL_PROGRAM_TITLES[slug]),
  };
}

const NOTE_MESSAGES = {
  empty: "Please write the note.",
  tooLong: `Please keep a note under ${NOTE_MAX_LENGTH.toLocaleString("en")} characters.`,
} as const;

const ClientActionSchema = z.discriminatedUnion(
  "intent",
  [
    MessageSchema.extend({ intent: z.literal("reply") }),
    z.object({
      intent: z.literal("note"),
      body: z
        .string(NOTE_MESSAGES.empty)
        .trim()
        .min(1, NOTE_MESSAGES.empty)
        .max(NOTE_MAX_LENGTH, NOTE_MESSAGES.tooLong),
    }),
    z.object({
      intent: z.literal("review-screening"),
      screeningId: z.string("That health check was not found.").min(1).max(100),
    }),
    AssignmentSchema,
    UnassignSchema,
  ],
  { error: "That action is not known. Please use the buttons on this page." },
);

export async function action(args: Route.ActionArgs) {
  const { member: coach } = await requireCoach(args);
  const client = await loadClient(args);
  const app = getAppContext(args.context);
  const { db } = app.database;
  const submission = await readSubmission(args.request, ClientActionSchema);
  if (!submission.ok) return submission.failure;
  const { form, data: input } = submission;
  const actor = { id: coach.id, email: coach.email };
  const now = app.now();

  switch (input.intent) {
    case "reply": {
      const result = await postMessage(
        db,
        {
          id: input.messageId,
          memberId: client.id,
          author: { id: coach.id, name: coach.name, email: coach.email },
          fromCoach: true,
          body: input.body,
          checkInId: input.checkInId,
          workoutLogId: input.workoutLogId,
        },
        { appUrl: app.config.appUrl, now },
      );
      if (result === "not-found") return refusal(form, refuse(FORM_FIELD, THREAD_MESSAGES.notFound, 404));
      // A duplicate is the same reply sent twice: it is there, once.
      return redirect(`/coach/clients/${client.id}#thread`, {
        headers: { "Set-Cookie": flashCookie("message-sent") },
      });
    }
    case "note": {
      await addClientNote(db, { memberId: client.id, authorId: coach.id, body: input.body }, now);
      await recordAudit(db, actor, { action: "added client note", target: client.email }, now);
      return { done: "Note saved.", intent: "note" as const, at: now.getTime() };
    }
    case "review-screening": {
      // Only her own newest answers can be reviewed here; any other id is not found.
      const newest = await latestScreening(db, client.id);
      if (!newest || newest.id !== input.screeningId) {
        return formFailure(form, 404, {
          formError: "That health check was not found. Please reload the page.",
        });
      }
      await markScreeningReviewed(db, newest.id, { id: coach.id }, now);
      await recordAudit(db, actor, { action: "reviewed screening", target: client.email }, now);
      return {
        done: "Marked reviewed: her log is open.",
        intent: "review-screening" as const,
        at: now.getTime(),
      };
    }
    case "assign": {
      await assignProgram(
        db,
        { memberId: client.id, steps: input.steps, startDay: input.startDay, coach },
        now,
      );
      await recordAudit(
        db,
        actor,
        {
          action: "assign program",
          target: client.email,
          detail: `${describeSteps(input.steps)} from ${input.startDay}`,
        },
        now,
      );
      return {
        done: "Program saved: her dashboard shows it now.",
        intent: "assign" as const,
        at: now.getTime(),
      };
    }
    case "unassign": {
      const had = await clearAssignment(db, client.id);
      if (!had) return formFailure(form, 404, { formError: "She has no program to remove." });
      await recordAudit(db, actor, { action: "unassign program", target: client.email }, now);
      return {
        done: "Program removed: her dashboard follows her questionnaire again.",
        intent: "unassign" as const,
        at: now.getTime(),
      };
    }
  }
}

const SECTIONS = [
  { id: "about", title: "Questionnaire and health check" },
  { id: "training", title: "Training" },
  { id: "body", title: "Body measurements and photos" },
  { id: "check-ins", title: "Check-ins" },
  { id: "thread", title: "Messages" },
  { id: "notes", title: "Private notes" },
  { id: "program", title: "Her program" },
] as const;

type SectionId = Exclude<(typeof SECTIONS)[number]["id"], "program">;

function Section({ id, children }: { id: SectionId; children: React.ReactNode }) {
  const title = SECTIONS.find((section) => section.id === id)?.title ?? id;
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="flex scroll-mt-6 flex-col gap-5 rounded-xl border border-border bg-card p-5 md:p-6"
    >
      <h2 id={`${id}-heading`} className="text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

type LoaderData = Route.ComponentProps["loaderData"];
type Done = { done: string; intent: string; at: number };

export default function CoachClient({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const failure = formFailureOf(result);
  const done = result && typeof result === "object" && "done" in result ? (result as Done) : null;
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
        <p className="break-all">{client.email}</p>
        <p className="text-muted-foreground">
          Joined {client.joined} ·{" "}
          <Link to={`/coach/members/${client.id}`} className="inline-flex min-h-11 items-center">
            Her access and password reset
          </Link>
        </p>
      </header>

      {/* A failure no form below owns (an unknown intent, a form that is not a form). */}
      {failure?.formError &&
        !["assign", "unassign", "reply", "note", "review-screening"].includes(
          String(failure.values.intent),
        ) && <FormAlert>{failure.formError}</FormAlert>}

      <nav aria-labelledby="contents-heading" className="rounded-xl bg-muted p-5">
        <h3 id="contents-heading" className="font-sans text-lg font-semibold">
          On this page
        </h3>
        <ul className="mt-2 grid gap-x-6 sm:grid-cols-2">
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="inline-flex min-h-11 items-center">
                {section.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <AboutSection data={loaderData} done={done} failure={failed("review-screening")} />
      <TrainingSection data={loaderData} />
      <BodySection data={loaderData} />
      <CheckInsSection data={loaderData} />
      <ThreadSection data={loaderData} failure={failed("reply")} />
      <NotesSection data={loaderData} failure={failed("note")} done={done} />
      {/* The assignment form brings its own section and heading ("Her program"). */}
      <div
        id="program"
        className="flex scroll-mt-6 flex-col gap-4 rounded-xl border border-border bg-card p-5 md:p-6"
      >
        {done && (done.intent === "assign" || done.intent === "unassign") && <Status done={done} />}
        {failure?.formError && failure.values.intent === "unassign" && (
          <FormAlert>{failure.formError}</FormAlert>
        )}
        {loaderData.locked.length > 0 && (
          <p role="note" className="rounded-lg border-2 border-destructive p-4 font-semibold">
            {loaderData.client.name} cannot open {loaderData.locked.join(" or ")} with her access now: her
            dashboard shows it, but the program page stays closed.{" "}
            <Link to={`/coach/members/${loaderData.client.id}`}>Give her access</Link>.
          </p>
        )}
        <AssignmentForm
          programs={loaderData.assignment.programs}
          presets={loaderData.assignment.presets}
          current={loaderData.assignment.current}
          today={loaderData.assignment.today}
          failure={failure}
        />
      </div>
    </article>
  );
}

function Status({ done }: { done: Done }) {
  return (
    <p role="status" className="rounded-md border-2 border-primary bg-accent p-4 font-semibold">
      {done.done}
    </p>
  );
}

function AboutSection({
  data: page,
  done,
  failure,
}: {
  data: LoaderData;
  done: Done | null;
  failure: FormFailure | null;
}) {
  const { questionnaire, screening } = page;
  return (
    <Section id="about">
      {done?.intent === "review-screening" && <Status done={done} />}
      {failure?.formError && <FormAlert>{failure.formError}</FormAlert>}
      <div className="flex flex-col gap-3">
        <h3 className="font-sans text-xl font-semibold">Her questionnaire</h3>
        {!questionnaire.completed && (
          <p className="text-muted-foreground">She has not finished the questionnaire.</p>
        )}
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
          {questionnaire.answers.map((row) => (
            <div key={row.question} className="contents">
              <dt className="font-semibold">{row.question}</dt>
              <dd>{row.answer}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="flex flex-col gap-3">
        <h3 className="font-sans text-xl font-semibold">Her health check</h3>
        {!screening ? (
          <p>Not screened yet: she is asked before her first program or logged session.</p>
        ) : (
          <>
            <p>
              <span className="font-semibold">Status: {screening.statusLabel}.</span> Answered{" "}
              {screening.answeredAt}
              {screening.clearedAt ? `; she confirmed her doctor's clearance on ${screening.clearedAt}` : ""}
              {screening.reviewedAt ? `; you reviewed it on ${screening.reviewedAt}` : ""}.
            </p>
            <ul className="flex flex-col gap-2">
              {screening.answers.map((answer) => (
                <li
                  key={answer.id}
                  className="flex flex-col gap-1 border-b border-border pb-2 sm:flex-row sm:gap-4"
                >
                  <span className="sm:flex-1">{answer.text}</span>
                  <span className={answer.yes ? "font-bold text-destructive" : ""}>
                    {answer.yes ? "Yes" : "No"}
                  </span>
                </li>
              ))}
            </ul>
            {screening.followUp && (
              <div>
                <p className="font-semibold">What she told you</p>
                <p className="break-words whitespace-pre-line">{screening.followUp}</p>
              </div>
            )}
            {(screening.status === "flagged" || screening.status === "cleared") && (
              <Form method="post" action={`/coach/clients/${page.client.id}#about`}>
                <input type="hidden" name="intent" value="review-screening" />
                <input type="hidden" name="screeningId" value={screening.id} />
                <Button type="submit" size="lg">
                  Mark reviewed
                </Button>
              </Form>
            )}
          </>
        )}
      </div>
    </Section>
  );
}

function TrainingSection({ data: page }: { data: LoaderData }) {
  const { training, client } = page;
  const chosen = training.chosen;

  return (
    <Section id="training">
      <div className="flex flex-col gap-3">
        <h3 className="font-sans text-xl font-semibold">Recent sessions</h3>
        {training.sessions.length === 0 ? (
          <p className="text-muted-foreground">No sessions logged yet.</p>
        ) : (
          <ul className="flex flex-col gap-4">
            {training.sessions.map((session) => (
              <li key={session.id} className="flex flex-col gap-1 border-b border-border pb-3">
                <p className="font-semibold">
                  {session.date}: {session.session}{" "}
                  <span className="font-normal text-muted-foreground">
                    ({session.program}){session.finished ? "" : ", not finished"}
                  </span>
                </p>
                {session.exercises.length > 0 ? (
                  <ul className="list-disc pl-6 text-base">
                    {session.exercises.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-base text-muted-foreground">No sets ticked.</p>
                )}
                <Link
                  to={`/coach/clients/${client.id}?session=${session.id}#thread`}
                  className="inline-flex min-h-11 items-center gap-2 self-start"
                >
                  <MessageSquareReplyIcon aria-hidden="true" className="size-5" />
                  Comment on this session
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
      {training.finished > 0 && (
        <div className="flex flex-col gap-3">
          <h3 className="font-sans text-xl font-semibold">Sessions per week</h3>
          <p>
            {training.totals.twelveWeeks} in the last {training.weeks.length} weeks; this week{" "}
            {training.totals.thisWeek}.
          </p>
          <Heatmap weeks={training.weeks} total={training.totals.twelveWeeks} />
        </div>
      )}
      {chosen && (
        <div className="flex flex-col gap-4">
          <h3 className="font-sans text-xl font-semibold">Exercise by exercise</h3>
          <ExercisePicker
            action={`/coach/clients/${client.id}#training`}
            exercises={training.exercises}
            chosenKey={chosen.key}
          />
          <h4 className="font-sans text-lg font-semibold">{chosen.name}</h4>
          <div className="grid items-start gap-8 lg:grid-cols-2">
            <ExerciseCharts kind={chosen.kind} rows={chosen.rows} unit={training.unit} />
            <WorkoutTable name={chosen.name} kind={chosen.kind} rows={chosen.rows} unit={training.unit} />
          </div>
        </div>
      )}
      {training.records.length > 0 && (
        <div className="flex flex-col gap-3">
          <h3 className="font-sans text-xl font-semibold">Her records</h3>
          <ul className="grid gap-3 sm:grid-cols-2">
            {training.records.map((record) => (
              <li key={record.key} className="rounded-lg border border-border p-3">
                <p className="font-semibold">{record.name}</p>
                <p className="text-base">
                  {record.best.label}: {record.best.text} on {record.best.date}
                  {record.oneRepMax ? `; ${record.oneRepMax.label}: ${record.oneRepMax.text}` : ""}
                </p>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Section>
  );
}

function BodySection({ data: page }: { data: LoaderData }) {
  const { body } = page;
  const weight: ChartSeries[] = [
    {
      label: `Weight (${body.unit})`,
      points: body.weightSeries.map((point) => ({ x: point.day, y: point.value })),
      tone: "primary",
      dots: body.weightSeries.length <= 24,
    },
    {
      label: "7-day average",
      points: body.averages.map((point) => ({ x: point.day, y: Number(point.value.toFixed(1)) })),
      tone: "muted",
      dashed: true,
    },
  ];
  return (
    <Section id="body">
      {body.metrics.length === 0 ? (
        <p className="text-muted-foreground">No measurements yet.</p>
      ) : (
        <>
          {body.weightSeries.length > 0 && <LineChart title="Weight" unit={body.unit} series={weight} />}
          <table className="w-full max-w-xl border-collapse text-left text-base">
            <caption className="pb-2 text-left font-semibold">Her latest measurements, newest first</caption>
            <thead>
              <tr className="border-b-2 border-border">
                <th scope="col" className="py-2 pr-3">
                  Date
                </th>
                <th scope="col" className="py-2 pr-3">
                  Weight
                </th>
                <th scope="col" className="py-2 pr-3">
                  Waist
                </th>
                <th scope="col" className="py-2">
                  Hips
                </th>
              </tr>
            </thead>
            <tbody>
              {body.metrics.map((row) => (
                <tr key={row.day} className="border-b border-border">
                  <th scope="row" className="py-1.5 pr-3 font-normal whitespace-nowrap">
                    {row.date}
                  </th>
                  <td className="py-1.5 pr-3 whitespace-nowrap">{row.weight}</td>
                  <td className="py-1.5 pr-3 whitespace-nowrap">{row.waist}</td>
                  <td className="py-1.5 whitespace-nowrap">{row.hips}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      <div className="flex flex-col gap-3">
        <h3 className="font-sans text-xl font-semibold">Progress photos</h3>
        {body.photos.length === 0 ? (
          <p className="text-muted-foreground">No photos.</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {body.photos.map((photo) => (
              <li key={photo.id}>
                <figure className="flex flex-col gap-1">
                  <img
                    src={`/progress/photos/${photo.id}`}
                    alt={`${photo.pose} photo, ${photo.date}`}
                    width={photo.width}
                    height={photo.height}
                    loading="lazy"
                    className="h-auto w-full rounded-md border border-border"
                  />
                  <figcaption className="text-base capitalize">
                    {photo.pose}, {photo.date}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Section>
  );
}

function CheckInsSection({ data: page }: { data: LoaderData }) {
  return (
    <Section id="check-ins">
      {page.checkIns.length === 0 ? (
        <p className="text-muted-foreground">No check-ins yet.</p>
      ) : (
        <ol className="flex flex-col gap-5">
          {page.checkIns.map((checkIn) => (
            <li key={checkIn.id} className="flex flex-col gap-3 border-b border-border pb-4">
              <h3 className="font-sans text-xl font-semibold">Week of {checkIn.week}</h3>
              <p className="text-base text-muted-foreground">Sent {checkIn.submitted}</p>
              <CheckInFlagBadges
                flags={checkIn.flags}
                painLevel={checkIn.painLevel}
                painArea={checkIn.painArea}
              />
              <dl className="grid gap-x-6 gap-y-1 text-base sm:grid-cols-[auto_1fr]">
                {checkIn.facts.map(([label, value]) => (
                  <div key={label} className="contents">
                    <dt className="font-semibold">{label}</dt>
                    <dd className="break-words whitespace-pre-line">{value}</dd>
                  </div>
                ))}
              </dl>
              <Link
                to={`/coach/clients/${page.client.id}?checkIn=${checkIn.id}#thread`}
                className="inline-flex min-h-11 items-center gap-2 self-start"
              >
                <MessageSquareReplyIcon aria-hidden="true" className="size-5" />
                Reply to this check-in
              </Link>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}

function ThreadSection({ data: page, failure }: { data: LoaderData; failure: FormFailure | null }) {
  const busy = useNavigation().state === "submitting";
  const bodyError = failure?.fieldErrors.body;
  const formError = failure?.formError ?? failure?.fieldErrors.messageId;
  // After a refusal, the reply keeps what it was about.
  const checkInId = failure ? typedValue(failure, "checkInId") : page.subject?.checkInId;
  const workoutLogId = failure ? typedValue(failure, "workoutLogId") : page.subject?.workoutLogId;
  return (
    <Section id="thread">
      {page.thread.length === 0 ? (
        <p className="text-muted-foreground">No messages yet.</p>
      ) : (
        <ThreadMessages
          messages={page.thread}
          reader="coach"
          names={{ coach: "You", client: page.client.name }}
        />
      )}
      <Form
        key={page.messageId}
        method="post"
        action={`/coach/clients/${page.client.id}`}
        className="flex flex-col gap-4"
        noValidate
      >
        <input type="hidden" name="intent" value="reply" />
        <input type="hidden" name="messageId" value={page.messageId} />
        {checkInId && <input type="hidden" name="checkInId" value={checkInId} />}
        {workoutLogId && <input type="hidden" name="workoutLogId" value={workoutLogId} />}
        {formError && <FormAlert>{formError}</FormAlert>}
        {page.subject && !failure && (
          <p className="flex flex-wrap items-center gap-x-3 font-semibold">
            {page.subject.label}
            <Link
              to={`/coach/clients/${page.client.id}#thread`}
              className="inline-flex min-h-11 items-center font-normal"
            >
              Not about it
            </Link>
          </p>
        )}
        <TextareaField
          label={`Your reply to ${page.client.name}`}
          hint="She gets an email saying there is a reply; your words stay in the app."
          name="body"
          rows={5}
          required
          maxLength={page.maxLength}
          defaultValue={typedValue(failure, "body")}
          error={bodyError}
        />
        <Button type="submit" size="lg" className="self-start" disabled={busy}>
          Send reply
        </Button>
      </Form>
    </Section>
  );
}

function NotesSection({
  data: page,
  failure,
  done,
}: {
  data: LoaderData;
  failure: FormFailure | null;
  done: Done | null;
}) {
  const bodyError = failure?.fieldErrors.body;
  return (
    <Section id="notes">
      {done?.intent === "note" && <Status done={done} />}
      <p className="text-base text-muted-foreground">Only you can read these. She never sees them.</p>
      <Form
        key={page.notes[0]?.id ?? "none"}
        method="post"
        action={`/coach/clients/${page.client.id}#notes`}
        className="flex flex-col gap-4"
        noValidate
      >
        <input type="hidden" name="intent" value="note" />
        {failure?.formError && <FormAlert>{failure.formError}</FormAlert>}
        <TextareaField
          label="New note"
          name="body"
          rows={3}
          required
          maxLength={page.noteMax}
          defaultValue={typedValue(failure, "body")}
          error={bodyError}
        />
        <Button type="submit" variant="outline" size="lg" className="self-start">
          <NotebookPenIcon aria-hidden="true" />
          Add note
        </Button>
      </Form>
      {page.notes.length > 0 && (
        <ol className="flex flex-col gap-3">
          {page.notes.map((note) => (
            <li key={note.id} className="rounded-lg border border-border p-4">
              <time dateTime={note.at} className="text-base text-muted-foreground">
                {note.when}
              </time>
              <p className="break-words whitespace-pre-line">{note.body}</p>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
