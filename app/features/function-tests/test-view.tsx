import { useCallback, useState } from "react";
import { Link, Form as RouterForm } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FormAlert, RadioGroupField } from "~/components/ui/field";
import { type FunctionTest, STOP_REASON_WORDS, STOP_REASONS } from "~/content/function-tests";
import { type FormFailure, failureMessage, typedValue } from "~/lib/form-failure";
import type { LengthUnit } from "./forms";
import { StopWatch, TapCounter, useHydrated } from "./test-runner";

// Issue 39 §1 (h1): one guided test on her phone, `/progress/tests/:testId`. What she needs, how
// to do it, the safety notes and the demo; then the guided counter or timer (with JavaScript),
// the typed result (always), and "Stop: pain or dizziness", which records the stop and why.

export type TestPageData = {
  test: FunctionTest;
  length: LengthUnit;
  hint: string;
};

function List({ title, items, ordered }: { title: string; items: readonly string[]; ordered?: boolean }) {
  const Tag = ordered ? "ol" : "ul";
  return (
    <section className="flex flex-col gap-2">
      <h2 className="font-sans text-2xl font-semibold">{title}</h2>
      <Tag className={`flex flex-col gap-2 pl-6 text-lg ${ordered ? "list-decimal" : "list-disc"}`}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </Tag>
    </section>
  );
}

export function TestView({ data, failure }: { data: TestPageData; failure: FormFailure | null }) {
  const { test, length, hint } = data;
  const hydrated = useHydrated();
  const resultFailure = failure?.values.intent === "result" ? failure : null;
  const stopFailure = failure?.values.intent === "stop" ? failure : null;
  const [value, setValue] = useState(typedValue(resultFailure, "value") ?? "");
  const [left, setLeft] = useState(typedValue(resultFailure, "left") ?? "");
  const [right, setRight] = useState(typedValue(resultFailure, "right") ?? "");
  const onCount = useCallback((count: number) => setValue(String(count)), []);
  const onTime = useCallback((seconds: number) => setValue(String(seconds)), []);
  const onLeft = useCallback((seconds: number) => setLeft(String(seconds)), []);
  const onRight = useCallback((seconds: number) => setRight(String(seconds)), []);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-8 md:py-12">
      <header className="flex flex-col gap-2">
        <Link to="/progress/tests" className="inline-flex min-h-11 items-center self-start">
          ← Your function tests
        </Link>
        <h1 className="text-3xl md:text-4xl">{test.name}</h1>
        <p className="text-lg">{test.measures}</p>
        {test.demo && (
          <Link
            to={`/exercises/${test.demo}`}
            className="inline-flex min-h-11 items-center self-start text-lg"
          >
            Watch how the movement is done
          </Link>
        )}
      </header>

      <List title="What you need" items={test.needs} />
      <List title="How to do it" items={test.steps} ordered />
      <section aria-labelledby="safety-heading" className="flex flex-col gap-2 rounded-xl bg-muted p-5">
        <h2 id="safety-heading" className="font-sans text-2xl font-semibold">
          Stay safe
        </h2>
        <ul className="flex list-disc flex-col gap-2 pl-6 text-lg">
          {test.safety.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>

      {hydrated && (
        <section aria-labelledby="guide-heading" className="flex flex-col gap-4">
          <h2 id="guide-heading" className="font-sans text-2xl font-semibold">
            {test.kind === "count" ? "Count with the timer" : "Time it"}
          </h2>
          {test.kind === "count" && <TapCounter test={test} onResult={onCount} />}
          {test.kind === "timed" && <StopWatch label="Your time" cap={null} onResult={onTime} />}
          {test.kind === "per-side" && (
            <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">
              <StopWatch label="Left leg" cap={test.seconds} onResult={onLeft} />
              <StopWatch label="Right leg" cap={test.seconds} onResult={onRight} />
            </div>
          )}
        </section>
      )}

      <RouterForm method="post" className="flex flex-col gap-4" aria-labelledby="result-heading">
        <h2 id="result-heading" className="font-sans text-2xl font-semibold">
          {hydrated && test.kind !== "reach" ? "Your result" : "Type your result"}
        </h2>
        {resultFailure?.formError && <FormAlert>{failureMessage(resultFailure)}</FormAlert>}
        <input type="hidden" name="intent" value="result" />
        {test.kind === "per-side" ? (
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <Field
              label="Left leg (seconds)"
              name="left"
              inputMode="decimal"
              autoComplete="off"
              value={left}
              onChange={(event) => setLeft(event.target.value)}
              hint={hint}
              error={resultFailure?.fieldErrors.left}
            />
            <Field
              label="Right leg (seconds)"
              name="right"
              inputMode="decimal"
              autoComplete="off"
              value={right}
              onChange={(event) => setRight(event.target.value)}
              error={resultFailure?.fieldErrors.right}
            />
          </div>
        ) : (
          <Field
            label={`Result (${test.kind === "reach" ? length : test.unit})`}
            name="value"
            inputMode={test.kind === "count" ? "numeric" : test.kind === "timed" ? "decimal" : "text"}
            autoComplete="off"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            hint={hint}
            error={resultFailure?.fieldErrors.value}
            className="max-w-xs"
          />
        )}
        <Button type="submit" size="lg" className="self-start">
          Save my result
        </Button>
      </RouterForm>

      <details className="rounded-xl border-2 border-destructive p-5">
        <summary className="inline-flex min-h-11 cursor-pointer items-center text-xl font-semibold text-destructive">
          Stop: pain or dizziness
        </summary>
        <RouterForm method="post" className="mt-4 flex flex-col gap-4">
          <p className="text-lg">
            Stopping is the right thing to do. Sit down and rest. We will note that you stopped and tell your
            coach why, instead of a result.
          </p>
          <input type="hidden" name="intent" value="stop" />
          <RadioGroupField
            legend="Why did you stop?"
            name="reason"
            options={STOP_REASONS.map((reason) => [reason, STOP_REASON_WORDS[reason]] as const)}
            defaultValue={typedValue(stopFailure, "reason")}
            error={stopFailure?.fieldErrors.reason}
          />
          <Button type="submit" variant="destructive" size="lg" className="self-start">
            Record that I stopped
          </Button>
        </RouterForm>
      </details>
    </div>
  );
}
