import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { liveSite } from "~/content/live.server";
import type { Database } from "~/db/client.server";
import { prepared } from "~/db/prepared.server";
import { checkIns, members, messages, workoutLogs } from "~/db/schema";
import { messages as emailMessages } from "~/features/email/messages";
import { enqueueEmail } from "~/features/email/outbox.server";
import { dayMonth } from "~/lib/dates";
import type { ThreadMessageView } from "./thread-view";

// One thread per client, between her and the coach (issue 18 §4, decision 0032). Either side
// writes; a page load shows what is new. The message id is made when the form is drawn, so a
// double tap or a retried post writes one message.

export const MESSAGE_MAX_LENGTH = 4000;

export const THREAD_MESSAGES = {
  empty: "Please write your message.",
  tooLong: `Please keep your message under ${MESSAGE_MAX_LENGTH.toLocaleString("en")} characters.`,
  badForm: "Something went wrong sending the form. Please reload the page and try again.",
  notFound: "That check-in or session was not found.",
} as const;

/** An optional id from a hidden field: absent or empty is none. */
const optionalId = z.preprocess(
  (value) => (value === "" || value === undefined ? null : value),
  z.string().max(100, THREAD_MESSAGES.notFound).nullable(),
);

/** The thread's form, the client's and the coach's: the id made by the loader, and her words. */
/** Messages one member can send in the throttle's window (15 minutes), on every instance. */
export const MESSAGES_PER_WINDOW = 30;

export const MessageSchema = z.object({
  messageId: z.uuid(THREAD_MESSAGES.badForm),
  body: z
    .string(THREAD_MESSAGES.empty)
    .trim()
    .min(1, THREAD_MESSAGES.empty)
    .max(MESSAGE_MAX_LENGTH, THREAD_MESSAGES.tooLong),
  checkInId: optionalId.optional().transform((value) => value ?? null),
  workoutLogId: optionalId.optional().transform((value) => value ?? null),
});

export type MessageInput = {
  id: string;
  /** The client whose thread it is. */
  memberId: string;
  author: { id: string; name: string; email: string };
  fromCoach: boolean;
  body: string;
  checkInId?: string | null;
  workoutLogId?: string | null;
};

/**
 * Writes one message. "duplicate" when the id is already used, in this thread or any other (a
 * retried post, a double tap, or a forged id: nothing is overwritten or revealed); "not-found"
 * when a referenced check-in or session is not this client's, and nothing is written. A coach's
 * message queues the client's email in the same transaction, keyed by the message, without its
 * words.
 */
export async function postMessage(
  db: Database,
  input: MessageInput,
  mail: { appUrl: string; now: Date },
): Promise<"posted" | "duplicate" | "not-found"> {
  const { now } = mail;
  return db.transaction(async (tx) => {
    const [checkIn, log] = await Promise.all([
      input.checkInId
        ? tx
            .select({ id: checkIns.id })
            .from(checkIns)
            .where(and(eq(checkIns.id, input.checkInId), eq(checkIns.memberId, input.memberId)))
        : Promise.resolve(null),
      input.workoutLogId
        ? tx
            .select({ id: workoutLogs.id })
            .from(workoutLogs)
            .where(and(eq(workoutLogs.id, input.workoutLogId), eq(workoutLogs.memberId, input.memberId)))
        : Promise.resolve(null),
    ]);
    if ((checkIn && checkIn.length === 0) || (log && log.length === 0)) return "not-found";

    const inserted = await tx
      .insert(messages)
      .values({
        id: input.id,
        memberId: input.memberId,
        authorId: input.author.id,
        fromCoach: input.fromCoach,
        body: input.body,
        checkInId: input.checkInId ?? null,
        workoutLogId: input.workoutLogId ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: messages.id })
      .returning({ id: messages.id });
    if (inserted.length === 0) return "duplicate";

    if (input.fromCoach) {
      const [client] = await tx
        .select({ email: members.email, name: members.name })
        .from(members)
        .where(eq(members.id, input.memberId));
      if (client) {
        await enqueueEmail(
          tx,
          {
            to: client.email,
            message: emailMessages.coachReply({
              name: firstName(client.name),
              coachName: liveSite().coachName,
              url: `${mail.appUrl}/messages`,
            }),
            dedupeKey: `reply:${input.id}`,
          },
          now,
        );
      }
    }
    return "posted";
  });
}

export type ThreadMessage = {
  id: string;
  fromCoach: boolean;
  body: string;
  createdAt: Date;
  readAt: Date | null;
  /** What a reply is about: her check-in (by the week it opened) or a session she logged. */
  about:
    | { kind: "check-in"; id: string; week: string }
    | { kind: "session"; id: string; day: string; session: string; program: string }
    | null;
};

