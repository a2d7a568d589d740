import { and, eq, isNull, lt } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import { messages } from "~/db/schema";
import { recordAudit } from "~/lib/audit.server";
import { FORM_FIELD, type Refusal, refuse } from "~/lib/form-failure";
import { describeSteps } from "./assignment";
import { AssignmentSchema, assignProgram, clearAssignment, UnassignSchema } from "./assignment.server";
import { addClientNote, NOTE_MAX_LENGTH } from "./client-notes.server";
import { latestScreening, markScreeningReviewed } from "./screening.server";
import { SubstituteSchema, substitute, UnsubstituteSchema, unsubstitute } from "./substitutions.server";
import { MessageSchema, postMessage, THREAD_MESSAGES } from "./thread.server";

// What the coach does on a client's page (issue 18 §3-5): reply in their thread, mark her
// messages read, write a private note, review her health check, assign or remove her program.
// One handler per intent; each is given the client the guard found, never an id from the form.

const NOTE_MESSAGES = {
  empty: "Please write the note.",
  tooLong: `Please keep a note under ${NOTE_MAX_LENGTH.toLocaleString("en")} characters.`,
} as const;

export const ClientActionSchema = z.discriminatedUnion(
  "intent",
  [
    MessageSchema.extend({ intent: z.literal("reply") }),
    z.object({
      intent: z.literal("mark-read"),
      // The newest of her messages the page showed unread (see `unreadThrough`).
      through: z.iso
        .datetime("That page is out of date. Please reload it.")
        .transform((text) => new Date(text)),
    }),
    z.object({
      intent: z.literal("note"),
      body: z
        .string(NOTE_MESSAGES.empty)
        .trim()
        .min(1, NOTE_MESSAGES.empty)
        .max(NOTE_MAX_LENGTH, NOTE_MESSAGES.tooLong),
    }),
    z.object({
      intent: z.literal("review-screening"),
      screeningId: z.string("That health check was not found.").min(1).max(100),
    }),
    AssignmentSchema,
    UnassignSchema,
    // Issue 38 §5 (h3): per-client substitutions.
    SubstituteSchema,
    UnsubstituteSchema,
  ],
  { error: "That action is not known. Please use the buttons on this page." },
);

export type ClientAction = z.infer<typeof ClientActionSchema>;

/** What the page says after an action that stays on it. */
export type ClientActionDone = { done: string; intent: ClientAction["intent"]; at: number };

export type ClientActionAnswer =
  | { ok: true; done: ClientActionDone }
  /** The reply is in the thread: the page goes back to it. */
  | { ok: true; replied: true }
  | Refusal;

export type ClientActionContext = {
  db: Database;
  coach: { id: string; name: string; email: string };
  client: { id: string; email: string };
  appUrl: string;
  now: Date;
};

/** Performs one validated action of the coach's page of one client. */
export async function runClientAction(
  context: ClientActionContext,
  input: ClientAction,
): Promise<ClientActionAnswer> {
  switch (input.intent) {
    case "reply":
      return reply(context, input);
    case "mark-read":
      return markRead(context, input.through);
    case "note":
      return note(context, input.body);
    case "review-screening":
      return reviewScreening(context, input.screeningId);
    case "assign":
      return assign(context, input);
    case "unassign":
      return unassign(context);
    case "substitute":
    case "unsubstitute": {
      const answer =
        input.intent === "substitute"
          ? await substitute({ ...context, coach: actor(context) }, input)
          : await unsubstitute({ ...context, coach: actor(context) }, input.fromId);
      return answer.ok ? done(context, input.intent, answer.text) : answer;
    }
  }
}

const done = (
  context: ClientActionContext,
  intent: ClientAction["intent"],
  text: string,
): ClientActionAnswer => ({ ok: true, done: { done: text, intent, at: context.now.getTime() } });

const actor = ({ coach }: ClientActionContext) => ({ id: coach.id, email: coach.email });

async function reply(
  context: ClientActionContext,
  input: Extract<ClientAction, { intent: "reply" }>,
): Promise<ClientActionAnswer> {
  const { coach, client } = context;
  const result = await postMessage(
    context.db,
    {
      id: input.messageId,
      memberId: client.id,
      author: { id: coach.id, name: coach.name, email: coach.email },
      fromCoach: true,
      body: input.body,
      checkInId: input.checkInId,
      workoutLogId: input.workoutLogId,
    },
    { appUrl: context.appUrl, now: context.now },
  );
  if (result === "not-found") return refuse(FORM_FIELD, THREAD_MESSAGES.notFound, 404);
  // A duplicate is the same reply sent twice: it is there, once.
  return { ok: true, replied: true };
}

/**
 * Marks her messages read up to the newest the coach's page showed her, so one that came after
 * the page was drawn stays new. `createdAt` is stored to the millisecond, as `through` was sent.
 */
async function markRead(context: ClientActionContext, through: Date): Promise<ClientActionAnswer> {
  const { now } = context;
  await context.db
    .update(messages)
    .set({ readAt: now, updatedAt: now })
    .where(
      and(
        eq(messages.memberId, context.client.id),
        eq(messages.fromCoach, false),
        isNull(messages.readAt),
        lt(messages.createdAt, new Date(through.getTime() + 1)),
      ),
    );
  return done(context, "mark-read", "Her messages are marked read.");
}

async function note(context: ClientActionContext, body: string): Promise<ClientActionAnswer> {
  const { db, coach, client, now } = context;
  await addClientNote(db, { memberId: client.id, authorId: coach.id, body }, now);
  await recordAudit(db, actor(context), { action: "added client note", target: client.email }, now);
  return done(context, "note", "Note saved.");
}

async function reviewScreening(
  context: ClientActionContext,
  screeningId: string,
): Promise<ClientActionAnswer> {
  const { db, coach, client, now } = context;
  // Only her own newest answers can be reviewed here; any other id is not found.
  const newest = await latestScreening(db, client.id);
  if (!newest || newest.id !== screeningId) {
    return refuse(FORM_FIELD, "That health check was not found. Please reload the page.", 404);
  }
  await markScreeningReviewed(db, newest.id, { id: coach.id }, now);
  await recordAudit(db, actor(context), { action: "reviewed screening", target: client.email }, now);
  return done(context, "review-screening", "Marked reviewed: her log is open.");
}

async function assign(
  context: ClientActionContext,
  input: Extract<ClientAction, { intent: "assign" }>,
): Promise<ClientActionAnswer> {
  const { db, coach, client, now } = context;
  const { appUrl } = context;
  await assignProgram(
    db,
    { memberId: client.id, steps: input.steps, startDay: input.startDay, coach, appUrl },
    now,
  );
  await recordAudit(
    db,
    actor(context),
    {
      action: "assign program",
      target: client.email,
      detail: `${describeSteps(input.steps)} from ${input.startDay}`,
    },
    now,
  );
  return done(context, "assign", "Program saved: her dashboard shows it now.");
}

async function unassign(context: ClientActionContext): Promise<ClientActionAnswer> {
  const { db, client, now } = context;
  const had = await clearAssignment(db, client.id);
  if (!had) return refuse(FORM_FIELD, "She has no program to remove.", 404);
  await recordAudit(db, actor(context), { action: "unassign program", target: client.email }, now);
  return done(context, "unassign", "Program removed: her dashboard follows her questionnaire again.");
}
