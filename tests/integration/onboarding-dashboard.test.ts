import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activities, members, profiles } from "~/db/schema";
import { failureMessage, formFailureOf } from "~/lib/form-failure";
import { ANONYMOUS_WRITE_LIMIT } from "~/lib/throttle.server";
import { loader as exportLoader } from "~/routes/coach/export";
import { loader as leadsLoader } from "~/routes/coach/leads";
import { loader as icsLoader } from "~/routes/dashboard/calendar-ics";
import { action as dashboardAction, loader as dashboardLoader } from "~/routes/dashboard/index";
import { action as onboardingAction, loader as onboardingLoader } from "~/routes/onboarding/index";
import { signUpWithCode } from "../helpers/sign-up";
import { cookieFrom, outcome, signedIn } from "../helpers/test-app";
import { type Args, useTestApp } from "../helpers/test-suite";

type Form = Record<string, string | readonly string[]>;
type Dashboard = Awaited<ReturnType<typeof dashboardLoader>>;
type Own = Dashboard & { mode: "own"; week: NonNullable<Dashboard["week"]> };

const ZONE = "America/New_York";
const ANSWERS: Form[] = [
  { intent: "start", timeZone: ZONE },
  { intent: "answer", step: "fitness", choice: "moderate", timeZone: ZONE },
  { intent: "answer", step: "goals", goals: ["mobility", "stress"], timeZone: ZONE },
  { intent: "answer", step: "diet", choice: "pescatarian", timeZone: ZONE },
  { intent: "answer", step: "time", choice: "30min", timeZone: ZONE },
];

