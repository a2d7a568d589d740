// What she may book and when (issue 40 §1-§2, decision 0061): the types a viewer may book, and
// their free slots from the coach's hours, exceptions, classes and existing bookings. The pure
// arithmetic is app/lib/slots.ts; this module loads its inputs.
import { and, asc, eq, gte, inArray, lte } from "drizzle-orm";
import { liveSite } from "~/content/live.server";
import type { Database } from "~/db/client.server";
import {
  type AppointmentPlace,
  appointmentInvites,
  appointmentTypes,
  bookings,
  calendarExceptions,
  cancelledOccurrences,
  classTimes,
  coachingPlans,
  workingHours,
} from "~/db/schema";
import { addDays, isValidTimeZone, localDay } from "~/lib/dates";
import { type BusyRow, classStarts, generateSlots, type SlotInput } from "~/lib/slots";

export type AppointmentType = typeof appointmentTypes.$inferSelect;

/**
 * Who is asking, as the calendar needs it. `Viewer` from auth.server fits; a visitor is
 * `{ member: null, entitlements: [] }`.
 */
export type CalendarViewer = {
  member: { id: string; email: string; role: "member" | "coach" } | null;
  /** Her active access (portal, premium). */
  entitlements: readonly { kind: string }[];
};

export type AvailableSlot = { startsAt: Date; endsAt: Date; placesLeft: number; zone: string };

/** The longest range one request may ask slots for. */
export const MAX_SLOT_RANGE_DAYS = 62;
const DAY_MS = 86_400_000;

/** The gym's zone: her hours, in-person slots and the coach's pages are in it. */
export const gymZone = (): string => liveSite().timeZone;

/** The plans a member is on: her active access kinds and the coaching plans the coach set. */
export async function plansOf(db: Database, viewer: CalendarViewer): Promise<Set<string>> {
  const plans = new Set(viewer.entitlements.map((entitlement) => entitlement.kind));
  if (!viewer.member) return plans;
  const rows = await db
    .select({ plan: coachingPlans.plan })
    .from(coachingPlans)
    .where(eq(coachingPlans.memberId, viewer.member.id));
  for (const row of rows) plans.add(row.plan);
  return plans;
}

/** True when `viewer` may book `type` (the coach may book anything, for anyone). */
export async function mayBook(db: Database, type: AppointmentType, viewer: CalendarViewer): Promise<boolean> {
  if (!type.active && viewer.member?.role !== "coach") return false;
  if (type.audience === "anyone" || viewer.member?.role === "coach") return true;
  if (!viewer.member) return false;
  if (type.audience === "invited") {
    const [invite] = await db
      .select({ email: appointmentInvites.email })
      .from(appointmentInvites)
      .where(and(eq(appointmentInvites.typeId, type.id), eq(appointmentInvites.email, viewer.member.email)));
    return Boolean(invite);
  }
  const plans = await plansOf(db, viewer);
  if (type.audience === "clients") return plans.size > 0;
  return type.plans.some((plan) => plans.has(plan));
}

export async function getType(db: Database, id: string): Promise<AppointmentType | null> {
  if (id.length === 0 || id.length > 64) return null;
  const [row] = await db.select().from(appointmentTypes).where(eq(appointmentTypes.id, id));
  return row ?? null;
}

/** The types `viewer` may book, in the coach's order; the coach gets every type, inactive too. */
export async function listTypes(
  db: Database,
  { viewer }: { viewer: CalendarViewer },
): Promise<AppointmentType[]> {
  const rows = await db
    .select()
    .from(appointmentTypes)
    .orderBy(asc(appointmentTypes.position), asc(appointmentTypes.name));
  if (viewer.member?.role === "coach") return rows;
  const allowed: AppointmentType[] = [];
  for (const row of rows) if (await mayBook(db, row, viewer)) allowed.push(row);
  return allowed;
}

/** The zone a slot of `place` is shown in: the gym's, or for online ones hers when known. */
export function slotZone(place: AppointmentPlace, viewerZone: string | null | undefined): string {
  if (place === "online" && viewerZone && isValidTimeZone(viewerZone)) return viewerZone;
  return gymZone();
}

