import { randomUUID } from "node:crypto";
import type { PortalProgramSlug } from "~/content/portal-programs";
import { getProgram } from "~/content/programs/index.server";
import type { Database } from "~/db/client.server";
import { exerciseLogs, SCREENING_QUESTION_IDS, setLogs, workoutLogs } from "~/db/schema";
import { type ScreeningAnswers, saveScreening } from "~/features/coaching/screening.server";
import { loggableExercises } from "~/features/training/prescription";
import { addDays } from "~/lib/dates";

// Two years of a member's training, written in a few multi-row inserts: the benchmark's
// "500 sessions, 10,000 sets" (issue 17) and any test that needs a long history. The sessions
// are real program sessions, so the exercise keys, names and positions are the ones the log
// page writes; weights rise slowly, as they do for someone training steadily.

/** The sessions she rotates through, in order: two programs, two sessions each. */
const ROTATION: readonly [PortalProgramSlug, string][] = [
  ["stay-strong", "session-a"],
  ["movement-patterns-1", "session-a"],
  ["stay-strong", "session-b"],
  ["movement-patterns-1", "session-b"],
];

/** Rows per insert: well under PostgreSQL's 65,535 bound parameters. */
const CHUNK = 1000;

/** A stable starting weight per exercise, 4-16 kg, from its key. */
function startingWeight(key: string): number {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) % 997;
  return 4 + (hash % 13);
}

export async function insertInChunks<Row>(rows: readonly Row[], insert: (chunk: Row[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}

/**
 * Inserts `sessions` finished workouts ending on `endDay` (about five a week, spread back from
 * it), each with `setsPerSession` sets spread over the session's exercises, their exercise
 * rows (names, "about right"), and a weight that rises by about half over the whole history.
 * Every twelfth set is left unticked, as real logs have. Returns the log ids, oldest first.
 */
export async function seedTrainingHistory(
  db: Database,
  memberId: string,
  options: { sessions: number; setsPerSession: number; endDay: string },
): Promise<string[]> {
  const logs: (typeof workoutLogs.$inferInsert)[] = [];
  const exercises: (typeof exerciseLogs.$inferInsert)[] = [];
  const sets: (typeof setLogs.$inferInsert)[] = [];
  // 500 sessions over about two years: 7 days for every 5 sessions.
  const span = Math.round(((options.sessions - 1) * 7) / 5);
  let setIndex = 0;
  for (let index = 0; index < options.sessions; index++) {
    const [program, sessionId] = ROTATION[index % ROTATION.length] as [PortalProgramSlug, string];
    const session = getProgram(program).sessions.find((candidate) => candidate.id === sessionId);
    if (!session) throw new Error(`no session ${program}/${sessionId}`);
    const day = addDays(options.endDay, -span + Math.round((index * 7) / 5));
    const logId = randomUUID();
    const finishedAt = new Date(`${day}T10:00:00Z`);
    logs.push({
      id: logId,
      memberId,
      program,
      sessionId,
      sessionLabel: session.label,
      day,
      finishedAt,
      createdAt: finishedAt,
      updatedAt: finishedAt,
    });
    const loggable = loggableExercises(session);
    for (const exercise of loggable) {
      exercises.push({
        logId,
        position: exercise.position,
        exerciseKey: exercise.key,
        name: exercise.name,
        effort: "right",
        note: "",
      });
    }
    const progress = options.sessions > 1 ? index / (options.sessions - 1) : 0;
    for (let set = 0; set < options.setsPerSession; set++) {
      const exercise = loggable[set % loggable.length];
      if (!exercise) continue;
      const weight = Math.round(startingWeight(exercise.key) * (1 + progress / 2) * 2) / 2;
      setIndex += 1;
      sets.push({
        logId,
        position: exercise.position,
        setNumber: Math.floor(set / loggable.length) + 1,
        memberId,
        exerciseKey: exercise.key,
        reps: 8 + ((index + set) % 5),
        weightKg: weight,
        seconds: null,
        done: setIndex % 12 !== 0,
      });
    }
  }
  await insertInChunks(logs, (chunk) => db.insert(workoutLogs).values(chunk));
  await insertInChunks(exercises, (chunk) => db.insert(exerciseLogs).values(chunk));
  await insertInChunks(sets, (chunk) => db.insert(setLogs).values(chunk));
  return logs.map((log) => log.id as string);
}

/**
 * Her health check answered with every answer no at `now` (issue 18), so the program pages and
 * the session log open for her as they did before the screening: for tests about something else.
 */
export async function passScreening(db: Database, memberId: string, now: Date): Promise<void> {
  const answers = Object.fromEntries(SCREENING_QUESTION_IDS.map((id) => [id, false])) as ScreeningAnswers;
  await saveScreening(db, memberId, answers, "", now);
}
