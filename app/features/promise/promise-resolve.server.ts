import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { members, promises } from "~/db/schema";
import { clearClientFlag } from "~/features/coaching/client-flags.server";
import { messages } from "~/features/email/messages";
import { enqueueEmail } from "~/features/email/outbox.server";

// Issue 39 §3 (h3, decision 0066): her "no" is a redesign task until the coach changes her
// program. The coach's writes that change it (assigning a program, setting a substitution) call
// this in their own transaction: the task closes, the "redesign" flag clears, and she is told
// by email (her dashboard says it too) in the same commit as the change, or not at all.

export type Resolution = "a changed program" | "exercise substitutions";

/** Resolves her open redesign, if she has one; returns whether it did. Pass the transaction. */
export async function resolveRedesign(
  db: Database,
  input: { memberId: string; resolution: Resolution; appUrl?: string },
  now: Date,
): Promise<boolean> {
  const resolved = await db
    .update(promises)
    .set({ resolvedAt: now, resolution: input.resolution })
    .where(and(eq(promises.memberId, input.memberId), eq(promises.answer, "no"), isNull(promises.resolvedAt)))
    .returning({ program: promises.program, startDay: promises.startDay });
  const [first] = resolved;
  if (!first) return false;
  await clearClientFlag(db, input.memberId, "redesign");
  const [member] = await db
    .select({ email: members.email, name: members.name })
    .from(members)
    .where(eq(members.id, input.memberId));
  if (member) {
    await enqueueEmail(
      db,
      {
        to: member.email,
        message: messages.programRedesigned({
          name: member.name,
          program: first.program,
          url: `${input.appUrl ?? ""}/dashboard`,
        }),
        dedupeKey: `program-redesigned:${input.memberId}:${first.startDay}`,
      },
      now,
    );
  }
  return true;
}
