import { z } from "zod";
import {
  AppointmentTypeFormSchema,
  AttendanceFormSchema,
  CancelClassFormSchema,
  ExceptionFormSchema,
  MoveBookingFormSchema,
  WorkingHoursFormSchema,
} from "~/features/calendar/calendar-forms";
import { isDay } from "~/lib/dates";
import { minutesOf } from "~/lib/slots";

// The coach's calendar forms (issue 40 §1-§2, §5). Each form names its `intent`; what it carries
// is checked by the calendar's own schemas (features/calendar/calendar-forms.ts), so the coach's
// editors and the booking pages refuse the same things in the same words. The rules that need
// the database or today (a past day) are checked by the server modules after these.
// Client-safe.

/** Each page's forms by intent: the action reads the intent, then that form's schema. */
export const CALENDAR_FORMS = {
  attendance: AttendanceFormSchema,
  block: ExceptionFormSchema,
  "cancel-class": CancelClassFormSchema,
} as const;

/** A week's hours are sent one window a line; a line left empty is not a window. */
function dropEmptyWindows(value: unknown): unknown {
  if (typeof value !== "object" || value === null) return value;
  const form = value as Record<string, unknown>;
  const list = (key: string): unknown[] => {
    const item = form[key];
    return item === undefined ? [] : Array.isArray(item) ? item : [item];
  };
  const [weekday, start, end] = [list("weekday"), list("start"), list("end")];
  const kept = start
    .map((_, index) => index)
    .filter((index) => `${start[index] ?? ""}`.trim() !== "" || `${end[index] ?? ""}`.trim() !== "");
  return {
    ...form,
    weekday: kept.map((index) => weekday[index]),
    start: kept.map((index) => start[index]),
    end: kept.map((index) => end[index]),
  };
}

const TIME_MESSAGE = "Please enter the time as a time, such as 09:30.";

/** A class time as the page sends it: a day and a time, weekly from that day or once. */
export const ClassTimePageSchema = z.object({
  typeId: z.string().trim().min(1, { error: "Please choose the class." }).max(64),
  repeat: z.enum(["weekly", "once"], { error: "Please choose weekly or once." }),
  day: z.string().trim().refine(isDay, { error: "Please choose the day." }),
  time: z
    .string()
    .trim()
    .refine((value) => minutesOf(value) !== null, { error: TIME_MESSAGE }),
});

const rowId = z.object({
  id: z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, { error: "That is not known any more." }),
});

export const SETTINGS_FORMS = {
  "save-type": AppointmentTypeFormSchema,
  "add-type": AppointmentTypeFormSchema,
  "save-hours": z.preprocess(dropEmptyWindows, WorkingHoursFormSchema),
  "add-exception": ExceptionFormSchema,
  "remove-exception": rowId,
  "add-class-time": ClassTimePageSchema,
  "remove-class-time": rowId,
} as const;

export const MOVE_FORMS = { move: MoveBookingFormSchema.omit({ bookingId: true }) } as const;

export type FormsOf<Forms extends Record<string, z.ZodType>> = {
  [Intent in keyof Forms]: { intent: Intent; data: z.infer<Forms[Intent]> };
}[keyof Forms];
