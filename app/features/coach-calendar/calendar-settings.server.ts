import { and, asc, eq, gte, isNotNull, isNull, or } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { appointmentTypes, classTimes } from "~/db/schema";
import { isPastDay, PAST_DAY_MESSAGE } from "~/features/calendar/calendar-forms";
import {
  addClassTime,
  addException,
  listExceptions,
  listHours,
  removeClassTime,
  removeException,
  saveHours,
  saveType,
} from "~/features/calendar/schedule.server";
import { type Day, formatLongDay, localDay, startOfDayIn } from "~/lib/dates";
import { type Refusal, refuse } from "~/lib/form-failure";
import { weekdayOf, zonedInstant } from "~/lib/slots";
import type { FormsOf, SETTINGS_FORMS } from "./calendar-forms";
import { clockTime } from "./calendar-view";

// The coach's offers and hours (issue 40 §1-§2, decision 0063): what she offers, her weekly hours
// per place with dated changes, her days off and blocks, and her classes' times. The calendar's
// schemas have read each form (overlapping hours, capacity 0 or 10,000, a time that ends before
// it starts); the rules that need today are here: nothing is set on a day that has passed.

export type SettingsContext = { db: Database; now: Date; zone: string };
export type SettingsAction = FormsOf<typeof SETTINGS_FORMS>;
type Done = { ok: true; done: string };

export const WEEKDAYS = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;

/** Everything the settings page shows: her offers, her hours now and to come, days off, class times. */
export async function loadSettings({ db, now, zone }: SettingsContext) {
  const today = localDay(now, zone);
  const [types, hours, exceptions, classes] = await Promise.all([
    db.select().from(appointmentTypes).orderBy(asc(appointmentTypes.position), asc(appointmentTypes.name)),
    listHours(db, { all: true }),
    listExceptions(db, today),
    db
      .select()
      .from(classTimes)
      .where(
        or(
          and(isNotNull(classTimes.startsAt), gte(classTimes.startsAt, startOfDayIn(today, zone))),
          and(isNull(classTimes.startsAt), or(isNull(classTimes.validTo), gte(classTimes.validTo, today))),
        ),
      )
      .orderBy(asc(classTimes.weekday), asc(classTimes.time), asc(classTimes.startsAt)),
  ]);
  const names = new Map(types.map((type) => [type.id, type.name]));
  return {
    today,
    types,
    // Hours in force today, and dated changes still to come.
    hours: hours.filter((row) => row.validTo === null || row.validTo >= today),
    exceptions,
    classTimes: classes.map((row) => ({
      id: row.id,
      typeName: names.get(row.typeId) ?? row.typeId,
      when: row.startsAt
        ? `once, ${formatLongDay(localDay(row.startsAt, zone))} at ${clockTime(row.startsAt, zone)}`
        : `every ${WEEKDAYS[row.weekday ?? 0]} at ${row.time}${row.validFrom && row.validFrom > today ? ` from ${formatLongDay(row.validFrom)}` : ""}`,
    })),
  };
}

const past = (field: string, day: Day, today: Day): Refusal | null =>
  isPastDay(day, today) ? refuse(field, PAST_DAY_MESSAGE, 422) : null;

export async function runSettingsAction(
  { db, now, zone }: SettingsContext,
  action: SettingsAction,
): Promise<Done | Refusal> {
  const today = localDay(now, zone);
  switch (action.intent) {
    case "save-type": {
      const saved = await saveType(db, action.data, now);
      return { ok: true, done: `${saved.name} is saved.` };
    }
    case "add-type": {
      const [taken] = await db
        .select({ id: appointmentTypes.id })
        .from(appointmentTypes)
        .where(eq(appointmentTypes.id, action.data.id));
      if (taken) return refuse("id", "An offer already has that short name. Please choose another.", 409);
      const added = await saveType(db, action.data, now);
      return { ok: true, done: `${added.name} is added.` };
    }
    case "save-hours": {
      const refused = past("validFrom", action.data.validFrom, today);
      if (refused) return refused;
      await saveHours(db, action.data, now);
      const where = action.data.place === "gym" ? "at the gym" : "online";
      return {
        ok: true,
        done: `Your hours ${where} from ${formatLongDay(action.data.validFrom)} are saved.`,
      };
    }
    case "add-exception": {
      const refused = past("day", action.data.day, today);
      if (refused) return refused;
      await addException(db, action.data, now);
      return { ok: true, done: action.data.start ? "That time is blocked." : "That day is off." };
    }
    case "remove-exception": {
      if (!(await removeException(db, Number(action.data.id))))
        return refuse("form", "That day off was already removed.", 404);
      return { ok: true, done: "Removed. Those times can be booked again." };
    }
    case "add-class-time": {
      const { typeId, repeat, day, time } = action.data;
      const [type] = await db.select().from(appointmentTypes).where(eq(appointmentTypes.id, typeId));
      if (!type) return refuse("typeId", "That class is not known.", 404);
      if (type.kind !== "class")
        return refuse("typeId", "Only a class has class times. Please choose a class.", 422);
      const refused = past("day", day, today);
      if (refused) return refused;
      const startsAt = zonedInstant(day, time, zone);
      if (repeat === "once" && startsAt.getTime() <= now.getTime())
        return refuse("time", "That time has passed. Please choose a later time.", 422);
      await addClassTime(
        db,
        repeat === "once"
          ? { repeat, typeId, startsAt }
          : { repeat, typeId, weekday: weekdayOf(day), time, validFrom: day },
        now,
      );
      return { ok: true, done: `${type.name}: class time added.` };
    }
    case "remove-class-time": {
      if (!(await removeClassTime(db, Number(action.data.id))))
        return refuse("form", "That class time was already removed.", 404);
      return {
        ok: true,
        done: "Class time removed. Anyone booked keeps her place until you cancel that class.",
      };
    }
  }
}
