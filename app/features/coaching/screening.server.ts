import { randomUUID } from "node:crypto";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { redirect } from "react-router";
import { z } from "zod";
import {
  SCREENING_FOLLOW_UP,
  SCREENING_MESSAGES,
  SCREENING_QUESTIONS,
  SCREENING_VALID_MONTHS,
} from "~/content/screening";
import type { Database } from "~/db/client.server";
import { prepared } from "~/db/prepared.server";
import { SCREENING_QUESTION_IDS, type ScreeningQuestionId, screenings } from "~/db/schema";
import { returnPath } from "~/lib/auth.server";
import { forgetMemberReads, keptMemberRead } from "~/lib/member-reads-kept.server";
import type { Member } from "~/lib/members.server";

// The health check before training (issue 18 part 1, decision 0032). Her newest row is the one
// that counts, for 12 months. A "yes" flags her for the coach; her log waits for her doctor's
// clearance (she confirms it) or the coach's review. Every answer is a new row, so the coach
// sees what she said then, and a year later she is asked again.

export type ScreeningRow = typeof screenings.$inferSelect;
export type ScreeningAnswers = Record<ScreeningQuestionId, boolean>;
export type ScreeningStatus = "missing" | "expired" | "clear" | "flagged" | "cleared" | "reviewed";

/** When her answers stop counting: the same moment, `SCREENING_VALID_MONTHS` later. */
export function screeningValidUntil(row: Pick<ScreeningRow, "answeredAt">): Date {
  const until = new Date(row.answeredAt);
  until.setUTCMonth(until.getUTCMonth() + SCREENING_VALID_MONTHS);
  return until;
}

/**
 * Where she stands. "flagged": a yes that neither she (her doctor's clearance) nor the coach (a
 * review) has answered. The coach's review wins over her clearance: it is what the coach's list
 * asks about, and a yes she cleared is still news for the coach until reviewed.
 */
export function screeningStatus(row: ScreeningRow | null, now: Date): ScreeningStatus {
  if (!row) return "missing";
  if (now.getTime() >= screeningValidUntil(row).getTime()) return "expired";
  if (!row.anyYes) return "clear";
  if (row.reviewedAt) return "reviewed";
  if (row.clearedAt) return "cleared";
  return "flagged";
}

/** She must answer (again) before the program page or a log opens. */
export const needsScreening = (status: ScreeningStatus) => status === "missing" || status === "expired";

/** Her log takes writes: no yes, or a yes her doctor cleared or the coach reviewed. */
export const mayLog = (status: ScreeningStatus) =>
  status === "clear" || status === "cleared" || status === "reviewed";

/** The screening page, coming back to `to` afterwards. */
export const screeningHref = (to: string) => `/screening?${new URLSearchParams({ redirectTo: to })}`;

/** The redirect to throw from a gated page's loader: to the screening, then back to this page. */
export const toScreening = (request: Request) => redirect(screeningHref(returnPath(request)));

const answer = z.enum(["yes", "no"], { error: SCREENING_MESSAGES.answer });
const answerFields = Object.fromEntries(SCREENING_QUESTION_IDS.map((id) => [id, answer])) as Record<
  ScreeningQuestionId,
  typeof answer
>;
const followUp = z
  .string()
  .optional()
  .transform((value) => (value ?? "").trim())
  .pipe(z.string().max(SCREENING_FOLLOW_UP.maxLength, { error: SCREENING_MESSAGES.followUpTooLong }));
// Checked by `safeRedirect` before use: anything but a path on this site gives the dashboard.
const redirectTo = z.string().optional();
const screeningId = z
  .string({ error: SCREENING_MESSAGES.notFound })
  .min(1, { error: SCREENING_MESSAGES.notFound })
  .max(100, { error: SCREENING_MESSAGES.notFound });

/**
 * The page's three forms: her answers (every question required), the follow-up after a yes,
 * and her doctor's clearance.
 */
export const ScreeningFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("answer"), redirectTo, followUp, ...answerFields }),
    z.object({ intent: z.literal("follow-up"), redirectTo, screeningId, followUp }),
    z.object({ intent: z.literal("confirm-clearance"), redirectTo, screeningId }),
  ],
  { error: SCREENING_MESSAGES.form },
);

/** Her newest screening (by when she answered), or null. */
/** The program page and the session log ask, for the guard (decision 0081). */
const latestScreeningOf = prepared("latest_screening", (db, name) =>
  db
    .select()
    .from(screenings)
    .where(eq(screenings.memberId, sql.placeholder("memberId")))
    .orderBy(desc(screenings.answeredAt), desc(screenings.createdAt))
    .limit(1)
    .prepare(name),
);

