import { Link, Form as RouterForm } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FormAlert } from "~/components/ui/field";
import { LineChart } from "~/components/ui/line-chart";
import { SELECT_INLINE_CLASS } from "~/components/ui/select";
import { FUNCTION_TEST_INTERVAL_WEEKS, FUNCTION_TESTS } from "~/content/function-tests";
import { longDate } from "~/lib/dates";
import { type FormFailure, failureMessage, typedValue } from "~/lib/form-failure";
import type { TestCard } from "./scorecard";

// Issue 39 §1 (h1): her scorecard, `/progress/tests`. Every test with "Start", and for each one
// she has done: her latest result in the usual-range words, what changed since her first test,
// a chart and the table behind it. Server-rendered: it reads and works without JavaScript.

export type ScorecardViewData = {
  open: boolean;
  birth: { year: number; month: number } | null;
  cards: TestCard[];
  schedule: { continuum: boolean; last: string | null; due: string | null; dueNow: boolean };
  saved: string | null;
  stopped?: string | null;
};

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

function BirthForm({ failure, birth }: { failure: FormFailure | null; birth: ScorecardViewData["birth"] }) {
  return (
    <RouterForm method="post" className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="birth" />
      {failure?.formError && <FormAlert>{failureMessage(failure)}</FormAlert>}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="flex flex-col gap-2">
          <label htmlFor="birth-month" className="font-semibold">
            Month you were born
          </label>
          <select
            id="birth-month"
            name="month"
            defaultValue={typedValue(failure, "month") ?? String(birth?.month ?? "")}
            className={SELECT_INLINE_CLASS}
            aria-invalid={failure?.fieldErrors.month ? true : undefined}
          >
            <option value="">Choose a month</option>
            {MONTHS.map((month, index) => (
              <option key={month} value={index + 1}>
                {month}
              </option>
            ))}
          </select>
          {failure?.fieldErrors.month && (
            <p className="text-sm font-semibold text-destructive">{failure.fieldErrors.month}</p>
          )}
        </div>
        <Field
          label="Year you were born"
          name="year"
          inputMode="numeric"
          autoComplete="bday-year"
          defaultValue={typedValue(failure, "year") ?? (birth ? String(birth.year) : "")}
          error={failure?.fieldErrors.year}
          className="max-w-64"
        />
      </div>
      <Button type="submit" size="lg" className="self-start">
        Save
      </Button>
    </RouterForm>
  );
}

