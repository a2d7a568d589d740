import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import {
  coachSettings,
  exerciseSubstitutions,
  programAssignments,
  screenings,
  trainingPreferences,
  workoutLogs,
} from "~/db/schema";
import { assignProgram, clearAssignment, getAssignment } from "~/features/coaching/assignment.server";
import { getCheckInWeekday, setCheckInWeekday } from "~/features/coaching/check-in.server";
import { latestScreening, markScreeningReviewed, saveScreening } from "~/features/coaching/screening.server";
import { removeSubstitution, setSubstitution, substitutionsFor } from "~/features/training/swaps.server";
import { getPreferences, savePreferences } from "~/features/training/training.server";
import {
  createMemberReadsKeeper,
  KEPT_MS,
  keepMemberReads,
  memberReadsKeeper,
} from "~/lib/member-reads-kept.server";
import { createMember, type Member } from "~/lib/members.server";
import { allNo } from "../helpers/coach-clients-suite";
import { openTestDatabase, withLateAnnouncements } from "../helpers/test-database";

// Decision 0098: her screening, her coach's substitutions and her training preferences are kept
// in memory until the database announces a change to them (drizzle/0042's "account:<id>"), or
// (decision 0099) her program assignment (drizzle/0043) and the coach's check-in weekday ("*"),
// this instance writes them. These fail if the announcements are missing (another instance's
// change, or a change made outside the app, would not show), if a write forgot to end them (her
// own change would show late), or if any change to her data ended them (saving a set would read
// them again), on PGlite and PostgreSQL.

const NOW = new Date("2026-11-20T09:00:00Z");
const ANNOUNCED_AFTER_MS = 100;
describe("her settings' reads, kept", () => {
  let database: DatabaseHandle;
  let stop: () => Promise<void>;
  let member: Member;
  let COACH: Member;

  beforeAll(async () => {
    database = await openTestDatabase();
    // Every announcement arrives 100 ms late, as PostgreSQL's may: her own change must still
    // show at once, so the write itself must end what was kept.
    stop = await keepMemberReads(withLateAnnouncements(database, ANNOUNCED_AFTER_MS));
    const coach = await createMember(database.db, {
      name: "Coach",
      email: `coach-${randomUUID()}@example.com`,
      role: "coach",
      password: "a long enough password",
    });
    if (!coach) throw new Error("no coach");
    COACH = coach;
  });
  afterAll(async () => {
    await stop();
    await database.close();
  });
  beforeEach(async () => {
    const created = await createMember(database.db, {
      name: "Margaret",
      email: `margaret-${randomUUID()}@example.com`,
      password: "a long enough password",
    });
    if (!created) throw new Error("no member");
    member = created;
    // Her account's own announcements arrive before each test starts.
    await new Promise((resolve) => setTimeout(resolve, ANNOUNCED_AFTER_MS * 3));
  });

  const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 10_000, interval: 50 });
  /** Every announcement made so far has arrived. */
  const settled = () => new Promise((resolve) => setTimeout(resolve, ANNOUNCED_AFTER_MS * 3));
  const counts = () => ({ ...(memberReadsKeeper(database.db)?.counts ?? { kept: -1, read: -1 }) });

  it("keeps them through a saved set, and her own changes show at once", async () => {
    const first = await saveScreening(database.db, member.id, allNo(), "", NOW);
    await settled();
    expect((await latestScreening(database.db, member.id))?.id).toBe(first.id);
    const read = counts();
    expect((await latestScreening(database.db, member.id))?.id).toBe(first.id);
    expect(counts()).toEqual({ kept: read.kept + 1, read: read.read });
    await database.db.insert(workoutLogs).values({
      id: randomUUID(),
      memberId: member.id,
      program: "stay-strong",
      sessionId: "session-a",
      sessionLabel: "Session A",
      day: "2026-11-20",
      finishedAt: NOW,
    });
    await settled();
    const saved = counts();
    expect((await latestScreening(database.db, member.id))?.id).toBe(first.id);
    expect(counts()).toEqual({ kept: saved.kept + 1, read: saved.read });

    // Her own writes, read straight after: her announcement is still on its way.
    const second = await saveScreening(database.db, member.id, { ...allNo(), joints: true }, "Knee", NOW);
    expect((await latestScreening(database.db, member.id))?.id).toBe(second.id);
    await markScreeningReviewed(database.db, second.id, COACH, NOW);
    expect((await latestScreening(database.db, member.id))?.reviewedAt).toEqual(NOW);

    expect(await getPreferences(database.db, member.id)).toMatchObject({ unit: "kg" });
    await savePreferences(database.db, member.id, { unit: "lb", plateStep: 5, goalWeightKg: null });
    expect(await getPreferences(database.db, member.id)).toMatchObject({ unit: "lb", plateStep: 5 });

    expect((await substitutionsFor(database.db, member.id)).size).toBe(0);
    const change = { memberId: member.id, clientEmail: member.email, fromId: "wall-push-up" };
    await setSubstitution(database.db, { ...change, toId: "incline-push-up", reason: "wrists" }, COACH, NOW);
    expect((await substitutionsFor(database.db, member.id)).get("wall-push-up")?.toId).toBe(
      "incline-push-up",
    );
    await removeSubstitution(database.db, change, COACH, NOW);
    expect((await substitutionsFor(database.db, member.id)).size).toBe(0);

    expect(await getAssignment(database.db, member.id)).toBeNull();
    const steps = [{ program: "level-1" as const, weeks: 4 }];
    await assignProgram(
      database.db,
      { memberId: member.id, steps, startDay: "2026-11-23", coach: COACH },
      NOW,
    );
    expect((await getAssignment(database.db, member.id))?.startDay).toBe("2026-11-23");
    await assignProgram(
      database.db,
      { memberId: member.id, steps, startDay: "2026-11-30", coach: COACH },
      NOW,
    );
    expect((await getAssignment(database.db, member.id))?.startDay).toBe("2026-11-30");
    await clearAssignment(database.db, member.id);
    expect(await getAssignment(database.db, member.id)).toBeNull();

    const weekday = await getCheckInWeekday(database.db);
    await setCheckInWeekday(database.db, (weekday % 7) + 1, NOW);
    expect(await getCheckInWeekday(database.db)).toBe((weekday % 7) + 1);
  });

  it("ends them when the database announces a change made elsewhere", async () => {
    await saveScreening(database.db, member.id, allNo(), "", NOW);
    await settled();
    expect(await latestScreening(database.db, member.id)).not.toBeNull();
    expect(await getPreferences(database.db, member.id)).toMatchObject({ unit: "kg" });
    expect((await substitutionsFor(database.db, member.id)).size).toBe(0);

    // Another instance, or a script: nothing in this process forgets, only the announcements.
    await database.db.delete(screenings).where(eq(screenings.memberId, member.id));
    await eventually(async () => expect(await latestScreening(database.db, member.id)).toBeNull());

    await getPreferences(database.db, member.id);
    await database.db.insert(trainingPreferences).values({ memberId: member.id, unit: "lb", plateStep: 5 });
    await eventually(async () =>
      expect(await getPreferences(database.db, member.id)).toMatchObject({ unit: "lb" }),
    );

    await substitutionsFor(database.db, member.id);
    await database.db.insert(exerciseSubstitutions).values({
      memberId: member.id,
      fromId: "glute-bridge",
      toId: "bodyweight-squat",
      reason: "",
      setBy: COACH.id,
      createdAt: NOW,
      updatedAt: NOW,
    });
    await eventually(async () =>
      expect((await substitutionsFor(database.db, member.id)).get("glute-bridge")?.toId).toBe(
        "bodyweight-squat",
      ),
    );

    expect(await getAssignment(database.db, member.id)).toBeNull();
    await database.db.insert(programAssignments).values({
      memberId: member.id,
      steps: [{ program: "level-2", weeks: 6 }],
      startDay: "2026-11-23",
      assignedBy: COACH.id,
      assignedByName: "Coach",
      createdAt: NOW,
      updatedAt: NOW,
    });
    await eventually(async () =>
      expect((await getAssignment(database.db, member.id))?.steps).toEqual([
        { program: "level-2", weeks: 6 },
      ]),
    );

    const weekday = await getCheckInWeekday(database.db);
    const next = (weekday % 7) + 1;
    await database.db
      .insert(coachSettings)
      .values({ id: 1, checkInWeekday: next, createdAt: NOW, updatedAt: NOW })
      .onConflictDoUpdate({ target: coachSettings.id, set: { checkInWeekday: next } });
    await eventually(async () => expect(await getCheckInWeekday(database.db)).toBe(next));
  });
});

