import { Link, Form as RouterForm, redirect, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FormAlert, TextareaField } from "~/components/ui/field";
import { SELECT_CLASS } from "~/components/ui/select";
import { liveSite } from "~/content/live.server";
import {
  checkInFlags,
  MAX_PAIN_AREA,
  MAX_TEXT,
  PAIN_LEVELS,
  SCALES,
  type Scale,
} from "~/features/coaching/check-in";
import {
  checkInSchema,
  currentPeriod,
  findCheckIn,
  listCheckIns,
  saveCheckIn,
  sessionsDoneThisPeriod,
} from "~/features/coaching/check-in.server";
import { SymptomSet } from "~/features/symptoms/symptom-set";
import { SYMPTOM_ITEMS } from "~/features/symptoms/symptoms";
import { findCheckInSymptoms } from "~/features/symptoms/symptoms.server";
import { rangesFor } from "~/features/training/body.server";
import { getPreferences } from "~/features/training/training.server";
import { formatNumber, toUnit } from "~/features/training/units";
import { getAppContext } from "~/lib/app-context.server";
import { requireMember } from "~/lib/auth.server";
import { shortDate } from "~/lib/dates";
import { flashCookie } from "~/lib/flash";
import { formFailureOf, typedValue } from "~/lib/form-failure";
import { formFailure, readSubmission } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/check-in";

// The weekly check-in (issue 18 §2): a form for a phone, under two minutes, that works without
// JavaScript. Sending it again in the same period edits the same check-in.

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Weekly check-in", "Tell your coach how your week went."),
  { name: "robots", content: "noindex" },
];

const oneDecimal = (value: number) => Number(value.toFixed(1));

export async function loader(args: Route.LoaderArgs) {
  const { member } = await requireMember(args);
  // The coach has no check-in of her own: she reads her clients' on her check-ins page.
  if (member.role === "coach") throw redirect("/coach/check-ins");
  const app = getAppContext(args.context);
  const { db } = app.database;
  const now = app.now();
  const [{ period }, preferences, history] = await Promise.all([
    currentPeriod(db, member.id, now),
    getPreferences(db, member.id),
    listCheckIns(db, member.id, 6),
  ]);
  const [saved, sessions] = await Promise.all([
    findCheckIn(db, member.id, period.opened),
    sessionsDoneThisPeriod(db, member.id, period),
  ]);
  const symptoms = saved ? await findCheckInSymptoms(db, saved.id) : null;
  const symptomValue = (score: number | null | undefined) => (score == null ? "" : String(score));
  const { unit } = preferences;
  return {
    coachName: liveSite().coachName,
    unit,
    weightRange: rangesFor(unit).weight,
    period: { opened: shortDate(period.opened) },
    sessionsLogged: sessions,
    /** Her answers of this period, to edit; null before she has sent it. */
    saved: saved
      ? {
          energy: String(saved.energy),
          sleep: String(saved.sleep),
          stress: String(saved.stress),
          eating: String(saved.eating),
          painArea: saved.painArea,
          painLevel: String(saved.painLevel),
          sessionsDone: String(saved.sessionsDone),
          wins: saved.wins,
          question: saved.question,
          weight: saved.weightKg === null ? "" : String(oneDecimal(toUnit(saved.weightKg, unit))),
          waist: saved.waistCm === null ? "" : String(oneDecimal(saved.waistCm)),
          ...Object.fromEntries(
            SYMPTOM_ITEMS.map((item) => [`symptom-${item.name}`, symptomValue(symptoms?.[item.name])]),
          ),
        }
      : null,
    history: history.map((row) => ({
      id: row.id,
      week: shortDate(row.week),
      energy: row.energy,
      sleep: row.sleep,
      stress: row.stress,
      eating: row.eating,
      painArea: row.painArea,
      painLevel: row.painLevel,
      pain: checkInFlags(row).pain,
      sessionsDone: row.sessionsDone,
      wins: row.wins,
      question: row.question,
      weight: row.weightKg === null ? null : `${formatNumber(toUnit(row.weightKg, unit))} ${unit}`,
      waist: row.waistCm === null ? null : `${formatNumber(row.waistCm)} cm`,
    })),
  };
}

