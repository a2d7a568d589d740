import { and, eq, gte, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { checkIns, members, outbox, profiles, reminderSettings } from "~/db/schema";
import { activeClientCondition } from "~/features/coaching/coaching.server";
import { messages } from "~/features/email/messages";
import { enqueueEmail } from "~/features/email/outbox.server";
import { type Day, localDay } from "~/lib/dates";
import { checkInPeriod } from "./check-in";
import { clientZone, getCheckInWeekday } from "./check-in.server";

// The weekly check-in's invite emails (issue 18 §2, decision 0032): queued by the scheduler's
// tick for each active client whose period is open, in her hours, once per period.

/** Invites go out at or after this hour, in her time zone... */
export const INVITE_HOUR = 8;
/** ...and never from this hour on: reminders' quiet hours, 21:00-08:00 (issue 20 §3). */
export const INVITE_QUIET_HOUR = 21;

/** [hour, minute] of her wall clock. */
function local(now: Date, timeZone: string): [number, number] {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hour: "numeric",
    minute: "numeric",
    hourCycle: "h23",
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((candidate) => candidate.type === type)?.value ?? 0);
  return [part("hour"), part("minute")];
}

export const inviteKey = (memberId: string, opened: Day) => `check-in:${memberId}:${opened}`;

/**
 * Queues the check-in invite for every active client whose period is open in her time zone, at
 * or after 08:00 her time (her reminder time when she chose reminders, decision 0036) and before
 * 21:00, who has neither checked in for it nor been invited to it. Three
 * queries whatever the number of clients (the clients with their zones; their check-ins of the
 * open periods; the invites already queued), then one insert per new invite. The outbox's
 * dedupe key (`check-in:<member>:<opened day>`) is the claim, so several instances and repeated
 * ticks send one. Returns how many were queued.
 */
export async function queueCheckInInvites(
  db: Database,
  {
    appUrl,
    now,
    remindersOff,
  }: {
    appUrl: string;
    now: Date;
    /** Her "Turn off reminders" link (issue 20), for the invite of a client who chose her reminders. */
    remindersOff?: (memberId: string) => string;
  },
): Promise<number> {
  const [weekday, clients] = await Promise.all([
    getCheckInWeekday(db),
    db
      .select({
        id: members.id,
        name: members.name,
        email: members.email,
        timeZone: profiles.timeZone,
        reminders: {
          channel: reminderSettings.channel,
          time: reminderSettings.time,
          checkIn: reminderSettings.checkIn,
        },
      })
      .from(members)
      .leftJoin(profiles, eq(profiles.memberId, members.id))
      .leftJoin(reminderSettings, eq(reminderSettings.memberId, members.id))
      .where(activeClientCondition(now)),
  ]);
  const due = clients.flatMap((client) => {
    const zone = clientZone(client.timeZone);
    // A client who chose her reminders (decision 0036) gets the invite by email only if she asked
    // for check-in reminders by email, from her own time; everyone else from 08:00.
    const chosen = client.reminders;
    if (chosen && (!chosen.checkIn || (chosen.channel !== "email" && chosen.channel !== "both"))) return [];
    const [hour, minute] = local(now, zone);
    const from = chosen
      ? Number(chosen.time.slice(0, 2)) * 60 + Number(chosen.time.slice(3, 5))
      : INVITE_HOUR * 60;
    if (hour * 60 + minute < from || hour >= INVITE_QUIET_HOUR) return [];
    const { opened } = checkInPeriod(localDay(now, zone), weekday);
    return [{ ...client, opened, key: inviteKey(client.id, opened) }];
  });
  if (due.length === 0) return 0;

  // Days as "YYYY-MM-DD" sort as text.
  const earliest = due.map((client) => client.opened).sort()[0] ?? "";
  const [answered, invited] = await Promise.all([
    db
      .select({ memberId: checkIns.memberId, week: checkIns.week })
      .from(checkIns)
      .where(
        and(
          inArray(
            checkIns.memberId,
            due.map((client) => client.id),
          ),
          gte(checkIns.week, earliest),
        ),
      ),
    db
      .select({ key: outbox.dedupeKey })
      .from(outbox)
      .where(
        inArray(
          outbox.dedupeKey,
          due.map((client) => client.key),
        ),
      ),
  ]);
  const done = new Set(answered.map((row) => `${row.memberId}:${row.week}`));
  const sent = new Set(invited.map((row) => row.key));
  let queued = 0;
  for (const client of due) {
    if (done.has(`${client.id}:${client.opened}`) || sent.has(client.key)) continue;
    const url = `${appUrl}/check-in`;
    const offUrl = client.reminders && remindersOff ? remindersOff(client.id) : null;
    const id = await enqueueEmail(
      db,
      offUrl
        ? {
            to: client.email,
            message: messages.reminderCheckIn({ name: client.name, url, offUrl }),
            dedupeKey: client.key,
            headers: {
              "List-Unsubscribe": `<${offUrl}>`,
              "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
            },
          }
        : {
            to: client.email,
            message: messages.checkInInvite({ name: client.name, url }),
            dedupeKey: client.key,
          },
      now,
    );
    if (id) queued++;
  }
  return queued;
}
