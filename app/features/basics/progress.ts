import type { ProgressItem } from "~/features/dashboard/progress";
import type { Basics } from "./basics.server";

// Issue 39 §4 (h4): My Progress becomes her real numbers once she has logged her basics: her
// weekly workouts as before, then each of her habits as the days this week she met it
// (decision 0067). Before that, the bars are what they were; a visitor keeps the spec's samples.

const COLORS = ["var(--color-secondary-foreground)", "var(--color-ring)", "var(--color-primary)"];

export function progressWithBasics(progress: ProgressItem[], basics: Basics | null): ProgressItem[] {
  if (!basics?.hasData) return progress;
  const workouts = progress.filter((item) => item.label === "Weekly workouts");
  return [
    ...workouts,
    ...basics.habits.map((habit, index) => ({
      label: `${habit.label}: days on target`,
      value: habit.thisWeek,
      target: 7,
      color: COLORS[index % COLORS.length] ?? "var(--color-primary)",
    })),
  ];
}
