// Issue 40 (h4): the calendar's closed lists, with no import of Drizzle, so booking pages and the
// coach's editors can show them without shipping Drizzle to the browser.

/** Where an appointment happens: the gym (its address is the site's) or a video call. */
export const APPOINTMENT_PLACES = ["gym", "online"] as const;
export type AppointmentPlace = (typeof APPOINTMENT_PLACES)[number];

/**
 * Who may book a type: anyone (visitors too), clients (a member with any active access or a
 * coaching plan), members on one of the type's `plans`, or only the emails the coach invited.
 */
export const APPOINTMENT_AUDIENCES = ["anyone", "clients", "plan", "invited"] as const;
export type AppointmentAudience = (typeof APPOINTMENT_AUDIENCES)[number];

/** An appointment's times come from her hours; a class's from its scheduled times. */
export const APPOINTMENT_KINDS = ["appointment", "class"] as const;
export type AppointmentKind = (typeof APPOINTMENT_KINDS)[number];

export const BOOKING_STATUSES = ["booked", "waitlisted", "cancelled", "attended", "no-show"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** The coaching plans the coach puts a client on (besides the portal and premium access). */
export const COACHING_PLANS = ["face-to-face", "remote"] as const;
export type CoachingPlan = (typeof COACHING_PLANS)[number];
