// The seed of the measuring scripts that need a coaching business a year old: `bench:coach`
// (the coach's clients) and `bench` (the member pages).
import { randomUUID } from "node:crypto";
import { type Database, openDatabase } from "../../app/db/client.server";
import {
  activities,
  checkIns,
  entitlements,
  members,
  messages,
  profiles,
  SCREENING_QUESTION_IDS,
  screenings,
  sessions,
  setLogs,
  workoutLogs,
} from "../../app/db/schema";
import { addDays } from "../../app/lib/dates";
import { createMember } from "../../app/lib/members.server";
import { seedWeeksInSql } from "./seed-clients-bulk";

export const COACH_EMAIL = "bench-coach@example.com";
export const FIRST_CLIENT_EMAIL = "client-0@example.com";
export const PASSWORD = "a long enough bench password";
const ZONES = ["Australia/Sydney", "Europe/London", "America/New_York", null] as const;
const EXERCISES = ["goblet-squat", "dumbbell-row", "glute-bridge", "push-up"] as const;
/** Rows per insert: well under PostgreSQL's 65,535 bound parameters. */
const CHUNK = 1000;

async function insertInChunks<Row>(rows: readonly Row[], insert: (chunk: Row[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}

/**
 * The coach and her active clients, each with a year of finished workouts (2-3 a week, four sets
 * each, and the dashboard tick each one leaves), a weekly check-in, a few messages, a screening
 * and a sign-in. Client 000 (FIRST_CLIENT_EMAIL) can sign in with PASSWORD.
 */
export async function seedClients(
  options: { pgliteDir?: string; databaseUrl?: string },
  sizes: { clients: number; weeks: number; bulk?: boolean },
) {
  const handle = await openDatabase(options);
  try {
    return await seedClientsInto(handle.db, sizes);
  } finally {
    await handle.close();
  }
}

/** The same seed, into an open database, as of `now` (the tests' clock). */
export async function seedClientsInto(
  db: Database,
  {
    clients: CLIENTS,
    weeks: WEEKS,
    now = new Date(),
    bulk = false,
  }: { clients: number; weeks: number; now?: Date; bulk?: boolean },
) {
  {
    const coach = await createMember(db, {
      name: "Bench Coach",
      email: COACH_EMAIL,
      password: PASSWORD,
      role: "coach",
      emailConfirmedAt: new Date(),
    });
    if (!coach) throw new Error("the bench coach exists already");
    const started = performance.now();
    const today = now.toISOString().slice(0, 10);
    const yearAgo = new Date(now.getTime() - WEEKS * 7 * 86_400_000);
    // Members are made here in bulk: createMember hashes a password (argon2) for each.
    // Client 000 signs in (the member pages' benchmark): she alone gets a real password.
    const first = await createMember(db, {
      name: "Client 000",
      email: FIRST_CLIENT_EMAIL,
      password: PASSWORD,
    });
    if (!first) throw new Error("the first bench client exists already");
    const clientRows = Array.from({ length: CLIENTS }, (_, index) => ({
      id: index === 0 ? first.id : randomUUID(),
      email: index === 0 ? FIRST_CLIENT_EMAIL : `client-${index}@example.com`,
      name: `Client ${String(index).padStart(3, "0")}`,
      passwordHash: "not-a-hash: bench clients never sign in",
      createdAt: yearAgo,
      updatedAt: yearAgo,
    }));
    const rows = {
      profiles: [] as (typeof profiles.$inferInsert)[],
      entitlements: [] as (typeof entitlements.$inferInsert)[],
      screenings: [] as (typeof screenings.$inferInsert)[],
      sessions: [] as (typeof sessions.$inferInsert)[],
      logs: [] as (typeof workoutLogs.$inferInsert)[],
      sets: [] as (typeof setLogs.$inferInsert)[],
      activities: [] as (typeof activities.$inferInsert)[],
      checkIns: [] as (typeof checkIns.$inferInsert)[],
      messages: [] as (typeof messages.$inferInsert)[],
      logCount: 0,
      checkInCount: 0,
      messageCount: 0,
    };
    for (const [index, client] of clientRows.entries()) {
      const profileId = randomUUID();
      rows.profiles.push({
        id: profileId,
        memberId: client.id,
        answers: { fitness: "beginner", goals: ["strength"], diet: "omnivore", time: "30min" },
        step: "complete",
        completedAt: yearAgo,
        timeZone: ZONES[index % ZONES.length] ?? null,
      });
      rows.entitlements.push({ memberId: client.id, kind: "portal", endsAt: null, source: "coach" });
      // One in ten said yes to a screening question; not client 000, whose pages are measured.
      const anyYes = index % 10 === 5;
      rows.screenings.push({
        id: randomUUID(),
        memberId: client.id,
        answers: Object.fromEntries(
          SCREENING_QUESTION_IDS.map((id) => [id, anyYes && id === "joints"]),
        ) as Record<(typeof SCREENING_QUESTION_IDS)[number], boolean>,
        anyYes,
        followUp: anyYes ? "An old knee injury" : "",
        // Within the 12 months a screening lasts, so no page sends her to answer it again.
        answeredAt: new Date(now.getTime() - 30 * 86_400_000),
      });
      rows.sessions.push({
        id: randomUUID(),
        memberId: client.id,
        expiresAt: new Date(now.getTime() + 30 * 86_400_000),
        createdAt: new Date(now.getTime() - (index % 20) * 86_400_000),
      });
      // Some clients stopped a few weeks ago, so the list has quiet and overdue ones.
      const stoppedWeeks = index % 7 === 0 ? 3 : 0;
      // The bulk seed (2,000 clients) writes the same weeks in SQL, below.
      if (bulk) continue;
      for (let week = WEEKS - 1; week >= stoppedWeeks; week--) {
        const monday = addDays(today, -7 * week - 3);
        const perWeek = 2 + ((index + week) % 2);
        for (let session = 0; session < perWeek; session++) {
          const day = addDays(monday, session * 2);
          if (day > today) continue;
          const logId = randomUUID();
          const finishedAt = new Date(`${day}T09:30:00Z`);
          rows.logs.push({
            id: logId,
            memberId: client.id,
            program: "stay-strong",
            sessionId: session % 2 === 0 ? "session-a" : "session-b",
            sessionLabel: session % 2 === 0 ? "Session A" : "Session B",
            day,
            finishedAt,
            createdAt: finishedAt,
            updatedAt: finishedAt,
          });
          for (const [position, exerciseKey] of EXERCISES.entries()) {
            rows.sets.push({
              logId,
              position,
              setNumber: 1,
              memberId: client.id,
              exerciseKey,
              reps: 10,
              weightKg: 8 + (WEEKS - week) / 10,
              done: true,
              createdAt: finishedAt,
              updatedAt: finishedAt,
            });
          }
          rows.activities.push({ profileId, kind: "workout", day, title: "Session", createdAt: finishedAt });
        }
        // The weekly check-in, on the Sunday; now and then with pain.
        const sunday = addDays(monday, 6);
        if (sunday <= today) {
          const submittedAt = new Date(`${sunday}T08:00:00Z`);
          const pain = (index + week) % 13 === 0;
          rows.checkIns.push({
            id: randomUUID(),
            memberId: client.id,
            week: sunday,
            energy: 1 + ((index + week) % 5),
            sleep: 3,
            stress: 2,
            painArea: pain ? "left knee" : "",
            painLevel: pain ? 3 : 0,
            sessionsDone: perWeek,
            eating: 4,
            wins: "Felt stronger on the stairs",
            question: "",
            submittedAt,
            createdAt: submittedAt,
            updatedAt: submittedAt,
          });
        }
        // A message every month or so, from her and back.
        if (week % 4 === 0) {
          const at = new Date(`${addDays(monday, 1)}T18:00:00Z`);
          rows.messages.push(
            {
              id: randomUUID(),
              memberId: client.id,
              authorId: client.id,
              fromCoach: false,
              body: "How heavy should I go?",
              readAt: week === 0 ? null : at,
              createdAt: at,
              updatedAt: at,
            },
            {
              id: randomUUID(),
              memberId: client.id,
              authorId: coach.id,
              fromCoach: true,
              body: "Two more reps first.",
              readAt: at,
              createdAt: new Date(at.getTime() + 3_600_000),
              updatedAt: new Date(at.getTime() + 3_600_000),
            },
          );
        }
      }
    }
    await insertInChunks(clientRows.slice(1), (chunk) => db.insert(members).values(chunk));
    await insertInChunks(rows.profiles, (chunk) => db.insert(profiles).values(chunk));
    await insertInChunks(rows.entitlements, (chunk) => db.insert(entitlements).values(chunk));
    await insertInChunks(rows.screenings, (chunk) => db.insert(screenings).values(chunk));
    await insertInChunks(rows.sessions, (chunk) => db.insert(sessions).values(chunk));
    await insertInChunks(rows.logs, (chunk) => db.insert(workoutLogs).values(chunk));
    await insertInChunks(rows.sets, (chunk) => db.insert(setLogs).values(chunk));
    await insertInChunks(rows.activities, (chunk) => db.insert(activities).values(chunk));
    await insertInChunks(rows.checkIns, (chunk) => db.insert(checkIns).values(chunk));
    await insertInChunks(rows.messages, (chunk) => db.insert(messages).values(chunk));
    if (bulk) {
      const list = rows.profiles.map((profile, index) => ({
        idx: index,
        member_id: profile.memberId,
        profile_id: profile.id,
      }));
      Object.assign(
        rows,
        await seedWeeksInSql(db, JSON.stringify(list), { today, weeks: WEEKS, coachId: coach.id }),
      );
    }
    return {
      seedSeconds: (performance.now() - started) / 1000,
      counts: {
        logs: rows.logs.length || rows.logCount,
        sets: rows.sets.length || rows.logCount * EXERCISES.length,
        checkIns: rows.checkIns.length || rows.checkInCount,
        messages: rows.messages.length || rows.messageCount,
      },
    };
  }
}
