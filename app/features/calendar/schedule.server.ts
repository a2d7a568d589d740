// When she works and what she offers, as the coach edits them (issue 40 §1-§2): appointment
// types, weekly hours with dated changes, exceptions and blocks, class times, coaching plans and
// invites. Input arrives already checked by calendar-forms.ts; the rules that need the database
// (overlapping hours) are checked here too.
import { and, asc, eq, gte, isNull, lt, or } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  type AppointmentPlace,
  appointmentInvites,
  appointmentTypes,
  calendarExceptions,
  classTimes,
  coachingPlans,
  workingHours,
} from "~/db/schema";
import { addDays, type Day } from "~/lib/dates";
import { normalizeEmail } from "~/lib/members.server";
import type { AppointmentType } from "./availability.server";
import { DEFAULT_CLASS_TIMES, DEFAULT_HOURS, DEFAULT_TYPES } from "./calendar-defaults";
import type { AppointmentTypeForm, ClassTimeForm, ExceptionForm, WorkingHoursForm } from "./calendar-forms";

export type HoursRow = typeof workingHours.$inferSelect;
export type ExceptionRow = typeof calendarExceptions.$inferSelect;
export type ClassTimeRow = typeof classTimes.$inferSelect;

/** Creates or updates a type by its id (slug). */
export async function saveType(
  db: Database,
  input: AppointmentTypeForm,
  now: Date,
): Promise<AppointmentType> {
  const values = { ...input, videoUrl: input.videoUrl || null, updatedAt: now };
  const [row] = await db
    .insert(appointmentTypes)
    .values({ ...values, createdAt: now })
    .onConflictDoUpdate({ target: appointmentTypes.id, set: values })
    .returning();
  if (!row) throw new Error("The type was not saved.");
  return row;
}

/** Hours in force on `day` (or every row with `all`), by place and weekday. */
export async function listHours(
  db: Database,
  options: { day?: Day; all?: boolean } = {},
): Promise<HoursRow[]> {
  const rows = await db
    .select()
    .from(workingHours)
    .orderBy(asc(workingHours.place), asc(workingHours.weekday), asc(workingHours.start));
  if (options.all || !options.day) return rows;
  const day = options.day;
  return rows.filter((row) => row.validFrom <= day && (row.validTo === null || row.validTo >= day));
}

/**
 * A dated change of one place's weekly hours: rows in force on `validFrom` end the day before,
 * rows starting later are replaced, and the new week holds from `validFrom`.
 */
export async function saveHours(db: Database, input: WorkingHoursForm, now: Date): Promise<void> {
  const { place, validFrom } = input;
  await db.transaction(async (tx) => {
    await tx
      .delete(workingHours)
      .where(and(eq(workingHours.place, place), gte(workingHours.validFrom, validFrom)));
    await tx
      .update(workingHours)
      .set({ validTo: addDays(validFrom, -1), updatedAt: now })
      .where(
        and(
          eq(workingHours.place, place),
          lt(workingHours.validFrom, validFrom),
          or(isNull(workingHours.validTo), gte(workingHours.validTo, validFrom)),
        ),
      );
    if (input.rows.length > 0)
      await tx.insert(workingHours).values(
        input.rows.map((row) => ({
          ...row,
          place,
          validFrom,
          validTo: null,
          createdAt: now,
          updatedAt: now,
        })),
      );
  });
}

/** Exceptions and blocks from `fromDay` on, soonest first. */
export async function listExceptions(db: Database, fromDay: Day): Promise<ExceptionRow[]> {
  return db
    .select()
    .from(calendarExceptions)
    .where(gte(calendarExceptions.day, fromDay))
    .orderBy(asc(calendarExceptions.day), asc(calendarExceptions.start));
}

/** A day off (no start/end) or a block of time; existing bookings stay (she moves them herself). */
export async function addException(db: Database, input: ExceptionForm, now: Date): Promise<ExceptionRow> {
  const [row] = await db
    .insert(calendarExceptions)
    .values({
      day: input.day,
      place: input.place ?? null,
      reason: input.reason,
      start: input.start ?? null,
      end: input.end ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error("The exception was not saved.");
  return row;
}

export async function removeException(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .delete(calendarExceptions)
    .where(eq(calendarExceptions.id, id))
    .returning({ id: calendarExceptions.id });
  return rows.length > 0;
}

export async function listClassTimes(db: Database, typeId?: string): Promise<ClassTimeRow[]> {
  const query = db.select().from(classTimes);
  return (typeId ? query.where(eq(classTimes.typeId, typeId)) : query).orderBy(asc(classTimes.id));
}

export async function addClassTime(db: Database, input: ClassTimeForm, now: Date): Promise<ClassTimeRow> {
  const values =
    input.repeat === "weekly"
      ? {
          typeId: input.typeId,
          weekday: input.weekday,
          time: input.time,
          validFrom: input.validFrom,
          startsAt: null,
        }
      : { typeId: input.typeId, startsAt: input.startsAt };
  const [row] = await db
    .insert(classTimes)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error("The class time was not saved.");
  return row;
}

export async function removeClassTime(db: Database, id: number): Promise<boolean> {
  const rows = await db.delete(classTimes).where(eq(classTimes.id, id)).returning({ id: classTimes.id });
  return rows.length > 0;
}

/** The coaching plans a client is on, replaced as a whole. */
export async function setCoachingPlans(
  db: Database,
  memberId: string,
  plans: string[],
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(coachingPlans).where(eq(coachingPlans.memberId, memberId));
    if (plans.length > 0)
      await tx
        .insert(coachingPlans)
        .values([...new Set(plans)].map((plan) => ({ memberId, plan, createdAt: now, updatedAt: now })));
  });
}

export async function coachingPlansOf(db: Database, memberId: string): Promise<string[]> {
  const rows = await db
    .select({ plan: coachingPlans.plan })
    .from(coachingPlans)
    .where(eq(coachingPlans.memberId, memberId));
  return rows.map((row) => row.plan);
}

/** Lets `email` book an "invited" type. */
export async function inviteToType(db: Database, typeId: string, email: string, now: Date): Promise<void> {
  await db
    .insert(appointmentInvites)
    .values({ typeId, email: normalizeEmail(email), createdAt: now, updatedAt: now })
    .onConflictDoNothing();
}

export type { AppointmentPlace };

/** Inserts the spec's offers, hours and class time (the migration's rows) where missing. */
export async function seedCalendarDefaults(db: Database): Promise<void> {
  await db.insert(appointmentTypes).values(DEFAULT_TYPES).onConflictDoNothing();
  const [hours] = await db.select({ id: workingHours.id }).from(workingHours).limit(1);
  if (!hours) await db.insert(workingHours).values(DEFAULT_HOURS);
  const [times] = await db.select({ id: classTimes.id }).from(classTimes).limit(1);
  if (!times) await db.insert(classTimes).values(DEFAULT_CLASS_TIMES);
}
