import { useEffect } from "react";
import { Link, useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { CheckIcon } from "~/components/ui/icons/check";
import { FootprintsIcon } from "~/components/ui/icons/footprints";
import { UsersIcon } from "~/components/ui/icons/users";
import { toast } from "~/components/ui/sonner";
import { cn } from "~/lib/cn";
import { type FormFailure, failureMessage, formFailureOf } from "~/lib/form-failure";
import { TimeZoneInput } from "~/lib/time-zone";

export type ChallengeDay = {
  day: string;
  weekday: string;
  date: string;
  label: string;
  isFuture: boolean;
  done: { steps: boolean };
};

type Answer = { ok: true } | FormFailure;

function useErrorToast(data: Answer | undefined) {
  useEffect(() => {
    const failure = formFailureOf(data);
    if (failure) toast.error(failureMessage(failure));
  }, [data]);
}

/** Weekly Challenge "10K Steps Daily": joining persists, participants are counted rows. */
export function StepsChallenge({
  participants,
  joined,
  days,
  sample,
}: {
  participants: number;
  joined: boolean;
  days: readonly ChallengeDay[];
  sample?: { daysDone: number };
}) {
  const join = useFetcher<Answer>({ key: "join-challenge" });
  useErrorToast(join.data);
  const joining = join.state !== "idle";
  const daysDone = sample ? sample.daysDone : days.filter((day) => day.done.steps).length;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-start gap-4">
        <FootprintsIcon aria-hidden="true" className="mt-1 size-8 shrink-0 text-primary" />
        <div className="flex flex-col gap-1">
          <h3 className="text-xl">10K Steps Daily</h3>
          <p>Walk 10,000 steps a day this week. Every walk counts, indoors or out.</p>
        </div>
      </div>
      <p className="flex flex-wrap gap-x-6 gap-y-1 text-lg font-semibold">
        <span>
          {daysDone} of 7 days{sample ? " (sample)" : ""}
        </span>
        <span className="flex items-center gap-2">
          <UsersIcon aria-hidden="true" className="size-5" />
          {participants} participating{sample ? " (sample)" : ""}
        </span>
      </p>
      {sample ? (
        <Button asChild variant="outline" size="lg" className="self-start">
          <Link to="/onboarding">Take the assessment to join</Link>
        </Button>
      ) : joined || joining ? (
        <DayTicks days={days} />
      ) : (
        <join.Form method="post">
          <input type="hidden" name="intent" value="join-challenge" />
          <TimeZoneInput />
          <Button type="submit" size="lg">
            Join Challenge
          </Button>
        </join.Form>
      )}
    </div>
  );
}

function DayTicks({ days }: { days: readonly ChallengeDay[] }) {
  return (
    <div className="flex flex-col gap-3">
      <p>You're in! Tick off each day you reach 10,000 steps.</p>
      <ul className="grid grid-cols-4 gap-2 sm:grid-cols-7" aria-label="This week's days">
        {days.map((day) => (
          <li key={day.day}>
            <DayTick day={day} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function DayTick({ day }: { day: ChallengeDay }) {
  const fetcher = useFetcher<Answer>({ key: `steps-${day.day}` });
  useErrorToast(fetcher.data);
  const pending = fetcher.formData?.get("done");
  const done = pending === undefined || pending === null ? day.done.steps : pending === "true";
  const face = (
    <>
      <span className="text-sm">{day.weekday}</span>
      <span className="text-lg font-semibold">{day.date}</span>
      {done ? <CheckIcon aria-hidden="true" className="size-5" /> : <span className="size-5" />}
    </>
  );
  const shape = "flex min-h-16 w-full flex-col items-center justify-center rounded-md border-2 px-1 py-2";
  if (day.isFuture) {
    return (
      <span className={cn(shape, "border-dashed border-border text-muted-foreground")}>
        {face}
        <span className="sr-only">{day.label}: still to come</span>
      </span>
    );
  }
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="tick-day" />
      <input type="hidden" name="day" value={day.day} />
      <input type="hidden" name="done" value={done ? "false" : "true"} />
      <TimeZoneInput />
      <button
        type="submit"
        aria-pressed={done}
        aria-label={`${day.label}: 10,000 steps`}
        className={cn(
          shape,
          "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring",
          done
            ? "border-primary bg-primary text-primary-foreground"
            : "border-border bg-card hover:border-primary",
        )}
      >
        {face}
      </button>
    </fetcher.Form>
  );
}