/** Everything slot generation needs for `type` between `from` and `to`. */
export async function loadSlotInput(
  db: Database,
  type: AppointmentType,
  range: { from: Date; to: Date; now: Date; excludeBookingId?: string },
): Promise<SlotInput> {
  const zone = gymZone();
  const { from, to, now } = range;
  const firstDay = addDays(localDay(from, zone), -1);
  const lastDay = addDays(localDay(to, zone), 1);
  const wideFrom = new Date(from.getTime() - DAY_MS);
  const wideTo = new Date(to.getTime() + DAY_MS);
  const [hours, exceptions, busyRows, allTypes, times, cancelled] = await Promise.all([
    db.select().from(workingHours).where(eq(workingHours.place, type.place)),
    db
      .select()
      .from(calendarExceptions)
      .where(and(gte(calendarExceptions.day, firstDay), lte(calendarExceptions.day, lastDay))),
    db
      .select({
        id: bookings.id,
        typeId: bookings.typeId,
        startsAt: bookings.startsAt,
        endsAt: bookings.endsAt,
        bufferMinutes: appointmentTypes.bufferMinutes,
        kind: appointmentTypes.kind,
      })
      .from(bookings)
      .innerJoin(appointmentTypes, eq(appointmentTypes.id, bookings.typeId))
      .where(
        and(
          inArray(bookings.status, ["booked", "attended"]),
          gte(bookings.startsAt, wideFrom),
          lte(bookings.startsAt, wideTo),
        ),
      ),
    db.select().from(appointmentTypes).where(eq(appointmentTypes.kind, "class")),
    db.select().from(classTimes),
    db
      .select({ startsAt: cancelledOccurrences.startsAt })
      .from(cancelledOccurrences)
      .where(
        and(
          eq(cancelledOccurrences.typeId, type.id),
          gte(cancelledOccurrences.startsAt, wideFrom),
          lte(cancelledOccurrences.startsAt, wideTo),
        ),
      ),
  ]);
  const busy: BusyRow[] = busyRows.filter((row) => row.id !== range.excludeBookingId);
  // Her scheduled classes keep her busy whoever booked them.
  const classBlocks = allTypes
    .filter((classType) => classType.active)
    .flatMap((classType) =>
      classStarts(
        times.filter((time) => time.typeId === classType.id),
        wideFrom,
        wideTo,
        zone,
      ).map((startsAt) => ({ startsAt, endsAt: new Date(startsAt.getTime() + classType.minutes * 60_000) })),
    );
  return {
    type,
    hours,
    exceptions,
    busy,
    classTimes: times.filter((time) => time.typeId === type.id),
    classBlocks,
    cancelled: cancelled.map((row) => row.startsAt),
    from,
    to,
    now,
    zone,
  };
}

/**
 * The free slots of `typeId` between `from` and `to` that `viewer` may book (none when she may
 * not book it). A range longer than MAX_SLOT_RANGE_DAYS is cut to it.
 */
export async function availableSlots(
  db: Database,
  input: {
    typeId: string;
    from: Date;
    to: Date;
    viewer: CalendarViewer;
    now: Date;
    viewerZone?: string | null;
    /** The booking being moved: its own time does not keep the times around it busy. */
    excludeBookingId?: string;
  },
): Promise<AvailableSlot[]> {
  const type = await getType(db, input.typeId);
  if (!type || !(await mayBook(db, type, input.viewer))) return [];
  const from = new Date(Math.max(input.from.getTime(), input.now.getTime()));
  const limit = new Date(from.getTime() + MAX_SLOT_RANGE_DAYS * DAY_MS);
  const to = new Date(Math.min(input.to.getTime(), limit.getTime()));
  if (to < from) return [];
  const slots = generateSlots(
    await loadSlotInput(db, type, { from, to, now: input.now, excludeBookingId: input.excludeBookingId }),
  );
  const zone = slotZone(type.place, input.viewerZone);
  return slots.map((slot) => ({ ...slot, zone }));
}
