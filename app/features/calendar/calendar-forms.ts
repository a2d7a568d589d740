// The calendar's forms as zod schemas (issue 40, decision 0028's protocol): the coach's editors
// (h6) and the booking pages (h5) read their submissions with `readSubmission(request, Schema)`.
// Every refusal is in plain words; numbers are read by the one rule (`readNumber`). Client-safe:
// no server import, so a page may validate with the same schema.
import { z } from "zod";
import {
  APPOINTMENT_AUDIENCES,
  APPOINTMENT_KINDS,
  APPOINTMENT_PLACES,
  type AppointmentPlace,
} from "~/db/calendar-kinds";
import { type Day, isDay } from "~/lib/dates";
import { readNumber } from "~/lib/numbers";
import { minutesOf } from "~/lib/slots";

/** The largest capacity a type may have: a live class of 100. */
export const MAX_CAPACITY = 100;

const listOf = <Item extends z.ZodType>(item: Item) =>
  z.preprocess(
    (value) => (value === undefined || value === "" ? [] : Array.isArray(value) ? value : [value]),
    z.array(item),
  );

function whole(label: string, min: number, max: number) {
  const message = `Please enter ${label} as a whole number from ${min} to ${max}.`;
  return z.preprocess(
    (value) => {
      const reading = readNumber(value, { whole: true });
      return reading.kind === "number" ? reading.value : Number.NaN;
    },
    z
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message }),
  );
}

const time = (label: string) =>
  z
    .string({ error: `Please enter ${label} as a time, such as 09:30.` })
    .trim()
    .refine((value) => minutesOf(value) !== null, {
      error: `Please enter ${label} as a time, such as 09:30.`,
    });

const day = (label: string) =>
  z
    .string({ error: `Please choose ${label}.` })
    .trim()
    .refine(isDay, { error: `Please choose ${label}.` });

const place = z.enum(APPOINTMENT_PLACES, { error: "Please choose the gym or online." });
const checkbox = z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean());
const text = (label: string, maxLength: number) =>
  z
    .string()
    .trim()
    .max(maxLength, { error: `Please keep ${label} under ${maxLength} characters.` });

/** A day before `today` cannot be booked, blocked or given hours from. */
export const PAST_DAY_MESSAGE = "Please choose today or a later day.";
export const isPastDay = (value: Day, today: Day) => value < today;

export const AppointmentTypeFormSchema = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{1,39}$/, {
      error: "Please use 2 to 40 lower-case letters, digits and dashes.",
    }),
  name: text("the name", 80).min(1, { error: "Please enter a name." }),
  description: text("the description", 500).default(""),
  price: text("the price", 40).default(""),
  minutes: whole("the length in minutes", 10, 240),
  place,
  capacity: whole("the capacity", 1, MAX_CAPACITY),
  audience: z.enum(APPOINTMENT_AUDIENCES, { error: "Please choose who may book it." }),
  plans: listOf(text("a plan", 40).min(1)),
  bufferMinutes: whole("the buffer in minutes", 0, 120),
  noticeHours: whole("the notice in hours", 0, 336),
  horizonDays: whole("how many days ahead bookings open", 1, 365),
  cutoffHours: whole("the cut-off in hours", 0, 336),
  policyText: text("the policy", 1000).default(""),
  kind: z.enum(APPOINTMENT_KINDS, { error: "Please choose an appointment or a class." }),
  videoUrl: z
    .string()
    .trim()
    .max(500, { error: "Please keep the link under 500 characters." })
    .refine((value) => value === "" || /^https:\/\/[^\s]+$/.test(value), {
      error: "Please enter the video link starting with https://, or leave it empty.",
    })
    .default(""),
  active: checkbox,
  position: whole("the position", 0, 1000).default(0),
});
export type AppointmentTypeForm = z.infer<typeof AppointmentTypeFormSchema>;

type HoursWindow = { weekday: number; start: string; end: string };

/**
 * One place's week, as repeated `weekday`/`start`/`end` fields (one window a line), in force
 * from `validFrom`. Windows of one day may not overlap; each starts before it ends.
 */
export const WorkingHoursFormSchema = z
  .object({
    place,
    validFrom: day("the day these hours start"),
    weekday: listOf(whole("the weekday", 0, 6)),
    start: listOf(time("the opening time")),
    end: listOf(time("the closing time")),
  })
  .superRefine((form, context) => {
    if (form.weekday.length !== form.start.length || form.start.length !== form.end.length)
      context.addIssue({
        code: "custom",
        path: ["start"],
        message: "Please give each day an opening and a closing time.",
      });
    if (form.weekday.length > 50)
      context.addIssue({
        code: "custom",
        path: ["weekday"],
        message: "Please use at most 50 windows in a week.",
      });
    const backwards = form.start.some(
      (start, index) => (minutesOf(start) ?? 0) >= (minutesOf(form.end[index] ?? "") ?? 0),
    );
    if (backwards)
      context.addIssue({
        code: "custom",
        path: ["end"],
        message: "Each closing time must be after its opening time.",
      });
    const windows = form.weekday.map((weekday, index) => ({
      weekday,
      start: form.start[index] ?? "",
      end: form.end[index] ?? "",
    }));
    if (overlapping(windows))
      context.addIssue({
        code: "custom",
        path: ["start"],
        message: "Two windows on the same day overlap. Please join or separate them.",
      });
  })
  .transform((form) => ({
    place: form.place as AppointmentPlace,
    validFrom: form.validFrom as Day,
    rows: form.weekday.map((weekday, index) => ({
      weekday,
      start: form.start[index] ?? "",
      end: form.end[index] ?? "",
    })),
  }));
