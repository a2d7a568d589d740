import { describe, expect, it } from "vitest";
import { musclesOf, recoveryNotice } from "./recovery";

const now = new Date("2026-03-10T08:00:00Z");
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

describe("recovery (48 hours for the same muscles)", () => {
  it("reads muscles from exercise names", () => {
    expect([...musclesOf(["Dumbbell goblet squat to a box"])].sort()).toEqual(["glutes", "legs"]);
    expect(musclesOf(["One-arm dumbbell row"]).has("back")).toBe(true);
  });

  it("warns when the same muscles worked less than 48 hours ago", () => {
    const notice = recoveryNotice(
      musclesOf(["Reverse lunge"]),
      [{ finishedAt: hoursAgo(20), label: "Session A", muscles: musclesOf(["Goblet squat"]) }],
      now,
    );
    expect(notice).toMatchObject({ hoursAgo: 20, hoursLeft: 28, label: "Session A" });
    expect(notice?.muscles).toEqual(["legs", "glutes"]);
  });

  it("is quiet after 48 hours or for other muscles", () => {
    expect(
      recoveryNotice(
        musclesOf(["Reverse lunge"]),
        [{ finishedAt: hoursAgo(49), label: "A", muscles: musclesOf(["Goblet squat"]) }],
        now,
      ),
    ).toBeNull();
    expect(
      recoveryNotice(
        musclesOf(["Floor press"]),
        [{ finishedAt: hoursAgo(5), label: "A", muscles: musclesOf(["Goblet squat"]) }],
        now,
      ),
    ).toBeNull();
  });
});
