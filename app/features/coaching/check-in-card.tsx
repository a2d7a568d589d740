import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { CheckCircle2Icon } from "~/components/ui/icons/circle-check";
import { ClipboardListIcon } from "~/components/ui/icons/clipboard-list";
import { weekdayDayMonth } from "~/lib/dates";
import { type CheckInCardView, MISSED_NOTE } from "./check-in";

/**
 * The dashboard's weekly check-in card (issue 18 §2), for an active client: "due" asks her in
 * with one button (and says kindly, once, that last week was missed, when `cardState` says so);
 * "done" thanks her and offers to edit. Plain links: it works without JavaScript.
 */
export function CheckInCard({ card }: { card: CheckInCardView }) {
  const done = card.state === "done";
  return (
    <section
      aria-labelledby="check-in-card-title"
      className="flex flex-col gap-3 rounded-xl border-2 border-primary bg-card p-5 text-lg"
    >
      <h2 id="check-in-card-title" className="flex items-center gap-2 text-2xl">
        {done ? (
          <CheckCircle2Icon aria-hidden="true" className="size-6 shrink-0 text-primary" />
        ) : (
          <ClipboardListIcon aria-hidden="true" className="size-6 shrink-0 text-primary" />
        )}
        Your weekly check-in
      </h2>
      {done ? (
        <>
          <p>Thank you! {card.coachName} has your check-in for this week.</p>
          <p>
            <Link to="/check-in" className="inline-flex min-h-11 items-center">
              See or change your answers
            </Link>
          </p>
        </>
      ) : (
        <>
          {card.missedNote && <p>{MISSED_NOTE}</p>}
          <p>
            Two minutes to tell {card.coachName} how your week went. Open until{" "}
            {weekdayDayMonth(card.lastDay)}.
          </p>
          <Button asChild size="lg" className="self-start">
            <Link to="/check-in">Check in now</Link>
          </Button>
        </>
      )}
    </section>
  );
}
