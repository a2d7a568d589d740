// Sign-up in two steps (issue 16), each start bound to the browser that began it (issue 37 §1,
// decision 0050). A start writes its own pending row, keyed to the browser's nonce
// (`signup-browser.server.ts`): a later start, from this browser or another, never changes what
// an earlier code creates, and a code finishes only a sign-up begun in the browser that types it.
// Whatever happens, the pages answer alike for every address; only the email differs.
import { timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, lt, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { pendingSignups, type TextSize } from "~/db/schema";
import { messages, SIGN_IN_CODE_TTL_MINUTES } from "~/features/email/messages";
import { enqueueEmail } from "~/features/email/outbox.server";
import {
  confirmAddress,
  createMember,
  findMemberByEmail,
  type Member,
  normalizeEmail,
} from "~/lib/members.server";
import type { AccountMail } from "./account-mail";
import {
  codeDigest,
  newRandomToken,
  newSixDigitCode,
  queueSignInCode,
  SIGN_IN_CODE_TRIES,
  verifySignInCode,
} from "./email-tokens.server";
import { queueWelcome } from "./welcome.server";

/**
 * How long a sign-up that was not finished is kept: as long as the browser's cookie, so asking
 * for a sign-in code later that day sends her a new code for it. Then its name and password
 * hash go.
 */
export const PENDING_SIGNUP_KEEP_MS = 24 * 60 * 60_000;

type PendingRow = typeof pendingSignups.$inferSelect;

const kept = (now: Date) => gt(pendingSignups.createdAt, new Date(now.getTime() - PENDING_SIGNUP_KEEP_MS));

/** Sign-ups older than a day go: their name and password hash are kept no longer than needed. */
async function forgetOldSignUps(db: Database, now: Date) {
  await db
    .delete(pendingSignups)
    .where(lt(pendingSignups.createdAt, new Date(now.getTime() - PENDING_SIGNUP_KEEP_MS)));
}

/** A new pending row with its own code, emailed to the address. */
async function insertPending(
  { db, now }: Pick<AccountMail, "db" | "now">,
  input: { email: string; name: string; passwordHash: string; browserHash: string },
  secret: string,
): Promise<void> {
  const code = newSixDigitCode();
  const id = newRandomToken();
  await db.insert(pendingSignups).values({
    id,
    email: input.email,
    browserHash: input.browserHash,
    name: input.name,
    passwordHash: input.passwordHash,
    codeHash: codeDigest(secret, id, code),
    attempts: 0,
    expiresAt: new Date(now.getTime() + SIGN_IN_CODE_TTL_MINUTES * 60_000),
    createdAt: now,
    updatedAt: now,
  });
  await enqueueEmail(db, { to: input.email, message: messages.signUpCode({ name: input.name, code }) }, now);
}

/**
 * A sign-up. A new address gets a code that finishes it: no account exists until then. An
 * address that has an account gets a sign-in code and is told it has one. Either way the one
 * email is queued and the page says the same; the password is hashed in both cases by the caller.
 */
export async function startSignUp(
  { db, appUrl, now }: AccountMail,
  input: { name: string; email: string; passwordHash: string; browserHash: string },
  secret: string,
  redirectTo: string,
): Promise<void> {
  const email = normalizeEmail(input.email);
  await db.transaction(async (tx) => {
    const member = await findMemberByEmail(tx, email);
    if (member) {
      return queueSignInCode({ db: tx, appUrl, now }, member, secret, redirectTo, messages.accountExists);
    }
    await forgetOldSignUps(tx, now);
    await insertPending(
      { db: tx, now },
      { email, name: input.name.trim(), passwordHash: input.passwordHash, browserHash: input.browserHash },
      secret,
    );
  });
}

/**
 * The sign-ups waiting for this address: the newest begun in this browser (`mine`), and whether
 * any is waiting at all. Kept for a day, finished or not.
 */
export async function pendingFromBrowser(
  db: Database,
  email: string,
  browserHash: string | null,
  now: Date,
): Promise<{ mine: PendingRow | null; any: boolean }> {
  const rows = await db
    .select()
    .from(pendingSignups)
    .where(and(eq(pendingSignups.email, normalizeEmail(email)), kept(now)))
    .orderBy(desc(pendingSignups.createdAt));
  return {
    mine: (browserHash && rows.find((row) => row.browserHash === browserHash)) || null,
    any: rows.length > 0,
  };
}

/**
 * She asked for a sign-in code in the browser where she began a sign-up: a new code for it, as
 * a new pending row with the same name and password, so the code sent before still works too.
 */
export function restartSignUpCode(mail: AccountMail, pending: PendingRow, secret: string): Promise<void> {
  return insertPending(mail, pending, secret);
}

/** A sign-up waits for this address, begun in another browser: how to finish it. */
export async function queuePendingSignUp({ db, appUrl, now }: AccountMail, email: string): Promise<void> {
  await enqueueEmail(
    db,
    { to: normalizeEmail(email), message: messages.signUpPending({ url: `${appUrl}/signup` }) },
    now,
  );
}

/**
 * The code typed after a sign-up: for a new address it creates the account, confirmed, with
 * what was paid for with the address, but only from the browser that began that sign-up; for an
 * address with an account it is a sign-in code. Each try counts against every code of this
 * browser's sign-ups for the address, five and they die. Null when it is wrong.
 */
export async function finishSignUp(
  { db, appUrl, now }: AccountMail,
  input: { email: string; code: string; secret: string; browserHash: string | null; textSize?: TextSize },
): Promise<{ member: Member; created: boolean } | null> {
  const email = normalizeEmail(input.email);
  if (await findMemberByEmail(db, email)) {
    const member = await verifySignInCode(db, input, now, appUrl);
    return member ? { member, created: false } : null;
  }
  if (!input.browserHash) return null;
  const tried = await db
    .update(pendingSignups)
    .set({ attempts: sql`${pendingSignups.attempts} + 1`, updatedAt: now })
    .where(
      and(
        eq(pendingSignups.email, email),
        eq(pendingSignups.browserHash, input.browserHash),
        gt(pendingSignups.expiresAt, now),
        lt(pendingSignups.attempts, SIGN_IN_CODE_TRIES),
      ),
    )
    .returning();
  const given = (row: PendingRow) => Buffer.from(codeDigest(input.secret, row.id, input.code), "hex");
  const match = tried.find((row) => timingSafeEqual(Buffer.from(row.codeHash, "hex"), given(row)));
  if (!match) return null;
  return db.transaction(async (tx) => {
    // Spent once: of two taps at once, only one deletes the row and goes on.
    const [spent] = await tx.delete(pendingSignups).where(eq(pendingSignups.id, match.id)).returning();
    if (!spent) return null;
    // Every other sign-up for the address ends with it, whoever began it.
    await tx.delete(pendingSignups).where(eq(pendingSignups.email, email));
    const member = await createMember(tx, {
      name: spent.name,
      email,
      passwordHash: spent.passwordHash,
      textSize: input.textSize,
    });
    // An account made meanwhile for this address (the coach's invite): the code proved the
    // address, which signs her in to it as an emailed sign-in code would.
    const owner = member ?? (await findMemberByEmail(tx, email));
    if (!owner) return null;
    const arrived = await confirmAddress(tx, owner, now);
    for (const grant of arrived) await queueWelcome(tx, { appUrl, now }, owner, grant.kind, grant.source);
    return {
      member: { ...owner, emailConfirmedAt: owner.emailConfirmedAt ?? now },
      created: member !== null,
    };
  });
}
