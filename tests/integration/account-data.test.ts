import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { activities, bodyMetrics } from "~/db/schema";
import { savePreferences } from "~/features/training/training.server";
import { localDay } from "~/lib/dates";
import { loader as dashboardLoader } from "~/routes/dashboard/index";
import { action as onboardingAction } from "~/routes/onboarding/index";
import { loader as exportLoader } from "~/routes/training/export";
import { type Form, NOW, parseCsv, TODAY, useAccountDataSuite, ZONE } from "../helpers/account-data-suite";
import { cookieFrom, outcome } from "../helpers/test-app";
import type { Args } from "../helpers/test-suite";

type Dashboard = Awaited<ReturnType<typeof dashboardLoader>>;

describe("her data is hers: export and deletion", () => {
  const { database, app, member, onboard, logWorkout } = useAccountDataSuite();

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
      // The card names what its button opens (issue 36 §8): the free month 1, not the closed month 2.
      expect(data.cards[0]).toMatchObject({
        subtitle: "Movement Patterns: Beginner · Month 1",
        link: { href: "/client-portal/movement-patterns-1" },
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
