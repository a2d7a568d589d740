import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { MessageCircleIcon } from "~/components/ui/icons/message-circle";

/** The dashboard's "From your coach" card, as the loader sends it. */
export type CoachCardView = {
  coachName: string;
  /** Her coach's newest message: its first line and the day it was written ("16 Nov"). */
  latest: { firstLine: string; day: string } | null;
  /** The coach's messages she has not opened yet. */
  unread: number;
};

/**
 * "From your coach" (issue 18 §4): the newest message's first line, or an invitation to write,
 * with the number of new messages in words (never colour alone). The link is a plain one and
 * never prefetched: loading /messages marks them read.
 */
export function CoachCard({ card }: { card: CoachCardView }) {
  const unread = card.unread > 0 ? `${card.unread} new` : null;
  return (
    <section
      aria-labelledby="coach-card-title"
      className="flex flex-col gap-3 rounded-xl border border-border bg-card p-5 text-lg"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="coach-card-title" className="flex items-center gap-2 text-2xl">
          <MessageCircleIcon aria-hidden="true" className="size-6 shrink-0 text-primary" />
          From your coach
        </h2>
        {unread && (
          <p className="rounded-full bg-primary px-3 py-1 font-semibold text-primary-foreground">
            {unread}
            <span className="sr-only"> {card.unread === 1 ? "message" : "messages"}</span>
          </p>
        )}
      </div>
      {card.latest ? (
        <>
          <p className="text-muted-foreground">
            {card.coachName}, {card.latest.day}:
          </p>
          <p className="border-l-4 border-primary pl-4 break-words">{card.latest.firstLine}</p>
        </>
      ) : (
        <p>
          A question about your training, or a win to share? Write to {card.coachName}: the answer will be
          waiting here.
        </p>
      )}
      <Button asChild variant="outline" size="lg" className="self-start">
        <Link to="/messages" aria-label={unread ? `Open messages (${unread})` : undefined}>
          Open messages
        </Link>
      </Button>
    </section>
  );
}
