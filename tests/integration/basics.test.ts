import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, bodyMetrics, habitEntries } from "~/db/schema";
import type { Basics } from "~/features/basics/basics.server";
import { action as habitsAction } from "~/routes/basics/coach-habits";
import { action as tapAction } from "~/routes/basics/tap";
import { loader as clientLoader } from "~/routes/coach/client";
import { loader as dashboardLoader } from "~/routes/dashboard/index";
import { outcome, signedIn } from "../helpers/test-app";
import { type Args, useTestApp } from "../helpers/test-suite";

type Form = Record<string, string | readonly string[]>;

// Issue 39 §4 (h4): her daily basics. A tap records once however often it is sent, undo takes
// back her own tap only, the coach's choice of habits is what she sees, and the coach sees her
// compliance (in the client page's audited view); someone else's ids are 404s.
describe("her daily basics", () => {
  // 10:00 on Tuesday 10 March 2026 in Sydney (the gym's zone: she has no profile).
  const { database, app } = useTestApp({ start: new Date("2026-03-09T23:00:00Z") });
  let ann: { id: string; email: string; cookie: string };
  let bea: { id: string; cookie: string };
  let coach: { id: string; cookie: string };

  beforeEach(async () => {
    ann = await signedIn(app, { name: "Ann", email: "ann@example.com" });
    bea = await signedIn(app, { name: "Bea", email: "bea@example.com" });
    coach = await signedIn(app, { name: "Coach", email: "coach@example.com", role: "coach" });
  });

  const tap = (form: Form, cookie: string) =>
    outcome(() => tapAction(app.args("/dashboard/basics", { form, cookie }) as Args<typeof tapAction>));
  const basicsOf = async (cookie: string) =>
    (
      (
        await outcome(() =>
          dashboardLoader(app.args("/dashboard", { cookie }) as Args<typeof dashboardLoader>),
        )
      ).data as { basics: Basics | null }
    ).basics;
  const habit = (basics: Basics | null, kind: string) => basics?.habits.find((entry) => entry.habit === kind);
  const palm = (key: string) => ({ intent: "tap", habit: "protein", amount: "25", key, stay: "1" });

  it("records a tap once however often it is sent, and undoes only her own", async () => {
    const first = await tap(palm("k1-protein-palm"), ann.cookie);
    expect(first).toMatchObject({ status: 200, data: { ok: true, recorded: true } });
    // The same tap again (a retry, a double tap): recorded once.
    expect((await tap(palm("k1-protein-palm"), ann.cookie)).data).toMatchObject({ recorded: false });
    // Without JavaScript she is sent back to the card.
    app.advance(60_000);
    const plain = await tap(
      { intent: "tap", habit: "protein", amount: "20", key: "k1-protein-yoghurt" },
      ann.cookie,
    );
    expect(plain).toMatchObject({ status: 302, location: "/dashboard#basics" });

    let basics = await basicsOf(ann.cookie);
    expect(basics?.assigned).toBe(false);
    expect(basics?.habits.map((entry) => entry.habit)).toEqual(["protein", "sleep", "steps"]);
    expect(habit(basics, "protein")).toMatchObject({ today: 45, target: 45, met: true, streak: 1 });
    expect(habit(basics, "protein")?.undoId).toBe("k1-protein-yoghurt");

    // Bea cannot undo Ann's tap, nor reuse its key to write into Ann's day.
    await tap({ intent: "undo", id: "k1-protein-yoghurt", stay: "1" }, bea.cookie);
    expect(
      await database.db.select().from(habitEntries).where(eq(habitEntries.memberId, ann.id)),
    ).toHaveLength(2);
    expect(habit(await basicsOf(bea.cookie), "protein")?.today).toBe(0);

    // Ann's undo takes it back, twice is the same as once.
    await tap({ intent: "undo", id: "k1-protein-yoghurt", stay: "1" }, ann.cookie);
    await tap({ intent: "undo", id: "k1-protein-yoghurt", stay: "1" }, ann.cookie);
    basics = await basicsOf(ann.cookie);
    expect(habit(basics, "protein")).toMatchObject({ today: 25, met: false, undoId: "k1-protein-palm" });

    // Sleep is the night's latest tap, not a sum.
    await tap({ intent: "tap", habit: "sleep", amount: "6", key: "k2-sleep-6", stay: "1" }, ann.cookie);
    app.advance(60_000);
    await tap({ intent: "tap", habit: "sleep", amount: "7", key: "k2-sleep-7", stay: "1" }, ann.cookie);
    // Her default sleep target is the 7-8 hour range, shown as "7 h last night (aim: 7-8 h)".
    expect(habit(await basicsOf(ann.cookie), "sleep")).toMatchObject({
      today: 7,
      target: 7,
      high: 8,
      met: true,
    });

    // A button that is not one of hers is a 400 in plain words, and nothing is written.
    const forged = await tap(
      { intent: "tap", habit: "protein", amount: "500", key: "k3", stay: "1" },
      ann.cookie,
    );
    expect(forged.status).toBe(400);
    expect(JSON.stringify(forged.data)).toContain("not one of your basics");
    // The coach has no basics of her own.
    expect((await tap(palm("k4"), coach.cookie)).status).toBe(403);
  });

  it("takes her protein target from her weight, and counts a streak over days", async () => {
    await database.db.insert(bodyMetrics).values({ memberId: ann.id, day: "2026-03-01", weightKg: 70 });
    expect(habit(await basicsOf(ann.cookie), "protein")).toMatchObject({ target: 110, high: 140 });
    for (const [index, key] of ["a", "b", "c", "d", "e"].entries()) {
      const done = await tap(
        { intent: "tap", habit: "steps", amount: "5000", key: `s-${key}`, stay: "1" },
        ann.cookie,
      );
      expect(done.data).toMatchObject({ recorded: true });
      if (index % 2 === 1) app.advance(24 * 3_600_000);
    }
    // Tuesday and Wednesday met 10,000; Thursday has 5,000 so far: the streak holds at 2.
    expect(habit(await basicsOf(ann.cookie), "steps")).toMatchObject({ today: 5000, streak: 2, last7: 2 });
  });

  it("shows her the habits her coach chose, and the coach her compliance", async () => {
    const assign = (form: Form, cookie: string, memberId = ann.id) =>
      outcome(() =>
        habitsAction(
          app.args(`/coach/clients/${memberId}/habits`, { form, cookie, params: { memberId } }) as Args<
            typeof habitsAction
          >,
        ),
      );
    const choice = {
      intent: "habits",
      habit: ["water", "custom"],
      "target-water": "6",
      customName: "Walk the dog",
    };
    // A mistake keeps what the coach typed, in plain words.
    const wrong = await assign({ ...choice, "target-water": "600" }, coach.cookie);
    expect(wrong.status).toBe(400);
    expect(wrong.data).toMatchObject({
      fieldErrors: { "target-water": expect.stringContaining("from 1 to 20 glasses") },
      values: { "target-water": "600" },
    });
    // Not the coach, or not a client: refused.
    expect((await assign(choice, bea.cookie)).status).toBe(403);
    expect((await assign(choice, coach.cookie, "no-such-client")).status).toBe(404);

    expect(await assign(choice, coach.cookie)).toMatchObject({
      status: 302,
      location: `/coach/clients/${ann.id}?saved=habits#habits`,
    });
    const basics = await basicsOf(ann.cookie);
    expect(basics?.assigned).toBe(true);
    expect(basics?.habits.map((entry) => [entry.label, entry.target])).toEqual([
      ["Water", 6],
      ["Walk the dog", 1],
    ]);
    for (const key of ["w1", "w2", "w3", "w4", "w5", "w6"]) {
      await tap({ intent: "tap", habit: "water", amount: "1", key, stay: "1" }, ann.cookie);
    }
    const page = (
      await outcome(() =>
        clientLoader(
          app.args(`/coach/clients/${ann.id}`, {
            cookie: coach.cookie,
            params: { memberId: ann.id },
          }) as Args<typeof clientLoader>,
        ),
      )
    ).data as { habits: { assigned: boolean; habits: { label: string; last7: number; streak: number }[] } };
    expect(page.habits.assigned).toBe(true);
    expect(page.habits.habits.map(({ label, last7, streak }) => ({ label, last7, streak }))).toEqual([
      { label: "Water", last7: 1, streak: 1 },
      { label: "Walk the dog", last7: 0, streak: 0 },
    ]);
    // The coach's view of it is audited with the client record.
    const audit = await database.db.select().from(auditLog);
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(["set client habits", "viewed client record"]),
    );
    // Back to the usual basics when the coach ticks none.
    await assign({ intent: "habits" }, coach.cookie);
    expect((await basicsOf(ann.cookie))?.habits.map((entry) => entry.habit)).toEqual([
      "protein",
      "sleep",
      "steps",
    ]);
  });
});
