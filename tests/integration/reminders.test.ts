import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase, queryRows } from "~/db/client.server";
import { activities, profiles, workoutLogs } from "~/db/schema";
import { remindersOffToken } from "~/features/reminders/reminders.server";
import { grantEntitlement } from "~/lib/members.server";
import { APP_URL, MINUTE, MONDAY, useRemindersSuite } from "../helpers/reminders-suite";
import { TEST_SECRET } from "../helpers/test-app";
import { seedTrainingHistory } from "../helpers/training-seed";

const ON_PG = Boolean(process.env.DATABASE_URL);

describe("reminders", () => {
  const { database, ann, bea, tick, run, remindSettings, addDevice, emails, pushes } = useRemindersSuite();

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
