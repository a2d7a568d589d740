import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type DatabaseHandle, queryRows } from "~/db/client.server";
import { members, setLogs, workoutLogs } from "~/db/schema";
import { dayAggregates } from "~/features/training/progress-data.server";
import { createMember } from "~/lib/members.server";
import { openTestDatabase, resetDatabase } from "../helpers/test-database";

// Decision 0077: exercise_days must always hold what adding up her sets gives. The sum below is
// the query /progress ran over every set before (progress-data.server.ts at 4b4378c); after each
// kind of write, the kept rows must equal it, for every member.
const FROM_SETS = sql`
  select s.member_id, s.exercise_key, w.day::text as day,
    max(array[s.weight_kg, s.reps::float8]) filter (where s.reps > 0 and s.weight_kg > 0) as best_pair,
    max(case when s.reps = 1 then s.weight_kg else s.weight_kg * (1 + s.reps / 30.0::float8) end)
      filter (where s.reps > 0 and s.weight_kg > 0) as one_rep_max_kg,
    coalesce(sum(s.reps * s.weight_kg) filter (where s.reps > 0 and s.weight_kg > 0), 0) as volume_kg,
    max(s.reps) filter (where s.reps > 0) as most_reps,
    max(s.seconds) filter (where s.seconds > 0) as longest_seconds
  from set_logs s join workout_logs w on w.id = s.log_id
  where s.done and w.finished_at is not null
  group by s.member_id, s.exercise_key, w.day
  order by 1, 2, 3`;
const KEPT = sql`
  select member_id, exercise_key, day::text as day, best_pair, one_rep_max_kg, volume_kg, most_reps, longest_seconds
  from exercise_days order by 1, 2, 3`;

