// The reminder jobs the scheduler runs every minute (issue 20 §3, decision 0036). Each one reads
// who is due now in her own zone (schedule.ts), skips what an earlier tick or another instance
// already queued, and queues emails and pushes whose dedupe keys make a second decision a no-op.
import { and, eq, inArray, isNotNull, lte, ne } from "drizzle-orm";
import { liveSite } from "~/content/live.server";
import type { Database } from "~/db/client.server";
import {
  activities,
  checkIns,
  members,
  outbox,
  type PushPayload,
  profiles,
  pushOutbox,
  pushSubscriptions,
  type ReminderChannel,
  reminderSettings,
  workoutLogs,
} from "~/db/schema";
import { getCheckInWeekday } from "~/features/coaching/check-in.server";
import { activeClientCondition } from "~/features/coaching/coaching.server";
import { messages } from "~/features/email/messages";
import { enqueueEmail } from "~/features/email/outbox.server";
import { enqueuePush } from "~/features/reminders/push.server";
import { exerciseNames, exerciseTotals } from "~/features/training/progress-data.server";
import { recordRow, summariseExercises } from "~/features/training/progress-view-model";
import { getPreferences } from "~/features/training/training.server";
import { addDays, type Day, isValidTimeZone, longDate, streak } from "~/lib/dates";
import { remindersOffPath } from "./reminders.server";
import { dueDay, summaryDueWeek } from "./schedule";

export type JobInput = { db: Database; appUrl: string; secret: string; now: Date };

const byEmail = (channel: ReminderChannel) => channel === "email" || channel === "both";
const byPush = (channel: ReminderChannel) => channel === "push" || channel === "both";

/** Her zone, or the gym's when she has none (or one this runtime does not know). */
export const zoneOf = (zone: string | null | undefined) =>
  zone && isValidTimeZone(zone) ? zone : liveSite().timeZone;

