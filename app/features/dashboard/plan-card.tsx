import { useEffect } from "react";
import { Link, useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { CheckCircle2Icon } from "~/components/ui/icons/circle-check";
import { ClockIcon } from "~/components/ui/icons/clock";
import { UserRoundCheckIcon } from "~/components/ui/icons/user-round-check";
import { toast } from "~/components/ui/sonner";
import { cn } from "~/lib/cn";
import { type FormFailure, failureMessage, formFailureOf } from "~/lib/form-failure";
import { TimeZoneInput } from "~/lib/time-zone";
import type { PlanKind } from "./progress";

export const PLAN_LABELS: Record<PlanKind, { type: string; action: string }> = {
  workout: { type: "Workout", action: "Start Workout" },
  meal: { type: "Meal", action: "Start Meal" },
  mindfulness: { type: "Mindfulness", action: "Start Meditation" },
};

export type PlanCardView = {
  type: PlanKind;
  title: string;
  subtitle: string;
  description: string;
  duration: string;
  imageSrc: string;
  completed: boolean;
  link: { href: string; label: string } | null;
  /** Her workout, when her coach chose its program (issue 18 §5): the coach's name. */
  chosenBy?: string;
  /** A member's workout: the session log her card opens (issue 17 §5); absent for a visitor. */
  start?: { href: string; session: string; program: string } | null;
  /** What "done" says: for her workout, the session of this card's program she did today. */
  doneNote?: string;
};

type ActionAnswer = { ok: true; toast?: string } | FormFailure;

/**
 * A Today's Plan card (product.md §2.2). Its action records the activity on the server and shows the
 * spec's toast; the button gives way to "Done today" at once, so a second tap records nothing.
 * A member's workout card starts today's session log instead (finishing it marks the workout
 * done), and keeps the plain "done" for a workout she did without logging it.
 * `sample` cards (before the assessment) show the plan's shape and no action.
 */
export function PlanCard({ card, sample = false }: { card: PlanCardView; sample?: boolean }) {
  const fetcher = useFetcher<ActionAnswer>({ key: `plan-${card.type}` });
  const done = card.completed || fetcher.state !== "idle";
  const labels = PLAN_LABELS[card.type];

  useEffect(() => {
    const answer = fetcher.data;
    if (!answer) return;
    const failure = formFailureOf(answer);
    if (failure) toast.error(failureMessage(failure));
    else if ("toast" in answer && answer.toast) toast.success(answer.toast);
  }, [fetcher.data]);

  return (
    <article
      aria-labelledby={`plan-${card.type}-title`}
      className="flex flex-col overflow-hidden rounded-xl border border-border bg-card"
    >
      <img
        src={card.imageSrc}
        alt=""
        width={640}
        height={420}
        className="aspect-[16/9] w-full bg-accent object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-center justify-between gap-3">
          <p className="font-semibold tracking-wide text-secondary-foreground uppercase">{labels.type}</p>
          <p className="flex items-center gap-1 text-muted-foreground">
            <ClockIcon aria-hidden="true" className="size-4" />
            {card.duration}
          </p>
        </div>
        <h3 id={`plan-${card.type}-title`} className="text-xl">
          {card.title}
        </h3>
        <p className="font-semibold text-muted-foreground">{card.subtitle}</p>
        {card.chosenBy && (
          <p className="flex items-center gap-2 text-secondary-foreground">
            <UserRoundCheckIcon aria-hidden="true" className="size-5 shrink-0" />
            Chosen for you by {card.chosenBy}
          </p>
        )}
        <p className="flex-1">{card.description}</p>
        {card.link && (
          <Link
            to={card.link.href}
            aria-label={`${card.link.label}: ${card.subtitle}`}
            className="font-semibold text-primary underline underline-offset-4 hover:no-underline"
          >
            {card.link.label}
          </Link>
        )}
        {sample ? (
          card.completed && <DoneNote text="Done (sample)" />
        ) : done ? (
          <DoneNote text={card.doneNote ?? "Done today"} />
        ) : card.start ? (
          <div className="flex flex-col gap-2">
            <Button asChild size="lg" className="w-full">
              <Link to={card.start.href} aria-label={`${labels.action}: ${card.title}`}>
                {labels.action}
              </Link>
            </Button>
            <p className="text-muted-foreground">
              Opens the log for {card.start.session} of {card.start.program}.
            </p>
            <fetcher.Form method="post">
              <input type="hidden" name="intent" value="complete-activity" />
              <input type="hidden" name="kind" value={card.type} />
              <input type="hidden" name="unlogged" value="true" />
              <TimeZoneInput />
              <Button type="submit" variant="link" className="w-full">
                Mark done without logging
              </Button>
            </fetcher.Form>
          </div>
        ) : (
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value="complete-activity" />
            <input type="hidden" name="kind" value={card.type} />
            <TimeZoneInput />
            <Button type="submit" size="lg" className="w-full" aria-label={`${labels.action}: ${card.title}`}>
              {labels.action}
            </Button>
          </fetcher.Form>
        )}
      </div>
    </article>
  );
}

function DoneNote({ text }: { text: string }) {
  return (
    <p
      className={cn(
        "flex min-h-11 items-center justify-center gap-2 rounded-md bg-secondary px-4 font-semibold text-secondary-foreground",
      )}
    >
      <CheckCircle2Icon aria-hidden="true" className="size-5" />
      {text}
    </p>
  );
}