describe("the keeper of member reads", () => {
  const reader = (values: string[]) => {
    let reads = 0;
    return {
      read: async () => values[Math.min(reads++, values.length - 1)] as string,
      get reads() {
        return reads;
      },
    };
  };

  it("does not keep a read an ending overtook, and forgets after KEPT_MS", async () => {
    let clock = 0;
    const keeper = createMemberReadsKeeper(() => clock);
    const source = reader(["old", "new"]);
    // The ending arrives while the read is on its way: that answer is used once, not kept.
    const pending = keeper.read("ann", "screening", source.read);
    keeper.changed("account:ann");
    expect(await pending).toBe("old");
    expect(await keeper.read("ann", "screening", source.read)).toBe("new");
    expect(await keeper.read("ann", "screening", source.read)).toBe("new");
    expect(source.reads).toBe(2);
    // Another member's change, or her plain data announcement, leaves hers kept.
    keeper.changed("account:bea");
    keeper.changed("ann");
    expect(await keeper.read("ann", "screening", source.read)).toBe("new");
    expect(source.reads).toBe(2);
    clock += KEPT_MS + 1;
    await keeper.read("ann", "screening", source.read);
    expect(source.reads).toBe(3);
  });

  it("keeps nothing while the announcements cannot be heard", async () => {
    const keeper = createMemberReadsKeeper();
    const source = reader(["a"]);
    keeper.lost();
    await keeper.read("ann", "preferences", source.read);
    await keeper.read("ann", "preferences", source.read);
    expect(source.reads).toBe(2);
    keeper.resumed();
    await keeper.read("ann", "preferences", source.read);
    await keeper.read("ann", "preferences", source.read);
    expect(source.reads).toBe(3);
    keeper.changed("*");
    await keeper.read("ann", "preferences", source.read);
    expect(source.reads).toBe(4);
  });
});
