import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DATA_CHANNEL, type DatabaseHandle } from "~/db/client.server";
import { auditLog, checkIns, entitlements, members, messages, workoutLogs } from "~/db/schema";
import { setCheckInWeekday } from "~/features/coaching/check-in.server";
import { raiseClientFlag } from "~/features/coaching/client-flags.server";
import { clientRows, keepClientRows } from "~/features/coaching/client-rows-kept.server";
import { VIEWED_CLIENT_RECORD } from "~/features/coaching/client-signs";
import { listClientRows } from "~/features/coaching/clients.server";
import { seedClientsInto } from "../../scripts/lib/seed-clients";
import { openTestDatabase } from "../helpers/test-database";

// Decision 0069: the coach's list from kept rows must be exactly the full computation (the
// path every view took before, `listClientRows`): the same clients, reasons, order and numbers,
// on a year of the bench's clients, as the clock moves past each threshold and as data changes.

const NOW = new Date("2026-11-20T10:00:00Z");
/**
 * The bench's seed cycles its kinds of client every few clients: zones every 4, a stopped client
 * every 7, a screening yes every 10, pain every 13 weeks, a sign-up day over 20. Thirty hold
 * every kind at least three times; each clock point costs the full computation once, so the
 * count is what this file costs in the CI run (60 took 54 s of it).
 */
const CLIENTS = 30;
const HOUR = 3_600_000;
const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR);

describe("the kept client rows", () => {
  let database: DatabaseHandle;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    database = await openTestDatabase();
    await seedClientsInto(database.db, { clients: CLIENTS, weeks: 52, now: NOW });
    stop = await keepClientRows(database);
  }, 240_000);
  afterAll(async () => {
    await stop();
    await database.close();
  });

  /** Row by row, the kept list is the full one (PostgreSQL announces a change just after commit). */
  async function same(now: Date) {
    const check = async () =>
      expect(await clientRows(database.db, now)).toEqual(await listClientRows(database.db, now));
    if (database.kind === "pglite") await check();
    else await vi.waitFor(check, { timeout: 30_000, interval: 200 });
  }

  it("are the full computation's rows on a seeded year as the clock passes each threshold", async () => {
    const full = await listClientRows(database.db, NOW);
    expect(full).toHaveLength(CLIENTS);
    // The seed has every kind of row the time-bound reasons read: quiet, overdue, pain, screening.
    const reasons = new Set(full.flatMap((row) => row.reasons));
    for (const reason of ["quiet", "overdue", "screening", "new"] as const) expect(reasons).toContain(reason);
    // Hours later, past midnight in each zone, a week (quiet), two weeks (pain news), five weeks.
    for (const hours of [0, 9, 14, 24, 38, 24 * 7 + 1, 24 * 15, 24 * 36]) {
      await same(at(hours));
    }
  }, 120_000);

  it("follow each change to a client's data, and a change to everyone", async () => {
    const { db } = database;
    let hour = 24 * 40;
    const next = () => {
      hour += 1;
      return at(hour);
    };
    await same(next());
    const clients = await listClientRows(db, next());
    const [first, second, third] = clients.slice(-3);
    if (!first || !second || !third) throw new Error("the seed has clients");
    // A message from her: unread, and seen.
    await db.insert(messages).values({
      id: randomUUID(),
      memberId: first.id,
      authorId: first.id,
      fromCoach: false,
      body: "Is this right?",
      createdAt: at(hour),
      updatedAt: at(hour),
    });
    await same(next());
    // A check-in with pain, then a session; then 15 days on, the pain is no longer news.
    await db.insert(checkIns).values({
      id: randomUUID(),
      memberId: second.id,
      week: "2026-12-27",
      energy: 3,
      sleep: 3,
      stress: 2,
      painArea: "lower back",
      painLevel: 4,
      sessionsDone: 1,
      eating: 3,
      wins: "",
      question: "",
      submittedAt: at(hour),
      createdAt: at(hour),
      updatedAt: at(hour),
    });
    await db.insert(workoutLogs).values({
      id: randomUUID(),
      memberId: second.id,
      program: "stay-strong",
      sessionId: "session-a",
      sessionLabel: "Session A",
      day: "2026-12-30",
      finishedAt: at(hour),
      createdAt: at(hour),
      updatedAt: at(hour),
    });
    await same(next());
    // A flag raised for her (issue 39), a record the coach opened.
    await raiseClientFlag(db, third.id, "fall-risk", "Two falls this month");
    await db.insert(auditLog).values({
      actorId: null,
      actorEmail: "coach@example.com",
      action: VIEWED_CLIENT_RECORD,
      target: first.email,
      createdAt: at(hour),
    });
    await db.execute(sql`select pg_notify(${DATA_CHANNEL}, ${first.id})`);
    await same(next());
    // Someone new with access for two days only: listed, new, then gone when it ends.
    const newcomer = randomUUID();
    await db.insert(members).values({
      id: newcomer,
      email: "newcomer@example.com",
      name: "Newcomer",
      passwordHash: "not-a-hash",
    });
    await db
      .insert(entitlements)
      .values({ memberId: newcomer, kind: "portal", endsAt: at(hour + 48), source: "coach" });
    await same(next());
    expect((await clientRows(db, at(hour))).some((row) => row.id === newcomer)).toBe(true);
    hour += 48;
    await same(next());
    expect((await clientRows(db, at(hour))).some((row) => row.id === newcomer)).toBe(false);
    // The check-in weekday is everyone's: every row's period moves.
    await setCheckInWeekday(db, 3, at(hour));
    await same(next());
    hour += 24 * 15;
    await same(next());
  }, 120_000);
});
