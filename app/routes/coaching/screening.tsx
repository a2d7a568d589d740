import { useRef } from "react";
import { Form, Link, redirect, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormAlert, TextareaField } from "~/components/ui/field";
import { useFocusFirstError } from "~/components/ui/focus-first-error";
import { HeartPulseIcon } from "~/components/ui/icons/heart-pulse";
import { liveSite } from "~/content/live.server";
import {
  SCREENING_ADVICE,
  SCREENING_CLEARANCE_BUTTON,
  SCREENING_FOLLOW_UP,
  SCREENING_MESSAGES,
  SCREENING_QUESTIONS,
} from "~/content/screening";
import type {
  ScreeningAnswers,
  ScreeningChange,
  ScreeningStatus,
} from "~/features/coaching/screening.server";
import {
  confirmClearance,
  latestScreening,
  mayLog,
  ScreeningFormSchema,
  saveFollowUp,
  saveScreening,
  screeningHref,
  screeningStatus,
  screeningValidUntil,
} from "~/features/coaching/screening.server";
import { memberTimeZone } from "~/features/training/training.server";
import { getAppContext } from "~/lib/app-context.server";
import { requireMember } from "~/lib/auth.server";
import { localDay, longDate } from "~/lib/dates";
import { flashCookie } from "~/lib/flash";
import { type FormFailure, formFailureOf, typedValue } from "~/lib/form-failure";
import { formFailure, readSubmission } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import { safeRedirect } from "~/lib/redirect-to";
import type { Route } from "./+types/screening";

// The health check before training (issue 18 part 1): seven yes/no questions, a calm word and a
// follow-up after any yes, and her doctor's clearance. Plain forms: it works without JavaScript.

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Your health check", "A few questions about your health before you start training."),
  { name: "robots", content: "noindex" },
];

export async function loader(args: Route.LoaderArgs) {
  const { member } = await requireMember(args);
  const app = getAppContext(args.context);
  const { db } = app.database;
  const now = app.now();
  const [row, zone] = await Promise.all([
    latestScreening(db, member.id),
    memberTimeZone(db, member.id, liveSite().timeZone),
  ]);
  const day = (instant: Date) => longDate(localDay(instant, zone));
  const status = screeningStatus(row, now);
  return {
    isCoach: member.role === "coach",
    redirectTo: safeRedirect(args.url.searchParams.get("redirectTo")),
    status,
    mayLog: mayLog(status),
    screening: row && {
      id: row.id,
      answeredOn: day(row.answeredAt),
      validUntil: day(screeningValidUntil(row)),
      yes: SCREENING_QUESTIONS.filter((question) => row.answers[question.id]).map(
        (question) => question.text,
      ),
      followUp: row.followUp,
      clearedOn: row.clearedAt ? day(row.clearedAt) : null,
      reviewedOn: row.reviewedAt ? day(row.reviewedAt) : null,
    },
  };
}

/** A change refused: someone else's id or an old one (404), or nothing to change (409). */
const REFUSED: Record<Exclude<ScreeningChange, "saved">, { status: number; message: string }> = {
  "not-found": { status: 404, message: SCREENING_MESSAGES.notFound },
  expired: { status: 409, message: SCREENING_MESSAGES.expired },
  "no-yes": { status: 409, message: SCREENING_MESSAGES.noYes },
};

export async function action(args: Route.ActionArgs) {
  const { member } = await requireMember(args);
  const submission = await readSubmission(args.request, ScreeningFormSchema);
  if (!submission.ok) return submission.failure;
  const { form, data: input } = submission;
  const app = getAppContext(args.context);
  const { db } = app.database;
  const now = app.now();
  const next = safeRedirect(input.redirectTo);

  if (input.intent === "answer") {
    const answers = Object.fromEntries(
      SCREENING_QUESTIONS.map(({ id }) => [id, input[id] === "yes"]),
    ) as ScreeningAnswers;
    const row = await saveScreening(db, member.id, answers, input.followUp, now);
    if (!row.anyYes) {
      throw redirect(next, { headers: { "Set-Cookie": flashCookie("screening-saved") } });
    }
    // Back to this page, which now gives the advice, the follow-up and the clearance button.
    throw redirect(screeningHref(next));
  }

  const change =
    input.intent === "follow-up"
      ? await saveFollowUp(db, member.id, input.screeningId, input.followUp, now)
      : await confirmClearance(db, member.id, input.screeningId, now);
  if (change !== "saved") {
    const refused = REFUSED[change];
    return formFailure(form, refused.status, { formError: refused.message });
  }
  if (input.intent === "follow-up") return { done: SCREENING_MESSAGES.followUpSaved };
  throw redirect(next, { headers: { "Set-Cookie": flashCookie("clearance-confirmed") } });
}

