import { randomInt } from "node:crypto";
import { and, desc, eq, isNotNull, isNull, ne } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { portalCodes, sessions } from "~/db/schema";
import { hashSecret, verifySecret } from "./passwords.server";

// No 0/O, 1/I/L: the coach reads the code aloud or writes it on a whiteboard.
const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** A code like "K7QM-P3XD-9TWE": 60 bits, easy to read out. */
export function generatePortalCode(): string {
  const groups = Array.from({ length: 3 }, () =>
    Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join(""),
  );
  return groups.join("-");
}

export type CurrentPortalCode = { version: number; codeHash: string };

export async function getCurrentPortalCode(db: Database): Promise<CurrentPortalCode | null> {
  const [row] = await db
    .select({ version: portalCodes.id, codeHash: portalCodes.codeHash })
    .from(portalCodes)
    .orderBy(desc(portalCodes.id))
    .limit(1);
  return row ?? null;
}

/** The version the code unlocks, or null for a wrong code. */
export async function verifyPortalCode(db: Database, code: string): Promise<number | null> {
  const current = await getCurrentPortalCode(db);
  if (!current) return null;
  return (await verifySecret(current.codeHash, code)) ? current.version : null;
}

/**
 * Makes the new code current and ends the portal access of every session opened with an older
 * one. Sessions that also belong to a member keep the member; only the code access goes.
 */
export async function rotatePortalCode(
  db: Database,
  code: string,
  source: "env" | "generated" | "coach",
): Promise<number> {
  const codeHash = await hashSecret(code);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(portalCodes).values({ codeHash, source }).returning({ id: portalCodes.id });
    if (!row) throw new Error("Portal code insert returned no row");
    await tx
      .delete(sessions)
      .where(
        and(
          isNotNull(sessions.portalCodeVersion),
          ne(sessions.portalCodeVersion, row.id),
          isNull(sessions.memberId),
        ),
      );
    await tx
      .update(sessions)
      .set({ portalCodeVersion: null })
      .where(and(ne(sessions.portalCodeVersion, row.id), isNotNull(sessions.memberId)));
    return row.id;
  });
}

/**
 * Start-up: PORTAL_PASSWORD wins when it changed since it was last applied (so editing the
 * variable rotates the code), but a code the coach rotated later is not undone by a restart.
 * With no code at all and no variable, one is generated and returned so it can be printed once.
 */
export async function ensurePortalCode(
  db: Database,
  configured: string | undefined,
): Promise<{ generated: string | null }> {
  if (configured) {
    const [lastFromEnv] = await db
      .select({ codeHash: portalCodes.codeHash })
      .from(portalCodes)
      .where(eq(portalCodes.source, "env"))
      .orderBy(desc(portalCodes.id))
      .limit(1);
    if (!lastFromEnv || !(await verifySecret(lastFromEnv.codeHash, configured))) {
      await rotatePortalCode(db, configured, "env");
    }
    return { generated: null };
  }
  if (await getCurrentPortalCode(db)) return { generated: null };
  const code = generatePortalCode();
  await rotatePortalCode(db, code, "generated");
  return { generated: code };
}