/** Kept in memory until her screenings change (decision 0098): the caller must not change it. */
export async function latestScreening(db: Database, memberId: string): Promise<ScreeningRow | null> {
  return keptMemberRead(db, memberId, "screening", async () => {
    const [row] = await latestScreeningOf(db).execute({ memberId });
    return row ?? null;
  });
}

/**
 * The guard's answer for the pages it protects (program page, session log). The coach is never
 * screened: she is "clear" without a look at the table.
 */
export async function screeningGate(
  db: Database,
  member: Pick<Member, "id" | "role">,
  now: Date,
): Promise<{ status: ScreeningStatus; screening: ScreeningRow | null }> {
  if (member.role === "coach") return { status: "clear", screening: null };
  const screening = await latestScreening(db, member.id);
  return { status: screeningStatus(screening, now), screening };
}

/** Her answers: a new row each time, so earlier answers stay as she gave them. */
export async function saveScreening(
  db: Database,
  memberId: string,
  answers: ScreeningAnswers,
  followUp: string,
  now: Date,
): Promise<ScreeningRow> {
  const anyYes = SCREENING_QUESTIONS.some((question) => answers[question.id]);
  const [row] = await db
    .insert(screenings)
    .values({
      id: randomUUID(),
      memberId,
      answers,
      anyYes,
      followUp: anyYes ? followUp : "",
      answeredAt: now,
    })
    .returning();
  if (!row) throw new Error("the screening was not saved");
  forgetMemberReads(db, memberId);
  return row;
}

export type ScreeningChange = "saved" | "not-found" | "expired" | "no-yes";

/** Her own newest row, still valid and with a yes: the only one she may add to or clear. */
async function ownFlaggedRow(
  db: Database,
  memberId: string,
  screeningId: string,
  now: Date,
): Promise<{ ok: true; row: ScreeningRow } | { ok: false; why: Exclude<ScreeningChange, "saved"> }> {
  const row = await latestScreening(db, memberId);
  // Someone else's id, an old one of hers, or none: the same answer, so ids reveal nothing.
  if (!row || row.id !== screeningId) return { ok: false, why: "not-found" };
  if (screeningStatus(row, now) === "expired") return { ok: false, why: "expired" };
  if (!row.anyYes) return { ok: false, why: "no-yes" };
  return { ok: true, row };
}

/**
 * She confirms her doctor cleared her to exercise: only on her own newest screening with a yes.
 * Confirming again keeps the first moment.
 */
export async function confirmClearance(
  db: Database,
  memberId: string,
  screeningId: string,
  now: Date,
): Promise<ScreeningChange> {
  const found = await ownFlaggedRow(db, memberId, screeningId, now);
  if (!found.ok) return found.why;
  await db
    .update(screenings)
    .set({ clearedAt: now, updatedAt: now })
    .where(and(eq(screenings.id, screeningId), isNull(screenings.clearedAt)));
  forgetMemberReads(db, memberId);
  return "saved";
}

/** What she tells the coach about her yes, after answering; saving again replaces it. */
export async function saveFollowUp(
  db: Database,
  memberId: string,
  screeningId: string,
  followUp: string,
  now: Date,
): Promise<ScreeningChange> {
  const found = await ownFlaggedRow(db, memberId, screeningId, now);
  if (!found.ok) return found.why;
  await db.update(screenings).set({ followUp, updatedAt: now }).where(eq(screenings.id, screeningId));
  forgetMemberReads(db, memberId);
  return "saved";
}

/**
 * The coach has read a screening: the client's log opens even without her doctor's clearance.
 * False when there is no such screening. Reviewing again keeps the first review.
 */
export async function markScreeningReviewed(
  db: Database,
  screeningId: string,
  coach: { id: string },
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(screenings)
    .set({ reviewedAt: now, reviewedBy: coach.id, updatedAt: now })
    .where(and(eq(screenings.id, screeningId), isNull(screenings.reviewedAt)))
    .returning({ memberId: screenings.memberId });
  for (const { memberId } of updated) forgetMemberReads(db, memberId);
  if (updated.length > 0) return true;
  const [existing] = await db
    .select({ id: screenings.id })
    .from(screenings)
    .where(eq(screenings.id, screeningId));
  return existing !== undefined;
}