type LoaderData = Route.ComponentProps["loaderData"];
type Current = NonNullable<LoaderData["screening"]>;

const STATUS_TEXT: Record<ScreeningStatus, string> = {
  missing: "Not answered yet",
  expired: "More than a year old: please answer again",
  clear: "No concerns. You are ready to train.",
  flagged: "Waiting for your doctor's clearance",
  cleared: "Your doctor has cleared you to exercise",
  reviewed: "Reviewed by your coach",
};

export default function ScreeningPage({ loaderData, actionData }: Route.ComponentProps) {
  const { status, screening, redirectTo, isCoach } = loaderData;
  const failure = formFailureOf(actionData);
  const done = actionData && "done" in actionData ? actionData.done : null;
  const failedIntent = typedValue(failure, "intent");
  const current = screening && status !== "expired" ? screening : null;
  const hasYes = current !== null && current.yes.length > 0;

  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-8 md:py-12">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl md:text-4xl">Your health check</h1>
        {status === "missing" && (
          <p className="text-lg">
            Before your first session, please answer seven short questions about your health. It is the check
            fitness professionals use before anyone starts training, and it takes about two minutes.
          </p>
        )}
        {status === "expired" && (
          <p className="text-lg">
            It has been a year since you last answered, so please answer again, in case anything has changed.
          </p>
        )}
        <p className="text-lg">Your answers are private: only you and your coach can see them.</p>
        {isCoach && (
          <p className="rounded-md bg-muted p-4 text-lg">
            You are the coach, so you are never asked these questions. This is the page your clients see.
          </p>
        )}
      </header>

      {done && (
        <p role="status" className="rounded-md border-2 border-primary bg-accent p-4 text-lg font-semibold">
          {done}
        </p>
      )}
      {failure?.formError && failedIntent !== "answer" && <FormAlert>{failure.formError}</FormAlert>}

      {screening && <Summary screening={screening} status={status} />}

      {current && hasYes && (
        <Advice
          screening={current}
          status={status}
          redirectTo={redirectTo}
          failure={failedIntent === "follow-up" ? failure : null}
        />
      )}

      {current && loaderData.mayLog && (
        <p>
          <Button asChild size="lg">
            <Link to={redirectTo}>Continue</Link>
          </Button>
        </p>
      )}

      {current ? (
        <details
          className="rounded-2xl border-2 border-border p-5"
          open={failedIntent === "answer" ? true : undefined}
        >
          <summary className="min-h-11 cursor-pointer content-center text-lg font-semibold">
            Has something changed? Answer the questions again
          </summary>
          <Questions redirectTo={redirectTo} failure={failedIntent === "answer" ? failure : null} />
        </details>
      ) : (
        <Questions redirectTo={redirectTo} failure={failedIntent === "answer" ? failure : null} />
      )}
    </article>
  );
}