/** Her thread, oldest to newest: the newest `limit` messages. */
export async function listThread(db: Database, memberId: string, limit = 200): Promise<ThreadMessage[]> {
  const rows = await db
    .select({
      id: messages.id,
      fromCoach: messages.fromCoach,
      body: messages.body,
      createdAt: messages.createdAt,
      readAt: messages.readAt,
      checkInId: checkIns.id,
      checkInWeek: checkIns.week,
      logId: workoutLogs.id,
      logDay: workoutLogs.day,
      logSession: workoutLogs.sessionLabel,
      logProgram: workoutLogs.program,
    })
    .from(messages)
    // The member condition on each join keeps a reference to someone else's row out of view,
    // whatever was stored.
    .leftJoin(checkIns, and(eq(checkIns.id, messages.checkInId), eq(checkIns.memberId, memberId)))
    .leftJoin(workoutLogs, and(eq(workoutLogs.id, messages.workoutLogId), eq(workoutLogs.memberId, memberId)))
    .where(eq(messages.memberId, memberId))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
  return rows.reverse().map((row) => ({
    id: row.id,
    fromCoach: row.fromCoach,
    body: row.body,
    createdAt: row.createdAt,
    readAt: row.readAt,
    about:
      row.checkInId && row.checkInWeek
        ? { kind: "check-in", id: row.checkInId, week: row.checkInWeek }
        : row.logId && row.logDay
          ? {
              kind: "session",
              id: row.logId,
              day: row.logDay,
              session: row.logSession ?? "",
              program: row.logProgram ?? "",
            }
          : null,
  }));
}

/** The messages `reader` has not read are the other side's: the coach's for her, hers for the coach. */
function unreadBy(memberId: string, reader: "client" | "coach") {
  return and(
    eq(messages.memberId, memberId),
    eq(messages.fromCoach, reader === "client"),
    isNull(messages.readAt),
  );
}

/** Marks the other side's messages read; returns how many were new. */
export async function markThreadRead(
  db: Database,
  memberId: string,
  reader: "client" | "coach",
  now: Date,
): Promise<number> {
  const updated = await db
    .update(messages)
    .set({ readAt: now, updatedAt: now })
    .where(unreadBy(memberId, reader))
    .returning({ id: messages.id });
  return updated.length;
}

export async function unreadCount(
  db: Database,
  memberId: string,
  reader: "client" | "coach",
): Promise<number> {
  const [row] = await db.select({ value: count() }).from(messages).where(unreadBy(memberId, reader));
  return row?.value ?? 0;
}

/** The dashboard's "From your coach" card: her coach's newest message and how many are new. */
export type CoachNews = { latest: { firstLine: string; at: Date } | null; unread: number; coachName: string };

/**
 * One round trip: her coach's newest message, with the count of those she has not read. With
 * no message from her coach there is no row, and nothing unread either. Every dashboard asks.
 */
const coachNewsQuery = prepared("coach_news", (db, name) => {
  const memberId = sql.placeholder("memberId");
  return db
    .select({
      body: messages.body,
      createdAt: messages.createdAt,
      unread: sql<number>`(select count(*)::int from ${messages} where ${and(
        eq(messages.memberId, memberId),
        eq(messages.fromCoach, true),
        isNull(messages.readAt),
      )})`,
    })
    .from(messages)
    .where(and(eq(messages.memberId, memberId), eq(messages.fromCoach, true)))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1)
    .prepare(name);
});

export async function coachNews(db: Database, memberId: string): Promise<CoachNews> {
  const [latest] = await coachNewsQuery(db).execute({ memberId });
  return {
    latest: latest ? { firstLine: firstLine(latest.body), at: latest.createdAt } : null,
    unread: latest ? Number(latest.unread) : 0,
    coachName: liveSite().coachName,
  };
}

/** The first non-empty line, cut at a word near 140 characters. */
export function firstLine(body: string, max = 140): string {
  const line =
    body
      .split(/\r?\n/)
      .map((text) => text.trim())
      .find((text) => text.length > 0) ?? "";
  if (line.length <= max) return line;
  const cut = line.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/**
 * What a message is about, in words: "About your check-in of 16 Nov", "About your session of
 * 12 Nov (Session A)". `whose` is "your" on her page and "her" on the coach's.
 */
export function aboutLabel(about: ThreadMessage["about"], whose: "your" | "her" = "your"): string | null {
  if (!about) return null;
  if (about.kind === "check-in") return `About ${whose} check-in of ${dayMonth(about.week)}`;
  return `About ${whose} session of ${dayMonth(about.day)}${about.session ? ` (${about.session})` : ""}`;
}

/**
 * The thread for the client's page ("your check-in") or the coach's ("her check-in"), with
 * times in the reader's zone. Call it before `markThreadRead`, so this visit still marks what
 * was new.
 */
export function threadView(
  thread: readonly ThreadMessage[],
  reader: "client" | "coach",
  timeZone: string,
): ThreadMessageView[] {
  const format = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
  });
  return thread.map((message) => ({
    id: message.id,
    fromCoach: message.fromCoach,
    body: message.body,
    at: message.createdAt.toISOString(),
    when: format.format(message.createdAt),
    isNew: message.fromCoach === (reader === "client") && message.readAt === null,
    about: aboutLabel(message.about, reader === "client" ? "your" : "her"),
  }));
}
