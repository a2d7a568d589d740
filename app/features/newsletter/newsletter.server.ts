// The newsletter (decision 0030): double opt-in sign-ups, one-click unsubscribe, and the
// coach's newsletters sent to confirmed subscribers through the outbox.
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, asc, count, desc, eq, gt, isNotNull, isNull, lt, ne, or } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { members, newsletterSignups, newsletters, outbox } from "~/db/schema";
import { newsletterPlainText, renderNewsletterMarkdown } from "~/features/email/markdown.server";
import { messages } from "~/features/email/messages";
import { enqueueEmail } from "~/features/email/outbox.server";
import { parseSerialId } from "~/lib/ids";

/** Days a newsletter confirmation link works. */
export const NEWSLETTER_CONFIRM_TTL_DAYS = 7;

type Mail = { db: Database; appUrl: string; now: Date };

const digest = (token: string) => createHash("sha256").update(token).digest("hex");

export type SignupOutcome = "confirm-sent" | "confirmed" | "already-registered";

/** A second sign-up of an unconfirmed address within this time sends no second email. */
const RESEND_AFTER_MS = 60_000;

/**
 * Signs her up. Double opt-in: she counts once she taps the emailed link, so nobody can sign
 * up someone else's address. A member signing up her own confirmed account address is
 * confirmed at once: that address is proven already. The unique email keeps one row per
 * address, and the upsert decides under the row's lock whether this sign-up sends an email:
 * a new address, one that unsubscribed, or one still unconfirmed after a minute does; a
 * confirmed address, or a double tap, does not. "already-registered" means nothing was sent.
 */
export async function subscribe(
  { db, appUrl, now }: Mail,
  signup: { email: string; source: string; proven?: boolean },
): Promise<SignupOutcome> {
  const email = signup.email.trim().toLowerCase();
  const token = randomBytes(32).toString("base64url");
  const fields = {
    source: signup.source,
    consentedAt: now,
    confirmedAt: signup.proven ? now : null,
    confirmTokenHash: signup.proven ? null : digest(token),
    unsubscribedAt: null,
    updatedAt: now,
  };
  const unsubscribed = isNotNull(newsletterSignups.unsubscribedAt);
  const unconfirmed = isNull(newsletterSignups.confirmedAt);
  return db.transaction(async (tx) => {
    const [written] = await tx
      .insert(newsletterSignups)
      .values({ email, ...fields, createdAt: now })
      .onConflictDoUpdate({
        target: newsletterSignups.email,
        set: fields,
        setWhere: signup.proven
          ? or(unsubscribed, unconfirmed)
          : or(
              unsubscribed,
              and(unconfirmed, lt(newsletterSignups.consentedAt, new Date(now.getTime() - RESEND_AFTER_MS))),
            ),
      })
      .returning({ id: newsletterSignups.id });
    if (!written) return "already-registered";
    if (signup.proven) return "confirmed";
    const url = `${appUrl}/newsletter/confirm?${new URLSearchParams({ token })}`;
    await enqueueEmail(tx, { to: email, message: messages.newsletterConfirm({ url }) }, now);
    return "confirm-sent";
  });
}

const liveConfirmation = (token: string, now: Date) =>
  and(
    eq(newsletterSignups.confirmTokenHash, digest(token)),
    isNull(newsletterSignups.confirmedAt),
    gt(newsletterSignups.consentedAt, new Date(now.getTime() - NEWSLETTER_CONFIRM_TTL_DAYS * 86_400_000)),
  );

/** The address a live confirmation link is for, without using it (the page before the button). */
export async function peekNewsletterConfirmation(db: Database, token: string, now: Date) {
  const [row] = await db
    .select({ email: newsletterSignups.email })
    .from(newsletterSignups)
    .where(liveConfirmation(token, now));
  return row ?? null;
}

/** Confirms the sign-up; the address, or null when the link is dead or used. */
export async function confirmNewsletter(db: Database, token: string, now: Date): Promise<string | null> {
  const [row] = await db
    .update(newsletterSignups)
    .set({ confirmedAt: now, confirmTokenHash: null, updatedAt: now })
    .where(liveConfirmation(token, now))
    .returning({ email: newsletterSignups.email });
  return row?.email ?? null;
}

/**
 * The unsubscribe token for one sign-up: its id and an HMAC of id and address under the
 * server's secret. Nothing is stored; it cannot be guessed for another address, and it keeps
 * working in every newsletter she was sent.
 */
