import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { activities, challengeMembers, profiles } from "~/db/schema";
import {
  challengeStatus,
  listRecords,
  RECENT_RECORD_DAYS,
  STEPS_CHALLENGE,
} from "~/features/dashboard/dashboard.server";
import { summarise } from "~/features/dashboard/progress";
import { addDays, type Day } from "~/lib/dates";
import { openTestDatabase, resetDatabase } from "../helpers/test-database";

// The dashboard reads her recent ticks, and her whole history only when her streak reaches past
// them. Whatever the history, the streak and this week's counts must be those of every tick.
const TODAY: Day = "2026-11-27";

describe("her dashboard's ticks, read from the recent ones", () => {
  let database: DatabaseHandle;
  let profileId: string;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await resetDatabase(database);
    profileId = randomUUID();
    await database.db.insert(profiles).values({ id: profileId });
  });

  const tick = (days: number[], kind: "workout" | "meal" | "steps" = "workout") =>
    database.db
      .insert(activities)
      .values(days.map((back) => ({ profileId, kind, day: addDays(TODAY, -back) })));
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  /** What the page counts from what was read, against what every tick gives. */
  async function counts() {
    const read = await listRecords(database.db, profileId, TODAY);
    const all = await database.db.select({ kind: activities.kind, day: activities.day }).from(activities);
    return { read: summarise(read, TODAY), all: summarise(all, TODAY), rows: read.length };
  }

  it("counts a streak longer than the recent days in full", async () => {
    await tick(range(0, RECENT_RECORD_DAYS + 40));
    await tick(range(1, 3), "meal");
    const { read, all } = await counts();
    expect(read.streak).toBe(RECENT_RECORD_DAYS + 41);
    expect(read).toEqual(all);
  });

  it("counts a streak that started exactly where the recent days begin, or a day before", async () => {
    // From yesterday back to the first recent day: the day before it was read, and is empty.
    await tick(range(1, RECENT_RECORD_DAYS - 1));
    await tick([RECENT_RECORD_DAYS + 5]);
    expect((await counts()).read.streak).toBe(RECENT_RECORD_DAYS - 1);
    await tick([RECENT_RECORD_DAYS]);
    const { read, all } = await counts();
    expect(read.streak).toBe(RECENT_RECORD_DAYS);
    expect(read).toEqual(all);
    await tick([RECENT_RECORD_DAYS + 1]);
    const longer = await counts();
    expect(longer.read.streak).toBe(RECENT_RECORD_DAYS + 1);
    expect(longer.read).toEqual(longer.all);
  });

  it("reads only the recent ticks when her streak broke within them", async () => {
    await tick([0, 1, 2, 5, 6, ...range(100, 400)]);
    await tick(range(0, 6), "steps");
    const { read, all, rows } = await counts();
    expect(read.streak).toBe(3);
    expect(read).toEqual(all);
    expect(rows).toBe(5 + 7);
  });

  it("counts the steps challenge's members, and whether she is one, for her and for nobody", async () => {
    const other = randomUUID();
    await database.db.insert(profiles).values({ id: other });
    expect(await challengeStatus(database.db, profileId)).toEqual({ participants: 0, joined: false });
    await database.db.insert(challengeMembers).values({ challenge: STEPS_CHALLENGE, profileId: other });
    expect(await challengeStatus(database.db, profileId)).toEqual({ participants: 1, joined: false });
    await database.db.insert(challengeMembers).values({ challenge: STEPS_CHALLENGE, profileId });
    await database.db.insert(challengeMembers).values({ challenge: "another-challenge", profileId });
    expect(await challengeStatus(database.db, profileId)).toEqual({ participants: 2, joined: true });
    expect(await challengeStatus(database.db, null)).toEqual({ participants: 2, joined: false });
  });
});
