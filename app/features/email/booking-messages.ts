// The emails about her bookings (issue 40 §3-§4): confirmed, on the waitlist, changed,
// cancelled, promoted from the waitlist, a class cancelled by the coach, and the reminders.
// Each names the time in the zone the booking is shown in, and the place; the invite rides
// along as an attachment (booking-emails.server.ts), never in the words.
import { liveSite } from "~/content/live.server";
import type { EmailMessage } from "./email-message";
import { hello, signature } from "./message-phrases";

export type BookingFacts = {
  name: string | null;
  /** "Free consultation", "Small group session"… */
  title: string;
  /** "Tuesday 27 May 2025, 9:00 am (Sydney time)" */
  when: string;
  /** The gym's name and suburb, or "Online". */
  where: string;
  /** Her calendar page, or the booking's own page for a visitor. */
  url: string;
};

const whenWhere = (facts: BookingFacts) => `${facts.title}: ${facts.when}, ${facts.where}.`;
const inviteLine = "The calendar invite attached adds it to your phone's calendar.";

export const bookingMessages = {
  bookingConfirmed: (facts: BookingFacts & { policy: string }): EmailMessage => ({
    kind: "booking-confirmed",
    subject: `Booked: ${facts.title}, ${facts.when}`,
    preheader: `You're booked in with ${liveSite().coachName}.`,
    heading: "You're booked in",
    paragraphs: [hello(facts.name), whenWhere(facts), inviteLine, facts.policy].filter(Boolean),
    action: { label: "See my booking", url: facts.url },
    footer: signature(),
  }),

  bookingWaitlisted: (facts: BookingFacts): EmailMessage => ({
    kind: "booking-waitlisted",
    subject: `On the waitlist: ${facts.title}, ${facts.when}`,
    preheader: "We'll email you the moment a place frees up.",
    heading: "You're on the waitlist",
    paragraphs: [
      hello(facts.name),
      `${whenWhere(facts)} This one is full for now.`,
      "If a place frees up, you are booked in automatically and we email you straight away with the calendar invite.",
    ],
    action: { label: "See my bookings", url: facts.url },
    footer: signature(),
  }),

  bookingChanged: (facts: BookingFacts): EmailMessage => ({
    kind: "booking-changed",
    subject: `Changed: ${facts.title}, now ${facts.when}`,
    preheader: "Your booking has a new time.",
    heading: "Your booking has changed",
    paragraphs: [
      hello(facts.name),
      `It is now: ${whenWhere(facts)}`,
      `${inviteLine.replace("adds it", "updates it")}`,
    ],
    action: { label: "See my booking", url: facts.url },
    footer: signature(),
  }),

  bookingCancelled: (facts: BookingFacts): EmailMessage => ({
    kind: "booking-cancelled",
    subject: `Cancelled: ${facts.title}, ${facts.when}`,
    preheader: "Your booking is cancelled.",
    heading: "Your booking is cancelled",
    paragraphs: [
      hello(facts.name),
      `This booking is cancelled: ${whenWhere(facts)}`,
      "The calendar invite attached removes it from your calendar. You are welcome to book another time.",
    ],
    action: { label: "Book another time", url: facts.url },
    footer: signature(),
  }),

  bookingPromoted: (facts: BookingFacts & { policy: string }): EmailMessage => ({
    kind: "booking-promoted",
    subject: `A place freed up: you're booked for ${facts.title}, ${facts.when}`,
    preheader: "You came off the waitlist.",
    heading: "Good news: you're booked in",
    paragraphs: [
      hello(facts.name),
      `A place freed up and you were first on the waitlist, so you're booked in. ${whenWhere(facts)}`,
      inviteLine,
      "Can't make it after all? Please cancel on your calendar page so the next person gets the place.",
      facts.policy,
    ].filter(Boolean),
    action: { label: "See my booking", url: facts.url },
    footer: signature(),
  }),

  classCancelled: (facts: BookingFacts & { message: string }): EmailMessage => ({
    kind: "class-cancelled",
    subject: `Cancelled by ${liveSite().coachName}: ${facts.title}, ${facts.when}`,
    preheader: `${liveSite().coachName} had to cancel.`,
    heading: "This class is cancelled",
    paragraphs: [
      hello(facts.name),
      `${liveSite().coachName} has cancelled ${whenWhere(facts)}`,
      ...(facts.message.trim() ? [`Her message: "${facts.message.trim()}"`] : []),
      "The calendar invite attached removes it from your calendar.",
    ],
    action: { label: "Book another time", url: facts.url },
    footer: signature(),
  }),

  bookingReminder: (facts: BookingFacts & { lead: "24h" | "1h"; offUrl: string }): EmailMessage => ({
    kind: "booking-reminder",
    subject: `${facts.lead === "24h" ? "Tomorrow" : "In an hour"}: ${facts.title}, ${facts.when}`,
    preheader: `See you ${facts.lead === "24h" ? "tomorrow" : "soon"}.`,
    heading: facts.lead === "24h" ? "See you tomorrow" : "See you in an hour",
    paragraphs: [hello(facts.name), whenWhere(facts)],
    action: { label: "See my booking", url: facts.url },
    footer: `${signature()}. You receive this because your reminders are on.`,
    remindersOffUrl: facts.offUrl,
  }),
};