export function unsubscribeToken(secret: string, signup: { id: number; email: string }): string {
  const mac = createHmac("sha256", secret)
    .update(`newsletter-unsubscribe:${signup.id}:${signup.email}`)
    .digest();
  return `${signup.id}.${mac.subarray(0, 18).toString("base64url")}`;
}

async function signupForToken(db: Database, secret: string, token: string) {
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{24})$/.exec(token);
  const id = parseSerialId(match?.[1]);
  if (id === null) return null;
  const [row] = await db.select().from(newsletterSignups).where(eq(newsletterSignups.id, id));
  if (!row) return null;
  const expected = Buffer.from(unsubscribeToken(secret, row));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given) ? row : null;
}

/** Who a link unsubscribes, for the page that asks "Unsubscribe …?"; null for a bad token. */
export async function peekUnsubscribe(db: Database, secret: string, token: string) {
  const row = await signupForToken(db, secret, token);
  return row ? { email: row.email, unsubscribed: row.unsubscribedAt !== null } : null;
}

/** One-click unsubscribe (RFC 8058); doing it twice is harmless. The address, or null. */
export async function unsubscribe(
  db: Database,
  secret: string,
  token: string,
  now: Date,
): Promise<string | null> {
  const row = await signupForToken(db, secret, token);
  if (!row) return null;
  if (!row.unsubscribedAt) {
    await db.transaction(async (tx) => {
      await tx
        .update(newsletterSignups)
        .set({ unsubscribedAt: now, updatedAt: now })
        .where(eq(newsletterSignups.id, row.id));
      // A newsletter still waiting to go to her is not sent after she said no.
      await tx
        .update(outbox)
        .set({ status: "failed", lastReply: "Not sent: she unsubscribed", updatedAt: now })
        .where(and(eq(outbox.to, row.email), eq(outbox.kind, "newsletter"), eq(outbox.status, "queued")));
    });
  }
  return row.email;
}

export type SignupStatus = "confirmed" | "waiting" | "unsubscribed";

/**
 * Her own choice on her account page (issue 36 §6): "yes" signs her account address up, at
 * once when the address is confirmed (proven) and otherwise with the usual emailed link; "no"
 * unsubscribes it. What she chose and whether it counts yet, for her page.
 */
export async function setAccountNewsletter(
  mail: Mail,
  member: { email: string; emailConfirmedAt: Date | null },
  wanted: boolean,
): Promise<"on" | "confirm-sent" | "off"> {
  if (!wanted) {
    await mail.db
      .update(newsletterSignups)
      .set({ unsubscribedAt: mail.now, updatedAt: mail.now })
      .where(and(eq(newsletterSignups.email, member.email), isNull(newsletterSignups.unsubscribedAt)));
    return "off";
  }
  const outcome = await subscribe(mail, {
    email: member.email,
    source: "account",
    proven: member.emailConfirmedAt !== null,
  });
  return outcome === "confirm-sent" ? "confirm-sent" : "on";
}

/** Her address's newsletter state, for her account page. */
export async function accountNewsletterStatus(db: Database, email: string): Promise<SignupStatus | "none"> {
  const [row] = await db.select().from(newsletterSignups).where(eq(newsletterSignups.email, email));
  return row ? signupStatus(row) : "none";
}

export function signupStatus(row: { confirmedAt: Date | null; unsubscribedAt: Date | null }): SignupStatus {
  if (row.unsubscribedAt) return "unsubscribed";
  return row.confirmedAt ? "confirmed" : "waiting";
}

export async function listSignups(db: Database, limit: number) {
  return db.select().from(newsletterSignups).orderBy(desc(newsletterSignups.createdAt)).limit(limit);
}

/** Removes a sign-up (she asked to leave the list); the removed email, or null if none. */
export async function removeSignup(db: Database, id: number): Promise<string | null> {
  const [removed] = await db
    .delete(newsletterSignups)
    .where(eq(newsletterSignups.id, id))
    .returning({ email: newsletterSignups.email });
  return removed?.email ?? null;
}

/** Confirmed and still subscribed: who a newsletter goes to. */
export function confirmedSubscribers(db: Database) {
  return db
    .select({ id: newsletterSignups.id, email: newsletterSignups.email })
    .from(newsletterSignups)
    .where(and(isNotNull(newsletterSignups.confirmedAt), isNull(newsletterSignups.unsubscribedAt)))
    .orderBy(asc(newsletterSignups.id));
}