describe("onboarding and the dashboard", () => {
  // Monday 9 March 2026, 10:00 in New York (the day after the clocks went forward).
  const { database, app } = useTestApp({ start: new Date("2026-03-09T14:00:00Z") });

  const onboard = (form: Form, cookie?: string) =>
    outcome(() =>
      onboardingAction(app.args("/onboarding", { form, cookie }) as Args<typeof onboardingAction>),
    );
  const onboarding = (cookie?: string) =>
    outcome(() => onboardingLoader(app.args("/onboarding", { cookie }) as Args<typeof onboardingLoader>));
  const act = (form: Form, cookie?: string) =>
    outcome(() => dashboardAction(app.args("/dashboard", { form, cookie }) as Args<typeof dashboardAction>));
  const dashboard = async (cookie?: string) =>
    (await outcome(() => dashboardLoader(app.args("/dashboard", { cookie }) as Args<typeof dashboardLoader>)))
      .data as Dashboard;
  const own = async (cookie: string) => {
    const data = await dashboard(cookie);
    if (data.mode !== "own") throw new Error("expected her own dashboard");
    return data as Own;
  };

  /** Answers every step as a new visitor; returns her profile cookie. */
  async function completeAsVisitor(): Promise<string> {
    expect((await onboard(ANSWERS[0] ?? {})).location).toBe("/onboarding?step=fitness");
    const first = await onboard(ANSWERS[1] ?? {});
    const cookie = cookieFrom(first.cookies);
    for (const form of ANSWERS.slice(2)) expect((await onboard(form, cookie)).status).toBe(200);
    const done = await onboard({ intent: "complete", timeZone: ZONE }, cookie);
    expect(done.status).toBe(302);
    expect(done.location).toBe("/dashboard");
    expect(done.cookies.join(";")).toContain("wb50_flash=plan-ready");
    return cookie;
  }

  it("saves each step against a visitor's cookie and resumes where she left off", async () => {
    // Start leads to the first question and stores nothing: no row, no cookie.
    const start = await onboard(ANSWERS[0] ?? {});
    expect(start).toMatchObject({ status: 302, location: "/onboarding?step=fitness", cookies: [] });
    expect(await database.db.select().from(profiles)).toEqual([]);
    const firstQuestion = app.args("/onboarding?step=fitness") as Args<typeof onboardingLoader>;
    expect((await outcome(() => onboardingLoader(firstQuestion))).data).toEqual({
      step: "fitness",
      answers: {},
    });
    // Back from the first question with nothing chosen returns to the welcome, still storing nothing.
    const back = await onboard({ intent: "back", step: "fitness" });
    expect(back).toMatchObject({ status: 302, location: "/onboarding", cookies: [] });
    expect(await database.db.select().from(profiles)).toEqual([]);

    // Her first answer creates the profile and the cookie that names it.
    const first = await onboard(ANSWERS[1] ?? {});
    // A redirect to her next step, which a page without React reads with the new cookie.
    expect(first).toMatchObject({ status: 302, location: "/onboarding?step=goals" });
    expect(first.cookies[0]).toMatch(/^wb50_profile=.+HttpOnly/i);
    const cookie = cookieFrom(first.cookies);
    expect((await onboarding(cookie)).data).toEqual({ step: "goals", answers: { fitness: "moderate" } });
    // Someone else, or the same browser without its cookie, starts afresh.
    expect((await onboarding()).data).toEqual({ step: "welcome", answers: {} });
    // A forged cookie names nothing.
    expect((await onboarding("wb50_profile=forged")).data).toEqual({ step: "welcome", answers: {} });
    const [row] = await database.db.select().from(profiles);
    expect(row?.timeZone).toBe(ZONE);
  });

  it("answers forged and invalid submits with a 4xx and stores nothing", async () => {
    const failures: [Form, number, string][] = [
      [
        { intent: "answer", step: "fitness", choice: "olympian" },
        400,
        "Please choose one of the options shown.",
      ],
      [
        { intent: "answer", step: "goals", goals: ["mobility", "strength", "energy", "balance"] },
        400,
        "You can only select up to 3 options",
      ],
      [{ intent: "answer", step: "diet" }, 400, "Please make a selection before continuing."],
      [
        { intent: "answer", step: "complete", choice: "x" },
        400,
        "That step is not part of the questionnaire.",
      ],
      [
        { intent: "answer", step: "time", choice: "15min" },
        409,
        "Please answer the questions in order, starting with the first.",
      ],
      [{ intent: "complete" }, 409, "Please answer every question before completing."],
      [
        { intent: "back", step: "welcome" },
        400,
        "This is the first step, so there is nothing to go back to.",
      ],
      [
        { intent: "start", timeZone: "Atlantis/Capital" },
        400,
        "We could not read your time zone. Please reload the page and try again.",
      ],
      [{ intent: "hack" }, 400, "Something went wrong. Please try again."],
    ];
    for (const [form, status, message] of failures) {
      const result = await onboard(form);
      expect(result.status, JSON.stringify(form)).toBe(status);
      const failure = formFailureOf(result.data);
      expect(failure && failureMessage(failure)).toBe(message);
      expect(failure?.values).toMatchObject(typeof form.intent === "string" ? { intent: form.intent } : {});
      expect(result.cookies).toEqual([]);
    }
    const json = await outcome(() =>
      onboardingAction({
        ...app.args("/onboarding"),
        request: new Request("http://localhost/onboarding", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: '{"intent":"start"}',
        }),
      } as Args<typeof onboardingAction>),
    );
    expect(json.status).toBe(415);
    expect(await database.db.select().from(profiles)).toEqual([]);
  });

  it("counts the profiles a visitor's address creates, and refuses a script filling the table", async () => {
    let cookie = "";
    for (let index = 0; index < ANONYMOUS_WRITE_LIMIT; index += 1) {
      const created = await onboard(ANSWERS[1] ?? {});
      expect(created.status).toBe(302);
      cookie = cookieFrom(created.cookies);
    }
    const refused = await onboard(ANSWERS[1] ?? {});
    expect(refused.status).toBe(429);
    expect(formFailureOf(refused.data)?.formError).toMatch(/^Too many submissions from this connection/);
    expect(await database.db.select().from(profiles)).toHaveLength(ANONYMOUS_WRITE_LIMIT);
    // Her next answers update her own row and are not counted; another address is not blocked.
    expect((await onboard(ANSWERS[2] ?? {}, cookie)).status).toBe(200);
    const elsewhere = app.args("/onboarding", { form: ANSWERS[1], clientAddress: "198.51.100.9" });
    // A new profile: the redirect to her next step (decision 0068), not a refusal.
    expect((await outcome(() => onboardingAction(elsewhere as Args<typeof onboardingAction>))).status).toBe(
      302,
    );
  });

  it("shows the labelled sample before the assessment, 'continue' half-way, then her own plan", async () => {
    const sample = await dashboard();
    expect(sample).toMatchObject({ mode: "sample", assessment: "start", date: "Tuesday, 10 March 2026" });
    const cookie = cookieFrom((await onboard(ANSWERS[1] ?? {})).cookies);
    expect(await dashboard(cookie)).toMatchObject({ mode: "sample", assessment: "continue" });

    const visitor = await completeAsVisitor();
    const mine = await own(visitor);
    expect(mine.date).toBe("Monday, 9 March 2026");
    expect(mine.summary).toMatchObject({ streak: 0, completedToday: 0, totalToday: 3 });
    expect(mine.cards.map((card) => card.type)).toEqual(["workout", "meal", "mindfulness"]);
    expect(mine.cards[0]).toMatchObject({
      subtitle: "Movement Patterns: Next Level · Month 2",
      duration: "30 min",
      // Month 2 is premium: a visitor is pointed at the Programs page, not at a locked page.
      link: { href: "/programs" },
    });
    expect(mine.challenge).toEqual({ participants: 0, joined: false, daysDone: 0 });
    expect(mine.week.map((day) => day.day)).toEqual([
      "2026-03-09",
      "2026-03-10",
      "2026-03-11",
      "2026-03-12",
      "2026-03-13",
      "2026-03-14",
      "2026-03-15",
    ]);
  });

  it("records each card once, however often it is sent, and counts it", async () => {
    const cookie = await completeAsVisitor();
    const mine = await own(cookie);
    const workout = mine.cards[0]?.title ?? "";
    const [a, b] = await Promise.all([
      act({ intent: "complete-activity", kind: "workout", timeZone: ZONE }, cookie),
      act({ intent: "complete-activity", kind: "workout", timeZone: ZONE }, cookie),
    ]);
    for (const result of [a, b]) {
      expect(result.status).toBe(200);
      expect(result.data).toMatchObject({ ok: true, toast: `Starting your workout: ${workout}` });
    }
    expect([a, b].map((result) => (result.data as { recorded: boolean }).recorded).sort()).toEqual([
      false,
      true,
    ]);
    expect(await database.db.select().from(activities)).toHaveLength(1);

    // "Mark done without logging" (a member's workout card): done, so not "Starting your…".
    const unlogged = await act({ intent: "complete-activity", kind: "workout", unlogged: "true" }, cookie);
    expect(unlogged.data).toMatchObject({ ok: true, toast: `Marked as done: ${workout}. Well done!` });

    const meal = await act({ intent: "complete-activity", kind: "meal" }, cookie);
    expect(meal.data).toMatchObject({ toast: `Starting your meal: ${mine.cards[1]?.title}` });
    const calm = await act({ intent: "complete-activity", kind: "mindfulness" }, cookie);
    expect(calm.data).toMatchObject({ toast: `Starting your meditation: ${mine.cards[2]?.title}` });

    const after = await own(cookie);
    expect(after.summary).toMatchObject({ streak: 1, completedToday: 3 });
    expect(after.summary.progress.map((item) => `${item.value} of ${item.target}`)).toEqual([
      "1 of 5",
      "1 of 7",
      "1 of 7",
    ]);
    expect(after.cards.every((card) => card.completed)).toBe(true);
    expect(after.week[0]?.done).toEqual({ workout: true, meal: true, mindfulness: true, steps: false });

    // The next day in New York: a new day's cards, the streak still standing.
    app.advance(24 * 3600 * 1000);
    const tomorrow = await own(cookie);
    expect(tomorrow.summary).toMatchObject({ streak: 1, completedToday: 0 });
    expect(tomorrow.cards.some((card) => card.completed)).toBe(false);
  });

  it("counts her days where she lives: late evening in New York is still today", async () => {
    const cookie = await completeAsVisitor();
    // 23:30 on Monday in New York is already Tuesday in UTC.
    app.clock.now = new Date("2026-03-10T03:30:00Z");
    await act({ intent: "complete-activity", kind: "workout", timeZone: ZONE }, cookie);
    const [row] = await database.db.select().from(activities);
    expect(row?.day).toBe("2026-03-09");
    // Past her midnight, the card is open again and yesterday keeps the streak alive.
    app.clock.now = new Date("2026-03-10T04:30:00Z");
    expect((await own(cookie)).summary).toMatchObject({ streak: 1, completedToday: 0 });
  });

  it("refuses dashboard actions that are forged or premature", async () => {
    const before = await act({ intent: "complete-activity", kind: "workout" });
    expect(before.status).toBe(409);
    expect(before.data).toMatchObject({
      fieldErrors: {},
      formError: "Please take the free assessment first, so we can build your plan.",
    });

    const cookie = await completeAsVisitor();
    const cases: [Form, number][] = [
      [{ intent: "complete-activity", kind: "dessert" }, 400],
      [{ intent: "complete-activity", kind: "steps" }, 400],
      [{ intent: "complete-activity", kind: "workout", timeZone: "Not/AZone" }, 400],
      [{ intent: "tick-day", day: "2026-03-09", done: "true" }, 409], // not joined yet
      [{ intent: "unknown" }, 400],
    ];
    for (const [form, status] of cases)
      expect((await act(form, cookie)).status, JSON.stringify(form)).toBe(status);
    expect(await database.db.select().from(activities)).toEqual([]);
  });

  it("joins the challenge once, counts participants and ticks off days of this week only", async () => {
    const first = await completeAsVisitor();
    const second = await completeAsVisitor();
    for (const cookie of [first, first, second]) {
      expect((await act({ intent: "join-challenge" }, cookie)).status).toBe(200);
    }
    expect((await own(first)).challenge).toMatchObject({ participants: 2, joined: true });

    app.clock.now = new Date("2026-03-11T14:00:00Z"); // Wednesday
    const tick = (day: string, done = "true") => act({ intent: "tick-day", day, done }, first);
    expect((await tick("2026-03-09")).status).toBe(200);
    expect((await tick("2026-03-11")).status).toBe(200);
    expect((await tick("2026-03-11")).status).toBe(200); // a double tap changes nothing
    expect((await tick("2026-03-12")).status).toBe(400); // tomorrow
    expect((await tick("2026-03-08")).status).toBe(400); // last week
    expect((await tick("2026-02-30")).status).toBe(400);
    expect((await own(first)).challenge.daysDone).toBe(2);
    expect((await tick("2026-03-09", "false")).status).toBe(200);
    const mine = await own(first);
    expect(mine.challenge.daysDone).toBe(1);
    // Ticked days are not plan cards: no streak from them.
    expect(mine.summary.streak).toBe(0);
  });

  it("moves a visitor's answers and records to her account when she signs up", async () => {
    const cookie = await completeAsVisitor();
    await act({ intent: "complete-activity", kind: "meal" }, cookie);
    const signup = await signUpWithCode(
      app,
      { name: "Margaret Smith", email: "margaret@example.com", password: "a-long-enough-password" },
      { cookie },
    );
    expect(signup.status).toBe(302);
    // Her profile cookie is cleared: signed out, this browser no longer reaches her answers.
    expect(signup.cookies.some((value) => /^wb50_profile=;/.test(value))).toBe(true);
    const [member] = await database.db.select().from(members);
    const [profile] = await database.db.select().from(profiles);
    expect(profile?.memberId).toBe(member?.id);
    expect((await dashboard(cookie)).mode).toBe("sample");

    const session = cookieFrom(signup.cookies);
    const mine = await own(session);
    expect(mine.name).toBe("Margaret Smith");
    expect(mine.summary.completedToday).toBe(1);
  });

  it("keeps both devices' records and the newest answers when her account already had a profile", async () => {
    const member = await signedIn(app, { name: "June", email: "june@example.com" });
    const session = member.cookie;
    for (const form of [...ANSWERS, { intent: "complete" }]) await onboard(form, session);
    await act({ intent: "complete-activity", kind: "workout" }, session);

    app.advance(60_000);
    const visitor = await completeAsVisitor(); // diet pescatarian, same as before
    await onboard({ intent: "back", step: "complete" }, visitor);
    await onboard({ intent: "answer", step: "time", choice: "60min" }, visitor);
    await onboard({ intent: "complete" }, visitor);
    await act({ intent: "complete-activity", kind: "workout" }, visitor); // the same day: one row
    await act({ intent: "complete-activity", kind: "mindfulness" }, visitor);

    const { attachProfile } = await import("~/features/onboarding/profile-cookie.server");
    await attachProfile(app.args("/login", { cookie: visitor }), member.id);
    const rows = await database.db.select().from(profiles);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.answers).toMatchObject({ time: "60min" });
    const mine = await own(session);
    expect(mine.summary.completedToday).toBe(2);
    expect(mine.cards[0]?.duration).toBe("60 min");
  });

  it("exports her next two weeks as an .ics calendar", async () => {
    const missing = await outcome(() =>
      icsLoader(app.args("/dashboard/calendar.ics") as Args<typeof icsLoader>),
    );
    expect(missing.status).toBe(404);
    const cookie = await completeAsVisitor();
    const file = (await icsLoader(
      app.args("/dashboard/calendar.ics", { cookie }) as Args<typeof icsLoader>,
    )) as Response;
    expect(file.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    const text = (await file.text()).replace(/\r\n /g, "");
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(14);
    expect(text).toContain("DTSTART;VALUE=DATE:20260309");
    expect(text).toContain("DTSTART;VALUE=DATE:20260322");
  });

  it("lists the answers for the coach and exports them", async () => {
    await completeAsVisitor();
    await onboard(ANSWERS[1] ?? {});
    const { cookie } = await signedIn(app, { name: "Coach", email: "coach@example.com", role: "coach" });
    const leads = (await leadsLoader(
      app.args("/coach/leads", { cookie }) as Args<typeof leadsLoader>,
    )) as Awaited<ReturnType<typeof leadsLoader>>;
    expect(leads.questionnaire).toMatchObject({ completed: 1, started: 2 });
    expect(leads.questionnaire.rows.map((row) => row.status)).toEqual([
      "In progress, at step 2 of 5",
      expect.stringMatching(/^Completed /),
    ]);
    expect(leads.questionnaire.rows[1]).toMatchObject({
      who: "Visitor without an account",
      fitness: "Moderate",
      goals: "Mobility, Stress relief",
      diet: "Pescatarian",
      time: "30 minutes",
    });
    const csv = (await exportLoader(
      app.args("/coach/export/onboarding.csv", { cookie, params: { file: "onboarding.csv" } }) as Args<
        typeof exportLoader
      >,
    )) as Response;
    const lines = (await csv.text()).trim().split(/\r?\n/);
    expect(lines[0]).toBe("name,email,step,completed_at,last_active,fitness,goals,diet,time");
    expect(lines).toHaveLength(3);
    expect(lines.join("\n")).toContain('"Mobility, Stress relief"');

    const visitor = await outcome(() => leadsLoader(app.args("/coach/leads") as Args<typeof leadsLoader>));
    expect(visitor.status).toBe(302);
    expect((await database.db.select().from(profiles).where(eq(profiles.step, "goals"))).length).toBe(1);
  });
});
