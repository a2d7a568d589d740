// The scheduler's booking reminders (issue 40 §4): 24 hours and 1 hour before a booked session
// or class, by email or push as her reminder settings say, never in quiet hours, each once per
// booking, time (sequence) and lead: the dedupe keys make a second tick or instance a no-op.
import { and, eq, gte, lte, ne } from "drizzle-orm";
import { appointmentTypes, bookings, members, profiles, reminderSettings } from "~/db/schema";
import { bookingZone, placeLabel } from "~/features/calendar/booking-emails.server";
import { messages } from "~/features/email/messages";
import { type JobInput, queueReminders, type Reminder } from "~/features/reminders/jobs.server";
import { dueBookingReminder } from "./reminder-times";
import { formatWhen } from "./when";

const byEmail = (channel: string) => channel === "email" || channel === "both";
const byPush = (channel: string) => channel === "push" || channel === "both";

export async function queueBookingReminders(input: JobInput) {
  const { db, appUrl, now } = input;
  // Every booked start from now to a little over a day ahead.
  const rows = await db
    .select({
      id: bookings.id,
      sequence: bookings.sequence,
      startsAt: bookings.startsAt,
      createdAt: bookings.createdAt,
      memberId: members.id,
      name: members.name,
      email: members.email,
      channel: reminderSettings.channel,
      memberZone: profiles.timeZone,
      title: appointmentTypes.name,
      place: appointmentTypes.place,
    })
    .from(bookings)
    .innerJoin(appointmentTypes, eq(appointmentTypes.id, bookings.typeId))
    .innerJoin(members, eq(members.id, bookings.memberId))
    .innerJoin(reminderSettings, eq(reminderSettings.memberId, members.id))
    .leftJoin(profiles, eq(profiles.memberId, members.id))
    .where(
      and(
        eq(bookings.status, "booked"),
        ne(reminderSettings.channel, "off"),
        gte(bookings.startsAt, now),
        lte(bookings.startsAt, new Date(now.getTime() + 25 * 60 * 60_000)),
      ),
    );
  const reminders: Reminder[] = rows.flatMap((row) => {
    const zone = bookingZone(row.place, row.memberZone);
    // Quiet hours are hers: her own zone, whatever zone the session is shown in.
    const lead = dueBookingReminder(row, now, bookingZone("online", row.memberZone));
    if (!lead) return [];
    const when = formatWhen(row.startsAt, zone);
    const where = placeLabel(row.place);
    const title = lead === "24h" ? `Tomorrow: ${row.title}` : `In an hour: ${row.title}`;
    return [
      {
        memberId: row.memberId,
        key: `reminder:booking:${row.id}:${row.sequence}:${lead}`,
        email: byEmail(row.channel)
          ? {
              to: row.email,
              build: (offUrl: string) =>
                messages.bookingReminder({
                  name: row.name,
                  title: row.title,
                  when,
                  where,
                  url: `${appUrl}/calendar`,
                  lead,
                  offUrl,
                }),
            }
          : null,
        push: byPush(row.channel)
          ? {
              kind: "reminder-booking",
              title,
              body: `${when}, ${where}`,
              url: "/calendar",
              tag: `booking-${row.id}`,
            }
          : null,
      },
    ];
  });
  if (reminders.length === 0) return { emails: 0, pushes: 0 };
  return queueReminders(input, reminders);
}