describe("her exercise days, kept as her sets are written (decision 0077)", () => {
  let database: DatabaseHandle;
  let ann: string;
  let bea: string;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await resetDatabase(database);
    const person = async (name: string) => {
      const member = await createMember(database.db, {
        name,
        email: `${name.toLowerCase()}@example.com`,
        password: "a-long-enough-password",
      });
      if (!member) throw new Error("no member");
      return member.id;
    };
    ann = await person("Ann");
    bea = await person("Bea");
  });

  const kept = () => queryRows<Record<string, unknown>>(database.db, KEPT);
  const fromSets = () => queryRows<Record<string, unknown>>(database.db, FROM_SETS);
  async function expectKeptToMatch() {
    const expected = await fromSets();
    expect(await kept()).toEqual(expected);
    return expected;
  }

  async function workout(memberId: string, day: string, finished: boolean) {
    const id = randomUUID();
    await database.db.insert(workoutLogs).values({
      id,
      memberId,
      program: "level-1",
      sessionId: "session-a",
      sessionLabel: "Session A",
      day,
      finishedAt: finished ? new Date(`${day}T10:00:00Z`) : null,
    });
    return id;
  }
  const set = (logId: string, memberId: string, position: number, setNumber: number, extra: object) => ({
    logId,
    memberId,
    position,
    setNumber,
    exerciseKey: position === 0 ? "goblet-squat" : position === 1 ? "plank" : "row",
    done: true,
    ...extra,
  });

  it("adds up a finished workout, not one still going, and follows every later change", async () => {
    const going = await workout(ann, "2026-03-02", false);
    await database.db
      .insert(setLogs)
      .values([
        set(going, ann, 0, 1, { reps: 10, weightKg: 8 }),
        set(going, ann, 0, 2, { reps: 8, weightKg: 10 }),
        set(going, ann, 1, 1, { seconds: 30 }),
        set(going, ann, 2, 1, { reps: 12, weightKg: 6, done: false }),
      ]);
    expect(await kept()).toEqual([]);

    // Finishing it: its day appears.
    await database.db.update(workoutLogs).set({ finishedAt: new Date() }).where(eq(workoutLogs.id, going));
    expect(await expectKeptToMatch()).toHaveLength(2);

    // A second finished workout the same day, and one on another day, and Bea's.
    const sameDay = await workout(ann, "2026-03-02", true);
    await database.db
      .insert(setLogs)
      .values([
        set(sameDay, ann, 0, 1, { reps: 1, weightKg: 14 }),
        set(sameDay, ann, 2, 1, { reps: 12, weightKg: 7 }),
      ]);
    const later = await workout(ann, "2026-03-05", true);
    await database.db.insert(setLogs).values([set(later, ann, 0, 1, { reps: 12, weightKg: 10 })]);
    const hers = await workout(bea, "2026-03-05", true);
    await database.db.insert(setLogs).values([set(hers, bea, 0, 1, { reps: 5, weightKg: 20 })]);
    expect(await expectKeptToMatch()).toHaveLength(5);

    // Editing sets after the finish: a corrected weight, a set undone, a set marked done.
    await database.db
      .update(setLogs)
      .set({ weightKg: 12 })
      .where(sql`${setLogs.logId} = ${going} and ${setLogs.setNumber} = 2 and ${setLogs.position} = 0`);
    await database.db.update(setLogs).set({ done: false }).where(eq(setLogs.logId, later));
    await database.db
      .update(setLogs)
      .set({ done: true })
      .where(sql`${setLogs.logId} = ${going} and ${setLogs.position} = 2`);
    await expectKeptToMatch();

    // Deleting a set, moving a workout to another day, un-finishing one, deleting one.
    await database.db.delete(setLogs).where(sql`${setLogs.logId} = ${sameDay} and ${setLogs.position} = 2`);
    await database.db.update(workoutLogs).set({ day: "2026-03-04" }).where(eq(workoutLogs.id, sameDay));
    await expectKeptToMatch();
    await database.db.update(workoutLogs).set({ finishedAt: null }).where(eq(workoutLogs.id, going));
    await expectKeptToMatch();
    await database.db.delete(workoutLogs).where(eq(workoutLogs.id, sameDay));
    expect(await expectKeptToMatch()).toHaveLength(1);

    // Deleting Ann takes her rows; Bea's stay.
    await database.db.delete(members).where(eq(members.id, ann));
    const left = await expectKeptToMatch();
    expect(left.map((row) => row.member_id)).toEqual([bea]);
  });

  it("holds over a random year of workouts written in many statements", async () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 48_271) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    const logs: string[] = [];
    for (let week = 0; week < 20; week += 1) {
      const day = new Date(Date.UTC(2026, 0, 5 + week * 7 + Math.floor(random() * 3)));
      const who = random() < 0.7 ? ann : bea;
      const id = await workout(who, day.toISOString().slice(0, 10), random() < 0.9);
      logs.push(id);
      const sets = [];
      for (let position = 0; position < 3; position += 1)
        for (let number = 1; number <= 3; number += 1)
          sets.push(
            set(id, who, position, number, {
              reps: random() < 0.1 ? 0 : 1 + Math.floor(random() * 12),
              weightKg: random() < 0.2 ? null : Math.round(random() * 40) / 2,
              seconds: random() < 0.3 ? 10 + Math.floor(random() * 50) : null,
              done: random() < 0.85,
            }),
          );
      await database.db.insert(setLogs).values(sets);
    }
    await expectKeptToMatch();
    // One statement across many workouts and both members.
    await database.db
      .update(setLogs)
      .set({ reps: sql`${setLogs.reps} + 1` })
      .where(sql`${setLogs.setNumber} = 2`);
    await database.db
      .delete(workoutLogs)
      .where(sql`${workoutLogs.id} in (${logs[3]}, ${logs[8]}, ${logs[13]})`);
    const rows = await expectKeptToMatch();
    expect(rows.length).toBeGreaterThan(20);
    // Decision 0087: what /progress reads, one JSON value, is the kept rows number for number.
    for (const who of [ann, bea]) {
      const own = rows.filter((row) => row.member_id === who);
      const keys = [...new Set(own.map((row) => String(row.exercise_key)))];
      const maybe = (value: unknown) => (value === null ? null : Number(value));
      expect(await dayAggregates(database.db, who, keys)).toEqual(
        own.map((row) => {
          const pair = row.best_pair as number[] | null;
          return {
            key: row.exercise_key,
            day: row.day,
            bestWeightKg: pair ? Number(pair[0]) : null,
            bestReps: pair ? Number(pair[1]) : null,
            oneRepMaxKg: maybe(row.one_rep_max_kg),
            volumeKg: Number(row.volume_kg),
            mostReps: maybe(row.most_reps),
            longestSeconds: maybe(row.longest_seconds),
          };
        }),
      );
      expect(await dayAggregates(database.db, who, keys.slice(0, 1))).toEqual(
        (await dayAggregates(database.db, who, keys)).filter((day) => day.key === keys[0]),
      );
    }
  });
});
