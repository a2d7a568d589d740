import type { Database } from "~/db/client.server";
import { cancelClass, markAttendance } from "~/features/calendar/booking.server";
import { isPastDay, PAST_DAY_MESSAGE } from "~/features/calendar/calendar-forms";
import { addException } from "~/features/calendar/schedule.server";
import { formatLongDay, localDay } from "~/lib/dates";
import { type Refusal, refuse } from "~/lib/form-failure";
import type { CALENDAR_FORMS, FormsOf } from "./calendar-forms";
import { clockTime } from "./calendar-view";

// What the coach's calendar page does (issue 40 §5): attendance, a block of time, a cancelled
// class. The calendar's schemas have read the form; the rules that need today are here, and
// every change goes through the calendar's service (features/calendar), which emails whoever
// must hear of it in the same transaction.

export type CalendarActionContext = { db: Database; now: Date; zone: string };
export type CalendarAction = FormsOf<typeof CALENDAR_FORMS>;

type Done = { ok: true; done: string };

export async function runCalendarAction(
  { db, now, zone }: CalendarActionContext,
  action: CalendarAction,
): Promise<Done | Refusal> {
  switch (action.intent) {
    case "attendance": {
      const { bookingId, status } = action.data;
      const result = await markAttendance(db, bookingId, status, now);
      if (result.status === "not-found") return refuse("form", "That booking is not known.", 404);
      if (result.status === "refused" || result.status === "full") return refuse("form", result.reason, 409);
      return { ok: true, done: status === "attended" ? "Marked attended." : "Marked as a no-show." };
    }
    case "block": {
      if (isPastDay(action.data.day, localDay(now, zone))) return refuse("day", PAST_DAY_MESSAGE, 422);
      await addException(db, action.data, now);
      return { ok: true, done: action.data.start ? "That time is blocked." : "That day is blocked." };
    }
    case "cancel-class": {
      const { typeId, startsAt, message } = action.data;
      if (startsAt.getTime() <= now.getTime())
        return refuse("form", "That class has already started, so it cannot be cancelled.", 409);
      const { cancelled } = await cancelClass(db, { typeId, startsAt, message, now });
      if (cancelled === 0)
        return refuse("form", "Nobody is booked for that class, so there is no one to tell.", 404);
      const when = `${formatLongDay(localDay(startsAt, zone))} at ${clockTime(startsAt, zone)}`;
      const people = cancelled === 1 ? "the 1 person" : `all ${cancelled} people`;
      return {
        ok: true,
        done: `The class on ${when} is cancelled and ${people} booked are emailed your message.`,
      };
    }
  }
}
