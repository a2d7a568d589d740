import { randomBytes, randomUUID } from "node:crypto";
import { like } from "drizzle-orm";
import { beforeEach } from "vitest";
import { outbox, profiles, pushOutbox, pushSubscriptions, reminderSettings } from "~/db/schema";
import { runScheduledJobs } from "../../server/scheduler";
import { signedIn, TEST_SECRET } from "./test-app";
import { refill, useTestApp } from "./test-suite";

// What the reminder tests share (tests/integration/reminders*.test.ts).

export type Person = Awaited<ReturnType<typeof signedIn>>;

export const APP_URL = "https://app.example";
export const MINUTE = 60_000;
/** Monday 2 March 2026, midnight in London (GMT, UTC+0 until 29 March). */
export const MONDAY = Date.parse("2026-03-02T00:00:00Z");

/**
 * The reminders suite, registered in the `describe` it is called in: at 08:00 on Monday, Ann (her
 * profile in London) and Bea (no profile), signed in; the scheduler's tick, and what it queued.
 * `ann` and `bea` are the same objects all along, refilled before each test.
 */
export function useRemindersSuite() {
  const { database, app } = useTestApp({ start: new Date(MONDAY + 8 * 60 * MINUTE) });
  const ann = {} as Person;
  const bea = {} as Person;
  beforeEach(async () => {
    refill(ann, await signedIn(app, { name: "Ann", email: "ann@example.com" }));
    refill(bea, await signedIn(app, { name: "Bea", email: "bea@example.com" }));
    await database.db
      .insert(profiles)
      .values({ id: `p-${ann.id}`, memberId: ann.id, timeZone: "Europe/London" });
  });

  const tick = (at: number, db = database.db) =>
    runScheduledJobs({ db, appUrl: APP_URL, secret: TEST_SECRET, now: new Date(at) });
  /** Ticks every `step` minutes in [from, to). */
  async function run(from: number, to: number, step = 5) {
    for (let at = from; at < to; at += step * MINUTE) await tick(at);
  }
  const remindSettings = (who: Person, fields: Partial<typeof reminderSettings.$inferInsert> = {}) =>
    database.db.insert(reminderSettings).values({
      memberId: who.id,
      channel: "email",
      days: [1, 3, 5],
      time: "09:00",
      ...fields,
    });
  const addDevice = async (who: Person) => {
    const id = randomUUID();
    await database.db.insert(pushSubscriptions).values({
      id,
      memberId: who.id,
      endpoint: `https://fcm.googleapis.com/fcm/send/${id}`,
      p256dh: randomBytes(65).toString("base64url"),
      auth: randomBytes(16).toString("base64url"),
      label: "Chrome on Android",
    });
    return id;
  };
  const emails = (prefix: string) =>
    database.db
      .select()
      .from(outbox)
      .where(like(outbox.dedupeKey, `${prefix}%`))
      .orderBy(outbox.createdAt);
  const pushes = (prefix: string) =>
    database.db
      .select()
      .from(pushOutbox)
      .where(like(pushOutbox.dedupeKey, `${prefix}%`));

  return { database, app, ann, bea, tick, run, remindSettings, addDevice, emails, pushes };
}
