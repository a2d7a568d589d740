import { describe, expect, it } from "vitest";
import {
  jointsSettled,
  jointsWorsening,
  loadIncreases,
  painJump,
  poorSleep,
  symptomWeeks,
  type WeeklySymptoms,
} from "./symptoms";

const week = (day: string, joints: number | null, sleep: number | null = null): WeeklySymptoms => ({
  week: day,
  joints,
  sleep,
});

describe("the joints flag: three weeks of worsening", () => {
  it("holds when each of three consecutive weeks is higher than the one before", () => {
    expect(jointsWorsening([week("2026-11-01", 1), week("2026-11-08", 2), week("2026-11-15", 3)])).toBe(
      "worse 3 weeks running (1 → 2 → 3 of 4)",
    );
  });
  it("does not hold on a level week, a fall, or only two weeks", () => {
    expect(jointsWorsening([week("2026-11-01", 1), week("2026-11-08", 2), week("2026-11-15", 2)])).toBeNull();
    expect(jointsWorsening([week("2026-11-01", 2), week("2026-11-08", 3), week("2026-11-15", 1)])).toBeNull();
    expect(jointsWorsening([week("2026-11-08", 2), week("2026-11-15", 3)])).toBeNull();
  });
  it("reads only the latest three, in any order given", () => {
    const weeks = [
      week("2026-11-15", 3),
      week("2026-10-25", 4),
      week("2026-11-01", 1),
      week("2026-11-08", 2),
    ];
    expect(jointsWorsening(weeks)).not.toBeNull();
  });
  it("needs consecutive weeks: a missed week breaks the run", () => {
    expect(jointsWorsening([week("2026-11-01", 1), week("2026-11-08", 2), week("2026-11-22", 3)])).toBeNull();
  });
  it("skips check-ins where she left the joints item out", () => {
    expect(
      jointsWorsening([week("2026-11-01", 1), week("2026-11-08", 2), week("2026-11-15", null)]),
    ).toBeNull();
  });
});

describe("the sleep flag: poor sleep for two weeks", () => {
  const today = "2026-11-20";
  it("holds on sleep problems severe or worse in two consecutive check-ins", () => {
    expect(poorSleep([week("2026-11-08", null, 3), week("2026-11-15", null, 4)], [], today)).toContain(
      "two weeks running",
    );
    expect(poorSleep([week("2026-11-08", null, 2), week("2026-11-15", null, 4)], [], today)).toBeNull();
    expect(poorSleep([week("2026-11-01", null, 3), week("2026-11-15", null, 4)], [], today)).toBeNull();
  });
  it("holds on before-session sleep averaging under 6 hours over 14 days, from 3 answers", () => {
    const answer = (day: string, sleepHours: number) => ({ day, joints: 0, sleepHours });
    const short = [answer("2026-11-10", 5), answer("2026-11-14", 6), answer("2026-11-19", 5.5)];
    expect(poorSleep([], short, today)).toBe("5.5 h a night over 14 days (3 answers)");
    expect(poorSleep([], short.slice(0, 2), today)).toBeNull();
    expect(poorSleep([], [...short, answer("2026-11-20", 8)], today)).toBeNull();
    // An answer 14 days back is outside the window.
    expect(
      poorSleep([], [answer("2026-11-06", 3), ...short.slice(1), answer("2026-11-20", 7)], today),
    ).toBeNull();
  });
});

describe("the pain-jump flag: a jump in pain after a load increase", () => {
  const increases = loadIncreases([
    { day: "2026-11-10", exercise: "goblet-squat", name: "Goblet squat", weightKg: 8 },
    { day: "2026-11-13", exercise: "goblet-squat", name: "Goblet squat", weightKg: 10 },
    { day: "2026-11-13", exercise: "row", name: "Row", weightKg: 10 },
  ]);
  it("finds the sessions where a working weight went up", () => {
    expect(increases).toEqual([{ day: "2026-11-13", exercise: "Goblet squat", fromKg: 8, toKg: 10 }]);
  });
  it("holds on good → sore within 7 days after the increase", () => {
    expect(
      painJump(
        { day: "2026-11-13", value: 0, scale: "faces" },
        { day: "2026-11-15", value: 2, scale: "faces" },
        increases,
      ),
    ).toBe("joints good → sore after Goblet squat went up to 10 kg");
  });
  it("does not hold on a smaller rise, without an increase, or more than 7 days after it", () => {
    const before = { day: "2026-11-13", value: 1, scale: "faces" } as const;
    expect(painJump(before, { day: "2026-11-15", value: 2, scale: "faces" }, increases)).toBeNull();
    expect(painJump({ ...before, value: 0 }, { day: "2026-11-15", value: 2, scale: "faces" }, [])).toBeNull();
    expect(
      painJump({ ...before, value: 0 }, { day: "2026-11-21", value: 2, scale: "faces" }, increases),
    ).toBeNull();
    expect(painJump(null, { day: "2026-11-15", value: 2, scale: "faces" }, increases)).toBeNull();
  });
  it("reads the check-in's 0-4 item by 2 points, never across scales", () => {
    const now = { day: "2026-11-15", value: 3, scale: "check-in" } as const;
    expect(painJump({ day: "2026-11-08", value: 1, scale: "check-in" }, now, increases)).toBe(
      "joints 1 → 3 of 4 after Goblet squat went up to 10 kg",
    );
    expect(painJump({ day: "2026-11-08", value: 2, scale: "check-in" }, now, increases)).toBeNull();
    expect(painJump({ day: "2026-11-13", value: 0, scale: "faces" }, now, increases)).toBeNull();
  });
  it("settles when her joints are back to good, or none/mild on the check-in", () => {
    expect(jointsSettled({ day: "2026-11-20", value: 0, scale: "faces" })).toBe(true);
    expect(jointsSettled({ day: "2026-11-20", value: 1, scale: "faces" })).toBe(false);
    expect(jointsSettled({ day: "2026-11-20", value: 1, scale: "check-in" })).toBe(true);
  });
});

describe("symptoms beside training, by week", () => {
  it("puts sessions, volume, the check-in and the before-session answers in their ISO week", () => {
    const weeks = symptomWeeks(
      {
        workouts: [
          { day: "2026-11-16", volumeKg: 1000.4 },
          { day: "2026-11-18", volumeKg: 500 },
          { day: "2026-11-12", volumeKg: 800 },
        ],
        checkIns: [{ week: "2026-11-22", joints: 2, sleep: 1, hotFlushes: null, exhaustion: 0, mood: 4 }],
        answers: [
          { day: "2026-11-16", joints: 2, sleepHours: 6 },
          { day: "2026-11-18", joints: 0, sleepHours: 7 },
        ],
      },
      "2026-11-20",
      2,
    );
    expect(weeks.map((row) => row.week)).toEqual(["2026-11-09", "2026-11-16"]);
    expect(weeks[1]).toMatchObject({ sessions: 2, volumeKg: 1500, soreDays: 1, answers: 2, sleepHours: 6.5 });
    expect(weeks[1]?.scores.joints).toBe(2);
    expect(weeks[0]).toMatchObject({ sessions: 1, volumeKg: 800, sleepHours: null });
    expect(weeks[0]?.scores.joints).toBeNull();
  });
});
