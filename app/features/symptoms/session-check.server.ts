import type { Database } from "~/db/client.server";
import { type PersonalExercise, type SwapLibrary, swapOptions } from "~/features/training/swaps";
import { recordSwap } from "~/features/training/swaps.server";
import { SORE } from "./symptoms";
import { findSessionCheck, recordSessionChoice } from "./symptoms.server";

// The log's before-session question (issue 39 §2, decision 0065), as the log page shows it and
// its action applies it. The easier versions are recorded as the log's own swaps (issue 38,
// exercise_logs.written_key), so her history, "last time" and the coach's page read them as
// any swap.

/** A loaded exercise she does as planned that the library has an easier variation of. */
export type EasierSwap = { position: number; plannedKey: string; easierId: string; from: string; to: string };

/** Loaded exercises (weights and reps, not timed) with an easier variation, not already swapped. */
export function easierSwaps(library: SwapLibrary, exercises: readonly PersonalExercise[]): EasierSwap[] {
  return exercises.flatMap((exercise) => {
    if (exercise.prescription.reps === null || exercise.key !== exercise.plannedKey) return [];
    const easier = swapOptions(library, exercise.plannedKey).find((option) => option.kind === "easier");
    if (!easier) return [];
    const from = library.get(exercise.plannedKey)?.name ?? exercise.name;
    return [
      {
        position: exercise.position,
        plannedKey: exercise.plannedKey,
        easierId: easier.id,
        from,
        to: easier.name,
      },
    ];
  });
}

export type SessionCheckView = {
  /** 0 good, 1 some aches, 2 sore; null when skipped. */
  joints: number | null;
  sleepHours: number | null;
  choice: "easier" | "kept" | null;
  /** What "Use easier versions" would change, when she answered sore and has not chosen. */
  offer: { from: string; to: string }[];
} | null;

/** The log page's question: unanswered (null), or her answer and what it offers. */
export async function sessionCheckView(
  db: Database,
  memberId: string,
  logId: string | null,
  swaps: EasierSwap[],
): Promise<SessionCheckView> {
  if (!logId) return null;
  const check = await findSessionCheck(db, memberId, logId);
  if (!check) return null;
  const offer =
    check.joints === SORE && check.choice === null ? swaps.map(({ from, to }) => ({ from, to })) : [];
  return { joints: check.joints, sleepHours: check.sleepHours, choice: check.choice, offer };
}

/** "Use easier versions" (every easier swap, as the log's swaps) or "Keep the plan". */
export async function applySessionChoice(
  db: Database,
  input: { memberId: string; logId: string; choice: "easier" | "kept"; swaps: EasierSwap[] },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (input.choice === "easier") {
      for (const swap of input.swaps) {
        await recordSwap(
          tx,
          {
            logId: input.logId,
            position: swap.position,
            plannedKey: swap.plannedKey,
            performedKey: swap.easierId,
            name: swap.to,
          },
          now,
        );
      }
    }
    await recordSessionChoice(tx, input.memberId, input.logId, input.choice, now);
  });
}
