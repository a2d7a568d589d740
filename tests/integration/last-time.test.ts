import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { setLogs } from "~/db/schema";
import type { MemberLogPage } from "~/features/training/log.server";
import { failureMessage, formFailureOf } from "~/lib/form-failure";
import { createMember } from "~/lib/members.server";
import { action as logAction, loader as logLoader } from "~/routes/training/log";
import { finishForm, SETS, setForm } from "../helpers/log-forms";
import { cookieFrom, outcome } from "../helpers/test-app";
import { type Args, useTestApp } from "../helpers/test-suite";
import { passScreening } from "../helpers/training-seed";

// Issue 36 (decision 0049): "last time" is the last time she ticked an exercise, and a typed
// number means what she typed: "9,5" is 9.5, and 95 after 9.5 is asked about before it is kept.

type Form = Record<string, string>;

const PROGRAM = "movement-patterns-1";
const SESSION = "session-a";
const PATH = `/client-portal/${PROGRAM}/log/${SESSION}`;
const HOUR = 3_600_000;

describe("last time and the numbers she typed", () => {
  const { database, app } = useTestApp({ start: new Date("2026-03-02T07:00:00Z") });
  let ann: { id: string; cookie: string };

  beforeEach(async () => {
    const member = await createMember(database.db, {
      name: "Ann",
      email: "ann@example.com",
      password: "a-long-enough-password",
      role: "member",
    });
    if (!member) throw new Error("no member");
    await passScreening(database.db, member.id, app.clock.now);
    const cookie = cookieFrom([(await app.services.sessions.create({ memberId: member.id })).setCookie]);
    ann = { id: member.id, cookie };
  });

  const params = { program: PROGRAM, session: SESSION };
  const page = async (cookie: string) => {
    const result = await outcome(() =>
      logLoader(app.args(PATH, { cookie, params }) as Args<typeof logLoader>),
    );
    expect(result.status).toBe(200);
    return result.data as MemberLogPage;
  };
  const post = (form: Form, cookie: string) =>
    outcome(() => logAction(app.args(PATH, { form, cookie, params }) as Args<typeof logAction>));
  const setsOf = (memberId: string) =>
    database.db
      .select()
      .from(setLogs)
      .where(eq(setLogs.memberId, memberId))
      .orderBy(setLogs.position, setLogs.setNumber);

  it("last time is the last time she ticked it: a skipped session is passed over, an untouched exercise has none (issue 36)", async () => {
    const untouched = (position: number, form: Form = {}) => {
      for (let set = 1; set <= SETS; set++) form[`set-${position}-${set}-done`] = "false";
      return form;
    };
    // Session 1: the squat at "9,5" (a comma, as her keypad types it); the press left untouched.
    const first = await page(ann.cookie);
    expect((await post(finishForm(first.logId, "9,5", untouched(1)), ann.cookie)).status).toBe(302);
    expect((await setsOf(ann.id)).filter((set) => set.position === 0).map((set) => set.weightKg)).toEqual([
      9.5, 9.5, 9.5,
    ]);
    // Session 2, two days later: she skips the squat (its prefilled numbers saved unticked).
    app.advance(48 * HOUR);
    const second = await page(ann.cookie);
    expect((await post(finishForm(second.logId, "12", untouched(1, untouched(0))), ann.cookie)).status).toBe(
      302,
    );

    app.advance(48 * HOUR);
    const third = await page(ann.cookie);
    const [squat, press] = third.exercises;
    expect(squat?.lastTime).toBe("Last time: 3 × 10 at 9.5 kg");
    expect(squat?.lastWeightKg).toBe(9.5);
    expect(squat?.suggestion).toBe("Every set made: try 10 kg for 10 reps.");
    expect(press?.lastTime).toBeNull();
    expect(press?.lastWeightKg).toBeNull();

    // A "95" for 9.5 is asked about before it is stored, and stored once she says it is right.
    const asked = await post(setForm(third.logId, { weight: "95" }), ann.cookie);
    expect(asked.status).toBe(400);
    expect(failureMessage(formFailureOf(asked.data) ?? { fieldErrors: {}, values: {} })).toBe(
      "95 kg is far from last time's 9.5 kg. Please check it: is 95 kg right?",
    );
    const inThird = async () => (await setsOf(ann.id)).filter((set) => set.logId === third.logId);
    expect(await inThird()).toEqual([]);
    expect((await post(setForm(third.logId, { weight: "95", confirm: "true" }), ann.cookie)).status).toBe(
      200,
    );
    // Something unreadable is refused with a plain message, never guessed at.
    expect((await inThird()).map((set) => set.weightKg)).toEqual([95]);
    const unreadable = await post(setForm(third.logId, { weight: "1,500" }), ann.cookie);
    expect(unreadable.status).toBe(400);
  });
});
