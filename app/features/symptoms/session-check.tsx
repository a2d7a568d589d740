import { Form } from "react-router";
import type { SessionCheckView } from "./session-check.server";
import { JOINT_FACES, jointFaceLabel, SORE } from "./symptoms";

// "How are your joints today?" at the top of the session log (issue 39 §2, decision 0065):
// three large faces, each a submit button, so one tap answers it with or without JavaScript;
// optional sleep hours in the same small form; "Skip" answers nothing. After a "sore", one tap
// takes the easier version of each loaded exercise (recorded as the log's swaps) or keeps the plan.

const BUTTON =
  "min-h-12 rounded-md border-2 px-5 text-lg font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring";

export function SessionCheck({ check, logId }: { check: SessionCheckView; logId: string }) {
  if (!check) return <Question logId={logId} />;
  const sleep = check.sleepHours === null ? "" : ` Sleep last night: ${check.sleepHours} h.`;
  return (
    <section
      aria-labelledby="check-heading"
      className="mt-6 flex flex-col gap-3 rounded-xl bg-muted p-5 text-lg"
    >
      <h2 id="check-heading" className="text-xl">
        Your joints today
      </h2>
      <p>
        {check.joints === null ? "You skipped today's question." : `${jointFaceLabel(check.joints)}.`}
        {sleep}
      </p>
      {check.offer.length > 0 && <EasierOffer offer={check.offer} logId={logId} />}
      {check.joints === SORE && check.choice === "easier" && (
        <p className="font-semibold">You chose the easier versions today. Go gently.</p>
      )}
      {check.joints === SORE && check.choice === "kept" && <p>You kept the plan. Stop if anything hurts.</p>}
    </section>
  );
}

function Question({ logId }: { logId: string }) {
  return (
    <Form method="post" className="mt-6 rounded-xl border-2 border-border p-5">
      <input type="hidden" name="intent" value="check" />
      <input type="hidden" name="logId" value={logId} />
      <fieldset className="flex flex-col gap-4">
        <legend className="text-xl font-semibold">How are your joints today?</legend>
        {/* Three across while each face's words fit (7rem grows with her text size); fewer on a
            narrow phone at Larger text, where "Some aches" would not fit a third of the width. */}
        <div className="grid grid-cols-[repeat(auto-fit,minmax(7rem,1fr))] gap-2">
          {JOINT_FACES.map((face) => (
            <button
              key={face.value}
              type="submit"
              name="joints"
              value={face.value}
              className="flex min-h-24 flex-col items-center justify-center gap-1 rounded-lg border-2 border-input bg-background px-1 py-2 text-lg font-semibold hover:border-primary hover:bg-accent focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <Face value={face.value} />
              {face.label}
            </button>
          ))}
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex flex-col gap-1">
            <label htmlFor="sleepHours" className="font-semibold">
              Hours of sleep last night (optional)
            </label>
            <input
              id="sleepHours"
              name="sleepHours"
              inputMode="decimal"
              autoComplete="off"
              enterKeyHint="done"
              // Enter would send the form's first button, "Good", an answer she did not give:
              // her sleep goes with the face she taps next.
              onKeyDown={(event) => {
                if (event.key === "Enter") event.preventDefault();
              }}
              className="min-h-12 w-32 rounded-md border-2 border-input bg-background px-4 text-lg"
            />
          </div>
          <button
            type="submit"
            name="joints"
            value=""
            className={`${BUTTON} border-input text-muted-foreground`}
          >
            Skip
          </button>
        </div>
        <p className="text-base text-muted-foreground">Type your sleep first if you like, then tap a face.</p>
      </fieldset>
    </Form>
  );
}

/** A drawn face (an emoji's glyph is missing on some phones): smile, flat, frown. */
function Face({ value }: { value: number }) {
  const mouth = ["M9 15c1.6 2 4.4 2 6 0", "M9 15.5h6", "M9 16.5c1.6-2 4.4-2 6 0"][value] ?? "M9 15.5h6";
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="size-11"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
    >
      <circle cx="12" cy="12" r="10" />
      <circle cx="9" cy="10" r="0.9" fill="currentColor" />
      <circle cx="15" cy="10" r="0.9" fill="currentColor" />
      <path d={mouth} strokeLinecap="round" />
    </svg>
  );
}

function EasierOffer({ offer, logId }: { offer: { from: string; to: string }[]; logId: string }) {
  return (
    <Form method="post" className="flex flex-col gap-3">
      <input type="hidden" name="intent" value="easier" />
      <input type="hidden" name="logId" value={logId} />
      <p>Sore joints: you can do the easier version of each loaded exercise today.</p>
      <ul className="list-disc pl-6">
        {offer.map((swap) => (
          <li key={swap.from}>
            {swap.from} → {swap.to}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          name="choice"
          value="easier"
          className={`${BUTTON} border-primary bg-primary text-primary-foreground`}
        >
          Use easier versions
        </button>
        <button type="submit" name="choice" value="kept" className={`${BUTTON} border-primary text-primary`}>
          Keep the plan
        </button>
      </div>
    </Form>
  );
}
