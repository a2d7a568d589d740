import { describe, expect, it } from "vitest";
import { type Recorded, SAMPLE_SUMMARY, summarise } from "./progress";

const on = (day: string, ...kinds: Recorded["kind"][]): Recorded[] => kinds.map((kind) => ({ kind, day }));

describe("her summary from her records", () => {
  it("counts today's cards, this week's days per goal, and her streak", () => {
    // Wednesday 11 March 2026; the week runs Monday 9 to Sunday 15.
    const records = [
      ...on("2026-03-06", "workout", "meal"), // last week: streak only
      ...on("2026-03-07", "mindfulness"),
      ...on("2026-03-08", "meal"),
      ...on("2026-03-09", "workout", "meal", "mindfulness"),
      ...on("2026-03-10", "workout", "meal"),
      ...on("2026-03-11", "workout"),
    ];
    const summary = summarise(records, "2026-03-11");
    expect(summary.streak).toBe(6);
    expect(summary.completedToday).toBe(1);
    expect(summary.totalToday).toBe(3);
    expect(summary.doneToday).toEqual({ workout: true, meal: false, mindfulness: false });
    expect(summary.progress.map(({ label, value, target }) => [label, value, target])).toEqual([
      ["Weekly workouts", 3, 5],
      ["Nutrition goals", 2, 7],
      ["Mindfulness sessions", 1, 7],
    ]);
  });

  it("starts from nothing in a new week", () => {
    const summary = summarise(on("2026-03-08", "workout", "meal", "mindfulness"), "2026-03-09");
    expect(summary.progress.map((item) => item.value)).toEqual([0, 0, 0]);
    expect(summary.streak).toBe(1);
    expect(summary.completedToday).toBe(0);
  });

  it("lists this week's ticked challenge days, which do not stretch the streak", () => {
    const records = [
      ...on("2026-03-08", "steps"),
      ...on("2026-03-09", "steps"),
      ...on("2026-03-10", "steps"),
    ];
    const summary = summarise(records, "2026-03-11");
    expect(summary.stepDays).toEqual(["2026-03-09", "2026-03-10"]);
    expect(summary.streak).toBe(0);
  });

  it("counts each finished training log as a workout, and a ticked day without a log as one more", () => {
    // Two logs on Tuesday (which also holds the tick finishing a log leaves), a tick on Monday,
    // a log last week; a log today makes today's workout done without a tick.
    const records = [...on("2026-03-09", "workout"), ...on("2026-03-10", "workout")];
    const logs = [
      { day: "2026-03-06", count: 1 },
      { day: "2026-03-10", count: 2 },
      { day: "2026-03-11", count: 1 },
    ];
    const summary = summarise(records, "2026-03-11", logs);
    expect(summary.progress[0]).toMatchObject({ label: "Weekly workouts", value: 4 });
    expect(summary.loggedDays).toEqual(["2026-03-10", "2026-03-11"]);
    expect(summary.doneToday.workout).toBe(true);
    expect(summary.completedToday).toBe(1);
    // The streak still counts days with a plan card done.
    expect(summary.streak).toBe(2);
  });

  it("keeps product.md §6.2's sample values for the labelled sample", () => {
    expect(SAMPLE_SUMMARY.streak).toBe(4);
    expect([SAMPLE_SUMMARY.completedToday, SAMPLE_SUMMARY.totalToday]).toEqual([1, 3]);
    expect(SAMPLE_SUMMARY.progress.map((item) => [item.value, item.target])).toEqual([
      [3, 5],
      [6, 7],
      [4, 7],
    ]);
    expect([SAMPLE_SUMMARY.challengeDays, SAMPLE_SUMMARY.participants]).toEqual([3, 145]);
  });
});
