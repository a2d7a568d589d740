// The emails of the coaching loop (issues 18 and 20): the coach's reply, the weekly check-in,
// and the reminders and weekly summary she chose. None carries what she told her coach.
import { liveSite } from "~/content/live.server";
import type { EmailMessage } from "./email-message";
import { describeCount, hello, signature } from "./message-phrases";

export const coachingMessages = {
  /**
   * Issue 18: the coach wrote in her thread. The message itself stays in the app: an email is
   * no place for what she tells her coach about her health (decision 0032).
   */
  coachReply: (input: { name: string; coachName: string; url: string }): EmailMessage => ({
    kind: "coach-reply",
    subject: `${input.coachName} replied to you`,
    preheader: `A new message from ${input.coachName} is waiting for you.`,
    heading: "You have a new message",
    paragraphs: [
      hello(input.name),
      `${input.coachName} has written to you. Sign in to read the message and reply if you like.`,
    ],
    action: { label: "Read it", url: input.url },
    footer: signature(),
  }),

  /** Issue 20: her workout day, at her time, and she has not trained yet. */
  reminderWorkout: (input: { name: string; url: string; offUrl: string }): EmailMessage => ({
    kind: "reminder-workout",
    subject: "Time for today's workout",
    preheader: "Your session is ready when you are.",
    heading: "Time for today's workout",
    paragraphs: [
      hello(input.name),
      "This is the reminder you asked for: today is one of your training days. Your session is ready when you are, and even a short one keeps your streak going.",
    ],
    action: { label: "Open today's session", url: input.url },
    footer: `${signature()}. You receive this because you turned on workout reminders.`,
    remindersOffUrl: input.offUrl,
  }),

  /** Issue 20: the check-in invite for a client who chose her reminders, at her time. */
  reminderCheckIn: (input: { name: string; url: string; offUrl: string }): EmailMessage => ({
    kind: "reminder-check-in",
    subject: "Your weekly check-in is ready",
    preheader: "Two minutes to tell your coach how your week went.",
    heading: "Your weekly check-in is ready",
    paragraphs: [
      hello(input.name),
      `Your weekly check-in with ${liveSite().coachName} is open. It takes about two minutes on your phone: how you feel, how your training went, and anything you would like to ask.`,
    ],
    action: { label: "Check in (2 minutes)", url: input.url },
    afterAction: ["Missed a week? No problem: just check in when you can."],
    footer: `${signature()}. You receive this because you turned on check-in reminders.`,
    remindersOffUrl: input.offUrl,
  }),

  /** Issue 20: Sunday, at her time. Only counts and a record: nothing she told her coach. */
  weeklySummary: (input: {
    name: string;
    week: string;
    sessions: number;
    streak: number;
    record: string | null;
    url: string;
    offUrl: string;
  }): EmailMessage => ({
    kind: "weekly-summary",
    subject: `Your week: ${describeCount(input.sessions, "session")} done`,
    preheader:
      input.sessions > 0
        ? "Well done. Here is your week in numbers."
        : "A new week starts tomorrow. Here is where you are.",
    heading: "Your week",
    paragraphs: [
      hello(input.name),
      `Week of ${input.week}:`,
      `Sessions done: ${input.sessions}.`,
      `Your streak: ${describeCount(input.streak, "day")} in a row.`,
      ...(input.record ? [`New record this week: ${input.record}. You are getting stronger.`] : []),
      input.sessions > 0
        ? "Every session counts. Keep going next week."
        : "No sessions this week, and that is all right. One short session next week is a great restart.",
    ],
    action: { label: "See your progress", url: input.url },
    footer: `${signature()}. You receive this because you turned on the weekly summary.`,
    remindersOffUrl: input.offUrl,
  }),

  // Issue 18: the weekly check-in is open. No health details: it only invites her in.
  checkInInvite: (input: { name: string; url: string }): EmailMessage => ({
    kind: "check-in-invite",
    subject: "Your weekly check-in is ready",
    preheader: "Two minutes to tell your coach how your week went.",
    heading: "Your weekly check-in is ready",
    paragraphs: [
      hello(input.name),
      `Your weekly check-in with ${liveSite().coachName} is open. It takes about two minutes on your phone: how you feel, how your training went, and anything you would like to ask.`,
    ],
    action: { label: "Check in (2 minutes)", url: input.url },
    afterAction: ["Missed a week? No problem: just check in when you can."],
    footer: signature(),
  }),
};
