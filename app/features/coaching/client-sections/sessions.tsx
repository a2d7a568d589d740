import { Link } from "react-router";
import { Section } from "./section";

// Her booked sessions on the coach's page of her (issue 40 §5): what is coming and what has been,
// with what became of each (attended, no-show, cancelled). Read by
// features/coach-calendar/client-bookings.server.ts.

export type ClientSession = {
  id: string;
  what: string;
  when: string;
  status: string;
  /** Her note when she booked. */
  note: string;
};

export type ClientSessions = { upcoming: ClientSession[]; past: ClientSession[]; missed: number };

function SessionList({
  sessions,
  empty,
  label,
}: {
  sessions: readonly ClientSession[];
  empty: string;
  label: string;
}) {
  if (sessions.length === 0) return <p className="text-muted-foreground">{empty}</p>;
  return (
    <ul className="flex flex-col gap-2" aria-label={label}>
      {sessions.map((session) => (
        <li key={session.id} className="flex flex-col gap-1 rounded-lg border border-border p-3">
          <p>
            <span className="font-semibold">{session.when}</span> · {session.what} · {session.status}
          </p>
          {session.note && <p className="text-muted-foreground">Her note: {session.note}</p>}
          {session.status === "Booked" && (
            <Link
              to={`/coach/calendar/bookings/${session.id}`}
              className="inline-flex min-h-11 items-center self-start"
            >
              Move this booking
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

export function SessionsSection({ sessions }: { sessions: ClientSessions }) {
  return (
    <Section id="sessions">
      {sessions.missed > 0 && (
        <p className="font-semibold">
          Missed {sessions.missed} {sessions.missed === 1 ? "session" : "sessions"} in the last 90 days.
        </p>
      )}
      <h3 className="text-xl">Coming up</h3>
      <SessionList sessions={sessions.upcoming} empty="Nothing booked." label="Sessions coming up" />
      <h3 className="text-xl">Past</h3>
      <SessionList sessions={sessions.past} empty="No past sessions yet." label="Past sessions" />
    </Section>
  );
}
