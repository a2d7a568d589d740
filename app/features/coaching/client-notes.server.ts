import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { clientNotes } from "~/db/schema";

// The coach's private notes on a client (issue 18 §3): written and read on her page in the
// coach area only; the client never sees them.

export const NOTE_MAX_LENGTH = 4000;

export type ClientNote = { id: string; body: string; createdAt: Date };

/** The coach's private notes on her, newest first. */
export async function listClientNotes(db: Database, memberId: string, limit = 100): Promise<ClientNote[]> {
  return db
    .select({ id: clientNotes.id, body: clientNotes.body, createdAt: clientNotes.createdAt })
    .from(clientNotes)
    .where(eq(clientNotes.memberId, memberId))
    .orderBy(desc(clientNotes.createdAt), desc(clientNotes.id))
    .limit(limit);
}

export async function addClientNote(
  db: Database,
  input: { memberId: string; authorId: string; body: string },
  now: Date,
): Promise<string> {
  const id = randomUUID();
  await db.insert(clientNotes).values({ id, ...input, createdAt: now, updatedAt: now });
  return id;
}
