import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeEach } from "vitest";
import { auditLog, checkIns, members, SCREENING_QUESTION_IDS, workoutLogs } from "~/db/schema";
import { VIEWED_CLIENT_RECORD } from "~/features/coaching/client-signs";
import type { ScreeningAnswers } from "~/features/coaching/screening.server";
import { recordAudit } from "~/lib/audit.server";
import { createMember, grantEntitlement } from "~/lib/members.server";
import { action as clientAction, loader as clientLoader } from "~/routes/coach/client";
import { loader as clientsLoader } from "~/routes/coach/clients";
import { cookieFrom, outcome } from "./test-app";
import { type Args, refill, useTestApp } from "./test-suite";

// What the tests of the coach's clients share (tests/integration/coach-clients*.test.ts).

export type Person = { id: string; name: string; email: string; cookie: string };
export type ClientsPage = Awaited<ReturnType<typeof clientsLoader>>;
export type ClientPage = Awaited<ReturnType<typeof clientLoader>>;

export const DAY = 86_400_000;
// 12:00 on Wednesday 18 November 2026 in Sydney, the gym's zone. Check-ins open on Sundays (the
// default), so this period opened on Sunday 15 November, three days ago; this week began on
// Monday 16 November.
export const NOW = new Date("2026-11-18T01:00:00Z");
export const THIS_PERIOD = "2026-11-15";
export const LAST_PERIOD = "2026-11-08";

export const allNo = () =>
  Object.fromEntries(SCREENING_QUESTION_IDS.map((id) => [id, false])) as ScreeningAnswers;

/**
 * The coach's clients suite, registered in the `describe` it is called in: at NOW, the coach (not
 * signed in), members made as a test needs them, their workouts and check-ins, and the coach's
 * pages. `coach` is the same object all along, refilled before each test.
 */
export function useCoachClientsSuite() {
  const { database, app } = useTestApp({ start: NOW });
  const coach = {} as Person;
  beforeEach(async () => {
    refill(coach, await person("Coach", "coach"));
  });

  /** A member; `client` gives her portal access, which makes her an active client. */
  async function person(name: string, role: "member" | "coach" = "member", client = false): Promise<Person> {
    const email = `${name.toLowerCase()}@example.com`;
    const member = await createMember(database.db, {
      name,
      email,
      password: "a-long-enough-password",
      role,
    });
    if (!member) throw new Error("no member");
    // Joined a month ago, so last period's check-in was hers to send.
    await database.db
      .update(members)
      .set({ createdAt: new Date(NOW.getTime() - 30 * DAY) })
      .where(eq(members.id, member.id));
    if (client) {
      await grantEntitlement(database.db, {
        memberId: member.id,
        kind: "portal",
        endsAt: null,
        source: "coach",
      });
      // A client the coach already knows: she has opened her record, so she is no longer "new".
      await recordAudit(
        database.db,
        { id: null, email: "coach@example.com" },
        { action: VIEWED_CLIENT_RECORD, target: email },
        new Date(NOW.getTime() - 30 * DAY),
      );
    }
    return { id: member.id, name, email, cookie: "" };
  }

  async function signIn(who: Person): Promise<Person> {
    const cookie = cookieFrom([(await app.services.sessions.create({ memberId: who.id })).setCookie]);
    return { ...who, cookie };
  }

  /** Finished workouts on these days (finished at 09:00 UTC); `open` days are started, not finished. */
  async function logs(who: Person, days: readonly string[], open: readonly string[] = []) {
    const rows = [
      ...days.map((day) => ({ day, finished: true })),
      ...open.map((day) => ({ day, finished: false })),
    ];
    if (rows.length === 0) return [];
    const ids = rows.map(() => randomUUID());
    await database.db.insert(workoutLogs).values(
      rows.map((row, index) => {
        const at = new Date(`${row.day}T09:00:00Z`);
        return {
          id: ids[index] as string,
          memberId: who.id,
          program: "stay-strong",
          sessionId: "session-a",
          sessionLabel: "Session A",
          day: row.day,
          finishedAt: row.finished ? at : null,
          createdAt: at,
          updatedAt: at,
        };
      }),
    );
    return ids;
  }

  async function checkIn(
    who: Person,
    week: string,
    pain: { level: number; area: string } = { level: 0, area: "" },
  ) {
    const id = randomUUID();
    const submittedAt = new Date(`${week}T08:00:00Z`);
    await database.db.insert(checkIns).values({
      id,
      memberId: who.id,
      week,
      energy: 4,
      sleep: 3,
      stress: 2,
      painArea: pain.area,
      painLevel: pain.level,
      sessionsDone: 2,
      eating: 4,
      wins: "Walked every day",
      question: "More squats?",
      submittedAt,
      createdAt: submittedAt,
      updatedAt: submittedAt,
    });
    return id;
  }

  const listPage = async (who: Person) => {
    const answer = await outcome(() =>
      clientsLoader(app.args("/coach/clients", { cookie: who.cookie }) as Args<typeof clientsLoader>),
    );
    return answer;
  };
  const clientPage = async (who: Person, memberId: string, query = "") =>
    outcome(() =>
      clientLoader(
        app.args(`/coach/clients/${memberId}${query}`, {
          cookie: who.cookie,
          params: { memberId },
        }) as Args<typeof clientLoader>,
      ),
    );
  const post = (who: Person, memberId: string, form: Record<string, string>) =>
    outcome(() =>
      clientAction(
        app.args(`/coach/clients/${memberId}`, { cookie: who.cookie, form, params: { memberId } }) as Args<
          typeof clientAction
        >,
      ),
    );
  const audits = (action: string) =>
    database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(auditLog.id);

  return { database, app, coach, person, signIn, logs, checkIn, listPage, clientPage, post, audits };
}
