import { describe, expect, it } from "vitest";
import { getProgram } from "~/content/programs/index.server";
import { workoutLogs } from "~/db/schema";
import { loader as dashboardLoader } from "~/routes/dashboard/index";
import { action as onboardingAction } from "~/routes/onboarding/index";
import { outcome, signedIn } from "../helpers/test-app";
import { type Args, useTestApp } from "../helpers/test-suite";

// Issue 36 §8: the dashboard's workout card names the program and month its button opens, and
// its "Done today" names what she did of it.

type Dashboard = Awaited<ReturnType<typeof dashboardLoader>>;

const ZONE = "America/New_York";
const ANSWERS: Record<string, string | string[]>[] = [
  { intent: "start", timeZone: ZONE },
  { intent: "answer", step: "fitness", choice: "moderate", timeZone: ZONE },
  { intent: "answer", step: "goals", goals: ["mobility"], timeZone: ZONE },
  { intent: "answer", step: "diet", choice: "pescatarian", timeZone: ZONE },
  { intent: "answer", step: "time", choice: "30min", timeZone: ZONE },
];

describe("the dashboard's workout card", () => {
  // Monday 9 March 2026, 10:00 in New York.
  const { database, app } = useTestApp({ start: new Date("2026-03-09T14:00:00Z") });

  const onboard = (form: Record<string, string | string[]>, cookie: string) =>
    outcome(() =>
      onboardingAction(app.args("/onboarding", { form, cookie }) as Args<typeof onboardingAction>),
    );
  const own = async (cookie: string) => {
    const data = (
      await outcome(() => dashboardLoader(app.args("/dashboard", { cookie }) as Args<typeof dashboardLoader>))
    ).data as Dashboard;
    if (data.mode !== "own") throw new Error("expected her own dashboard");
    return data;
  };

  it("names on her workout card the program and month it opens, and what 'done' refers to", async () => {
    // Her answers pick Month 2, which is premium: her card opens the free month 1, so it names
    // month 1, not the month she cannot open (issue 36 §8).
    const ann = await signedIn(app, { name: "Ann", email: "ann@example.com" });
    for (const form of ANSWERS) expect((await onboard(form, ann.cookie)).status).toBeLessThan(400);
    expect((await onboard({ intent: "complete", timeZone: ZONE }, ann.cookie)).status).toBe(302);
    const before = (await own(ann.cookie)).cards[0];
    expect(before).toMatchObject({
      subtitle: "Movement Patterns: Beginner · Month 1",
      link: { href: "/client-portal/movement-patterns-1", label: "Open the program" },
      start: {
        href: "/client-portal/movement-patterns-1/log/session-a",
        program: "Movement Patterns: Beginner",
      },
    });
    const session = getProgram("movement-patterns-1").sessions[0];
    await database.db.insert(workoutLogs).values({
      id: "log-today",
      memberId: ann.id,
      program: "movement-patterns-1",
      sessionId: session?.id ?? "",
      sessionLabel: session?.label ?? "",
      day: "2026-03-09",
      finishedAt: app.clock.now,
    });
    expect((await own(ann.cookie)).cards[0]).toMatchObject({
      completed: true,
      doneNote: `Done today: ${session?.label} of Movement Patterns: Beginner`,
    });
  });
});
