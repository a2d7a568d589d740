import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { FlameIcon } from "~/components/ui/icons/flame";
import { Undo2Icon } from "~/components/ui/icons/undo-2";
import { PROTEIN_PORTIONS, RECOVERY } from "~/content/basics";
import { TimeZoneInput } from "~/lib/time-zone";
import type { Basics, HabitView } from "./basics.server";
import { amountText, goalText } from "./habits";

// Issue 39 §4 (h4): her daily basics on the dashboard, one tap each. Every button is a plain
// form posting to /dashboard/basics, so it works without JavaScript; with it, the card answers
// in place. The key each button carries was made for this page view: a retried tap records once.

const ACTION = "/dashboard/basics";

/** Once the page runs JavaScript the action answers in place instead of sending her back. */
function StayInput() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? <input type="hidden" name="stay" value="1" /> : null;
}

export function BasicsCard({ basics }: { basics: Basics }) {
  return (
    <section
      id="basics"
      aria-labelledby="basics-heading"
      className="flex min-w-0 scroll-mt-6 flex-col gap-6 rounded-xl border border-border bg-card p-5 md:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2 id="basics-heading" className="text-2xl">
          Your daily basics
        </h2>
        <p className="text-muted-foreground">
          {basics.assigned
            ? "The habits your coach chose for you."
            : "Protein, sleep and steps: one tap each."}
        </p>
      </div>
      <ul className="flex flex-col gap-6">
        {basics.habits.map((habit) => (
          <HabitRow key={habit.habit} habit={habit} />
        ))}
      </ul>
      <p className="rounded-lg bg-muted p-4">
        {basics.rest.resting
          ? `Rest for the muscles you trained: about ${basics.rest.hoursLeft} more ${basics.rest.hoursLeft === 1 ? "hour" : "hours"} (${RECOVERY.restHours} hours between sessions).`
          : `Your muscles have had ${RECOVERY.restHours} hours' rest: you are ready for a session.`}
      </p>
    </section>
  );
}

function HabitRow({ habit }: { habit: HabitView }) {
  const fetcher = useFetcher();
  const busy = fetcher.state !== "idle";
  const headingId = `basics-${habit.habit}`;
  const percent = Math.min(100, Math.round((habit.today / habit.target) * 100));
  const goal = goalText(habit.target, habit.high);
  // Sleep is one number for the night, not a count towards a total: "8 of 7 h" read oddly.
  const now =
    habit.habit === "sleep"
      ? `${habit.today > 0 ? `${amountText(habit.today)} h last night` : "Not logged yet"} (aim: ${goal} h)`
      : `${amountText(habit.today)} of ${goal} ${habit.unit} today`;
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-3 border-b border-border pb-5 last:border-b-0"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 id={headingId} className="font-sans text-xl font-semibold">
          {habit.label}
        </h3>
        <p className="text-lg font-semibold" aria-live="polite">
          {now}
          {habit.met && <span className="text-primary"> ✓</span>}
        </p>
      </div>
      <div
        role="progressbar"
        aria-label={`${habit.label} today`}
        aria-valuemin={0}
        aria-valuemax={habit.target}
        aria-valuenow={Math.min(habit.today, habit.target)}
        aria-valuetext={now}
        className="h-3 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-muted-foreground">{habit.why}</p>
      <p className="flex items-center gap-2 font-semibold">
        <FlameIcon aria-hidden="true" className="size-5 text-primary" />
        {habit.streak > 0 ? `${habit.streak}-day streak` : "No streak yet: one day on target starts it"}
      </p>
      <div className="flex flex-wrap gap-2">
        {habit.taps.map((tap) => (
          <fetcher.Form key={tap.key} method="post" action={ACTION}>
            <input type="hidden" name="intent" value="tap" />
            <input type="hidden" name="habit" value={habit.habit} />
            <input type="hidden" name="amount" value={tap.amount} />
            <input type="hidden" name="key" value={tap.key} />
            <TimeZoneInput />
            <StayInput />
            <Button type="submit" variant="outline" className="text-lg" disabled={busy}>
              {habit.habit === "protein" ? `+ ${tap.label}` : tap.label}
            </Button>
          </fetcher.Form>
        ))}
        {habit.undoId && (
          <fetcher.Form method="post" action={ACTION}>
            <input type="hidden" name="intent" value="undo" />
            <input type="hidden" name="id" value={habit.undoId} />
            <StayInput />
            <Button
              type="submit"
              variant="ghost"
              className="text-lg"
              disabled={busy}
              aria-label={`Undo your last ${habit.label.toLowerCase()} tap`}
            >
              <Undo2Icon aria-hidden="true" />
              Undo
            </Button>
          </fetcher.Form>
        )}
      </div>
      {habit.habit === "protein" && <PortionTable />}
    </li>
  );
}

/** "What's a portion?": the table she counts by. */
function PortionTable() {
  return (
    <details className="rounded-lg border border-border p-3">
      <summary className="flex min-h-11 cursor-pointer items-center font-semibold">What's a portion?</summary>
      <table className="mt-2 w-full border-collapse text-left">
        <caption className="pb-2 text-left text-muted-foreground">
          Protein in everyday portions, roughly
        </caption>
        <thead>
          <tr className="border-b-2 border-border">
            <th scope="col" className="py-2 pr-3">
              Portion
            </th>
            <th scope="col" className="py-2">
              Protein
            </th>
          </tr>
        </thead>
        <tbody>
          {PROTEIN_PORTIONS.map((portion) => (
            <tr key={portion.id} className="border-b border-border">
              <th scope="row" className="py-1.5 pr-3 font-normal">
                {portion.label}: {portion.portion}
              </th>
              <td className="py-1.5 whitespace-nowrap">{portion.grams} g</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
