// Her reminder settings (issue 20 §3) and the one-tap way out of them: the signed "Turn off
// reminders" link every reminder email and push carries (decision 0036).
import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, inArray, like } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import {
  members,
  outbox,
  pushOutbox,
  pushSubscriptions,
  REMINDER_CHANNELS,
  type ReminderChannel,
  reminderSettings,
} from "~/db/schema";
import { isValidTimeZone } from "~/lib/dates";
import { repeated } from "~/lib/forms.server";
import { DEFAULT_REMINDER_TIME, REMINDER_TIMES } from "./schedule";

export type ReminderSettings = {
  channel: ReminderChannel;
  days: number[];
  time: string;
  checkIn: boolean;
  weeklySummary: boolean;
};

/** No row yet: reminders are off, with the choices the form starts from. */
export const DEFAULT_SETTINGS: ReminderSettings = {
  channel: "off",
  days: [],
  time: DEFAULT_REMINDER_TIME,
  checkIn: true,
  weeklySummary: true,
};

export async function getReminderSettings(db: Database, memberId: string): Promise<ReminderSettings> {
  const [row] = await db.select().from(reminderSettings).where(eq(reminderSettings.memberId, memberId));
  return row
    ? {
        channel: row.channel,
        days: row.days,
        time: row.time,
        checkIn: row.checkIn,
        weeklySummary: row.weeklySummary,
      }
    : DEFAULT_SETTINGS;
}

export async function saveReminderSettings(
  db: Database,
  memberId: string,
  settings: ReminderSettings,
  now: Date,
): Promise<void> {
  const fields = { ...settings, days: [...new Set(settings.days)].sort(), updatedAt: now };
  await db
    .insert(reminderSettings)
    .values({ memberId, ...fields, createdAt: now })
    .onConflictDoUpdate({ target: reminderSettings.memberId, set: fields });
}

export const REMINDER_MESSAGES = {
  channel: "Choose how you would like to be reminded.",
  days: "Choose your days from Monday to Sunday.",
  time: "Choose a time between 6:00 am and 8:30 pm. We never send reminders between 9 pm and 6 am.",
  noDevice: "Turn on notifications on this device first (the button below), or choose reminders by email.",
  timeZone: "We could not read your time zone. Please reload the page and try again.",
  endpoint: "This browser's notification service is not one we can send to. Choose email instead.",
  keys: "This browser sent an incomplete subscription. Please try again, or choose email instead.",
  device: "This device is not on your list.",
} as const;

const checkbox = z
  .string()
  .optional()
  .transform((value) => value === "on");

/** The base64url of exactly `bytes` bytes: a subscription's keys. */
const keyOf = (bytes: number) =>
  z
    .string({ error: REMINDER_MESSAGES.keys })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: REMINDER_MESSAGES.keys })
    .max(200, { error: REMINDER_MESSAGES.keys })
    .refine((value) => Buffer.from(value, "base64url").length === bytes, { error: REMINDER_MESSAGES.keys });

/** A push subscription: its endpoint and keys. */
const SUBSCRIPTION = {
  endpoint: z.url({ protocol: /^https?$/, error: REMINDER_MESSAGES.endpoint }).max(2000, {
    error: REMINDER_MESSAGES.endpoint,
  }),
  // The P-256 public point (65 bytes, uncompressed) and the 16-byte auth secret.
  p256dh: keyOf(65),
  auth: keyOf(16),
};

export const RemindersFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("save"),
      channel: z.enum(REMINDER_CHANNELS, { error: REMINDER_MESSAGES.channel }),
      days: repeated(
        z.coerce
          .number({ error: REMINDER_MESSAGES.days })
          .int({ error: REMINDER_MESSAGES.days })
          .min(1, { error: REMINDER_MESSAGES.days })
          .max(7, { error: REMINDER_MESSAGES.days }),
      ),
      time: z.string({ error: REMINDER_MESSAGES.time }).refine((value) => REMINDER_TIMES.includes(value), {
        error: REMINDER_MESSAGES.time,
      }),
      checkIn: checkbox,
      weeklySummary: checkbox,
      timeZone: z
        .string()
        .max(64)
        .optional()
        .refine((value) => !value || isValidTimeZone(value), { error: REMINDER_MESSAGES.timeZone }),
      // This device's subscription, when Save turned notifications on for it (issue 36 §8): the
      // channel she chose and the device that shows it are saved by the one button.
      endpoint: SUBSCRIPTION.endpoint.optional(),
      p256dh: SUBSCRIPTION.p256dh.optional(),
      auth: SUBSCRIPTION.auth.optional(),
    }),
    z.object({ intent: z.literal("subscribe"), ...SUBSCRIPTION }),
    z.object({ intent: z.literal("remove"), device: z.string().max(100) }),
  ],
  { error: "Something went wrong sending the form. Please try again." },
);

