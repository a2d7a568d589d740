import type { Database } from "~/db/client.server";
import { bookingsForMember } from "~/features/calendar/booking.server";
import type { ClientSessions } from "~/features/coaching/client-sections/sessions";
import { formatLongDay, localDay } from "~/lib/dates";
import { clockTime, STATUS_WORDS } from "./calendar-view";

// A client's booked sessions for the coach's page of her (issue 40 §5): upcoming soonest first,
// past latest first (the last 20), and how many she missed in the last 90 days.

const PAST_SHOWN = 20;
const MISSED_WINDOW_DAYS = 90;

export async function clientSessions(
  db: Database,
  { memberId, now, zone }: { memberId: string; now: Date; zone: string },
): Promise<ClientSessions> {
  const rows = await bookingsForMember(db, memberId);
  const view = (row: (typeof rows)[number]) => ({
    id: row.id,
    what: row.type.name,
    when: `${formatLongDay(localDay(row.startsAt, zone))} at ${clockTime(row.startsAt, zone)}`,
    status: STATUS_WORDS[row.status],
    note: row.note,
  });
  const since = now.getTime() - MISSED_WINDOW_DAYS * 86_400_000;
  return {
    upcoming: rows.filter((row) => row.startsAt > now && row.status !== "cancelled").map(view),
    past: rows
      .filter((row) => row.startsAt <= now)
      .reverse()
      .slice(0, PAST_SHOWN)
      .map(view),
    missed: rows.filter((row) => row.status === "no-show" && row.startsAt.getTime() >= since).length,
  };
}
