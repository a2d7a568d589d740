import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { checkInSymptoms, clientFlags, exerciseLogs, sessionChecks } from "~/db/schema";
import { exportCsv } from "~/features/account/account-data.server";
import { checkInSchema, saveCheckIn } from "~/features/coaching/check-in.server";
import { VIEWED_CLIENT_RECORD } from "~/features/coaching/client-signs";
import { type ClientPage, DAY, NOW, type Person, useCoachClientsSuite } from "../helpers/coach-clients-suite";
import { finishForm } from "../helpers/log-forms";
import { sessionLog } from "../helpers/session-log-suite";

// Issue 39 §2 (h2, decision 0065): the before-session question and its one-tap easier versions,
// recorded as the log's swaps; the check-in's symptom set; the coach's flags decided in the
// transaction of the write; the coach's view audited; another member's log a 404.

const PROGRAM = "movement-patterns-1";
const SESSION = "session-a";
const WRITTEN = "goblet-squat-to-box";
const EASIER = "bodyweight-box-squat";

const BASE = { energy: "3", sleep: "3", stress: "3", eating: "3", sessionsDone: "2", painLevel: "0" };

describe("symptoms that shape the session", () => {
  const suite = useCoachClientsSuite();
  const { database, app, coach, signIn, clientPage, audits } = suite;
  const { client, page, send } = sessionLog(suite, { program: PROGRAM, session: SESSION });
  const flags = async (who: Person) =>
    (await database.db.select().from(clientFlags).where(eq(clientFlags.memberId, who.id)))
      .map((row) => row.kind)
      .sort();

  it("a sore answer offers the easier versions in one tap, recorded as swaps with her choice", async () => {
    const ann = await client("Ann");
    const first = await page(ann);
    expect(first.check).toBeNull();

    expect(
      (await send(ann, { intent: "check", logId: first.logId, joints: "2", sleepHours: "6,5" })).status,
    ).toBe(302);
    const asked = await page(ann);
    expect(asked.logId).toBe(first.logId);
    expect(asked.check).toMatchObject({ joints: 2, sleepHours: 6.5, choice: null });
    expect(asked.check?.offer[0]).toEqual({ from: "Goblet squat to a box", to: "Bodyweight box squat" });

    expect((await send(ann, { intent: "easier", logId: first.logId, choice: "easier" })).status).toBe(302);
    const easier = await page(ann);
    expect(easier.exercises[0]?.exerciseId).toBe(EASIER);
    expect(easier.check).toMatchObject({ choice: "easier", offer: [] });
    const [swap] = await database.db.select().from(exerciseLogs).where(eq(exerciseLogs.position, 0));
    expect(swap).toMatchObject({ exerciseKey: EASIER, writtenKey: WRITTEN });
    expect((await send(ann, finishForm(first.logId, "0"))).status).toBe(302);
    const [check] = await database.db.select().from(sessionChecks);
    expect(check).toMatchObject({ memberId: ann.id, joints: 2, sleepHours: 6.5, choice: "easier" });

    // Her export leaves her answers out of the training file; they are a download of their own.
    const training = await exportCsv(database.db, ann.id, "training", "kg", "2026-11-18");
    expect(training?.csv).not.toContain("before session");
    const symptoms = await exportCsv(database.db, ann.id, "symptoms", "kg", "2026-11-18");
    expect(symptoms?.csv).toContain("before session,Sore,6.5,easier");

    // Another member cannot answer for Ann's log: a 404, and Ann's answer stands.
    const bea = await client("Bea");
    const forged = await send(bea, { intent: "check", logId: first.logId, joints: "0" });
    expect(forged.status).toBe(404);
    expect((await database.db.select().from(sessionChecks)).map((row) => row.joints)).toEqual([2]);
  });

  it("a good answer changes nothing: no offer, the plan as written", async () => {
    const cat = await client("Cat");
    const first = await page(cat);
    expect((await send(cat, { intent: "check", logId: first.logId, joints: "0" })).status).toBe(302);
    const after = await page(cat);
    expect(after.check).toMatchObject({ joints: 0, offer: [] });
    expect(after.exercises[0]?.exerciseId).toBe(WRITTEN);
  });

  it("saves the check-in's symptom set and raises and clears the joints and sleep flags with it", async () => {
    const dee = await client("Dee");
    const week = async (offset: number, symptoms: Record<string, string>) => {
      const input = checkInSchema("kg").parse({ ...BASE, ...symptoms });
      await saveCheckIn(database.db, dee.id, input, new Date(NOW.getTime() + offset * 7 * DAY));
    };
    await week(0, { "symptom-joints": "1", "symptom-sleep": "3", "symptom-mood": "" });
    expect(await flags(dee)).toEqual([]);
    const [first] = await database.db.select().from(checkInSymptoms);
    expect(first).toMatchObject({ joints: 1, sleep: 3, mood: null, hotFlushes: null });

    await week(1, { "symptom-joints": "2", "symptom-sleep": "4" });
    expect(await flags(dee)).toEqual(["sleep"]);
    await week(2, { "symptom-joints": "3", "symptom-sleep": "1" });
    expect(await flags(dee)).toEqual(["joints"]);
    const [joints] = await database.db.select().from(clientFlags).where(eq(clientFlags.memberId, dee.id));
    expect(joints?.detail).toBe("worse 3 weeks running (1 → 2 → 3 of 4)");
    // Sending this week's again with better joints clears it, in the same write.
    await week(2, { "symptom-joints": "2", "symptom-sleep": "1" });
    expect(await flags(dee)).toEqual([]);

    // An item out of range is refused in words, not stored.
    const refused = checkInSchema("kg").safeParse({ ...BASE, "symptom-joints": "7" });
    expect(refused.success).toBe(false);

    // The coach's page shows her symptoms beside training, and that view is audited.
    const before = (await audits(VIEWED_CLIENT_RECORD)).length;
    const viewed = await clientPage(await signIn(coach), dee.id);
    expect(viewed.status).toBe(200);
    const symptoms = (viewed.data as ClientPage).symptoms;
    expect(symptoms.any).toBe(true);
    expect((await audits(VIEWED_CLIENT_RECORD)).length).toBe(before + 1);
  });

  it("raises pain-jump when good turns sore after a load increase, and clears it when she is good again", async () => {
    const eve = await client("Eve");
    const session = async (joints: string, weight: string | null) => {
      const { logId } = await page(eve);
      expect((await send(eve, { intent: "check", logId, joints })).status).toBe(302);
      if (weight) expect((await send(eve, finishForm(logId, weight))).status).toBe(302);
      app.advance(2 * DAY);
    };
    await session("0", "6");
    await session("0", "8");
    expect(await flags(eve)).toEqual([]);
    await session("2", null);
    expect(await flags(eve)).toEqual(["pain-jump"]);
    const [flag] = await database.db.select().from(clientFlags).where(eq(clientFlags.memberId, eve.id));
    expect(flag?.detail).toMatch(/^joints good → sore after .+ went up to 8 kg$/);
    await session("1", null);
    expect(await flags(eve)).toEqual(["pain-jump"]);
    await session("0", null);
    expect(await flags(eve)).toEqual([]);
  });
});