function Card({ card }: { card: TestCard }) {
  const test = FUNCTION_TESTS.find((entry) => entry.id === card.id);
  return (
    <li className="flex flex-col gap-4 rounded-xl border border-border bg-card p-5">
      <div className="flex flex-col gap-1">
        <h3 className="font-sans text-2xl font-semibold">{card.name}</h3>
        <p className="text-lg text-muted-foreground">{test?.measures}</p>
      </div>
      {card.latest ? (
        <div className="flex flex-col gap-1 text-lg">
          <p>
            Latest: <strong>{card.latest.result}</strong>
          </p>
          <p>{card.latest.words}.</p>
          {card.change && <p className="font-semibold">{card.change}</p>}
        </div>
      ) : (
        <p className="text-lg">Not taken yet.</p>
      )}
      {card.points.length > 0 && (
        <LineChart
          title={card.name}
          unit={card.unitLabel}
          series={[{ label: "You", points: card.points, tone: "primary", dots: true }]}
        />
      )}
      {card.rows.length > 0 && (
        <section
          aria-label={`${card.name}: every result`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable).
          tabIndex={0}
          className="overflow-x-auto"
        >
          <table className="w-full border-collapse text-left text-base">
            <caption className="pb-2 text-left font-semibold">Every result</caption>
            <thead>
              <tr className="border-b border-border">
                <th scope="col" className="py-2 pr-4 align-top">
                  Date
                </th>
                <th scope="col" className="py-2 align-top">
                  Result
                </th>
              </tr>
            </thead>
            <tbody>
              {card.rows.map((row) => (
                <tr key={row.id} className="border-b border-border">
                  <td className="py-2 pr-4 align-top whitespace-nowrap">{row.date}</td>
                  <td className="py-2 align-top">
                    <span className="font-semibold">{row.result}</span>
                    {row.standing && <span className="block text-muted-foreground">{row.standing}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <Button asChild size="lg" className="self-start">
        <Link
          to={`/progress/tests/${card.id}`}
          aria-label={`${card.latest ? "Take it again" : "Start"}: ${card.name}`}
        >
          {card.latest ? "Take it again" : "Start"}
        </Link>
      </Button>
    </li>
  );
}

export function ScorecardView({ data, failure }: { data: ScorecardViewData; failure: FormFailure | null }) {
  const savedName = data.saved ? FUNCTION_TESTS.find((test) => test.id === data.saved)?.name : null;
  const { schedule } = data;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-8 md:py-12">
      <header className="flex flex-col gap-2">
        <Link to="/progress" className="inline-flex min-h-11 items-center self-start">
          ← Your progress
        </Link>
        <h1 className="text-3xl md:text-4xl">Your function tests</h1>
        <p className="max-w-2xl text-lg">
          Seven short tests of what your training is for: getting up from a chair, carrying shopping, walking
          and keeping your balance. Take them whenever you like and watch them change.
        </p>
      </header>

      {!data.open ? (
        <section className="flex flex-col gap-4 rounded-xl bg-muted p-5 text-lg">
          <h2 className="font-sans text-2xl font-semibold">First, your health check</h2>
          <p>The tests open once your health check says you are ready to train, the same as your sessions.</p>
          <Button asChild size="lg" className="self-start">
            <Link to="/screening?redirectTo=%2Fprogress%2Ftests">Go to your health check</Link>
          </Button>
        </section>
      ) : (
        <>
          {data.stopped && (
            <p
              role="status"
              className="rounded-md border-2 border-primary bg-accent p-4 text-lg font-semibold"
            >
              We noted that you stopped, and why. Rest, and take it again another day when you feel ready.
            </p>
          )}
          {savedName && (
            <p
              role="status"
              className="rounded-md border-2 border-primary bg-accent p-4 text-lg font-semibold"
            >
              Saved your {savedName.toLowerCase()}. Well done for doing it!
            </p>
          )}
          <section aria-labelledby="when-heading" className="flex flex-col gap-2 text-lg">
            <h2 id="when-heading" className="font-sans text-2xl font-semibold">
              When to take them
            </h2>
            {schedule.continuum ? (
              <p>
                As a Continuum member you take them every {FUNCTION_TEST_INTERVAL_WEEKS} weeks.{" "}
                {schedule.dueNow
                  ? "It is time for your tests."
                  : schedule.due
                    ? `Your next tests are due on ${longDate(schedule.due)}.`
                    : ""}
              </p>
            ) : (
              <p>
                Take them whenever you like: every {FUNCTION_TEST_INTERVAL_WEEKS} weeks shows your progress
                well.
              </p>
            )}
            {schedule.last && <p>Your last test was on {longDate(schedule.last)}.</p>}
          </section>

          <section aria-labelledby="age-heading" className="flex flex-col gap-3 text-lg">
            <h2 id="age-heading" className="font-sans text-2xl font-semibold">
              Your age
            </h2>
            {data.birth ? (
              <details>
                <summary className="inline-flex min-h-11 cursor-pointer items-center">
                  Your results are compared with women your age. Change your month or year of birth
                </summary>
                <BirthForm failure={failure} birth={data.birth} />
              </details>
            ) : (
              <>
                <p>
                  Your month and year of birth let us compare your results with the usual range for women your
                  age. Until then, and before 60, you see your own trend.
                </p>
                <BirthForm failure={failure} birth={null} />
              </>
            )}
          </section>

          <section aria-labelledby="tests-heading" className="flex flex-col gap-4">
            <h2 id="tests-heading" className="font-sans text-2xl font-semibold">
              The tests
            </h2>
            <ul className="grid grid-cols-1 gap-6">
              {data.cards.map((card) => (
                <Card key={card.id} card={card} />
              ))}
            </ul>
          </section>
          <p className="text-base text-muted-foreground">
            The usual ranges are the middle half of women of each age in the Senior Fitness Test (Rikli and
            Jones), published for ages 60 to 94.
          </p>
        </>
      )}
    </div>
  );
}