export async function action(args: Route.ActionArgs) {
  const { member } = await requireMember(args);
  const app = getAppContext(args.context);
  const { db } = app.database;
  const { unit } = await getPreferences(db, member.id);
  const submission = await readSubmission(args.request, checkInSchema(unit));
  if (!submission.ok) return submission.failure;
  if (member.role === "coach") {
    return formFailure(submission.form, 403, { formError: "Check-ins are your clients' to send." });
  }
  await saveCheckIn(db, member.id, submission.data, app.now());
  return redirect("/dashboard", { headers: { "Set-Cookie": flashCookie("check-in-sent") } });
}

type Values = Record<string, string>;

export default function CheckInPage({ loaderData, actionData }: Route.ComponentProps) {
  const failure = formFailureOf(actionData);
  const busy = useNavigation().state !== "idle";
  const { saved, unit, weightRange } = loaderData;
  const errors = failure?.fieldErrors ?? {};
  // What she typed wins over what she saved, which wins over the prefill.
  const value = (name: string, fallback = "") =>
    typedValue(failure, name) ?? (saved as Values | null)?.[name] ?? fallback;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-8 text-lg md:py-12">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl md:text-4xl">Your weekly check-in</h1>
        <p>
          Week of {loaderData.period.opened}. About two minutes: tap an answer for each question, add anything
          you like, and send it to {loaderData.coachName}.
        </p>
        {saved && (
          <p role="status" className="rounded-md border-2 border-primary bg-accent p-4 font-semibold">
            You have sent this week's check-in. Change anything below and send it again to update it.
          </p>
        )}
      </header>

      {failure && (
        <FormAlert>
          {failure.formError ?? "Please check the answers marked below. Nothing you typed is lost."}
        </FormAlert>
      )}

      <RouterForm method="post" noValidate className="flex flex-col gap-8">
        {SCALES.map((scale) => (
          <ScaleQuestion
            key={scale.name}
            scale={scale}
            checked={value(scale.name)}
            error={errors[scale.name]}
          />
        ))}

        <fieldset className="flex flex-col gap-4 rounded-xl border-2 border-border p-4">
          <legend className="px-1 text-xl font-semibold">Pain or soreness</legend>
          <Field
            label="Where? (optional)"
            name="painArea"
            maxLength={MAX_PAIN_AREA}
            autoComplete="off"
            placeholder="For example: left knee"
            defaultValue={value("painArea")}
            error={errors.painArea}
          />
          <div className="flex flex-col gap-2">
            <label htmlFor="painLevel" className="font-semibold">
              How bad, from 0 (none) to 10
            </label>
            <select
              id="painLevel"
              name="painLevel"
              defaultValue={value("painLevel", "0")}
              aria-invalid={errors.painLevel ? true : undefined}
              aria-describedby={errors.painLevel ? "painLevel-error" : undefined}
              className={SELECT_CLASS}
            >
              {PAIN_LEVELS.map((level) => (
                <option key={level.value} value={level.value}>
                  {level.label}
                </option>
              ))}
            </select>
            {errors.painLevel && (
              <p id="painLevel-error" className="text-base font-semibold text-destructive">
                {errors.painLevel}
              </p>
            )}
          </div>
        </fieldset>

        <SymptomSet value={(name) => value(name)} errors={errors} />

        <Field
          label="Sessions done this week"
          name="sessionsDone"
          inputMode="numeric"
          autoComplete="off"
          hint={`From your log: ${loaderData.sessionsLogged}. Change it if you trained without logging.`}
          defaultValue={value("sessionsDone", String(loaderData.sessionsLogged))}
          error={errors.sessionsDone}
          className="max-w-xs"
        />

        <TextQuestion
          name="wins"
          label="Your wins this week (optional)"
          hint="Big or small: a heavier lift, a good night's sleep, a walk you enjoyed."
          value={value("wins")}
          error={errors.wins}
        />
        <TextQuestion
          name="question"
          label={`A question for ${loaderData.coachName} (optional)`}
          value={value("question")}
          error={errors.question}
        />

        <fieldset className="grid gap-4 rounded-xl border-2 border-border p-4 sm:grid-cols-2">
          <legend className="px-1 text-xl font-semibold">Weight and waist (optional)</legend>
          <Field
            label={`Weight (${unit})`}
            name="weight"
            inputMode="decimal"
            autoComplete="off"
            hint={`Between ${weightRange.min} and ${weightRange.max} ${unit}.`}
            defaultValue={value("weight")}
            error={errors.weight}
          />
          <Field
            label="Waist (cm)"
            name="waist"
            inputMode="decimal"
            autoComplete="off"
            hint="Around your middle, at the narrowest point."
            defaultValue={value("waist")}
            error={errors.waist}
          />
          <p className="text-base text-muted-foreground sm:col-span-2">
            These also go to your <Link to="/progress/body">body measurements</Link> for today.
          </p>
        </fieldset>

        <Button type="submit" size="lg" className="self-start" disabled={busy}>
          {saved ? "Update my check-in" : "Send my check-in"}
        </Button>
      </RouterForm>

      <History rows={loaderData.history} />
    </div>
  );
}

