import { randomBytes, randomUUID } from "node:crypto";
import { eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase, queryRows } from "~/db/client.server";
import {
  activities,
  outbox,
  profiles,
  pushOutbox,
  pushSubscriptions,
  reminderSettings,
  workoutLogs,
} from "~/db/schema";
import { remindersOffToken } from "~/features/reminders/reminders.server";
import { formFailureOf } from "~/lib/form-failure";
import { grantEntitlement } from "~/lib/members.server";
import { action as offAction, loader as offLoader } from "~/routes/reminders/off";
import { action as settingsAction, loader as settingsLoader } from "~/routes/reminders/settings";
import { runScheduledJobs } from "../../server/scheduler";
import { createTestApp, outcome, signedIn, TEST_SECRET } from "../helpers/test-app";
import { openTestDatabase, resetDatabase } from "../helpers/test-database";
import { seedTrainingHistory } from "../helpers/training-seed";

type Args<T extends (...args: never[]) => unknown> = Parameters<T>[0];
type Person = Awaited<ReturnType<typeof signedIn>>;

const APP_URL = "https://app.example";
const MINUTE = 60_000;
/** Monday 2 March 2026, midnight in London (GMT, UTC+0 until 29 March). */
const MONDAY = Date.parse("2026-03-02T00:00:00Z");
const ON_PG = Boolean(process.env.DATABASE_URL);

