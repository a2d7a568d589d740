import type { Database } from "~/db/client.server";
import { availableSlots } from "~/features/calendar/availability.server";
import { type BookingView, findBooking, moveBooking } from "~/features/calendar/booking.server";
import type { Viewer } from "~/lib/auth.server";
import { type Day, formatLongDay, localDay } from "~/lib/dates";
import { type Refusal, refuse } from "~/lib/form-failure";
import { clockTime, MOVE_DAYS } from "./calendar-view";

// Moving one booking (issue 40 §5): the coach picks another free time of the same offer in the
// next two weeks; the calendar's service moves it and emails her ("changed", with the updated
// invite). Only a time that is free now is taken: one that filled meanwhile is refused.

const DAY_MS = 86_400_000;

export type FreeDay = { day: Day; label: string; times: { value: string; label: string }[] };

type Context = { db: Database; coach: Viewer; now: Date; zone: string };

async function freeTimes({ db, coach, now }: Context, booking: BookingView) {
  const slots = await availableSlots(db, {
    typeId: booking.typeId,
    from: now,
    to: new Date(now.getTime() + MOVE_DAYS * DAY_MS),
    viewer: coach,
    now,
  });
  return slots.filter((slot) => slot.startsAt.getTime() !== booking.startsAt.getTime());
}

/** The booking and the free times to move it to, by day; null when there is no such booking. */
export async function loadMove(context: Context, bookingId: string) {
  const booking = await findBooking(context.db, bookingId, context.coach);
  if (!booking) return null;
  const days = new Map<Day, FreeDay>();
  for (const slot of await freeTimes(context, booking)) {
    const day = localDay(slot.startsAt, context.zone);
    let free = days.get(day);
    if (!free) {
      free = { day, label: formatLongDay(day), times: [] };
      days.set(day, free);
    }
    const places = slot.placesLeft > 1 ? ` (${slot.placesLeft} places left)` : "";
    free.times.push({
      value: slot.startsAt.toISOString(),
      label: `${clockTime(slot.startsAt, context.zone)}${places}`,
    });
  }
  return {
    booking: {
      id: booking.id,
      typeName: booking.type.name,
      who: booking.member?.name ?? booking.visitorName ?? "Visitor",
      memberId: booking.memberId,
      status: booking.status,
      when: `${formatLongDay(localDay(booking.startsAt, context.zone))} at ${clockTime(booking.startsAt, context.zone)}`,
      movable: booking.status === "booked" && booking.startsAt.getTime() > context.now.getTime(),
    },
    free: [...days.values()],
  };
}

/** Moves the booking to `startsAt` if that is one of its free times now. */
export async function moveToFreeTime(
  context: Context,
  bookingId: string,
  startsAt: Date,
): Promise<{ ok: true; done: string } | Refusal> {
  const booking = await findBooking(context.db, bookingId, context.coach);
  if (!booking) return refuse("form", "That booking is not known.", 404);
  const free = await freeTimes(context, booking);
  if (!free.some((slot) => slot.startsAt.getTime() === startsAt.getTime()))
    return refuse("startsAt", "That time is not free any more. Please choose another.", 409);
  const result = await moveBooking(context.db, { bookingId, startsAt, now: context.now, by: context.coach });
  if (result.status === "not-found") return refuse("form", "That booking is not known.", 404);
  if (result.status === "refused" || result.status === "full") return refuse("startsAt", result.reason, 409);
  const when = `${formatLongDay(localDay(startsAt, context.zone))} at ${clockTime(startsAt, context.zone)}`;
  return {
    ok: true,
    done: `Moved to ${when}. ${booking.member?.name ?? booking.visitorName ?? "She"} is emailed.`,
  };
}
