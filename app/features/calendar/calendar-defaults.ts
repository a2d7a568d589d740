// The spec's offers and sensible hours, as the calendar starts (issue 40 §1-§2, decision 0061).
// The migration drizzle/0018_h4-calendar-defaults.sql inserts exactly these rows once; the coach
// edits them from then on. Tests insert them with `seedCalendarDefaults` after emptying the
// database, and tests/integration/calendar-booking.test.ts checks the two agree.
import type { appointmentTypes, classTimes, workingHours } from "~/db/schema";

type TypeRow = Omit<typeof appointmentTypes.$inferInsert, "createdAt" | "updatedAt">;
type HoursRow = Omit<typeof workingHours.$inferInsert, "id" | "createdAt" | "updatedAt">;
type ClassRow = Omit<typeof classTimes.$inferInsert, "id" | "createdAt" | "updatedAt">;

/** SPEC: "Face-to-face training resumes 27 May 2025": gym hours open from this day. */
export const GYM_REOPENS: string = "2025-05-27";

const GYM_POLICY =
  "You can cancel or move a session up to 24 hours before it starts. After that, the session counts as used; if you are unwell, message the coach.";

export const DEFAULT_TYPES: TypeRow[] = [
  {
    id: "consultation",
    name: "Free consultation",
    description:
      "A 30-minute video call about your goals, your health and how coaching works. No cost and no obligation.",
    price: "Free",
    minutes: 30,
    place: "online",
    capacity: 1,
    audience: "anyone",
    plans: [],
    bufferMinutes: 15,
    noticeHours: 12,
    horizonDays: 28,
    cutoffHours: 2,
    policyText:
      "You can cancel or move your consultation up to 2 hours before it starts. After that, please email the coach.",
    kind: "appointment",
    position: 1,
  },
  {
    id: "one-to-one",
    name: "1:1 session at the gym",
    description: "A 45-minute face-to-face session with the coach, just for you.",
    price: "$50/week",
    minutes: 45,
    place: "gym",
    capacity: 1,
    audience: "clients",
    plans: [],
    bufferMinutes: 15,
    noticeHours: 24,
    horizonDays: 28,
    cutoffHours: 24,
    policyText: GYM_POLICY,
    kind: "appointment",
    position: 2,
  },
  {
    id: "partner",
    name: "Partner session at the gym",
    description: "A 45-minute session for two people training together.",
    price: "$40/week per person",
    minutes: 45,
    place: "gym",
    capacity: 2,
    audience: "clients",
    plans: [],
    bufferMinutes: 15,
    noticeHours: 24,
    horizonDays: 28,
    cutoffHours: 24,
    policyText: GYM_POLICY,
    kind: "appointment",
    position: 3,
  },
  {
    id: "small-group",
    name: "Small group at the gym",
    description: "A 45-minute session for a small group of 3 or more.",
    price: "$35/week per person",
    minutes: 45,
    place: "gym",
    capacity: 6,
    audience: "clients",
    plans: [],
    bufferMinutes: 15,
    noticeHours: 24,
    horizonDays: 28,
    cutoffHours: 24,
    policyText: GYM_POLICY,
    kind: "appointment",
    position: 4,
  },
  {
    id: "remote-call",
    name: "Weekly 1:1 video call",
    description: "Your weekly 45-minute video session, part of remote coaching.",
    price: "Included in remote coaching",
    minutes: 45,
    place: "online",
    capacity: 1,
    audience: "plan",
    plans: ["remote"],
    bufferMinutes: 15,
    noticeHours: 24,
    horizonDays: 14,
    cutoffHours: 24,
    policyText:
      "You can cancel or move your call up to 24 hours before it starts. After that, message the coach.",
    kind: "appointment",
    position: 5,
  },
  {
    id: "live-class",
    name: "Live online class",
    description:
      "A 45-minute class you join by video from home. The link appears here 15 minutes before it starts.",
    price: "Included for clients",
    minutes: 45,
    place: "online",
    capacity: 20,
    audience: "clients",
    plans: [],
    bufferMinutes: 0,
    noticeHours: 1,
    horizonDays: 28,
    cutoffHours: 2,
    policyText: "You can cancel up to 2 hours before the class. After that, your place stays yours.",
    kind: "class",
    position: 6,
  },
];

const window = (place: "gym" | "online", weekday: number, start: string, end: string, validFrom: string) => ({
  place,
  weekday,
  start,
  end,
  validFrom,
  validTo: null,
});

/** Weekdays are 0 Sunday … 6 Saturday; times are the gym's. */
export const DEFAULT_HOURS: HoursRow[] = [
  ...[1, 3, 5].map((weekday) => window("gym", weekday, "07:00", "12:00", GYM_REOPENS)),
  ...[2, 4].map((weekday) => window("gym", weekday, "15:00", "19:00", GYM_REOPENS)),
  window("gym", 6, "08:00", "11:00", GYM_REOPENS),
  ...[1, 2, 3, 4, 5].map((weekday) => window("online", weekday, "12:30", "15:00", "2025-01-01")),
];

/** The live class: Wednesdays at 18:00, gym time. */
export const DEFAULT_CLASS_TIMES: ClassRow[] = [
  { typeId: "live-class", weekday: 3, time: "18:00", validFrom: GYM_REOPENS, startsAt: null, validTo: null },
];
