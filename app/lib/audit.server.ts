import { desc } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { auditLog } from "~/db/schema";

export type AuditActor = { id: string | null; email: string };

/** The payment provider, when the webhook grants access. */
export const PAYMENT_PROVIDER_ACTOR: AuditActor = { id: null, email: "payment webhook" };

export async function recordAudit(
  db: Database,
  actor: AuditActor,
  entry: { action: string; target?: string; detail?: string },
  now = new Date(),
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    target: entry.target ?? "",
    detail: entry.detail ?? "",
    createdAt: now,
    updatedAt: now,
  });
}

/** Issue 37: an attempt the guards refused, naming who tried what on whom. */
export async function recordRefusal(
  db: Database,
  actor: AuditActor,
  entry: { action: string; target: string },
  now = new Date(),
): Promise<void> {
  await recordAudit(
    db,
    actor,
    {
      action: `refused: ${entry.action}`,
      target: entry.target,
      detail: "only an owner coach manages coach accounts",
    },
    now,
  );
}

export async function listAudit(db: Database, limit = 200) {
  return db.select().from(auditLog).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit);
}
