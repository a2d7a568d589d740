import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DATA_CHANNEL, type DatabaseHandle } from "~/db/client.server";
import { profiles, programAssignments, workoutLogs } from "~/db/schema";
import { programStarts } from "~/features/promise/promise-starts.server";
import { allProgramStarts, keepProgramStarts } from "~/features/promise/promise-starts-kept.server";
import { seedClientsInto } from "../../scripts/lib/seed-clients";
import { openTestDatabase } from "../helpers/test-database";

// Decision 0092: the coach home's program starts, kept in memory, must be exactly what working
// them out from every client's logs gives (`programStarts(db)`, what each view did before), on
// the bench's seeded year and after each kind of change a start depends on.

const NOW = new Date("2026-11-20T10:00:00Z");
const CLIENTS = 12;

describe("the kept program starts", () => {
  let database: DatabaseHandle;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    database = await openTestDatabase();
    await seedClientsInto(database.db, { clients: CLIENTS, weeks: 52, now: NOW });
    stop = await keepProgramStarts(database);
  }, 240_000);
  afterAll(async () => {
    await stop();
    await database.close();
  });

  /** The kept starts are the worked-out ones (PostgreSQL announces a change just after commit). */
  async function same() {
    const check = async () =>
      expect(new Map(await allProgramStarts(database.db))).toEqual(await programStarts(database.db));
    if (database.kind === "pglite") await check();
    else await vi.waitFor(check, { timeout: 30_000, interval: 200 });
  }

  it("are every client's start on a seeded year, and are not worked out again while nothing changes", async () => {
    const full = await programStarts(database.db);
    expect(full.size).toBeGreaterThan(CLIENTS / 2);
    await same();
    // Nothing changed: the same kept map answers, without reading the logs again.
    expect(await allProgramStarts(database.db)).toBe(await allProgramStarts(database.db));
  });

  it("follow a session of another program, an assignment, a new zone and a change to everyone", async () => {
    const { db } = database;
    const starts = await programStarts(db);
    const [first, second, third] = [...starts.values()].filter((start) => start.source === "log");
    if (!first || !second || !third) throw new Error("the seed has clients who log their sessions");
    const before = await allProgramStarts(db);

    // She finishes a session of another program: her start is that day now.
    await db.insert(workoutLogs).values({
      id: randomUUID(),
      memberId: first.memberId,
      program: first.program === "Grit Block" ? "stay-strong" : "grit-block",
      sessionId: "session-a",
      sessionLabel: "Session A",
      day: "2026-11-21",
      finishedAt: NOW,
      createdAt: NOW,
      updatedAt: NOW,
    });
    await same();
    expect((await allProgramStarts(db)).get(first.memberId)?.startDay).toBe("2026-11-21");
    expect(await allProgramStarts(db)).not.toBe(before);

    // Her coach assigns a program: the assignment's start counts, not her logs.
    await db.insert(programAssignments).values({
      memberId: second.memberId,
      steps: [{ program: "level-2", weeks: 4 }],
      startDay: "2026-11-23",
      assignedByName: "Coach",
    });
    await same();
    expect((await allProgramStarts(db)).get(second.memberId)).toMatchObject({
      source: "assignment",
      startDay: "2026-11-23",
    });

    // Her zone changes; then her logs go.
    await db.update(profiles).set({ timeZone: "Europe/London" }).where(eq(profiles.memberId, third.memberId));
    await same();
    await db.delete(workoutLogs).where(eq(workoutLogs.memberId, third.memberId));
    await same();
    expect((await allProgramStarts(db)).has(third.memberId)).toBe(false);

    // A change announced to everyone works every start out again.
    await db.execute(sql`select pg_notify(${DATA_CHANNEL}, '*')`);
    await same();
  });
});
