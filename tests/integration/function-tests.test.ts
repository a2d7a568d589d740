import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  auditLog,
  clientFlags,
  coachingPlans,
  functionTestResults,
  outbox,
  reminderSettings,
} from "~/db/schema";
import { VIEWED_FUNCTION_TESTS } from "~/features/function-tests/coach.server";
import { queueFunctionTestReminders } from "~/features/function-tests/reminder-job.server";
import { loader as clientLoader } from "~/routes/coach/client";
import { loader as exportLoader } from "~/routes/training/export";
import { action as testAction, loader as testLoader } from "~/routes/training/test";
import { action as testsAction, loader as testsLoader } from "~/routes/training/tests";
import { outcome, signedIn, TEST_SECRET } from "../helpers/test-app";
import { type Args, useTestApp } from "../helpers/test-suite";
import { passScreening } from "../helpers/training-seed";

// Issue 39 §1 (h1): a result and the coach's fall-risk flag saved together, the screening gate,
// foreign and unknown ids, the coach's audited view, and the 8-week reminder.

describe("function tests", () => {
  // 10:00 on Tuesday 10 March 2026 in Sydney (the gym's zone; she has no profile).
  const { database, app } = useTestApp({ start: new Date("2026-03-09T23:00:00Z") });
  let ann: { id: string; cookie: string; email: string };
  let coach: { id: string; cookie: string };

  beforeEach(async () => {
    ann = await signedIn(app, { name: "Ann", email: "ann@example.com" });
    coach = await signedIn(app, { name: "Coach", email: "coach@example.com", role: "coach" });
  });

  const post = (testId: string, form: Record<string, string>, cookie = ann.cookie) =>
    outcome(() =>
      testAction(
        app.args(`/progress/tests/${testId}`, { form, cookie, params: { testId } }) as Args<
          typeof testAction
        >,
      ),
    );
  const open = async (testId: string, cookie = ann.cookie) =>
    outcome(() =>
      testLoader(
        app.args(`/progress/tests/${testId}`, { cookie, params: { testId } }) as Args<typeof testLoader>,
      ),
    );
  const flag = async () =>
    (await database.db.select().from(clientFlags).where(eq(clientFlags.memberId, ann.id))).find(
      (row) => row.kind === "fall-risk",
    )?.detail ?? null;
  const results = () =>
    database.db.select().from(functionTestResults).where(eq(functionTestResults.memberId, ann.id));

  it("opens only after her screening, and refuses a result before it", async () => {
    expect((await open("chair-stand")).data).toMatchObject({ open: false });
    expect((await post("chair-stand", { intent: "result", value: "12" })).status).toBe(403);
    expect(await results()).toEqual([]);
    await passScreening(database.db, ann.id, app.clock.now);
    expect((await open("chair-stand")).data).toMatchObject({ open: true });
    expect((await open("no-such-test")).status).toBe(404);
    expect((await open("chair-stand", "")).status).toBe(302);
  });

  it("saves a result with the fall-risk flag it decides, clears it on a later result over every cut-off, and records a stop", async () => {
    await passScreening(database.db, ann.id, app.clock.now);
    // Born March 1956: 70 on 10 March 2026 (STEADI's cut-off 10 for 70-74).
    const birth = await outcome(() =>
      testsAction(
        app.args("/progress/tests", {
          form: { intent: "birth", year: "1956", month: "3" },
          cookie: ann.cookie,
        }) as Args<typeof testsAction>,
      ),
    );
    expect(birth.status).toBe(302);

    expect((await post("chair-stand", { intent: "result", value: "8" })).location).toBe(
      "/progress/tests?saved=chair-stand",
    );
    expect(await flag()).toBe("chair stand 8 (cut-off 10 for 70-74)");
    // "12,5" is 12.5 (one number rule); over 9 s joins the reasons.
    await post("up-and-go", { intent: "result", value: "12,5" });
    expect(await flag()).toBe("chair stand 8 (cut-off 10 for 70-74); up-and-go 12.5 s (cut-off 9 s)");
    // A stop is recorded with its reason and changes no flag.
    expect((await post("chair-stand", { intent: "stop", reason: "dizziness" })).location).toBe(
      "/progress/tests?stopped=chair-stand",
    );
    expect(await flag()).not.toBeNull();
    // Later results over every cut-off clear it.
    await post("chair-stand", { intent: "result", value: "12" });
    expect(await flag()).toBe("up-and-go 12.5 s (cut-off 9 s)");
    await post("up-and-go", { intent: "result", value: "7.9" });
    expect(await flag()).toBeNull();

    const rows = await results();
    expect(rows.map((row) => [row.test, row.value, row.age, row.stopped])).toEqual(
      expect.arrayContaining([
        ["chair-stand", 8, 70, null],
        ["up-and-go", 12.5, 70, null],
        ["chair-stand", null, 70, "dizziness"],
      ]),
    );
    // A typing slip keeps what she typed and says why, in plain words.
    const slip = await post("chair-stand", { intent: "result", value: "1,500" });
    expect(slip.status).toBe(400);
    expect(slip.data).toMatchObject({ values: { value: "1,500" } });

    // Her scorecard reads the change in words and the range wording.
    const page = (await outcome(() =>
      testsLoader(app.args("/progress/tests", { cookie: ann.cookie }) as Args<typeof testsLoader>),
    )) as { data: Awaited<ReturnType<typeof testsLoader>> };
    const chair = page.data.cards.find((card) => card.id === "chair-stand");
    expect(chair?.change).toBe("You stood up 4 more times than your first test.");
    expect(chair?.latest?.words).toBe("Within the usual range for your age");

    // Her export leaves them out of every other file and gives them as a download of their own.
    const csvOf = async (part: string) => {
      const file = await exportLoader(
        app.args(`/progress/export.csv?part=${part}`, { cookie: ann.cookie }) as Args<typeof exportLoader>,
      );
      expect((file as Response).headers.get("Cache-Control")).toBe("private, no-store");
      return (await (file as Response).text()).trim().split(/\r?\n/);
    };
    const tests = await csvOf("function-tests");
    expect(tests[0]).toBe("day,test,result,value,second_value,age,stopped");
    expect(tests).toContain(`${rows[0]?.day},30-second chair stand,8 stands,8,,70,`);
    expect(tests.some((line) => line.endsWith(",dizziness"))).toBe(true);
    expect((await csvOf("training")).join("\n")).not.toContain("chair stand");
  });

  it("shows the coach her results with the fall-risk reason, audits the view, and 404s an unknown client", async () => {
    await passScreening(database.db, ann.id, app.clock.now);
    await post("up-and-go", { intent: "result", value: "13.4" });
    const page = await outcome(() =>
      clientLoader(
        app.args(`/coach/clients/${ann.id}`, { cookie: coach.cookie, params: { memberId: ann.id } }) as Args<
          typeof clientLoader
        >,
      ),
    );
    expect(page.data).toMatchObject({ functionTests: { fallRisk: "up-and-go 13.4 s (cut-off 9 s)" } });
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, VIEWED_FUNCTION_TESTS), eq(auditLog.target, ann.email)));
    expect(audits).toHaveLength(1);
    const missing = "00000000-0000-4000-8000-000000000000";
    const unknown = await outcome(() =>
      clientLoader(
        app.args(`/coach/clients/${missing}`, {
          cookie: coach.cookie,
          params: { memberId: missing },
        }) as Args<typeof clientLoader>,
      ),
    );
    expect(unknown.status).toBe(404);
    // She cannot open the coach's page of herself.
    const hers = await outcome(() =>
      clientLoader(
        app.args(`/coach/clients/${ann.id}`, { cookie: ann.cookie, params: { memberId: ann.id } }) as Args<
          typeof clientLoader
        >,
      ),
    );
    expect(hers.status).toBeGreaterThanOrEqual(300);
  });

  it("reminds a Continuum client once, 8 weeks after her last test", async () => {
    await passScreening(database.db, ann.id, app.clock.now);
    await database.db.insert(coachingPlans).values({ memberId: ann.id, plan: "remote" });
    await database.db.insert(reminderSettings).values({ memberId: ann.id, channel: "email", time: "09:00" });
    await post("chair-stand", { intent: "result", value: "14" });
    const run = (now: Date) =>
      queueFunctionTestReminders({
        db: database.db,
        appUrl: "https://example.com",
        secret: TEST_SECRET,
        now,
      });
    // 10 March + 55 days, 10:00 in Sydney: not yet.
    expect(await run(new Date("2026-05-03T23:00:00Z"))).toEqual({ emails: 0, pushes: 0 });
    // 5 May 2026, 10:00 in Sydney: 8 weeks. Once, whatever the ticks.
    expect(await run(new Date("2026-05-04T23:00:00Z"))).toEqual({ emails: 1, pushes: 0 });
    expect(await run(new Date("2026-05-04T23:01:00Z"))).toEqual({ emails: 0, pushes: 0 });
    const sent = await database.db.select().from(outbox).where(eq(outbox.kind, "reminder-function-tests"));
    expect(sent.map((row) => row.dedupeKey)).toEqual([`reminder:function-tests:${ann.id}:2026-05-05`]);
  });
});
