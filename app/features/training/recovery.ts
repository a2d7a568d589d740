// product.md §6.4 recovery: 48 hours between sessions for the same muscles. The programs name
// exercises, not muscles, so the muscles are read from the exercise's name.

export const MUSCLE_GROUPS = ["legs", "glutes", "chest", "back", "shoulders", "arms", "core"] as const;
export type MuscleGroup = (typeof MUSCLE_GROUPS)[number];

export const RECOVERY_HOURS = 48;

const RULES: ReadonlyArray<[RegExp, MuscleGroup[]]> = [
  [/squat|lunge|step-up|step up|leg press|sit-to-stand|split|wall sit/, ["legs", "glutes"]],
  [/deadlift|hinge|hip thrust|bridge|good morning|swing/, ["glutes", "back", "legs"]],
  [/calf|heel raise/, ["legs"]],
  [/bench|chest|push-up|press-up|push up|floor press|fly/, ["chest", "arms"]],
  [/overhead|shoulder|lateral raise|arnold|pike/, ["shoulders", "arms"]],
  [/row|pull|pulldown|lat /, ["back", "arms"]],
  [/curl|tricep|dip|kickback/, ["arms"]],
  [/plank|dead bug|bird dog|pallof|crunch|carry|twist|hollow|side bend/, ["core"]],
];

export function musclesOf(names: readonly string[]): Set<MuscleGroup> {
  const groups = new Set<MuscleGroup>();
  for (const name of names) {
    const lower = name.toLowerCase();
    for (const [pattern, muscles] of RULES) if (pattern.test(lower)) for (const m of muscles) groups.add(m);
  }
  return groups;
}

export type RecentWorkout = { finishedAt: Date; label: string; muscles: Set<MuscleGroup> };

export type RecoveryNotice = { hoursAgo: number; hoursLeft: number; label: string; muscles: MuscleGroup[] };

/** The most recent workout under 48 hours ago that worked the same muscles, if any. */
export function recoveryNotice(
  muscles: Set<MuscleGroup>,
  recent: readonly RecentWorkout[],
  now: Date,
): RecoveryNotice | null {
  let found: RecoveryNotice | null = null;
  for (const workout of recent) {
    const hours = (now.getTime() - workout.finishedAt.getTime()) / 3_600_000;
    if (hours < 0 || hours >= RECOVERY_HOURS) continue;
    const shared = MUSCLE_GROUPS.filter((group) => muscles.has(group) && workout.muscles.has(group));
    if (shared.length === 0) continue;
    if (!found || hours < found.hoursAgo) {
      found = {
        hoursAgo: Math.floor(hours),
        hoursLeft: Math.ceil(RECOVERY_HOURS - hours),
        label: workout.label,
        muscles: shared,
      };
    }
  }
  return found;
}
