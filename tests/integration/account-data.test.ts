import { randomUUID } from "node:crypto";
import { eq, is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { site } from "~/content/site";
import type { DatabaseHandle } from "~/db/client.server";
import * as schema from "~/db/schema";
import {
  activities,
  auditLog,
  bodyMetrics,
  challengeMembers,
  emailTokens,
  entitlements,
  members,
  newsletterSignups,
  outbox,
  passwordResets,
  pendingGrants,
  profiles,
  progressPhotos,
  webhookEvents,
} from "~/db/schema";
import { loggableExercises } from "~/features/training/prescription";
import {
  claimLog,
  findSession,
  finishLog,
  type LogTarget,
  savePreferences,
  upsertExercises,
  upsertSets,
} from "~/features/training/training.server";
import { recordAudit } from "~/lib/audit.server";
import { localDay } from "~/lib/dates";
import { formFailureOf } from "~/lib/form-failure";
import { createMember, type Member } from "~/lib/members.server";
import { SESSION_COOKIE_NAME } from "~/lib/session.server";
import { action as deleteAction, loader as deleteLoader } from "~/routes/account/delete-account";
import { loader as dashboardLoader } from "~/routes/dashboard/index";
import { action as onboardingAction } from "~/routes/onboarding/index";
import { loader as exportLoader } from "~/routes/training/export";
import { cookieFrom, createTestApp, outcome } from "../helpers/test-app";
import { openTestDatabase, resetDatabase } from "../helpers/test-database";

type Args<T extends (...args: never[]) => unknown> = Parameters<T>[0];
type Dashboard = Awaited<ReturnType<typeof dashboardLoader>>;
type Form = Record<string, string | readonly string[]>;

const ZONE = "America/New_York";
const PASSWORD = "a-long-enough-password";
// Wednesday 11 March 2026, 10:00 in New York: a training day in every plan.
const NOW = new Date("2026-03-11T14:00:00Z");
const TODAY = "2026-03-11";

/** A small CSV reader (quotes doubled, fields quoted when they hold a comma, quote or line break). */
function parseCsv(text: string): string[][] {
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

/** Every table of the schema, so a table added later is checked without a change here. */
const TABLES = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable =>
  is(value, PgTable),
);

describe("her data is hers: export and deletion", () => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await resetDatabase(database);
    app = createTestApp(database, NOW);
  });

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

  const download = async (path: string, cookie?: string) =>
    (await exportLoader(app.args(path, { cookie }) as Args<typeof exportLoader>)) as Response;

  describe("the CSV export", () => {
    it("holds every set of hers, none of another member's, with her unit beside the kilograms", async () => {
      const { member: her, cookie } = await member("Ada Lovelace", "ada@example.com");
      const { member: other } = await member("Grace Hopper", "grace@example.com");
      await onboard(cookie);
      const first = await logWorkout(her, { day: "2026-03-09", note: 'knee sore, "a bit"' });
      await logWorkout(her, { session: "session-b", note: '=HYPERLINK("http://evil")', weightKg: 9.0718474 });
      await logWorkout(other, { note: "not hers", weightKg: 20 });

      const response = await download("/progress/export.csv", cookie);
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
      expect(response.headers.get("Content-Disposition")).toBe(
        `attachment; filename="wellness-beyond-50-training-${TODAY}.csv"`,
      );
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      const text = await response.text();
      const [headers, ...rows] = parseCsv(text);
      expect(headers).toEqual([
        "date",
        "program",
        "session",
        "exercise",
        "set",
        "reps",
        "weight_kg",
        "seconds",
        "done",
        "effort",
        "note",
        "finished_at",
      ]);
      // Two workouts of three sets each, oldest first; Grace's workout is not there.
      expect(rows).toHaveLength(6);
      expect(rows[0]).toEqual([
        "2026-03-09",
        "Movement Patterns: Beginner",
        "Session A",
        first.exercise,
        "1",
        "10",
        "8",
        "",
        "yes",
        "right",
        'knee sore, "a bit"',
        NOW.toISOString(),
      ]);
      expect(rows[2]?.[8]).toBe("no");
      expect(rows[3]?.slice(0, 3)).toEqual([TODAY, "Movement Patterns: Beginner", "Session B"]);
      expect(rows[3]?.[6]).toBe("9.07");
      expect(text).not.toContain("not hers");
      expect(text).not.toContain(",20,");
      // A note that looks like a formula is defused: a spreadsheet shows it as text.
      expect(rows[3]?.[10]).toBe('\'=HYPERLINK("http://evil")');
      expect(text).not.toMatch(/(^|,)=HYPERLINK/m);

      // In pounds, the kilograms stay (one unit for every export) and her own unit comes beside them.
      await savePreferences(database.db, her.id, { unit: "lb", plateStep: 2.5, goalWeightKg: null });
      const [lbHeaders, lbFirst] = parseCsv(
        await (await download("/progress/export.csv?part=training", cookie)).text(),
      );
      expect(lbHeaders?.slice(6, 8)).toEqual(["weight_kg", "weight_lb"]);
      expect(lbFirst?.slice(6, 8)).toEqual(["8", "17.6"]);
    });

    it("exports her body measurements as a second file, and nothing for an unknown part", async () => {
      const { member: her, cookie } = await member("Ada Lovelace", "ada@example.com");
      const { member: other } = await member("Grace Hopper", "grace@example.com");
      await database.db.insert(bodyMetrics).values([
        { memberId: her.id, day: "2026-03-02", weightKg: 70.5, waistCm: 82, hipsCm: null },
        { memberId: her.id, day: "2026-03-09", weightKg: null, waistCm: 81.5, hipsCm: 99 },
        { memberId: other.id, day: "2026-03-09", weightKg: 55.5, waistCm: 70, hipsCm: 90 },
      ]);
      const response = await download("/progress/export.csv?part=body", cookie);
      expect(response.headers.get("Content-Disposition")).toBe(
        // Without a profile her days are the gym's.
        `attachment; filename="wellness-beyond-50-body-${localDay(NOW, site.timeZone)}.csv"`,
      );
      expect(parseCsv(await response.text())).toEqual([
        ["date", "weight_kg", "waist_cm", "hips_cm"],
        ["2026-03-02", "70.5", "82", ""],
        ["2026-03-09", "", "81.5", "99"],
      ]);
      for (const part of ["photos", "constructor", "__proto__", ""]) {
        const missing = await outcome(() =>
          exportLoader(
            app.args(`/progress/export.csv?part=${part}`, { cookie }) as Args<typeof exportLoader>,
          ),
        );
        expect(missing.status, part).toBe(404);
      }
    });

    it("needs her account: a visitor is sent to log in and comes back", async () => {
      const result = await outcome(() =>
        exportLoader(app.args("/progress/export.csv?part=body") as Args<typeof exportLoader>),
      );
      expect(result.status).toBe(302);
      expect(result.location).toBe(
        `/login?${new URLSearchParams({ redirectTo: "/progress/export.csv?part=body" })}`,
      );
    });
  });

  describe("deleting her account", () => {
    const remove = (form: Record<string, string>, cookie?: string) =>
      outcome(() => deleteAction(app.args("/account/delete", { form, cookie }) as Args<typeof deleteAction>));

    /** Every row of every table, as text, to search for what would name her. */
    async function everything() {
      const dump: Record<string, string[]> = {};
      for (const table of TABLES) {
        const rows = await database.db.select().from(table);
        dump[getTableConfig(table).name] = rows.map((row) => JSON.stringify(row));
      }
      return dump;
    }

    /** A member with a row in every table that can hold something of hers. */
    async function seed(name: string, email: string) {
      const { member: who, cookie } = await member(name, email);
      const profile = await onboard(cookie);
      await app.services.sessions.create({ memberId: who.id }); // her phone, as well as this browser
      await database.db.insert(entitlements).values({ memberId: who.id, kind: "premium", source: "coach" });
      await database.db.insert(passwordResets).values({
        tokenHash: `reset-${who.id}`,
        memberId: who.id,
        expiresAt: new Date(NOW.getTime() + 3_600_000),
      });
      await database.db.insert(emailTokens).values({
        tokenHash: `token-${who.id}`,
        purpose: "confirm-email",
        memberId: who.id,
        email,
        expiresAt: new Date(NOW.getTime() + 3_600_000),
      });
      await database.db
        .insert(activities)
        .values({ profileId: profile.id, kind: "meal", day: TODAY, title: "Soup" });
      await database.db
        .insert(challengeMembers)
        .values({ challenge: "10k-steps-daily", profileId: profile.id });
      await savePreferences(database.db, who.id, { unit: "kg", plateStep: 1, goalWeightKg: 65 });
      const { logId } = await logWorkout(who, { profileId: profile.id });
      await database.db.insert(bodyMetrics).values({ memberId: who.id, day: TODAY, weightKg: 70 });
      const photoId = randomUUID();
      await database.db.insert(progressPhotos).values({
        id: photoId,
        memberId: who.id,
        day: TODAY,
        pose: "front",
        contentType: "image/jpeg",
        width: 1,
        height: 1,
        bytes: Buffer.from([0xff, 0xd8, 0xff, 0xd9]),
      });
      await database.db.insert(newsletterSignups).values({ email, source: "live-classes", consentedAt: NOW });
      await database.db.insert(pendingGrants).values({ email, kind: "portal", source: "payment:evt_1" });
      await database.db.insert(outbox).values([
        {
          id: `queued-${who.id}`,
          kind: "welcome",
          to: email,
          subject: `Welcome, ${name}`,
          html: name,
          text: name,
        },
        {
          id: `sent-${who.id}`,
          kind: "confirm-email",
          to: email,
          subject: "Confirm",
          html: name,
          text: name,
          status: "sent",
          sentAt: NOW,
        },
      ]);
      const eventId = `evt_${randomUUID()}`;
      await recordAudit(
        database.db,
        { id: null, email: "coach@example.com" },
        { action: "grant premium", target: email },
        NOW,
      );
      await database.db.insert(webhookEvents).values({
        id: eventId,
        type: "checkout.session.completed",
        outcome: `granted premium to ${email}`,
      });
      await recordAudit(
        database.db,
        { id: null, email: "payment webhook" },
        { action: "payment", target: eventId, detail: `granted premium to ${email}` },
        NOW,
      );
      return { member: who, cookie, eventId, markers: [who.id, email, name, profile.id, logId, photoId] };
    }

    it("refuses a wrong password with a 400 on the password field and deletes nothing", async () => {
      const her = await seed("Henrietta Quill", "henrietta@example.com");
      const before = await everything();
      for (const password of ["not-her-password", ""]) {
        const result = await remove({ password }, her.cookie);
        expect(result.status, password).toBe(400);
        const failure = formFailureOf(result.data);
        expect(failure?.fieldErrors.password).toBeTruthy();
        // Her password is never echoed back.
        expect(failure?.values).toEqual({});
        expect(result.cookies).toEqual([]);
      }
      const after = await everything();
      const { throttle_counters: _before, ...kept } = before;
      const { throttle_counters: _after, ...still } = after;
      expect(still).toEqual(kept);
    });

    it("deletes every row of hers in every table, leaves another member's, and audits one line naming nobody", async () => {
      const her = await seed("Henrietta Quill", "henrietta@example.com");
      const other = await seed("Winifred Oakes", "winifred@example.com");
      const before = await everything();
      const mentionsHer = (row: string) => her.markers.some((marker) => row.includes(marker));
      // Sanity: the seed really put something of hers into each table that can hold it.
      for (const name of [
        "members",
        "sessions",
        "entitlements",
        "password_resets",
        "email_tokens",
        "profiles",
        "activities",
        "challenge_members",
        "training_preferences",
        "workout_logs",
        "exercise_logs",
        "set_logs",
        "body_metrics",
        "progress_photos",
        "newsletter_signups",
        "pending_grants",
        "outbox",
        "audit_log",
        "webhook_events",
      ]) {
        expect(before[name]?.some(mentionsHer), name).toBe(true);
      }

      const page = await outcome(() =>
        deleteLoader(app.args("/account/delete", { cookie: her.cookie }) as Args<typeof deleteLoader>),
      );
      expect(page.data).toMatchObject({ coach: false });

      // An audit line from before issue 18, which named her by id (photos now name her address).
      await database.db.insert(auditLog).values({
        actorEmail: "coach@example.com",
        action: "viewed progress photo",
        target: her.member.id,
      });
      const result = await remove({ password: PASSWORD }, her.cookie);
      expect(result.status).toBe(302);
      expect(result.location).toBe("/");
      expect(
        result.cookies.some(
          (cookie) => cookie.startsWith(`${SESSION_COOKIE_NAME}=;`) && /Max-Age=0/.test(cookie),
        ),
      ).toBe(true);
      expect(result.cookies).toContain("wb50_flash=account-deleted; Path=/; Max-Age=60; SameSite=Lax");

      const after = await everything();
      for (const [name, rows] of Object.entries(after)) {
        expect(rows.filter(mentionsHer), name).toEqual([]);
        // Winifred's rows are as they were (the audit and the throttle are not hers to keep).
        if (name === "throttle_counters") continue;
        const hers = (row: string) => other.markers.some((marker) => row.includes(marker));
        expect(rows.filter(hers), name).toEqual((before[name] ?? []).filter(hers));
      }

      const audit = await database.db.select().from(auditLog);
      const deleted = audit.filter((line) => line.action === "account deleted");
      expect(deleted).toHaveLength(1);
      expect(deleted[0]).toMatchObject({ actorId: null, actorEmail: "", target: "", detail: "" });
      // Earlier lines keep what happened, without her address.
      expect(audit.filter((line) => line.target === "a deleted member")).toHaveLength(2);
      expect(JSON.stringify(audit)).not.toContain("henrietta");
      const [event] = await database.db.select().from(webhookEvents).where(eq(webhookEvents.id, her.eventId));
      expect(event?.outcome).toBe("granted premium to a deleted member");

      // The cookie she still holds names nothing: her dashboard is a visitor's sample.
      const dashboard = await outcome(() =>
        dashboardLoader(app.args("/dashboard", { cookie: her.cookie }) as Args<typeof dashboardLoader>),
      );
      expect(dashboard.data).toMatchObject({ mode: "sample", name: null });
    });

    it("is for her account only: a visitor logs in first, and the coach cannot delete hers here", async () => {
      const visitor = await outcome(() =>
        deleteLoader(app.args("/account/delete") as Args<typeof deleteLoader>),
      );
      expect(visitor).toMatchObject({ status: 302, location: "/login?redirectTo=%2Faccount%2Fdelete" });
      expect((await remove({ password: PASSWORD })).status).toBe(302);

      const { member: coach, cookie } = await member("Coach Carter", "coach@example.com", "coach");
      const page = await outcome(() =>
        deleteLoader(app.args("/account/delete", { cookie }) as Args<typeof deleteLoader>),
      );
      expect(page.data).toMatchObject({ coach: true });
      const result = await remove({ password: PASSWORD }, cookie);
      expect(result.status).toBe(403);
      expect(formFailureOf(result.data)?.formError).toBe("The coach account cannot be deleted here.");
      expect(await database.db.select().from(members).where(eq(members.id, coach.id))).toHaveLength(1);
      expect(await database.db.select().from(auditLog)).toEqual([]);
    });
  });

  describe("the dashboard follows the log", () => {
    const dashboard = async (cookie: string) => {
      const data = (
        await outcome(() =>
          dashboardLoader(app.args("/dashboard", { cookie }) as Args<typeof dashboardLoader>),
        )
      ).data as Dashboard;
      if (data.mode !== "own") throw new Error("expected her own dashboard");
      return data;
    };
    const workouts = (data: Dashboard) => data.summary.progress[0]?.value;

    it("opens today's session log, and a finished log marks the workout done", async () => {
      const { member: her, cookie } = await member("Ada Lovelace", "ada@example.com");
      const profile = await onboard(cookie);
      const fresh = await dashboard(cookie);
      expect(fresh.cards[0]).toMatchObject({
        completed: false,
        start: {
          href: "/client-portal/movement-patterns-1/log/session-a",
          session: "Session A",
          program: "Movement Patterns: Beginner",
        },
      });

      await logWorkout(her, { profileId: profile.id });
      const done = await dashboard(cookie);
      expect(done.cards[0]?.completed).toBe(true);
      expect(done.summary).toMatchObject({ completedToday: 1, streak: 1 });
      expect(done.week?.find((day) => day.isToday)?.done.workout).toBe(true);
      expect(workouts(done)).toBe(1);
      // Session B follows Session A, whichever days she trains.
      expect(done.cards[0]?.start?.href).toBe("/client-portal/movement-patterns-1/log/session-b");

      // A log she started and has not finished is where the card takes her back to.
      app.advance(60_000);
      await logWorkout(her, { session: "session-a", finish: false });
      expect((await dashboard(cookie)).cards[0]?.start?.href).toBe(
        "/client-portal/movement-patterns-1/log/session-a",
      );
    });

    it("counts two finished logs on one day as two workouts, plus days ticked without a log", async () => {
      const { member: her, cookie } = await member("Ada Lovelace", "ada@example.com");
      const profile = await onboard(cookie);
      await logWorkout(her, { profileId: profile.id });
      app.advance(3_600_000);
      await logWorkout(her, { session: "session-b", profileId: profile.id });
      // A workout ticked on Monday without a log, and one last week, which is not this week's.
      await database.db.insert(activities).values([
        { profileId: profile.id, kind: "workout", day: "2026-03-09", title: "Lower-body strength" },
        { profileId: profile.id, kind: "workout", day: "2026-03-08", title: "Rest day stretch" },
      ]);
      // Someone else's workouts do not count for her.
      const { member: other } = await member("Grace Hopper", "grace@example.com");
      await logWorkout(other);

      const data = await dashboard(cookie);
      expect(workouts(data)).toBe(3);
      expect(data.summary.progress[0]).toMatchObject({ label: "Weekly workouts", target: 5 });
      // The streak keeps its meaning: days with a plan card done (Sunday, Monday; Tuesday is empty).
      expect(data.summary.streak).toBe(1);
    });

    it("logs the free month 1 when her plan's program is closed to her, and a visitor keeps the plain 'done'", async () => {
      const { cookie } = await member("Ada Lovelace", "ada@example.com");
      await onboard(cookie, "moderate"); // Movement Patterns month 2: premium
      const data = await dashboard(cookie);
      expect(data.cards[0]).toMatchObject({
        subtitle: "Movement Patterns: Next Level · Month 2",
        link: { href: "/programs" },
        start: {
          href: "/client-portal/movement-patterns-1/log/session-a",
          program: "Movement Patterns: Beginner",
        },
      });
      expect(data.cards.slice(1).every((card) => card.start === null)).toBe(true);

      // A visitor's answers (no account): the card has no log to open, only its "done" button.
      const first = await outcome(() =>
        onboardingAction(
          app.args("/onboarding", {
            form: { intent: "answer", step: "fitness", choice: "beginner", timeZone: ZONE },
          }) as Args<typeof onboardingAction>,
        ),
      );
      const visitor = cookieFrom(first.cookies);
      const answers: Form[] = [
        { intent: "answer", step: "goals", goals: ["mobility"] },
        { intent: "answer", step: "diet", choice: "pescatarian" },
        { intent: "answer", step: "time", choice: "30min" },
        { intent: "complete" },
      ];
      for (const form of answers) {
        await outcome(() =>
          onboardingAction(
            app.args("/onboarding", { form, cookie: visitor }) as Args<typeof onboardingAction>,
          ),
        );
      }
      const theirs = await dashboard(visitor);
      expect(theirs.cards[0]).toMatchObject({ title: "Mobility and balance", start: null });
    });
  });
});
