import { describe, expect, it } from "vitest";
import { parseForm } from "~/lib/forms.server";
import {
  AppointmentTypeFormSchema,
  ExceptionFormSchema,
  isPastDay,
  VisitorFormSchema,
  WorkingHoursFormSchema,
} from "./calendar-forms";

function form(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields))
    for (const item of typeof value === "string" ? [value] : value) data.append(key, item);
  return data;
}

const TYPE = {
  id: "small-group",
  name: "Small group",
  minutes: "45",
  place: "gym",
  capacity: "6",
  audience: "clients",
  bufferMinutes: "15",
  noticeHours: "24",
  horizonDays: "28",
  cutoffHours: "24",
  kind: "appointment",
  active: "on",
};

/** The field errors of a refused form, or null when it was accepted. */
function errors(schema: Parameters<typeof parseForm>[1], fields: Record<string, string | string[]>) {
  const result = parseForm(form(fields), schema);
  return result.ok ? null : (result.failure.data as { fieldErrors: Record<string, string> }).fieldErrors;
}

describe("the calendar's forms refuse hostile input in plain words", () => {
  it("accepts a good type and refuses a capacity of 0 or 10,000", () => {
    expect(errors(AppointmentTypeFormSchema, TYPE)).toBeNull();
    for (const capacity of ["0", "10000", "10,000", "-3", "lots", ""])
      expect(errors(AppointmentTypeFormSchema, { ...TYPE, capacity })).toEqual({
        capacity: "Please enter the capacity as a whole number from 1 to 100.",
      });
    expect(errors(AppointmentTypeFormSchema, { ...TYPE, videoUrl: "javascript:alert(1)" })?.videoUrl).toMatch(
      /starting with https:\/\//,
    );
  });

  it("refuses overlapping hours and a window that ends before it starts", () => {
    const week = { place: "gym", validFrom: "2026-03-02" };
    expect(
      errors(WorkingHoursFormSchema, {
        ...week,
        weekday: ["1", "2"],
        start: ["09:00", "09:00"],
        end: ["12:00", "12:00"],
      }),
    ).toBeNull();
    expect(
      errors(WorkingHoursFormSchema, {
        ...week,
        weekday: ["1", "1"],
        start: ["09:00", "11:00"],
        end: ["12:00", "13:00"],
      }),
    ).toEqual({ start: "Two windows on the same day overlap. Please join or separate them." });
    expect(errors(WorkingHoursFormSchema, { ...week, weekday: "1", start: "12:00", end: "09:00" })).toEqual({
      end: "Each closing time must be after its opening time.",
    });
    expect(
      errors(WorkingHoursFormSchema, { ...week, weekday: "9", start: "25:00", end: "09:00" }),
    ).toMatchObject({
      weekday: "Please enter the weekday as a whole number from 0 to 6.",
      start: "Please enter the opening time as a time, such as 09:30.",
    });
  });

  it("refuses a block with one time, a date that is not one, and says a past day is past", () => {
    expect(errors(ExceptionFormSchema, { day: "2026-03-02", start: "09:00" })).toEqual({
      end: "Please give both a start and an end, or neither for the whole day.",
    });
    expect(errors(ExceptionFormSchema, { day: "2026-02-30" })).toEqual({ day: "Please choose the day." });
    expect(errors(ExceptionFormSchema, { day: "2026-03-02", place: "all" })).toBeNull();
    expect(isPastDay("2026-03-01", "2026-03-02")).toBe(true);
    expect(isPastDay("2026-03-02", "2026-03-02")).toBe(false);
  });

  it("asks a visitor for her name, a real email and a phone made of digits", () => {
    const base = {
      typeId: "consultation",
      startsAt: "2026-03-03T02:00:00.000Z",
      idempotencyKey: "a-key-12345",
    };
    expect(errors(VisitorFormSchema, { ...base, name: "Vi", email: "vi@example.com" })).toBeNull();
    expect(
      errors(VisitorFormSchema, { ...base, name: "", email: "nope", phone: "<script>", startsAt: "soon" }),
    ).toEqual({
      name: "Please enter your name.",
      email: "Please enter your email address, such as name@example.com.",
      phone: "Please enter the phone number with digits, spaces and + only.",
      startsAt: "Please choose a time.",
    });
  });
});
