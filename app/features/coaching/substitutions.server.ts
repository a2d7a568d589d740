import { z } from "zod";
import type { Database } from "~/db/client.server";
import { liveLibrary } from "~/features/library/library.server";
import { resolveRedesign } from "~/features/promise/promise-resolve.server";
import { swapLine } from "~/features/training/swaps";
import {
  listSubstitutions,
  recentSwaps,
  removeSubstitution,
  setSubstitution,
} from "~/features/training/swaps.server";
import type { AuditActor } from "~/lib/audit.server";
import { longDate } from "~/lib/dates";
import { FORM_FIELD, type Refusal, refuse } from "~/lib/form-failure";

// The coach's side of issue 38 §4-§5 (decision 0060) on a client's page: the swaps she made in
// her log ("Swapped Goblet squat → Box squat"), and the coach's substitutions for her ("use the
// box squat instead of the goblet squat", with a reason). Only the coach's page calls this,
// behind requireCoach; every change is audited.

export const REASON_MAX = 80;

export const SUBSTITUTION_MESSAGES = {
  from: "Please choose the exercise her program writes.",
  to: "Please choose the exercise she does instead.",
  same: "Please choose a different exercise to do instead.",
  reason: `Please keep the reason under ${REASON_MAX} characters.`,
  notFound: "That substitution was not found. Please reload the page.",
} as const;

const entryId = (message: string) => z.string({ error: message }).trim().min(1, { error: message }).max(80);

export const SubstituteSchema = z.object({
  intent: z.literal("substitute"),
  fromId: entryId(SUBSTITUTION_MESSAGES.from),
  toId: entryId(SUBSTITUTION_MESSAGES.to),
  reason: z
    .string()
    .optional()
    .transform((value) => (value ?? "").replace(/\s+/g, " ").trim())
    .pipe(z.string().max(REASON_MAX, { error: SUBSTITUTION_MESSAGES.reason })),
});

export const UnsubstituteSchema = z.object({
  intent: z.literal("unsubstitute"),
  fromId: entryId(SUBSTITUTION_MESSAGES.notFound),
});

type Context = {
  db: Database;
  coach: AuditActor;
  client: { id: string; email: string };
  now: Date;
  /** For the link in the "redesigned" email (issue 39 §3). */
  appUrl?: string;
};

/**
 * Sets one substitution: both ids must be library entries, and different. A redesign she asked
 * for at 4 weeks (issue 39 §3) is done by it, in the same transaction.
 */
export async function substitute(
  context: Context,
  input: z.infer<typeof SubstituteSchema>,
): Promise<{ ok: true; text: string } | Refusal> {
  const library = liveLibrary();
  const from = library.get(input.fromId);
  const to = library.get(input.toId);
  if (!from) return refuse("fromId", SUBSTITUTION_MESSAGES.from);
  if (!to) return refuse("toId", SUBSTITUTION_MESSAGES.to);
  if (from.id === to.id) return refuse("toId", SUBSTITUTION_MESSAGES.same);
  await context.db.transaction(async (tx) => {
    await setSubstitution(
      tx,
      {
        memberId: context.client.id,
        clientEmail: context.client.email,
        fromId: from.id,
        toId: to.id,
        reason: input.reason,
      },
      context.coach,
      context.now,
    );
    const resolution = { memberId: context.client.id, resolution: "exercise substitutions" as const };
    await resolveRedesign(tx, { ...resolution, appUrl: context.appUrl }, context.now);
  });
  return { ok: true, text: `Saved: she does ${to.name} wherever her program says ${from.name}.` };
}

export async function unsubstitute(
  context: Context,
  fromId: string,
): Promise<{ ok: true; text: string } | Refusal> {
  const removed = await removeSubstitution(
    context.db,
    { memberId: context.client.id, clientEmail: context.client.email, fromId },
    context.coach,
    context.now,
  );
  if (!removed) return refuse(FORM_FIELD, SUBSTITUTION_MESSAGES.notFound, 404);
  const name = liveLibrary().get(fromId)?.name ?? fromId;
  return { ok: true, text: `Removed: she does ${name} as her program writes it.` };
}

/** The page's "Her exercises" section: her swaps, the coach's substitutions, and the choices. */
export async function exercisesView(db: Database, memberId: string) {
  const library = liveLibrary();
  const nameOf = (id: string) => library.get(id)?.name ?? id;
  const [substitutions, swaps] = await Promise.all([
    listSubstitutions(db, memberId),
    recentSwaps(db, memberId),
  ]);
  return {
    swaps: swaps.map((swap) => ({
      key: `${swap.logId}:${swap.plannedKey}`,
      date: longDate(swap.day),
      line: swapLine(nameOf(swap.plannedKey), swap.performedName),
    })),
    substitutions: substitutions.map((row) => ({
      fromId: row.fromId,
      line: `${nameOf(row.toId)} instead of ${nameOf(row.fromId)}`,
      reason: row.reason,
    })),
    choices: library.all().map((entry) => ({ id: entry.id, name: entry.name })),
    reasonMax: REASON_MAX,
  };
}