/** Of the confirmed subscribers, how many are members: clients who agreed to the newsletter. */
export async function subscribedMembers(db: Database): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(newsletterSignups)
    .innerJoin(members, eq(members.email, newsletterSignups.email))
    .where(
      and(
        isNotNull(newsletterSignups.confirmedAt),
        isNull(newsletterSignups.unsubscribedAt),
        ne(members.role, "coach"),
      ),
    );
  return Number(row?.value ?? 0);
}

/** The newsletter's body as both parts show it; rendered once per send, not per recipient. */
export function newsletterBody(markdown: string) {
  return { html: renderNewsletterMarkdown(markdown), text: newsletterPlainText(markdown) };
}

/** The email for one recipient, with her own one-click unsubscribe link and headers. */
export function newsletterEmail(
  input: { appUrl: string; secret: string },
  newsletter: { subject: string; body: string },
  recipient: { id: number; email: string },
  body = newsletterBody(newsletter.body),
) {
  const unsubscribeUrl = `${input.appUrl}/newsletter/unsubscribe?${new URLSearchParams({ token: unsubscribeToken(input.secret, recipient) })}`;
  return {
    to: recipient.email,
    message: messages.newsletter({
      subject: newsletter.subject,
      body,
      unsubscribeUrl,
    }),
    // RFC 8058: mail clients show an Unsubscribe button that POSTs here, no page in between.
    headers: {
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/**
 * Sends a newsletter to every confirmed subscriber, once: the draft is claimed (draft →
 * sent) and every recipient's email queued in one transaction, keyed by newsletter and
 * recipient, so a double click or a retried request queues nothing twice. The worker then
 * delivers them in batches. The number of recipients, or null when it was already sent.
 */
export async function sendNewsletter(
  mail: Mail & { secret: string },
  newsletterId: number,
): Promise<number | null> {
  return mail.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(newsletters)
      .set({ status: "sent", sentAt: mail.now, updatedAt: mail.now })
      .where(and(eq(newsletters.id, newsletterId), eq(newsletters.status, "draft")))
      .returning();
    if (!claimed) return null;
    const recipients = await confirmedSubscribers(tx);
    const body = newsletterBody(claimed.body);
    for (const recipient of recipients) {
      await enqueueEmail(
        tx,
        {
          ...newsletterEmail(mail, claimed, recipient, body),
          dedupeKey: `newsletter:${claimed.id}:${recipient.id}`,
          campaign: `newsletter:${claimed.id}`,
        },
        mail.now,
      );
    }
    await tx.update(newsletters).set({ recipients: recipients.length }).where(eq(newsletters.id, claimed.id));
    return recipients.length;
  });
}

/** Each recipient of a newsletter and where her email is: waiting, sent or failed. */
export async function newsletterRecipients(db: Database, newsletterId: number) {
  return db
    .select({
      to: outbox.to,
      status: outbox.status,
      attempts: outbox.attempts,
      lastReply: outbox.lastReply,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .where(eq(outbox.campaign, `newsletter:${newsletterId}`))
    .orderBy(asc(outbox.to));
}

export async function listNewsletters(db: Database) {
  return db.select().from(newsletters).orderBy(desc(newsletters.createdAt), desc(newsletters.id)).limit(100);
}

/** The newsletter a route's `:newsletterId` names; null for anything that is not one. */
export async function findNewsletter(db: Database, param: string) {
  const id = parseSerialId(param);
  if (id === null) return null;
  const [row] = await db.select().from(newsletters).where(eq(newsletters.id, id));
  return row ?? null;
}

export async function createNewsletter(
  db: Database,
  draft: { subject: string; body: string; authorId: string },
  now: Date,
): Promise<number> {
  const [row] = await db
    .insert(newsletters)
    .values({ ...draft, createdAt: now, updatedAt: now })
    .returning({ id: newsletters.id });
  if (!row) throw new Error("The newsletter was not saved");
  return row.id;
}

/** Saves a draft; a sent newsletter cannot change (false). */
export async function updateNewsletter(
  db: Database,
  id: number,
  draft: { subject: string; body: string },
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(newsletters)
    .set({ ...draft, updatedAt: now })
    .where(and(eq(newsletters.id, id), eq(newsletters.status, "draft")))
    .returning({ id: newsletters.id });
  return updated.length > 0;
}

/** A copy to the coach herself, marked as a test, whose unsubscribe link goes nowhere. */
export async function sendNewsletterTest(
  mail: Mail & { secret: string },
  newsletter: { subject: string; body: string },
  to: string,
): Promise<void> {
  const email = newsletterEmail(
    mail,
    { ...newsletter, subject: `[Test] ${newsletter.subject}` },
    { id: 0, email: to },
  );
  await enqueueEmail(mail.db, email, mail.now);
}