/** Five big radio buttons, each with its number and words, in one fieldset. */
function ScaleQuestion({ scale, checked, error }: { scale: Scale; checked: string; error?: string }) {
  const errorId = `${scale.name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-2">
      <legend className="text-xl font-semibold">{scale.legend}</legend>
      <div className="mt-2 grid grid-cols-5 gap-2">
        {scale.labels.map((label, index) => {
          const number = String(index + 1);
          return (
            <label
              key={number}
              className="flex min-h-16 cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-input px-1 py-2 text-center has-checked:border-primary has-checked:bg-accent has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring"
            >
              <input
                type="radio"
                name={scale.name}
                value={number}
                defaultChecked={checked === number}
                aria-invalid={error ? true : undefined}
                className="sr-only"
              />
              <span className="text-2xl font-semibold" aria-hidden="true">
                {number}
              </span>
              <span className="text-sm leading-tight">
                <span className="sr-only">{number}: </span>
                {label}
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="text-base font-semibold text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function TextQuestion({
  name,
  label,
  hint,
  value,
  error,
}: {
  name: string;
  label: string;
  hint?: string;
  value: string;
  error?: string;
}) {
  return (
    <TextareaField
      name={name}
      label={label}
      hint={hint}
      error={error}
      rows={3}
      maxLength={MAX_TEXT}
      defaultValue={value}
    />
  );
}

type HistoryRow = Route.ComponentProps["loaderData"]["history"][number];

function History({ rows }: { rows: HistoryRow[] }) {
  return (
    <section aria-labelledby="history-heading" className="flex flex-col gap-4">
      <h2 id="history-heading" className="text-2xl">
        Your recent check-ins
      </h2>
      {rows.length === 0 ? (
        <p>Your check-ins will be listed here.</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {rows.map((row) => (
            <li key={row.id} className="rounded-xl border border-border bg-card p-4">
              <h3 className="text-xl">Week of {row.week}</h3>
              <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4">
                <Item term="Energy" detail={`${row.energy} of 5`} />
                <Item term="Sleep" detail={`${row.sleep} of 5`} />
                <Item term="Stress" detail={`${row.stress} of 5`} />
                <Item term="Ate to plan" detail={`${row.eating} of 5`} />
                <Item term="Sessions" detail={String(row.sessionsDone)} />
                <Item
                  term="Pain"
                  detail={
                    row.pain ? `${row.painLevel} of 10${row.painArea ? `, ${row.painArea}` : ""}` : "None"
                  }
                />
                {row.weight && <Item term="Weight" detail={row.weight} />}
                {row.waist && <Item term="Waist" detail={row.waist} />}
              </dl>
              {row.wins && (
                <p className="mt-2">
                  <span className="font-semibold">Wins:</span> {row.wins}
                </p>
              )}
              {row.question && (
                <p className="mt-2">
                  <span className="font-semibold">Your question:</span> {row.question}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Item({ term, detail }: { term: string; detail: string }) {
  return (
    <div>
      <dt className="text-base text-muted-foreground">{term}</dt>
      <dd className="font-semibold">{detail}</dd>
    </div>
  );
}
