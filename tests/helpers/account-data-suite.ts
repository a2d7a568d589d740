import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { profiles } from "~/db/schema";
import { loggableExercises } from "~/features/training/prescription";
import { findSession } from "~/features/training/training.server";
import {
  claimLog,
  finishLog,
  type LogTarget,
  upsertExercises,
  upsertSets,
} from "~/features/training/workout-writes.server";
import { createMember, type Member } from "~/lib/members.server";
import { action as onboardingAction } from "~/routes/onboarding/index";
import { cookieFrom, outcome } from "./test-app";
import { type Args, useTestApp } from "./test-suite";

// What the tests of her data share (tests/integration/account-data*.test.ts): members who
// answered the questionnaire and logged workouts.

export type Form = Record<string, string | readonly string[]>;

export const ZONE = "America/New_York";
export const PASSWORD = "a-long-enough-password";
// Wednesday 11 March 2026, 10:00 in New York: a training day in every plan.
export const NOW = new Date("2026-03-11T14:00:00Z");
export const TODAY = "2026-03-11";

/** A small CSV reader (quotes doubled, fields quoted when they hold a comma, quote or line break). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\r" && text[index + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      index++;
    } else field += char;
  }
  return rows;
}

/** The suite of the tests of her data, registered in the `describe` it is called in, at NOW. */
export function useAccountDataSuite() {
  const { database, app } = useTestApp({ start: NOW });

  async function member(name: string, email: string, role: "member" | "coach" = "member") {
    const created = await createMember(database.db, { name, email, password: PASSWORD, role });
    if (!created) throw new Error("no member");
    const cookie = cookieFrom([(await app.services.sessions.create({ memberId: created.id })).setCookie]);
    return { member: created, cookie };
  }

  /** Her questionnaire, answered and completed through the real form, signed in. */
  async function onboard(cookie: string, fitness = "beginner") {
    const forms: Form[] = [
      { intent: "start", timeZone: ZONE },
      { intent: "answer", step: "fitness", choice: fitness, timeZone: ZONE },
      { intent: "answer", step: "goals", goals: ["mobility"], timeZone: ZONE },
      { intent: "answer", step: "diet", choice: "pescatarian", timeZone: ZONE },
      { intent: "answer", step: "time", choice: "30min", timeZone: ZONE },
      { intent: "complete", timeZone: ZONE },
    ];
    for (const form of forms) {
      const result = await outcome(() =>
        onboardingAction(app.args("/onboarding", { form, cookie }) as Args<typeof onboardingAction>),
      );
      expect(result.status).toBeLessThan(400);
    }
    const [profile] = await database.db
      .select()
      .from(profiles)
      .where(eq(profiles.memberId, await memberIdOf(cookie)));
    if (!profile) throw new Error("no profile");
    return profile;
  }

  async function memberIdOf(cookie: string) {
    const found = await app.services.sessions.get(
      new Request("http://localhost/", { headers: { Cookie: cookie } }),
    );
    if (!found?.member) throw new Error("not signed in");
    return found.member.id;
  }

  /**
   * One workout of Movement Patterns month 1 with every set of its first exercise and a note,
   * finished unless told otherwise; returns the log's id.
   */
  async function logWorkout(
    who: Member,
    options: {
      session?: string;
      day?: string;
      note?: string;
      weightKg?: number;
      profileId?: string | null;
      finish?: boolean;
    } = {},
  ) {
    const session = findSession("movement-patterns-1", options.session ?? "session-a");
    if (!session) throw new Error("no session");
    const target: LogTarget = {
      memberId: who.id,
      logId: randomUUID(),
      program: "movement-patterns-1",
      session,
    };
    expect(await claimLog(database.db, target, options.day ?? TODAY, app.clock.now)).toMatchObject({
      ok: true,
    });
    const exercises = loggableExercises(session);
    await upsertSets(
      database.db,
      target,
      exercises,
      [1, 2, 3].map((setNumber) => ({
        position: 0,
        setNumber,
        reps: 10,
        weightKg: options.weightKg ?? 8,
        seconds: null,
        done: setNumber < 3,
      })),
    );
    await upsertExercises(database.db, target, exercises, [
      { position: 0, effort: "right", note: options.note ?? "felt fine" },
    ]);
    if (options.finish !== false)
      await finishLog(database.db, target, options.profileId ?? null, app.clock.now);
    return { logId: target.logId, exercise: exercises[0]?.name ?? "" };
  }

  return { database, app, member, onboard, logWorkout };
}
