import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { throttleCounters } from "~/db/schema";
import { openTestDatabase, resetDatabase } from "../../tests/helpers/test-database";
import {
  createThrottle,
  describeWait,
  THROTTLE_LIMIT,
  THROTTLE_WINDOW_MS,
  type Throttle,
} from "./throttle.server";

describe("the throttle's counters", () => {
  let database: DatabaseHandle;
  let clock: Date;
  let throttle: Throttle;
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await resetDatabase(database);
    clock = new Date("2026-01-01T09:00:00Z");
    throttle = createThrottle({ db: database.db, now: () => clock });
  });

  it("lets the limit through, then refuses with the time left in the window", async () => {
    for (let attempt = 0; attempt < THROTTLE_LIMIT; attempt += 1) {
      expect((await throttle.take(["t:ip:a"])).blocked).toBe(false);
    }
    advance(60_000);
    expect(await throttle.take(["t:ip:a"])).toEqual({
      blocked: true,
      retryAfterSeconds: THROTTLE_WINDOW_MS / 1000 - 60,
    });
    // A refusal gives its slot back: the count stays at the limit.
    const [row] = await database.db.select().from(throttleCounters);
    expect(row?.attempts).toBe(THROTTLE_LIMIT);
  });

  it("starts a new window once the old one has passed", async () => {
    for (let attempt = 0; attempt < THROTTLE_LIMIT; attempt += 1) await throttle.take(["t:ip:a"]);
    advance(THROTTLE_WINDOW_MS);
    expect((await throttle.take(["t:ip:a"])).blocked).toBe(false);
    const [row] = await database.db.select().from(throttleCounters);
    expect(row).toMatchObject({ attempts: 1, windowStartedAt: clock });
  });

  it("takes the given limit, and a released slot can be taken again", async () => {
    const verdicts = [];
    for (let attempt = 0; attempt < 3; attempt += 1) verdicts.push(await throttle.take(["t:ip:a"], 2));
    expect(verdicts.map((verdict) => verdict.blocked)).toEqual([false, false, true]);
    const first = verdicts[0];
    if (!first || first.blocked) throw new Error("expected a slot");
    await throttle.release(first.slots);
    expect((await throttle.take(["t:ip:a"], 2)).blocked).toBe(false);
  });

  it("a slot from an ended window is not given back to the new one", async () => {
    const old = await throttle.take(["t:ip:a"]);
    advance(THROTTLE_WINDOW_MS);
    await throttle.take(["t:ip:a"]);
    if (old.blocked) throw new Error("expected a slot");
    await throttle.release(old.slots);
    const [row] = await database.db.select().from(throttleCounters);
    expect(row?.attempts).toBe(1);
  });

  it("counts parallel attempts one by one", async () => {
    const verdicts = await Promise.all(
      Array.from({ length: 20 }, () => throttle.take(["t:ip:a", "t:session:s"])),
    );
    expect(verdicts.filter((verdict) => !verdict.blocked)).toHaveLength(THROTTLE_LIMIT);
  });

  it("purges the rows whose window has ended", async () => {
    await throttle.take(["t:ip:old"]);
    advance(THROTTLE_WINDOW_MS);
    await throttle.take(["t:ip:new"]);
    expect(await throttle.purgeOld()).toBe(1);
    const rows = await database.db.select({ bucket: throttleCounters.bucket }).from(throttleCounters);
    expect(rows).toEqual([{ bucket: "t:ip:new" }]);
  });
});

describe("describeWait", () => {
  it("says minutes, rounded up, or seconds under a minute", () => {
    expect(describeWait(899)).toBe("15 minutes");
    expect(describeWait(61)).toBe("2 minutes");
    expect(describeWait(60)).toBe("1 minute");
    expect(describeWait(30)).toBe("30 seconds");
    expect(describeWait(1)).toBe("1 second");
  });
});