/** Every reminder email names its off link twice: in the footer and for the mail app's button. */
function offLinks(input: JobInput, memberId: string) {
  const offUrl = `${input.appUrl}${remindersOffPath(input.secret, memberId)}`;
  return {
    offUrl,
    headers: { "List-Unsubscribe": `<${offUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

/** The members whose reminders are on, with their settings, address and zone. */
async function remindedMembers(db: Database) {
  const rows = await db
    .select({
      id: members.id,
      name: members.name,
      email: members.email,
      timeZone: profiles.timeZone,
      channel: reminderSettings.channel,
      days: reminderSettings.days,
      time: reminderSettings.time,
      checkIn: reminderSettings.checkIn,
      weeklySummary: reminderSettings.weeklySummary,
    })
    .from(reminderSettings)
    .innerJoin(members, eq(members.id, reminderSettings.memberId))
    .leftJoin(profiles, eq(profiles.memberId, members.id))
    .where(ne(reminderSettings.channel, "off"));
  return rows.map((row) => ({ ...row, zone: zoneOf(row.timeZone) }));
}

/** Which of these dedupe keys are already queued (or sent) in either outbox. */
async function alreadyQueued(db: Database, emailKeys: string[], pushKeys: string[]): Promise<Set<string>> {
  const [emails, pushes] = await Promise.all([
    emailKeys.length
      ? db.select({ key: outbox.dedupeKey }).from(outbox).where(inArray(outbox.dedupeKey, emailKeys))
      : [],
    pushKeys.length
      ? db
          .select({ key: pushOutbox.dedupeKey })
          .from(pushOutbox)
          .where(inArray(pushOutbox.dedupeKey, pushKeys))
      : [],
  ]);
  return new Set([...emails, ...pushes].map((row) => row.key ?? ""));
}

/** Her devices, by member. */
async function devicesOf(db: Database, memberIds: string[]): Promise<Map<string, string[]>> {
  const byMember = new Map<string, string[]>();
  if (memberIds.length === 0) return byMember;
  const rows = await db
    .select({ id: pushSubscriptions.id, memberId: pushSubscriptions.memberId })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.memberId, memberIds));
  for (const row of rows) byMember.set(row.memberId, [...(byMember.get(row.memberId) ?? []), row.id]);
  return byMember;
}

export type Reminder = {
  memberId: string;
  email: { to: string; build: (offUrl: string) => Parameters<typeof enqueueEmail>[1]["message"] } | null;
  push: { kind: string; title: string; body: string; url: string; tag: string } | null;
  /** `reminder:workout:<member>:<day>`; each push adds `:<subscription>`. */
  key: string;
};

/** Queues each reminder's email and pushes that are not queued yet; the numbers queued. */
export async function queueReminders(input: JobInput, reminders: Reminder[]) {
  const { db, now } = input;
  const devices = await devicesOf(
    db,
    reminders.filter((reminder) => reminder.push).map((reminder) => reminder.memberId),
  );
  const pushKeys = reminders.flatMap((reminder) =>
    reminder.push ? (devices.get(reminder.memberId) ?? []).map((device) => `${reminder.key}:${device}`) : [],
  );
  const emailKeys = reminders.filter((reminder) => reminder.email).map((reminder) => reminder.key);
  const queued = await alreadyQueued(db, emailKeys, pushKeys);
  let emails = 0;
  let pushes = 0;
  for (const reminder of reminders) {
    const { offUrl, headers } = offLinks(input, reminder.memberId);
    if (reminder.email && !queued.has(reminder.key)) {
      const id = await enqueueEmail(
        db,
        { to: reminder.email.to, message: reminder.email.build(offUrl), dedupeKey: reminder.key, headers },
        now,
      );
      if (id) emails++;
    }
    if (!reminder.push) continue;
    const { kind, ...shown } = reminder.push;
    const payload: PushPayload = { ...shown, offUrl: remindersOffPath(input.secret, reminder.memberId) };
    for (const device of devices.get(reminder.memberId) ?? []) {
      const key = `${reminder.key}:${device}`;
      if (queued.has(key)) continue;
      if (await enqueuePush(db, { subscriptionId: device, kind, dedupeKey: key, payload }, now)) pushes++;
    }
  }
  return { emails, pushes };
}

/**
 * Workout reminders: on her days, from her time for two hours in her zone, outside quiet
 * hours, when she has neither finished a logged workout nor ticked her workout that day.
 */
export async function queueWorkoutReminders(input: JobInput) {
  const { db, appUrl, now } = input;
  const due = (await remindedMembers(db)).flatMap((member) => {
    const day = dueDay(member, now, member.zone);
    return day ? [{ ...member, day }] : [];
  });
  if (due.length === 0) return { emails: 0, pushes: 0 };
  const ids = due.map((member) => member.id);
  const days = [...new Set(due.map((member) => member.day))];
  const [logged, ticked] = await Promise.all([
    db
      .select({ memberId: workoutLogs.memberId, day: workoutLogs.day })
      .from(workoutLogs)
      .where(
        and(
          inArray(workoutLogs.memberId, ids),
          inArray(workoutLogs.day, days),
          isNotNull(workoutLogs.finishedAt),
        ),
      ),
    db
      .select({ memberId: profiles.memberId, day: activities.day })
      .from(activities)
      .innerJoin(profiles, eq(profiles.id, activities.profileId))
      .where(
        and(inArray(profiles.memberId, ids), inArray(activities.day, days), eq(activities.kind, "workout")),
      ),
  ]);
  const trained = new Set([...logged, ...ticked].map((row) => `${row.memberId}:${row.day}`));
  return queueReminders(
    input,
    due
      .filter((member) => !trained.has(`${member.id}:${member.day}`))
      .map((member) => ({
        memberId: member.id,
        key: `reminder:workout:${member.id}:${member.day}`,
        email: byEmail(member.channel)
          ? {
              to: member.email,
              build: (offUrl) =>
                messages.reminderWorkout({ name: member.name, url: `${appUrl}/dashboard`, offUrl }),
            }
          : null,
        push: byPush(member.channel)
          ? {
              kind: "reminder-workout",
              title: "Time for today's workout",
              body: "Your session is ready when you are.",
              url: "/dashboard",
              tag: "reminder-workout",
            }
          : null,
      })),
  );
}

/**
 * The check-in's push (decision 0036): on the coach's check-in day, at her time, for a client
 * who asked for check-in reminders by notification and has not checked in. The email side is
 * the invite (`queueCheckInInvites`), which follows her settings, so a period has one email.
 */
export async function queueCheckInPushes(input: JobInput) {
  const { db, now } = input;
  const [weekday, clients] = await Promise.all([
    getCheckInWeekday(db),
    db
      .select({
        id: members.id,
        timeZone: profiles.timeZone,
        time: reminderSettings.time,
        channel: reminderSettings.channel,
      })
      .from(reminderSettings)
      .innerJoin(members, eq(members.id, reminderSettings.memberId))
      .leftJoin(profiles, eq(profiles.memberId, members.id))
      .where(
        and(
          eq(reminderSettings.checkIn, true),
          inArray(reminderSettings.channel, ["push", "both"]),
          activeClientCondition(now),
        ),
      ),
  ]);
  const due = clients.flatMap((client) => {
    // Due only on the coach's check-in day, the first day of the period it opens.
    const opened = dueDay({ days: [weekday], time: client.time }, now, zoneOf(client.timeZone));
    return opened ? [{ ...client, opened }] : [];
  });
  if (due.length === 0) return { emails: 0, pushes: 0 };
  const answered = await db
    .select({ memberId: checkIns.memberId, week: checkIns.week })
    .from(checkIns)
    .where(
      and(
        inArray(
          checkIns.memberId,
          due.map((client) => client.id),
        ),
        inArray(checkIns.week, [...new Set(due.map((client) => client.opened))]),
      ),
    );
  const done = new Set(answered.map((row) => `${row.memberId}:${row.week}`));
  return queueReminders(
    input,
    due
      .filter((client) => !done.has(`${client.id}:${client.opened}`))
      .map((client) => ({
        memberId: client.id,
        key: `reminder:check-in:${client.id}:${client.opened}`,
        email: null,
        push: {
          kind: "reminder-check-in",
          title: "Your weekly check-in is ready",
          body: "Two minutes to tell your coach how your week went.",
          url: "/check-in",
          tag: "reminder-check-in",
        },
      })),
  );
}

/** Her week in numbers: finished sessions, her streak on Sunday, and a record set that week. */
export async function weekInNumbers(db: Database, memberId: string, monday: Day) {
  const sunday = addDays(monday, 6);
  const [logs, ticks, totals, preferences] = await Promise.all([
    db
      .select({ day: workoutLogs.day })
      .from(workoutLogs)
      .where(and(eq(workoutLogs.memberId, memberId), isNotNull(workoutLogs.finishedAt))),
    db
      .select({ day: activities.day })
      .from(activities)
      .innerJoin(profiles, eq(profiles.id, activities.profileId))
      .where(and(eq(profiles.memberId, memberId), ne(activities.kind, "steps"), lte(activities.day, sunday))),
    exerciseTotals(db, memberId, monday),
    getPreferences(db, memberId),
  ]);
  const sessions = logs.filter((log) => log.day >= monday && log.day <= sunday).length;
  // The dashboard's streak: days with a plan card done or a workout finished (decision 0024).
  const days = [...logs, ...ticks].map((row) => row.day).filter((day) => day <= sunday);
  const names = await exerciseNames(
    db,
    memberId,
    totals.map((exercise) => exercise.key),
  );
  const record = summariseExercises(totals, names)
    .map((exercise) => recordRow(exercise, preferences.unit))
    .find((row) => row.best.day >= monday && row.best.day <= sunday);
  return {
    sessions,
    streak: streak(days, sunday),
    record: record ? `${record.name}, ${record.best.text.toLowerCase()}` : null,
  };
}

/** The weekly summary email: Sunday at her time, once per ISO week (`summary:weekly:<member>:<Monday>`). */
export async function queueWeeklySummaries(input: JobInput) {
  const { db, appUrl, now } = input;
  const due = (await remindedMembers(db)).flatMap((member) => {
    const monday = member.weeklySummary ? summaryDueWeek(member.time, now, member.zone) : null;
    return monday ? [{ ...member, monday, key: `summary:weekly:${member.id}:${monday}` }] : [];
  });
  if (due.length === 0) return { emails: 0, pushes: 0 };
  const queued = await alreadyQueued(
    db,
    due.map((member) => member.key),
    [],
  );
  let emails = 0;
  for (const member of due) {
    if (queued.has(member.key)) continue;
    const week = await weekInNumbers(db, member.id, member.monday);
    const { offUrl, headers } = offLinks(input, member.id);
    const message = messages.weeklySummary({
      name: member.name,
      week: longDate(member.monday),
      ...week,
      url: `${appUrl}/progress`,
      offUrl,
    });
    if (await enqueueEmail(db, { to: member.email, message, dedupeKey: member.key, headers }, now)) emails++;
  }
  return { emails, pushes: 0 };
}