/** "Chrome on Android", from the browser's User-Agent, for her list of devices. */
export function deviceLabel(userAgent: string): string {
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /Firefox\//.test(userAgent)
      ? "Firefox"
      : /Chrome\//.test(userAgent)
        ? "Chrome"
        : /Safari\//.test(userAgent)
          ? "Safari"
          : "A browser";
  const system = /iPhone|iPad/.test(userAgent)
    ? "iPhone or iPad"
    : /Android/.test(userAgent)
      ? "Android"
      : /Mac OS X/.test(userAgent)
        ? "Mac"
        : /Windows/.test(userAgent)
          ? "Windows"
          : /Linux/.test(userAgent)
            ? "Linux"
            : "";
  return system ? `${browser} on ${system}` : browser;
}

// ---------------------------------------------------------------------------------------------
// "Turn off reminders"

/**
 * Her off token: her id and an HMAC of it under the session secret, as the newsletter's
 * unsubscribe token (decision 0030). Nothing is stored, it cannot be made for anyone else, and
 * it keeps working in every reminder she was sent.
 */
export function remindersOffToken(secret: string, memberId: string): string {
  const mac = createHmac("sha256", secret).update(`reminders-off:${memberId}`).digest();
  return `${memberId}.${mac.subarray(0, 18).toString("base64url")}`;
}

/** The same-origin path of her off link: the push payload's `offUrl`, and the email's after APP_URL. */
export function remindersOffPath(secret: string, memberId: string): string {
  return `/reminders/off?${new URLSearchParams({ token: remindersOffToken(secret, memberId) })}`;
}

/** The member a token names, or null for a forged, cut or unknown one. */
export async function memberForOffToken(
  db: Database,
  secret: string,
  token: string,
): Promise<{ id: string; email: string; channel: ReminderChannel } | null> {
  const match = /^([A-Za-z0-9-]{1,64})\.([A-Za-z0-9_-]{24})$/.exec(token);
  if (!match?.[1]) return null;
  const expected = Buffer.from(remindersOffToken(secret, match[1]));
  const given = Buffer.from(token);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const [row] = await db
    .select({ id: members.id, email: members.email, channel: reminderSettings.channel })
    .from(members)
    .leftJoin(reminderSettings, eq(reminderSettings.memberId, members.id))
    .where(eq(members.id, match[1]));
  return row ? { id: row.id, email: row.email, channel: row.channel ?? "off" } : null;
}

/**
 * Turns her reminders off (channel "off"; her days and time stay for when she turns them on
 * again), and drops what is queued for her and not yet sent. Doing it twice is harmless.
 */
export async function turnOffReminders(db: Database, memberId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(reminderSettings)
      .values({ memberId, channel: "off", createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: reminderSettings.memberId, set: { channel: "off", updatedAt: now } });
    const [member] = await tx.select({ email: members.email }).from(members).where(eq(members.id, memberId));
    if (member) {
      await tx
        .update(outbox)
        .set({ status: "failed", lastReply: "Not sent: she turned reminders off", updatedAt: now })
        .where(
          and(
            eq(outbox.to, member.email),
            eq(outbox.status, "queued"),
            inArray(outbox.kind, [
              "reminder-workout",
              "reminder-check-in",
              "weekly-summary",
              "reminder-function-tests",
            ]),
          ),
        );
    }
    const devices = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.memberId, memberId));
    await tx
      .update(pushOutbox)
      .set({ status: "failed", lastReply: "Not sent: she turned reminders off", updatedAt: now })
      .where(
        and(
          inArray(pushOutbox.subscriptionId, devices),
          eq(pushOutbox.status, "queued"),
          like(pushOutbox.kind, "reminder-%"),
        ),
      );
  });
}
