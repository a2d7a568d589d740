// The welcome when access arrives, queued with the grant that brought it (decision 0029).
import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { type EntitlementKind, entitlements } from "~/db/schema";
import { messages } from "~/features/email/messages";
import { enqueueEmail } from "~/features/email/outbox.server";
import { grantEntitlement, isActive, type Member } from "~/lib/members.server";
import type { AccountMail } from "./account-mail";

/**
 * The welcome when access arrives: what she now has and where to start. Keyed by member, kind
 * and what granted it (a payment event; the coach's grants by day), so a replayed webhook or a
 * double tap welcomes her once.
 */
export async function queueWelcome(
  db: Database,
  { appUrl, now }: Omit<AccountMail, "db">,
  member: Pick<Member, "id" | "email" | "name">,
  kind: EntitlementKind,
  source: string,
): Promise<void> {
  const occasion = source === "coach" ? `coach:${now.toISOString().slice(0, 10)}` : source;
  const url = `${appUrl}${kind === "portal" ? "/client-portal" : "/nutrition"}`;
  await enqueueEmail(
    db,
    {
      to: member.email,
      message: messages.welcome({ name: member.name, kind, url }),
      dedupeKey: `welcome:${member.id}:${kind}:${occasion}`,
    },
    now,
  );
}

/** The coach (or a payment) grants access and the welcome is queued with it, or neither happens. */
export async function grantWithWelcome(
  mail: AccountMail,
  member: Pick<Member, "id" | "email" | "name">,
  grant: { kind: EntitlementKind; endsAt: Date | null; source: string },
): Promise<void> {
  await mail.db.transaction(async (tx) => {
    // Welcomed when the access is new to her, not when the coach moves an end date.
    const [held] = await tx
      .select({ endsAt: entitlements.endsAt })
      .from(entitlements)
      .where(and(eq(entitlements.memberId, member.id), eq(entitlements.kind, grant.kind)))
      .for("update");
    await grantEntitlement(tx, { memberId: member.id, ...grant });
    if (!held || !isActive(held, mail.now)) await queueWelcome(tx, mail, member, grant.kind, grant.source);
  });
}