function Summary({ screening, status }: { screening: Current; status: ScreeningStatus }) {
  return (
    <section aria-labelledby="summary-heading" className="flex flex-col gap-3 rounded-2xl bg-secondary p-6">
      <h2 id="summary-heading" className="text-2xl">
        Your answers
      </h2>
      <dl className="grid gap-x-6 gap-y-2 text-lg sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Answered on</dt>
        <dd>{screening.answeredOn}</dd>
        <dt className="font-semibold">{status === "expired" ? "Counted until" : "Valid until"}</dt>
        <dd>{screening.validUntil}</dd>
        <dt className="font-semibold">Status</dt>
        <dd>
          {STATUS_TEXT[status]}
          {status === "cleared" && screening.clearedOn && ` (you told us on ${screening.clearedOn})`}
          {status === "reviewed" && screening.reviewedOn && ` (on ${screening.reviewedOn})`}
        </dd>
      </dl>
      {screening.yes.length > 0 && status !== "expired" && (
        <>
          <p className="text-lg font-semibold">You answered yes to:</p>
          <ul className="flex list-disc flex-col gap-1 pl-6 text-lg">
            {screening.yes.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** After a yes her doctor cleared, or the coach reviewed. */
const AFTER_YES = {
  cleared: [
    "You told us your doctor has cleared you to exercise. Your coach will see your answers and can adapt your program.",
    "Start gently, and tell your coach if anything changes.",
  ],
  reviewed: [
    "Your coach has read your answers and will keep them in mind when she plans your training.",
    "Start gently, and tell your coach if anything changes.",
  ],
} as const;

function Advice({
  screening,
  status,
  redirectTo,
  failure,
}: {
  screening: Current;
  status: ScreeningStatus;
  redirectTo: string;
  failure: FormFailure | null;
}) {
  const busy = useNavigation().state !== "idle";
  const error = failure?.fieldErrors.followUp;
  return (
    <section
      aria-labelledby="advice-heading"
      className="flex flex-col gap-5 rounded-2xl border-2 border-primary bg-accent p-6"
    >
      <h2 id="advice-heading" className="flex items-start gap-3 text-2xl">
        <HeartPulseIcon aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary" />
        {status === "flagged" ? SCREENING_ADVICE.heading : "Thank you for telling us"}
      </h2>
      {(status === "flagged"
        ? SCREENING_ADVICE.paragraphs
        : AFTER_YES[status === "reviewed" ? "reviewed" : "cleared"]
      ).map((paragraph) => (
        <p key={paragraph} className="text-lg">
          {paragraph}
        </p>
      ))}
      <p>
        <Link to="/client-portal" className="text-lg font-semibold">
          Read the programs
        </Link>
      </p>

      <Form method="post" className="flex flex-col gap-3">
        <input type="hidden" name="intent" value="follow-up" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <input type="hidden" name="screeningId" value={screening.id} />
        <TextareaField
          label={SCREENING_FOLLOW_UP.label}
          hint={SCREENING_FOLLOW_UP.hint}
          name="followUp"
          rows={5}
          maxLength={SCREENING_FOLLOW_UP.maxLength}
          defaultValue={typedValue(failure, "followUp") ?? screening.followUp}
          error={error}
        />
        <Button type="submit" size="lg" variant="outline" className="self-start" disabled={busy}>
          Send to my coach
        </Button>
      </Form>

      {status === "flagged" && (
        <Form method="post" className="flex flex-col gap-3 border-t-2 border-primary/30 pt-5">
          <input type="hidden" name="intent" value="confirm-clearance" />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <input type="hidden" name="screeningId" value={screening.id} />
          <p className="text-lg">
            Has your doctor said you are ready? Then you can start logging your sessions.
          </p>
          <Button type="submit" size="lg" className="self-start" disabled={busy}>
            {SCREENING_CLEARANCE_BUTTON}
          </Button>
        </Form>
      )}
    </section>
  );
}

function Questions({ redirectTo, failure }: { redirectTo: string; failure: FormFailure | null }) {
  const busy = useNavigation().state !== "idle";
  const errors = failure?.fieldErrors ?? {};
  const missing = SCREENING_QUESTIONS.filter(({ id }) => errors[id]);
  const count = missing.length;
  // The first unanswered question takes the focus: on a page load through `autoFocus`, after a
  // submission without one through the hook (issue 36 §8).
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, failure);
  return (
    <Form ref={form} method="post" noValidate className="mt-4 flex flex-col gap-6">
      <input type="hidden" name="intent" value="answer" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {count > 0 && (
        <FormAlert>
          {count === 1 ? "One question still needs an answer." : `${count} questions still need an answer.`}
        </FormAlert>
      )}
      {failure?.formError && <FormAlert>{failure.formError}</FormAlert>}
      <ol className="flex flex-col gap-6">
        {SCREENING_QUESTIONS.map((question) => {
          const error = errors[question.id];
          const chosen = typedValue(failure, question.id);
          const hintId = `${question.id}-hint`;
          const errorId = `${question.id}-error`;
          const describedBy = [question.hint ? hintId : null, error ? errorId : null]
            .filter(Boolean)
            .join(" ");
          return (
            <li key={question.id} className="rounded-xl bg-muted p-5">
              <fieldset aria-describedby={describedBy || undefined} className="flex flex-col gap-3">
                <legend className="mb-3 text-lg font-semibold">{question.text}</legend>
                {question.hint && (
                  <p id={hintId} className="text-base">
                    {question.hint}
                  </p>
                )}
                <div className="flex flex-wrap gap-3">
                  {(["yes", "no"] as const).map((value, index) => (
                    <label
                      key={value}
                      className="flex min-h-12 min-w-28 cursor-pointer items-center gap-3 rounded-lg border-2 border-input bg-background px-4 py-2 text-lg font-semibold has-checked:border-primary has-checked:bg-accent has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring"
                    >
                      <input
                        type="radio"
                        name={question.id}
                        value={value}
                        required
                        aria-invalid={error ? true : undefined}
                        // biome-ignore lint/a11y/noAutofocus: she just submitted and this question is unanswered; the focus goes to it with its message, as WCAG 3.3.1 asks, only on the refused answer.
                        autoFocus={index === 0 && missing[0]?.id === question.id}
                        defaultChecked={chosen === value}
                        className="size-6 shrink-0 accent-primary focus-visible:outline-none"
                      />
                      {value === "yes" ? "Yes" : "No"}
                    </label>
                  ))}
                </div>
                {error && (
                  <p id={errorId} className="text-base font-semibold text-destructive">
                    {error}
                  </p>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <Button type="submit" size="lg" className="self-start" disabled={busy}>
        Save my answers
      </Button>
    </Form>
  );
}
