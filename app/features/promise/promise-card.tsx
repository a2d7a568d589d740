import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { ArrowUpIcon } from "~/components/ui/icons/arrow-up";
import { CheckCircle2Icon } from "~/components/ui/icons/circle-check";
import { DumbbellIcon } from "~/components/ui/icons/dumbbell";
import type { StrengthChange } from "./promise-changes";

/** Her dashboard's 4-week card, as the loader sends it (issue 39 §3, decision 0066). */
export type PromiseCardView =
  | {
      kind: "ask";
      program: string;
      /** "2 November 2026": the program's start. */
      since: string;
      summary: string;
      changes: Pick<StrengthChange, "key" | "name" | "before" | "after" | "up">[];
      /** Her function tests' changes in plain words, when she did them (empty until they exist). */
      functionTestChanges: string[];
    }
  | { kind: "thanks"; program: string }
  | { kind: "waiting"; program: string }
  | { kind: "redesigned"; program: string };

const TITLE_ID = "promise-card-title";

/**
 * The spec's guarantee, kept: at 4 weeks she sees what changed in her log and is asked "Do you
 * feel noticeably stronger?" One plain form with two buttons: it works without JavaScript, and
 * the server records a double tap once.
 */
export function PromiseCard({ card }: { card: PromiseCardView }) {
  return (
    <section
      aria-labelledby={TITLE_ID}
      className="flex min-w-0 flex-col gap-4 rounded-xl border-2 border-primary bg-card p-5 text-lg md:p-6"
    >
      {card.kind === "ask" ? (
        <Ask card={card} />
      ) : (
        <>
          <h2 id={TITLE_ID} className="flex items-start gap-2 text-2xl">
            <CheckCircle2Icon aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary" />
            {card.kind === "redesigned"
              ? "Your coach has redesigned your program"
              : "Thank you for telling us"}
          </h2>
          <p>
            {card.kind === "thanks"
              ? `Wonderful: 4 weeks of ${card.program} and you feel noticeably stronger. Keep going!`
              : card.kind === "waiting"
                ? `Your coach is redesigning your program, at no cost, as promised. We will tell you here and by email when it is ready.`
                : `As promised, after 4 weeks of ${card.program} your coach has changed your program, at no cost. Your plan below follows it.`}
          </p>
        </>
      )}
    </section>
  );
}

function Ask({ card }: { card: Extract<PromiseCardView, { kind: "ask" }> }) {
  return (
    <>
      <h2 id={TITLE_ID} className="flex items-start gap-2 text-2xl">
        <DumbbellIcon aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary" />4 weeks of{" "}
        {card.program}
      </h2>
      <p>
        Since {card.since}. {card.summary}
      </p>
      {card.changes.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label="Your first week and your last week">
          {card.changes.map((change) => (
            <li key={change.key} className="flex flex-col rounded-lg bg-muted px-4 py-2">
              <span className="font-semibold">{change.name}</span>
              <span className="flex flex-wrap items-center gap-x-2">
                {change.before} <span aria-hidden="true">→</span>
                <span className="sr-only">then</span> {change.after}
                {change.up && (
                  <span className="inline-flex items-center gap-1 font-semibold text-primary">
                    <ArrowUpIcon aria-hidden="true" className="size-5" />
                    up
                  </span>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      {card.functionTestChanges.length > 0 && (
        <>
          <h3 className="text-xl">Your function tests</h3>
          <ul className="list-disc pl-6">
            {card.functionTestChanges.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
      <Form method="post" action="/dashboard/promise" reloadDocument className="flex flex-col gap-3">
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-3 text-xl font-semibold">Do you feel noticeably stronger?</legend>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" name="answer" value="yes" size="lg" className="min-w-28">
              Yes
            </Button>
            <Button type="submit" name="answer" value="no" size="lg" variant="outline" className="min-w-28">
              No
            </Button>
          </div>
        </fieldset>
        <p className="text-muted-foreground">If not, your coach redesigns your program at no cost.</p>
      </Form>
    </>
  );
}
