import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { exerciseLogs, exerciseSubstitutions, setLogs } from "~/db/schema";
import { START_LIGHT_RULE } from "~/features/training/swaps";
import { failureMessage, formFailureOf } from "~/lib/form-failure";
import { loader as programLoader } from "~/routes/portal/program";
import { loader as exportLoader } from "~/routes/training/export";
import { type ClientPage, type Person, useCoachClientsSuite } from "../helpers/coach-clients-suite";
import { finishForm } from "../helpers/log-forms";
import { sessionLog } from "../helpers/session-log-suite";
import { outcome } from "../helpers/test-app";
import type { Args } from "../helpers/test-suite";

// Issue 38 §4-§5 (decision 0060): a swap in her log records what she did, "last time" follows
// the exercise she performed, and the coach's substitution for one client shows in her pages
// and log only; the coach sees her swaps.

const PROGRAM = "movement-patterns-1";
const SESSION = "session-a";
const HOUR = 3_600_000;
// Session A's first exercise and its library ladder (app/content/exercises/squats-lunges.ts).
const WRITTEN = "goblet-squat-to-box";
const EASIER = "bodyweight-box-squat";

describe("swaps and substitutions", () => {
  const suite = useCoachClientsSuite();
  const { database, app, coach, signIn, clientPage, post, audits } = suite;
  const { client, page, send } = sessionLog(suite, { program: PROGRAM, session: SESSION });
  const swap = (who: Person, logId: string, exerciseId: string) =>
    send(who, { intent: "swap", logId, position: "0", exerciseId });

  it("records the swap, keys her sets by the variation, and follows it next time; the coach sees it", async () => {
    const ann = await client("Ann");
    const first = await page(ann);
    expect(first.exercises[0]?.exerciseId).toBe(WRITTEN);
    expect(first.exercises[0]?.swapOptions.map((option) => option.id)).toContain(EASIER);

    // Something the library does not allow here is refused in words, and nothing is stored.
    const forged = await swap(ann, first.logId, "barbell-back-squat");
    expect(forged.status).toBe(400);
    expect(failureMessage(formFailureOf(forged.data) ?? { fieldErrors: {}, values: {} })).toContain(
      "cannot be swapped",
    );
    expect(await database.db.select().from(exerciseLogs)).toEqual([]);

    expect((await swap(ann, first.logId, EASIER)).status).toBe(302);
    const swapped = await page(ann);
    expect(swapped.logId).toBe(first.logId);
    const [easier] = swapped.exercises;
    expect(easier).toMatchObject({ exerciseId: EASIER, name: "A1. Bodyweight box squat", lastTime: null });
    // Never done: the coach's start-light rule, and no weight guessed for her.
    expect(easier?.suggestion).toBe(START_LIGHT_RULE);
    expect(easier?.sets.every((set) => set.weight === null)).toBe(true);

    expect((await send(ann, finishForm(first.logId, "6"))).status).toBe(302);
    const sets = await database.db.select().from(setLogs).where(eq(setLogs.logId, first.logId));
    expect(new Set(sets.filter((set) => set.position === 0).map((set) => set.exerciseKey))).toEqual(
      new Set([EASIER]),
    );
    const [row] = await database.db.select().from(exerciseLogs).where(eq(exerciseLogs.position, 0));
    expect(row).toMatchObject({ exerciseKey: EASIER, writtenKey: WRITTEN, effort: "right" });

    // Next session: as planned, the written exercise has no "last time"; swapped, the variation has hers.
    app.advance(48 * HOUR);
    const next = await page(ann);
    expect(next.exercises[0]).toMatchObject({ exerciseId: WRITTEN, lastTime: null });
    expect((await swap(ann, next.logId, EASIER)).status).toBe(302);
    const again = await page(ann);
    expect(again.exercises[0]?.lastTime).toBe("Last time: 3 × 10 at 6 kg");
    expect(again.exercises[0]?.suggestion).not.toBe(START_LIGHT_RULE);
    // Swapping back is allowed and clears the swap.
    expect((await swap(ann, next.logId, WRITTEN)).status).toBe(302);
    expect((await page(ann)).exercises[0]?.exerciseId).toBe(WRITTEN);

    const coachPage = (await clientPage(await signIn(coach), ann.id)).data as ClientPage;
    expect(coachPage.exercises.swaps.map((line) => line.line)).toEqual([
      "Swapped Goblet squat to a box → Bodyweight box squat",
    ]);
  });

  it("shows the coach's substitution in her log and program page only; coach-only and audited", async () => {
    const ann = await client("Margaret");
    const bea = await client("Bea");
    const signedCoach = await signIn(coach);
    const form = { intent: "substitute", fromId: WRITTEN, toId: EASIER, reason: "knee" };

    // A member cannot set one: the coach's page is the coach's.
    expect((await post(ann, ann.id, form)).status).toBe(403);
    // An entry that is not in the library is refused in words.
    const unknown = await post(signedCoach, ann.id, { ...form, toId: "moon-walk" });
    expect(unknown.status).toBe(400);
    expect(formFailureOf(unknown.data)?.fieldErrors.toId).toBe(
      "Please choose the exercise she does instead.",
    );

    expect((await post(signedCoach, ann.id, form)).status).toBe(200);
    expect(await database.db.select().from(exerciseSubstitutions)).toHaveLength(1);
    expect((await audits("set substitution")).map((line) => [line.target, line.detail])).toEqual([
      ["margaret@example.com", `${WRITTEN} → ${EASIER} (knee)`],
    ]);

    const hers = await page(ann);
    expect(hers.exercises[0]).toMatchObject({ exerciseId: EASIER, name: "A1. Bodyweight box squat" });
    expect(hers.exercises[0]?.substitution).toBe(
      "Your coach chose this instead of Goblet squat to a box (knee).",
    );
    // Her planned exercise is now the substitute: no start-light rule as if she swapped.
    expect(hers.exercises[0]?.swapOptions[0]).toMatchObject({ id: EASIER, kind: "planned" });

    const programOf = async (who: Person) => {
      const result = await outcome(() =>
        programLoader(
          app.args(`/client-portal/${PROGRAM}`, { cookie: who.cookie, params: { program: PROGRAM } }) as Args<
            typeof programLoader
          >,
        ),
      );
      const data = result.data as Awaited<ReturnType<typeof programLoader>>;
      return data.program.sessions[0]?.mainWork[0]?.exercises[0];
    };
    expect(await programOf(ann)).toMatchObject({ exerciseId: EASIER, name: "A1. Bodyweight box squat" });
    expect(await programOf(bea)).toMatchObject({ exerciseId: WRITTEN, name: "A1. Goblet squat to a box" });
    expect((await page(bea)).exercises[0]?.exerciseId).toBe(WRITTEN);

    // Her export has it; Bea's has nothing of hers.
    const exported = async (who: Person) => {
      const file = await exportLoader(
        app.args("/progress/export.csv?part=substitutions", { cookie: who.cookie }) as Args<
          typeof exportLoader
        >,
      );
      expect((file as Response).headers.get("Cache-Control")).toBe("private, no-store");
      return (await (file as Response).text()).trim().split(/\r?\n/);
    };
    const annRows = await exported(ann);
    expect(annRows[0]).toBe("program_exercise,program_exercise_id,instead,instead_id,reason,set_on");
    expect(annRows[1]).toMatch(
      new RegExp(`^Goblet squat to a box,${WRITTEN},Bodyweight box squat,${EASIER},knee,\\d{4}-`),
    );
    expect(await exported(bea)).toHaveLength(1);

    expect((await post(signedCoach, ann.id, { intent: "unsubstitute", fromId: WRITTEN })).status).toBe(200);
    expect((await page(ann)).exercises[0]?.exerciseId).toBe(WRITTEN);
    expect(await audits("remove substitution")).toHaveLength(1);
    expect((await post(signedCoach, ann.id, { intent: "unsubstitute", fromId: WRITTEN })).status).toBe(404);
  });
});