describe("reminders", () => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>;
  let ann: Person;
  let bea: Person;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await resetDatabase(database);
    app = createTestApp(database, new Date(MONDAY + 8 * 60 * MINUTE));
    ann = await signedIn(app, { name: "Ann", email: "ann@example.com" });
    bea = await signedIn(app, { name: "Bea", email: "bea@example.com" });
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

  describe("the settings page", () => {
    const save = (form: Record<string, string | string[]>, cookie = ann.cookie) =>
      outcome(() =>
        settingsAction(app.args("/account/reminders", { form, cookie }) as Args<typeof settingsAction>),
      );
    const page = async (cookie = ann.cookie) =>
      (
        await outcome(() =>
          settingsLoader(app.args("/account/reminders", { cookie }) as Args<typeof settingsLoader>),
        )
      ).data as Awaited<ReturnType<typeof settingsLoader>>;

    it("saves her choices and shows them again", async () => {
      expect((await page()).settings.channel).toBe("off");
      const saved = await save({
        intent: "save",
        channel: "email",
        days: ["1", "3", "5"],
        time: "09:00",
        weeklySummary: "on",
      });
      expect(saved.status).toBe(302);
      expect(saved.location).toBe("/account/reminders");
      expect(saved.cookies.join()).toContain("wb50_flash=reminders-saved");
      const shown = await page();
      expect(shown.settings).toEqual({
        channel: "email",
        days: [1, 3, 5],
        time: "09:00",
        checkIn: false,
        weeklySummary: true,
      });
      expect(shown.zone).toBe("Europe/London");
    });

    it("keeps the zone her browser sent when her profile has none", async () => {
      await save(
        { intent: "save", channel: "email", days: "2", time: "18:30", timeZone: "Australia/Sydney" },
        bea.cookie,
      );
      expect((await page(bea.cookie)).zone).toBe("Australia/Sydney");
    });

    it("refuses a time in quiet hours, an unknown day and push without a device, keeping what she chose", async () => {
      const bad = await save({ intent: "save", channel: "email", days: ["1", "9"], time: "21:30" });
      expect(bad.status).toBe(400);
      const failure = formFailureOf(bad.data);
      expect(failure?.fieldErrors.time).toMatch(/We never send reminders between 9 pm and 8 am/);
      expect(failure?.fieldErrors.days).toBe("Choose your days from Monday to Sunday.");
      expect(failure?.values).toMatchObject({ channel: "email", days: ["1", "9"], time: "21:30" });

      const noDevice = await save({ intent: "save", channel: "push", days: "1", time: "09:00" });
      expect(noDevice.status).toBe(400);
      expect(formFailureOf(noDevice.data)?.fieldErrors.channel).toMatch(
        /Turn on notifications on this device first/,
      );
      expect((await page()).settings.channel).toBe("off");

      const notAChannel = await save({ intent: "save", channel: "sms", time: "09:00" });
      expect(notAChannel.status).toBe(400);
      expect(formFailureOf(notAChannel.data)?.fieldErrors.channel).toBe(
        "Choose how you would like to be reminded.",
      );
    });

    it("lists her devices, lets her remove one, and another member's is a 404", async () => {
      const device = await addDevice(ann);
      expect((await page()).devices.map((row) => row.label)).toEqual(["Chrome on Android"]);
      expect((await page(bea.cookie)).devices).toEqual([]);

      const stranger = await save({ intent: "remove", device }, bea.cookie);
      expect(stranger.status).toBe(404);
      expect(formFailureOf(stranger.data)?.formError).toBe("This device is not on your list.");
      expect(await database.db.select().from(pushSubscriptions)).toHaveLength(1);

      const removed = await save({ intent: "remove", device });
      expect(removed.status).toBe(302);
      expect(await database.db.select().from(pushSubscriptions)).toHaveLength(0);
    });

    it("refuses a subscription to a push service we do not know (SSRF guard)", async () => {
      app = createTestApp(database, app.clock.now, {
        VAPID_PUBLIC_KEY: `B${"a".repeat(86)}`,
        VAPID_PRIVATE_KEY: "p".repeat(43),
      });
      const keys = {
        p256dh: randomBytes(65).toString("base64url"),
        auth: randomBytes(16).toString("base64url"),
      };
      for (const endpoint of [
        "http://169.254.169.254/latest",
        "https://fcm.googleapis.com.evil.example/x",
        "https://localhost:8443/push",
      ]) {
        const refused = await save({ intent: "subscribe", endpoint, ...keys });
        expect(refused.status).toBe(400);
        expect(formFailureOf(refused.data)?.fieldErrors.endpoint).toMatch(/not one we can send to/);
      }
      const short = await save({
        intent: "subscribe",
        endpoint: "https://fcm.googleapis.com/fcm/send/x",
        p256dh: "abc",
        auth: keys.auth,
      });
      expect(short.status).toBe(400);
      expect(await database.db.select().from(pushSubscriptions)).toHaveLength(0);

      const ok = await save({
        intent: "subscribe",
        endpoint: "https://fcm.googleapis.com/fcm/send/x",
        ...keys,
      });
      expect(ok.status).toBe(302);
      expect(ok.cookies.join()).toContain("wb50_flash=device-added");
      expect(await database.db.select().from(pushSubscriptions)).toHaveLength(1);
    });
  });

  describe("the scheduler", () => {
    it("reminds her once, at her time in her zone, by email and on each device", async () => {
      await remindSettings(ann, { channel: "both" });
      const phone = await addDevice(ann);
      const laptop = await addDevice(ann);
      // All of Monday and Tuesday, every 5 minutes.
      await run(MONDAY, MONDAY + 48 * 60 * MINUTE, 15);

      const sent = await emails("reminder:workout:");
      expect(sent.map((row) => row.dedupeKey)).toEqual([`reminder:workout:${ann.id}:2026-03-02`]);
      expect(sent[0]?.createdAt.toISOString()).toBe("2026-03-02T09:00:00.000Z");
      expect(sent[0]?.subject).toBe("Time for today's workout");
      expect(sent[0]?.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
      expect(sent[0]?.text).toContain(`${APP_URL}/reminders/off?token=`);

      const queued = await pushes("reminder:workout:");
      expect(queued.map((row) => row.dedupeKey).sort()).toEqual(
        [
          `reminder:workout:${ann.id}:2026-03-02:${phone}`,
          `reminder:workout:${ann.id}:2026-03-02:${laptop}`,
        ].sort(),
      );
      expect(queued[0]?.payload).toMatchObject({
        title: "Time for today's workout",
        url: "/dashboard",
        offUrl: `/reminders/off?token=${encodeURIComponent(remindersOffToken(TEST_SECRET, ann.id))}`,
      });
    });

    it("follows her zone: 09:00 in Sydney is 22:00 the evening before in UTC", async () => {
      await remindSettings(bea, { days: [2] });
      await database.db
        .insert(profiles)
        .values({ id: `p-${bea.id}`, memberId: bea.id, timeZone: "Australia/Sydney" });
      await run(MONDAY, MONDAY + 48 * 60 * MINUTE, 15);
      const sent = await emails("reminder:workout:");
      expect(sent.map((row) => [row.dedupeKey, row.createdAt.toISOString()])).toEqual([
        [`reminder:workout:${bea.id}:2026-03-03`, "2026-03-02T22:00:00.000Z"],
      ]);
    });

    it("sends nothing in quiet hours: a catch-up tick at 21:30 after a 20:30 reminder was missed", async () => {
      await remindSettings(ann, { time: "20:30" });
      await tick(MONDAY + (21 * 60 + 30) * MINUTE);
      await tick(MONDAY + (23 * 60 + 55) * MINUTE);
      expect(await emails("reminder:")).toEqual([]);
      // Wednesday's goes out at 20:30 as chosen.
      await run(MONDAY + 2 * 24 * 60 * MINUTE + 20 * 60 * MINUTE, MONDAY + 3 * 24 * 60 * MINUTE);
      expect((await emails("reminder:")).map((row) => row.createdAt.toISOString())).toEqual([
        "2026-03-04T20:30:00.000Z",
      ]);
    });

    it("still sends within two hours after her time (a restart), then no longer", async () => {
      await remindSettings(ann);
      await tick(MONDAY + (10 * 60 + 55) * MINUTE);
      expect(await emails("reminder:")).toHaveLength(1);
      await remindSettings(bea, { days: [1] });
      await database.db
        .insert(profiles)
        .values({ id: `p-${bea.id}`, memberId: bea.id, timeZone: "Europe/London" });
      await tick(MONDAY + 11 * 60 * MINUTE);
      expect(await emails("reminder:")).toHaveLength(1);
    });

    it("does not remind her when she has already trained that day", async () => {
      await remindSettings(ann);
      await remindSettings(bea, { days: [1] });
      await database.db
        .insert(profiles)
        .values({ id: `p-${bea.id}`, memberId: bea.id, timeZone: "Europe/London" });
      // Ann finished a logged session; Bea ticked her workout card.
      await database.db.insert(workoutLogs).values({
        id: randomUUID(),
        memberId: ann.id,
        program: "stay-strong",
        sessionId: "session-a",
        sessionLabel: "Session A",
        day: "2026-03-02",
        finishedAt: new Date(MONDAY + 7 * 60 * MINUTE),
      });
      await database.db
        .insert(activities)
        .values({ profileId: `p-${bea.id}`, kind: "workout", day: "2026-03-02" });
      await run(MONDAY + 8 * 60 * MINUTE, MONDAY + 12 * 60 * MINUTE);
      expect(await emails("reminder:")).toEqual([]);
      // An unfinished log does not count: Wednesday's reminder goes out.
      await database.db.insert(workoutLogs).values({
        id: randomUUID(),
        memberId: ann.id,
        program: "stay-strong",
        sessionId: "session-b",
        sessionLabel: "Session B",
        day: "2026-03-04",
      });
      await tick(MONDAY + (2 * 24 + 9) * 60 * MINUTE);
      expect((await emails("reminder:")).map((row) => row.to)).toEqual(["ann@example.com"]);
    });

    it("sends nothing when her reminders are off, by email only when asked, by push only when asked", async () => {
      await remindSettings(ann, { channel: "off" });
      await remindSettings(bea, { channel: "push", days: [1] });
      await database.db
        .insert(profiles)
        .values({ id: `p-${bea.id}`, memberId: bea.id, timeZone: "Europe/London" });
      await addDevice(bea);
      await run(MONDAY + 8 * 60 * MINUTE, MONDAY + 12 * 60 * MINUTE);
      expect(await emails("reminder:")).toEqual([]);
      expect((await pushes("reminder:")).map((row) => row.kind)).toEqual(["reminder-workout"]);
    });

    it("sends the weekly summary on Sunday at her time: sessions, streak and a record", async () => {
      await remindSettings(ann, { days: [], time: "18:00", weeklySummary: true });
      await remindSettings(bea, { days: [], time: "18:00", weeklySummary: false });
      await seedTrainingHistory(database.db, ann.id, {
        sessions: 3,
        setsPerSession: 6,
        endDay: "2026-03-08",
      });
      await run(MONDAY, MONDAY + 7 * 24 * 60 * MINUTE, 15);
      const sent = await emails("summary:");
      expect(sent.map((row) => [row.dedupeKey, row.createdAt.toISOString()])).toEqual([
        [`summary:weekly:${ann.id}:2026-03-02`, "2026-03-08T18:00:00.000Z"],
      ]);
      const [summary] = sent;
      expect(summary?.subject).toBe("Your week: 3 sessions done");
      expect(summary?.text).toContain("Week of 2 March 2026:");
      expect(summary?.text).toContain("Sessions done: 3.");
      expect(summary?.text).toContain("Your streak: 1 day in a row.");
      expect(summary?.text).toMatch(/New record this week: .+, \d+ × [\d.]+ kg\./);
      expect(summary?.text).toContain("Turn off reminders with one tap:");
    });

    it("reminds a coached client of her check-in as she chose, with one email per period", async () => {
      // Both are clients; Ann asked for check-in reminders by email at 18:00, Bea by notification.
      await grantEntitlement(database.db, {
        memberId: ann.id,
        kind: "portal",
        endsAt: null,
        source: "coach",
      });
      await grantEntitlement(database.db, {
        memberId: bea.id,
        kind: "portal",
        endsAt: null,
        source: "coach",
      });
      await remindSettings(ann, { days: [], time: "18:00", checkIn: true });
      await remindSettings(bea, { channel: "push", days: [], time: "10:00", checkIn: true });
      await database.db
        .insert(profiles)
        .values({ id: `p-${bea.id}`, memberId: bea.id, timeZone: "Europe/London" });
      const device = await addDevice(bea);
      // Sunday 8 March, the default check-in day, all day.
      await run(MONDAY + 6 * 24 * 60 * MINUTE, MONDAY + 7 * 24 * 60 * MINUTE);

      const invites = await emails("check-in:");
      expect(invites.map((row) => [row.to, row.kind, row.createdAt.toISOString()])).toEqual([
        ["ann@example.com", "reminder-check-in", "2026-03-08T18:00:00.000Z"],
      ]);
      expect(invites[0]?.text).toContain("/reminders/off?token=");
      expect((await pushes("reminder:check-in:")).map((row) => row.dedupeKey)).toEqual([
        `reminder:check-in:${bea.id}:2026-03-08:${device}`,
      ]);
    });
  });

  describe("the check-in invite of a client without reminder settings", () => {
    it("keeps its 08:00 start and now respects quiet hours", async () => {
      await grantEntitlement(database.db, {
        memberId: ann.id,
        kind: "portal",
        endsAt: null,
        source: "coach",
      });
      const sunday = MONDAY + 6 * 24 * 60 * MINUTE;
      // Her period opened on Sunday 8 March; the server was down all day until 21:30.
      await tick(sunday + (21 * 60 + 30) * MINUTE);
      await tick(sunday + (23 * 60 + 55) * MINUTE);
      expect(await emails("check-in:")).toEqual([]);
      await tick(sunday + (24 + 7) * 60 * MINUTE + 55 * MINUTE);
      expect(await emails("check-in:")).toEqual([]);
      // Monday 08:00: the invite of the period, as before issue 20.
      await tick(sunday + (24 + 8) * 60 * MINUTE);
      expect((await emails("check-in:")).map((row) => [row.kind, row.createdAt.toISOString()])).toEqual([
        ["check-in-invite", "2026-03-09T08:00:00.000Z"],
      ]);
    });
  });

  describe("turning reminders off", () => {
    const offArgs = (token: string, form?: Record<string, string>) =>
      app.args(`/reminders/off?${new URLSearchParams({ token })}`, form ? { form } : {});

    it("shows a button for the link, and the button or the mail app's one-click POST turns them off", async () => {
      await remindSettings(ann, { channel: "both" });
      await tick(MONDAY + 9 * 60 * MINUTE);
      const [email] = await emails("reminder:");
      const link = /<(https:\/\/app\.example\/reminders\/off\?token=[^>]+)>/.exec(
        String(email?.headers["List-Unsubscribe"]),
      )?.[1];
      const token = new URL(link ?? "https://x").searchParams.get("token") ?? "";

      const shown = await outcome(() => offLoader(offArgs(token) as Args<typeof offLoader>));
      expect(shown.data).toEqual({ valid: true, email: "ann@example.com", off: false });
      // Opening the link changed nothing.
      expect(
        (await database.db.select().from(reminderSettings).where(eq(reminderSettings.memberId, ann.id)))[0]
          ?.channel,
      ).toBe("both");

      // The mail app's button: a bare POST with List-Unsubscribe=One-Click, the token in the address.
      const oneClick = await outcome(() =>
        offAction(offArgs(token, { "List-Unsubscribe": "One-Click" }) as Args<typeof offAction>),
      );
      expect(oneClick.data).toEqual({ off: true });
      const [settings] = await database.db
        .select()
        .from(reminderSettings)
        .where(eq(reminderSettings.memberId, ann.id));
      expect(settings?.channel).toBe("off");
      expect(settings?.days).toEqual([1, 3, 5]);
      // What was queued and not sent is dropped.
      expect((await emails("reminder:"))[0]?.status).toBe("failed");

      // The page's button, twice: harmless.
      const button = await outcome(() =>
        offAction(app.args("/reminders/off", { form: { token } }) as Args<typeof offAction>),
      );
      expect(button.data).toEqual({ off: true });
      // Nothing more is sent.
      await run(MONDAY + (2 * 24 + 9) * 60 * MINUTE, MONDAY + (2 * 24 + 11) * 60 * MINUTE);
      expect(await emails("reminder:")).toHaveLength(1);
    });

    it("answers a bad or forged token with the not-valid page, never a 500", async () => {
      const forged = remindersOffToken("another-secret-that-is-at-least-32-characters", ann.id);
      for (const token of ["", "nonsense", forged, `${ann.id}.${"A".repeat(24)}`]) {
        const shown = await outcome(() => offLoader(offArgs(token) as Args<typeof offLoader>));
        expect(shown.status).toBe(404);
        expect(shown.data).toEqual({ valid: false });
        const posted = await outcome(() => offAction(offArgs(token, { token }) as Args<typeof offAction>));
        expect(posted.status).toBe(404);
        expect(formFailureOf(posted.data)?.formError).toBe("This link is not valid.");
      }
      const notAForm = await outcome(() =>
        offAction({
          ...offArgs("x"),
          request: new Request("http://localhost/reminders/off", { method: "POST", body: "{}" }),
        } as Args<typeof offAction>),
      );
      expect(notAForm.status).toBe(415);
    });
  });

  describe.skipIf(!ON_PG)("two instances on one PostgreSQL", () => {
    // PGlite is one process's embedded database: a second instance cannot open it, so there is
    // nothing to race there. On PostgreSQL, two handles are two instances' connection pools.
    async function secondInstance(): Promise<DatabaseHandle> {
      const [row] = await queryRows<{ name: string }>(database.db, sql`select current_database() as name`);
      const url = new URL(process.env.DATABASE_URL ?? "");
      url.pathname = `/${row?.name}`;
      return openDatabase({ databaseUrl: url.toString() });
    }

    it("sends one email and one push per reminder, however the ticks interleave", async () => {
      await remindSettings(ann, { channel: "both" });
      await remindSettings(bea, { channel: "both", days: [1], time: "09:30" });
      await database.db
        .insert(profiles)
        .values({ id: `p-${bea.id}`, memberId: bea.id, timeZone: "Europe/London" });
      await addDevice(ann);
      await addDevice(bea);
      const second = await secondInstance();
      try {
        for (let at = MONDAY + 8 * 60 * MINUTE; at < MONDAY + 11 * 60 * MINUTE; at += 5 * MINUTE) {
          await Promise.all([tick(at, database.db), tick(at, second.db), tick(at + MINUTE, second.db)]);
        }
      } finally {
        await second.close();
      }
      expect((await emails("reminder:")).map((row) => row.to).sort()).toEqual([
        "ann@example.com",
        "bea@example.com",
      ]);
      expect(await pushes("reminder:")).toHaveLength(2);
    });
  });
});
