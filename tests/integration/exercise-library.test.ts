import { readdirSync, readFileSync } from "node:fs";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { EXERCISE_ALIASES } from "~/content/exercises/ids";
import { SHIPPED_PROGRAMS } from "~/content/programs/shipped.server";
import type { DatabaseHandle } from "~/db/client.server";
import { exerciseLogs, setLogs, workoutLogs } from "~/db/schema";
import { exportCsv } from "~/features/account/account-data.server";
import { publishContent } from "~/features/content/content-store.server";
import { exerciseKey, loggableExercises } from "~/features/training/prescription";
import { loadProgress } from "~/features/training/progress-data.server";
import { exerciseHistory } from "~/features/training/workout-reads.server";
import { createMember } from "~/lib/members.server";
import { openTestDatabase, resetDatabase } from "../helpers/test-database";
import { seedTrainingHistory } from "../helpers/training-seed";

// Issue 38 §1 (decision 0058): logs kept under the programs' old keys move to the library's
// entry ids, and her progress, "last time" and records read the same afterwards; a rename in
// the library shows in progress and in her export.

const MIGRATION = readdirSync("drizzle").find((name) =>
  name.endsWith("_h1-exercise-library-keys.sql"),
) as string;

/** The key each session's exercise was logged under before the library: its line's slug. */
function oldKeys(program: string, sessionId: string): string[] {
  const session = SHIPPED_PROGRAMS.find((it) => it.slug === program)?.sessions.find(
    (it) => it.id === sessionId,
  );
  if (!session) throw new Error(`no session ${program}/${sessionId}`);
  return loggableExercises(session).map((exercise) => exerciseKey(exercise.name));
}

describe("the exercise library and her logs", () => {
  let database: DatabaseHandle;
  let now: Date;
  let ann: string;
  let bea: string;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await resetDatabase(database);
    now = new Date("2026-03-09T23:00:00Z");
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

  /** Everything her progress page and "last time" show for every exercise she has logged. */
  async function whatSheSees(memberId: string) {
    const today = "2026-03-10";
    const first = await loadProgress(database.db, memberId, { today, unit: "kg", top: true });
    const keys = first.exercises.map((exercise) => exercise.key);
    const chosen = [];
    for (const key of keys) {
      chosen.push((await loadProgress(database.db, memberId, { today, unit: "kg", exercise: key })).chosen);
    }
    const lastTime = await exerciseHistory(database.db, memberId, keys);
    const history = [...lastTime.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, logs]) => [key, logs.map((log) => ({ day: log.day, sets: log.sets }))]);
    return { exercises: first.exercises, records: first.records, top: first.top, chosen, history };
  }

  async function migrate() {
    const statements = readFileSync(`drizzle/${MIGRATION}`, "utf8").split("--> statement-breakpoint");
    for (const statement of statements) await database.db.execute(sql.raw(statement));
  }

  it("moves a year of logs under the old keys to the entries, and her progress, last time and records read the same", async () => {
    // A year of three sessions a week, the same for both: Ann logged after the library came,
    // Bea before, so hers are stored under the programs' old keys.
    const options = { sessions: 156, setsPerSession: 16, endDay: "2026-03-09" };
    await seedTrainingHistory(database.db, ann, options);
    const beaLogs = await seedTrainingHistory(database.db, bea, options);
    const sessions = await database.db
      .selectDistinct({ program: workoutLogs.program, sessionId: workoutLogs.sessionId })
      .from(workoutLogs)
      .where(eq(workoutLogs.memberId, bea));
    let renamed = 0;
    for (const { program, sessionId } of sessions) {
      const ofSession = sql`(select ${workoutLogs.id} from ${workoutLogs} where ${workoutLogs.memberId} = ${bea} and ${workoutLogs.program} = ${program} and ${workoutLogs.sessionId} = ${sessionId})`;
      for (const [position, key] of oldKeys(program, sessionId).entries()) {
        if (EXERCISE_ALIASES[key]) renamed += 1;
        for (const table of [setLogs, exerciseLogs]) {
          await database.db
            .update(table)
            .set({ exerciseKey: key })
            .where(and(sql`${table.logId} in ${ofSession}`, eq(table.position, position)));
        }
      }
    }
    expect(beaLogs).toHaveLength(156);
    // The seeded sessions have lines whose old key is an alias (tempo, grip, "to a low box").
    expect(renamed).toBeGreaterThanOrEqual(3);

    const annSees = await whatSheSees(ann);
    expect(annSees.exercises.length).toBeGreaterThanOrEqual(10);
    const before = await whatSheSees(bea);
    expect(before).not.toEqual(annSees);

    await migrate();
    expect(await whatSheSees(bea)).toEqual(annSees);
    // No old key is left in either table, and running it again changes nothing.
    const aliases = Object.keys(EXERCISE_ALIASES);
    for (const table of [setLogs, exerciseLogs]) {
      const rows = await database.db
        .select({ key: table.exerciseKey })
        .from(table)
        .where(sql`${table.exerciseKey} in ${aliases}`);
      expect(rows).toEqual([]);
    }
    await migrate();
    expect(await whatSheSees(bea)).toEqual(annSees);
  });

  it("shows an entry's new name in her progress and her export once the coach renames it", async () => {
    await seedTrainingHistory(database.db, ann, { sessions: 8, setsPerSession: 16, endDay: "2026-03-09" });
    const names = async () =>
      (await loadProgress(database.db, ann, { today: "2026-03-10", unit: "kg" })).exercises.map(
        (it) => it.name,
      );
    expect(await names()).toContain("Goblet squat");
    const published = await publishContent(
      database.db,
      {
        summary: "Exercise: Kettlebell goblet squat",
        author: { id: ann, name: "Coach" },
        draftSection: "exercise:goblet-squat",
        change: (content) => ({
          ...content,
          exercises: content.exercises.map((entry) =>
            entry.id === "goblet-squat" ? { ...entry, name: "Kettlebell goblet squat" } : entry,
          ),
        }),
      },
      now,
    );
    expect(published.ok).toBe(true);
    expect(await names()).toContain("Kettlebell goblet squat");
    expect(await names()).not.toContain("Goblet squat");
    const csv = await exportCsv(database.db, ann, "training", "kg", "2026-03-10");
    expect(csv?.csv).toContain("Kettlebell goblet squat");
    expect(csv?.csv).not.toMatch(/,Goblet squat,/);
  });
});
