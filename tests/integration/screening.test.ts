import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SCREENING_MESSAGES } from "~/content/screening";
import type { DatabaseHandle } from "~/db/client.server";
import { SCREENING_QUESTION_IDS, screenings, setLogs } from "~/db/schema";
import {
  latestScreening,
  markScreeningReviewed,
  screeningStatus,
} from "~/features/coaching/screening.server";
import type { MemberLogPage, ScreeningLogPage } from "~/features/training/log.server";
import { formFailureOf } from "~/lib/form-failure";
import { createMember } from "~/lib/members.server";
import { action as screeningAction, loader as screeningLoader } from "~/routes/coaching/screening";
import { loader as programLoader } from "~/routes/portal/program";
import { action as logAction, loader as logLoader } from "~/routes/training/log";
import { cookieFrom, createTestApp, outcome } from "../helpers/test-app";
import { openTestDatabase, resetDatabase } from "../helpers/test-database";

type Args<T extends (...args: never[]) => unknown> = Parameters<T>[0];
type Form = Record<string, string>;
type ScreeningPage = Awaited<ReturnType<typeof screeningLoader>>;

const PROGRAM = "movement-patterns-1";
const SESSION = "session-a";
const PROGRAM_PATH = `/client-portal/${PROGRAM}`;
const LOG_PATH = `${PROGRAM_PATH}/log/${SESSION}`;
const DAY = 86_400_000;

const allNo = (): Form => Object.fromEntries(SCREENING_QUESTION_IDS.map((id) => [id, "no"]));
const toScreening = (path: string) => `/screening?${new URLSearchParams({ redirectTo: path })}`;