export type WorkingHoursForm = z.infer<typeof WorkingHoursFormSchema>;

function overlapping(rows: HoursWindow[]): boolean {
  return rows.some((row, index) =>
    rows
      .slice(index + 1)
      .some(
        (other) =>
          other.weekday === row.weekday &&
          (minutesOf(row.start) ?? 0) < (minutesOf(other.end) ?? 0) &&
          (minutesOf(other.start) ?? 0) < (minutesOf(row.end) ?? 0),
      ),
  );
}

/** A day off (no times) or a block of time on one day; an empty place is every place. */
export const ExceptionFormSchema = z
  .object({
    day: day("the day"),
    place: z.preprocess((value) => (value === "" || value === "all" ? undefined : value), place.optional()),
    reason: text("the reason", 200).default(""),
    start: z.preprocess((value) => (value === "" ? undefined : value), time("the start").optional()),
    end: z.preprocess((value) => (value === "" ? undefined : value), time("the end").optional()),
  })
  .superRefine((form, context) => {
    if ((form.start === undefined) !== (form.end === undefined))
      context.addIssue({
        code: "custom",
        path: ["end"],
        message: "Please give both a start and an end, or neither for the whole day.",
      });
    else if (form.start && form.end && (minutesOf(form.start) ?? 0) >= (minutesOf(form.end) ?? 0))
      context.addIssue({ code: "custom", path: ["end"], message: "The end must be after the start." });
  });
export type ExceptionForm = z.infer<typeof ExceptionFormSchema>;

/** A class's time: weekly from a day, or one-off at an instant (the page sends it as ISO). */
export const ClassTimeFormSchema = z.discriminatedUnion(
  "repeat",
  [
    z.object({
      repeat: z.literal("weekly"),
      typeId: z.string().trim().min(1).max(64),
      weekday: whole("the weekday", 0, 6),
      time: time("the time"),
      validFrom: day("the first day"),
    }),
    z.object({
      repeat: z.literal("once"),
      typeId: z.string().trim().min(1).max(64),
      startsAt: z.coerce.date({ error: "Please choose the day and time." }),
    }),
  ],
  { error: "Please choose weekly or once." },
);
export type ClassTimeForm = z.infer<typeof ClassTimeFormSchema>;

const startsAt = z
  .string({ error: "Please choose a time." })
  .trim()
  .max(40)
  .refine((value) => !Number.isNaN(Date.parse(value)), { error: "Please choose a time." })
  .transform((value) => new Date(value));

/** A booking: the slot's start (ISO), the form's one-time key, and for a visitor her details. */
export const BookingFormSchema = z.object({
  typeId: z.string().trim().min(1, { error: "Please choose what to book." }).max(64),
  startsAt,
  idempotencyKey: z
    .string()
    .trim()
    .regex(/^[\w-]{8,80}$/, {
      error: "Something went wrong sending the form. Please reload the page and try again.",
    }),
  note: text("the note", 1000).default(""),
  waitlist: checkbox.default(false),
});

export const VisitorFormSchema = BookingFormSchema.extend({
  name: text("your name", 100).min(1, { error: "Please enter your name." }),
  email: z
    .string()
    .trim()
    .max(254, { error: "Please enter your email address." })
    .email({ error: "Please enter your email address, such as name@example.com." }),
  phone: text("the phone number", 40)
    .regex(/^[\d\s()+-]*$/, { error: "Please enter the phone number with digits, spaces and + only." })
    .default(""),
});

/** The coach moves a booking (or she reschedules hers) to a new start. */
export const MoveBookingFormSchema = z.object({ bookingId: z.string().trim().min(1).max(64), startsAt });

/** The coach cancels one occurrence with a message to everyone booked. */
export const CancelClassFormSchema = z.object({
  typeId: z.string().trim().min(1).max(64),
  startsAt,
  message: text("the message", 1000).min(1, { error: "Please write a short message to the people booked." }),
});

export const AttendanceFormSchema = z.object({
  bookingId: z.string().trim().min(1).max(64),
  status: z.enum(["attended", "no-show"], { error: "Please choose attended or no-show." }),
});