describe("the health check before training", () => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>;
  let ann: { id: string; cookie: string };
  let bea: { id: string; cookie: string };
  let coach: { id: string; cookie: string };

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await resetDatabase(database);
    app = createTestApp(database, new Date("2026-03-02T09:00:00Z"));
    const person = async (name: string, role: "member" | "coach" = "member") => {
      const member = await createMember(database.db, {
        name,
        email: `${name.toLowerCase()}@example.com`,
        password: "a-long-enough-password",
        role,
      });
      if (!member) throw new Error("no member");
      const cookie = cookieFrom([(await app.services.sessions.create({ memberId: member.id })).setCookie]);
      return { id: member.id, cookie };
    };
    ann = await person("Ann");
    bea = await person("Bea");
    coach = await person("Coach", "coach");
  });

  const openProgram = (cookie?: string) =>
    outcome(() =>
      programLoader(
        app.args(PROGRAM_PATH, { cookie, params: { program: PROGRAM } }) as Args<typeof programLoader>,
      ),
    );
  const openLog = (cookie?: string) =>
    outcome(() =>
      logLoader(
        app.args(LOG_PATH, { cookie, params: { program: PROGRAM, session: SESSION } }) as Args<
          typeof logLoader
        >,
      ),
    );
  /** One ticked set, as the phone's queue sends it. */
  const logSet = (cookie: string) =>
    outcome(() =>
      logAction(
        app.args(LOG_PATH, {
          cookie,
          params: { program: PROGRAM, session: SESSION },
          form: {
            intent: "set",
            logId: randomUUID(),
            position: "0",
            setNumber: "1",
            reps: "10",
            weight: "8",
            done: "true",
          },
        }) as Args<typeof logAction>,
      ),
    );
  const page = async (cookie: string, path = "/screening") => {
    const result = await outcome(() =>
      screeningLoader(app.args(path, { cookie }) as Args<typeof screeningLoader>),
    );
    expect(result.status).toBe(200);
    return result.data as ScreeningPage;
  };
  const post = (cookie: string, form: Form) =>
    outcome(() => screeningAction(app.args("/screening", { cookie, form }) as Args<typeof screeningAction>));
  const answer = (cookie: string, answers: Form, redirectTo = LOG_PATH) =>
    post(cookie, { intent: "answer", redirectTo, ...answers });
  const setsOf = (memberId: string) =>
    database.db.select().from(setLogs).where(eq(setLogs.memberId, memberId));
  const statusOf = async (memberId: string) =>
    screeningStatus(await latestScreening(database.db, memberId), app.clock.now);

  it("sends her to the health check before her first program or log, but never a visitor or the coach", async () => {
    expect(await openProgram(ann.cookie)).toMatchObject({ status: 302, location: toScreening(PROGRAM_PATH) });
    expect(await openLog(ann.cookie)).toMatchObject({ status: 302, location: toScreening(LOG_PATH) });
    // A write without a health check is refused, and nothing is stored.
    const refused = await logSet(ann.cookie);
    expect(refused.status).toBe(403);
    expect(formFailureOf(refused.data)?.formError).toBe(SCREENING_MESSAGES.logMissing);
    expect(await setsOf(ann.id)).toEqual([]);

    // The free month 1 stays public, and the coach is never asked.
    expect((await openProgram()).status).toBe(200);
    expect((await openProgram(coach.cookie)).status).toBe(200);
    expect(((await openLog(coach.cookie)).data as MemberLogPage).mode).toBe("log");
    expect((await page(coach.cookie)).isCoach).toBe(true);

    // The page itself is for members: a visitor is asked to sign in first.
    const visitor = await outcome(() =>
      screeningLoader(app.args("/screening") as Args<typeof screeningLoader>),
    );
    expect(visitor).toMatchObject({ status: 302, location: "/login?redirectTo=%2Fscreening" });
  });

  it("lets her through to where she was going when every answer is no", async () => {
    expect((await page(ann.cookie, toScreening(LOG_PATH))).status).toBe("missing");
    const result = await answer(ann.cookie, allNo());
    expect(result).toMatchObject({ status: 302, location: LOG_PATH });
    expect(result.cookies.join(";")).toContain("wb50_flash=screening-saved");

    const row = await latestScreening(database.db, ann.id);
    expect(row).toMatchObject({ memberId: ann.id, anyYes: false, followUp: "" });
    expect(Object.values(row?.answers ?? {})).toEqual(SCREENING_QUESTION_IDS.map(() => false));
    expect(await statusOf(ann.id)).toBe("clear");
    expect(((await openLog(ann.cookie)).data as MemberLogPage).mode).toBe("log");
    expect((await openProgram(ann.cookie)).status).toBe(200);
    expect((await logSet(ann.cookie)).status).toBe(200);

    const shown = await page(ann.cookie);
    expect(shown.status).toBe("clear");
    expect(shown.screening).toMatchObject({
      answeredOn: "2 March 2026",
      validUntil: "2 March 2027",
      yes: [],
    });
  });

  it("advises and flags her after a yes: she can read the program, but the log waits for clearance", async () => {
    const result = await answer(ann.cookie, { ...allNo(), joints: "yes" });
    // Back to the health check, which now gives the advice.
    expect(result).toMatchObject({ status: 302, location: toScreening(LOG_PATH) });
    const row = await latestScreening(database.db, ann.id);
    expect(row).toMatchObject({ anyYes: true, clearedAt: null, reviewedAt: null });
    expect(row?.answers.joints).toBe(true);
    // The coach's flag: a yes neither cleared nor reviewed.
    expect(await statusOf(ann.id)).toBe("flagged");

    const shown = await page(ann.cookie, toScreening(LOG_PATH));
    expect(shown.status).toBe("flagged");
    expect(shown.redirectTo).toBe(LOG_PATH);
    expect(shown.screening?.yes).toEqual([expect.stringContaining("bone, joint or muscle")]);

    expect((await openProgram(ann.cookie)).status).toBe(200);
    const log = (await openLog(ann.cookie)).data as ScreeningLogPage;
    expect(log).toMatchObject({ mode: "screening", screeningHref: toScreening(LOG_PATH) });
    expect(log).not.toHaveProperty("exercises");
    const refused = await logSet(ann.cookie);
    expect(refused.status).toBe(403);
    expect(formFailureOf(refused.data)?.formError).toBe(SCREENING_MESSAGES.logFlagged);
    expect(await setsOf(ann.id)).toEqual([]);

    // The follow-up is hers to add, and saved on the same row for the coach.
    const followUp = await post(ann.cookie, {
      intent: "follow-up",
      screeningId: row?.id ?? "",
      followUp: "  Left knee replaced in 2024; my physio says no deep squats.  ",
    });
    expect(followUp).toMatchObject({ status: 200, data: { done: SCREENING_MESSAGES.followUpSaved } });
    expect((await latestScreening(database.db, ann.id))?.followUp).toBe(
      "Left knee replaced in 2024; my physio says no deep squats.",
    );
    const tooLong = await post(ann.cookie, {
      intent: "follow-up",
      screeningId: row?.id ?? "",
      followUp: "x".repeat(1001),
    });
    expect(tooLong.status).toBe(400);
    expect(formFailureOf(tooLong.data)?.fieldErrors.followUp).toBe(SCREENING_MESSAGES.followUpTooLong);
  });

  it("opens her log once she confirms her doctor's clearance", async () => {
    await answer(ann.cookie, { ...allNo(), heart: "yes", medicines: "yes" });
    const row = await latestScreening(database.db, ann.id);
    app.advance(3 * DAY);
    const result = await post(ann.cookie, {
      intent: "confirm-clearance",
      screeningId: row?.id ?? "",
      redirectTo: LOG_PATH,
    });
    expect(result).toMatchObject({ status: 302, location: LOG_PATH });
    expect(result.cookies.join(";")).toContain("wb50_flash=clearance-confirmed");
    expect((await latestScreening(database.db, ann.id))?.clearedAt).toEqual(app.clock.now);
    expect(await statusOf(ann.id)).toBe("cleared");
    expect(((await openLog(ann.cookie)).data as MemberLogPage).mode).toBe("log");
    expect((await logSet(ann.cookie)).status).toBe(200);
    expect(await setsOf(ann.id)).toHaveLength(1);
  });

  it("opens her log once the coach marks her answers reviewed", async () => {
    await answer(ann.cookie, { ...allNo(), supervision: "yes" });
    const row = await latestScreening(database.db, ann.id);
    expect(await markScreeningReviewed(database.db, row?.id ?? "", { id: coach.id }, app.clock.now)).toBe(
      true,
    );
    expect(await latestScreening(database.db, ann.id)).toMatchObject({
      reviewedAt: app.clock.now,
      reviewedBy: coach.id,
      clearedAt: null,
    });
    expect(await statusOf(ann.id)).toBe("reviewed");
    expect(((await openLog(ann.cookie)).data as MemberLogPage).mode).toBe("log");
    expect((await logSet(ann.cookie)).status).toBe(200);
    // An unknown screening is no review.
    expect(await markScreeningReviewed(database.db, randomUUID(), { id: coach.id }, app.clock.now)).toBe(
      false,
    );
  });

  it("asks her again 12 months later, keeping her earlier answers", async () => {
    await answer(ann.cookie, allNo());
    // Sessions last 42 days: a year on, she has signed in again.
    const signIn = async () =>
      cookieFrom([(await app.services.sessions.create({ memberId: ann.id })).setCookie]);
    app.advance(364 * DAY);
    let cookie = await signIn();
    expect((await openProgram(cookie)).status).toBe(200);
    expect(((await openLog(cookie)).data as MemberLogPage).mode).toBe("log");
    app.advance(DAY);
    cookie = await signIn();
    expect(await statusOf(ann.id)).toBe("expired");
    expect(await openProgram(cookie)).toMatchObject({ status: 302, location: toScreening(PROGRAM_PATH) });
    expect(await openLog(cookie)).toMatchObject({ status: 302, location: toScreening(LOG_PATH) });
    expect(formFailureOf((await logSet(cookie)).data)?.formError).toBe(SCREENING_MESSAGES.logMissing);
    expect((await page(cookie)).status).toBe("expired");

    app.advance(DAY);
    expect((await answer(cookie, allNo(), PROGRAM_PATH)).location).toBe(PROGRAM_PATH);
    expect(await database.db.select().from(screenings).where(eq(screenings.memberId, ann.id))).toHaveLength(
      2,
    );
    expect(await statusOf(ann.id)).toBe("clear");
    expect((await openProgram(cookie)).status).toBe(200);
  });

  it("answers a missing answer with a 400 that keeps her other answers, and stores nothing", async () => {
    const six: Form = { ...allNo(), heart: "yes" };
    delete six.supervision;
    const result = await answer(ann.cookie, six);
    expect(result.status).toBe(400);
    const failure = formFailureOf(result.data);
    expect(failure?.fieldErrors).toEqual({ supervision: SCREENING_MESSAGES.answer });
    expect(failure?.values).toMatchObject({
      heart: "yes",
      chestPain: "no",
      joints: "no",
      redirectTo: LOG_PATH,
    });

    // Neither yes nor no, and an intent the page never sends.
    const odd = await answer(ann.cookie, { ...allNo(), dizziness: "maybe" });
    expect(formFailureOf(odd.data)?.fieldErrors).toEqual({ dizziness: SCREENING_MESSAGES.answer });
    const unknown = await post(ann.cookie, { intent: "delete", ...allNo() });
    expect(unknown.status).toBe(400);
    expect(formFailureOf(unknown.data)?.formError).toBe(SCREENING_MESSAGES.form);
    expect(await latestScreening(database.db, ann.id)).toBeNull();
  });

  it("never lets another member add to or clear her screening: a 404, and the row is untouched", async () => {
    await answer(ann.cookie, { ...allNo(), chestPain: "yes" });
    const row = await latestScreening(database.db, ann.id);
    const id = row?.id ?? "";
    const attempts: Form[] = [
      { intent: "confirm-clearance", screeningId: id },
      { intent: "follow-up", screeningId: id, followUp: "Not hers to write" },
    ];
    for (const form of attempts) {
      const result = await post(bea.cookie, form);
      expect(result.status).toBe(404);
      expect(formFailureOf(result.data)?.formError).toBe(SCREENING_MESSAGES.notFound);
    }
    // An id nobody has gets the same answer.
    expect((await post(bea.cookie, { intent: "confirm-clearance", screeningId: randomUUID() })).status).toBe(
      404,
    );
    expect(await latestScreening(database.db, ann.id)).toMatchObject({ clearedAt: null, followUp: "" });
    expect(await statusOf(ann.id)).toBe("flagged");

    // Her own earlier screening is no longer the one that counts.
    await answer(ann.cookie, { ...allNo(), chestPain: "yes" });
    expect((await post(ann.cookie, { intent: "confirm-clearance", screeningId: id })).status).toBe(404);
    // A screening of all no has nothing to clear.
    await answer(bea.cookie, allNo());
    const beas = await latestScreening(database.db, bea.id);
    expect(
      (await post(bea.cookie, { intent: "confirm-clearance", screeningId: beas?.id ?? "" })).status,
    ).toBe(409);
  });

  it("only ever sends her on to a path on this site", async () => {
    for (const unsafe of [
      "//evil.example/",
      "https://evil.example/",
      "/\\evil.example",
      "javascript:alert(1)",
    ]) {
      expect((await answer(ann.cookie, allNo(), unsafe)).location).toBe("/dashboard");
      expect(
        (await page(ann.cookie, `/screening?${new URLSearchParams({ redirectTo: unsafe })}`)).redirectTo,
      ).toBe("/dashboard");
    }
    await answer(bea.cookie, { ...allNo(), joints: "yes" });
    const row = await latestScreening(database.db, bea.id);
    const cleared = await post(bea.cookie, {
      intent: "confirm-clearance",
      screeningId: row?.id ?? "",
      redirectTo: "//evil.example/",
    });
    expect(cleared.location).toBe("/dashboard");
  });
});
