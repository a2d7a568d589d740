// Publishing and reading revisions of the editable content (decision 0035). The whole content
// is one JSON document per revision; the highest id is live. Each instance keeps the live one
// in memory (app/content/live.server.ts) and hears of a new one at once: on PostgreSQL by
// LISTEN/NOTIFY, on the embedded database (one process) because it published it itself; a
// slow poll covers a notification missed while the listening connection was down.
import { desc, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import { type Content, ContentSchema, shippedContent } from "~/content/content.server";
import { liveRevision, setLiveContent } from "~/content/live.server";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { contentDrafts, contentRevisions } from "~/db/schema";

export type ContentChange = { path: string; before: string; after: string };
export type ContentAuthor = { id: string; name: string };

/** The channel a published revision's id is announced on. */
export const CONTENT_CHANNEL = "wb50_content";
/** How often an instance checks for a revision it was not told about. */
export const CONTENT_POLL_MS = 30_000;
// Any constant works; it only has to be the same for every instance.
const FIRST_REVISION_LOCK = 73_501_051;

/** Reads the stored content; a revision that no longer fits the schema is reported, not served. */
function parseStored(id: number, stored: unknown): Content | null {
  const parsed = ContentSchema.safeParse(stored);
  if (parsed.success) return parsed.data;
  console.error(`Content revision ${id} does not fit the content schema: ${parsed.error.issues[0]?.message}`);
  return null;
}

/** At start-up: the shipped files become revision 1 if there is none, then the latest is live. */
export async function loadLiveContent(db: Database, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    // Two instances starting together on one PostgreSQL write the first revision once.
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_REVISION_LOCK})`);
    const [any] = await tx.select({ id: contentRevisions.id }).from(contentRevisions).limit(1);
    if (any) return;
    await tx.insert(contentRevisions).values({
      content: shippedContent(),
      summary: "The content as shipped",
      changes: [],
      authorName: "The developers",
      createdAt: now,
      updatedAt: now,
    });
  });
  await refreshLiveContent(db);
}

/** Makes the newest revision live if this instance does not have it yet. */
export async function refreshLiveContent(db: Database): Promise<boolean> {
  const [latest] = await db
    .select({ id: contentRevisions.id })
    .from(contentRevisions)
    .orderBy(desc(contentRevisions.id))
    .limit(1);
  if (!latest || latest.id <= liveRevision()) return false;
  const [row] = await db
    .select({ content: contentRevisions.content })
    .from(contentRevisions)
    .where(eq(contentRevisions.id, latest.id));
  const content = row ? parseStored(latest.id, row.content) : null;
  return content ? setLiveContent(content, latest.id) : false;
}

export type PublishResult =
  | { ok: true; revision: number; changes: ContentChange[] }
  | { ok: false; issues: z.core.$ZodIssue[] };

/**
 * Publishes a new revision: `change` gets a copy of the latest revision and returns the next
 * content, which must pass the content schema. Nothing is written when nothing changed. The
 * latest row is locked, so two coaches publishing at once are applied one after the other.
 */
export async function publishContent(
  db: Database,
  input: {
    summary: string;
    author: ContentAuthor;
    change: (content: Content) => unknown;
    restoredFrom?: number;
    /** The draft (or drafts) published by this revision, deleted in the same transaction. */
    draftSection?: string | readonly string[];
  },
  now: Date,
): Promise<PublishResult> {
  const result = await db.transaction(async (tx) => {
    const [latest] = await tx
      .select({ id: contentRevisions.id, content: contentRevisions.content })
      .from(contentRevisions)
      .orderBy(desc(contentRevisions.id))
      .limit(1)
      .for("update");
    const base = (latest && parseStored(latest.id, latest.content)) || shippedContent();
    const parsed = ContentSchema.safeParse(input.change(structuredClone(base)));
    if (!parsed.success) return { ok: false as const, issues: parsed.error.issues };
    const changes = diffContent(base, parsed.data);
    const drafts: string[] = [input.draftSection ?? []].flat();
    if (drafts.length > 0) await tx.delete(contentDrafts).where(inArray(contentDrafts.section, drafts));
    if (changes.length === 0 && latest)
      return { ok: true as const, revision: latest.id, changes, content: null };
    const [inserted] = await tx
      .insert(contentRevisions)
      .values({
        content: parsed.data,
        summary: input.summary,
        changes,
        authorId: input.author.id,
        authorName: input.author.name,
        restoredFrom: input.restoredFrom ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: contentRevisions.id });
    if (!inserted) throw new Error("The revision was not written.");
    // Delivered when the transaction commits, to every instance listening.
    await tx.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${String(inserted.id)})`);
    return { ok: true as const, revision: inserted.id, changes, content: parsed.data };
  });
  if (!result.ok) return result;
  if (result.content) setLiveContent(result.content, result.revision);
  return { ok: true, revision: result.revision, changes: result.changes };
}

export type RevisionSummary = {
  id: number;
  summary: string;
  changes: ContentChange[];
  authorName: string;
  restoredFrom: number | null;
  createdAt: Date;
};

export async function listRevisions(db: Database, limit = 50): Promise<RevisionSummary[]> {
  return db
    .select({
      id: contentRevisions.id,
      summary: contentRevisions.summary,
      changes: contentRevisions.changes,
      authorName: contentRevisions.authorName,
      restoredFrom: contentRevisions.restoredFrom,
      createdAt: contentRevisions.createdAt,
    })
    .from(contentRevisions)
    .orderBy(desc(contentRevisions.id))
    .limit(limit);
}

/** Publishes an earlier revision's content again, as a new revision that says so. */
export async function restoreRevision(
  db: Database,
  id: number,
  author: ContentAuthor,
  now: Date,
): Promise<PublishResult | "not-found"> {
  const [row] = await db
    .select({ content: contentRevisions.content })
    .from(contentRevisions)
    .where(eq(contentRevisions.id, id));
  const content = row ? parseStored(id, row.content) : null;
  if (!content) return "not-found";
  return publishContent(
    db,
    { summary: `Restored revision ${id}`, author, change: () => content, restoredFrom: id },
    now,
  );
}

export type Draft = { data: unknown; baseRevision: number; updatedAt: Date };

/** The coach's unpublished edit of one section ("site", "program:level-1"), or null. */
export async function readDraft(db: Database, section: string): Promise<Draft | null> {
  const [row] = await db
    .select({
      data: contentDrafts.data,
      baseRevision: contentDrafts.baseRevision,
      updatedAt: contentDrafts.updatedAt,
    })
    .from(contentDrafts)
    .where(eq(contentDrafts.section, section));
  return row ?? null;
}

export async function saveDraft(
  db: Database,
  input: { section: string; data: unknown; author: ContentAuthor },
  now: Date,
): Promise<void> {
  const values = {
    section: input.section,
    data: input.data,
    baseRevision: liveRevision(),
    updatedBy: input.author.id,
    updatedAt: now,
  };
  await db
    .insert(contentDrafts)
    .values({ ...values, createdAt: now })
    .onConflictDoUpdate({ target: contentDrafts.section, set: values });
}

export async function discardDraft(db: Database, section: string): Promise<void> {
  await db.delete(contentDrafts).where(eq(contentDrafts.section, section));
}

export async function listDrafts(db: Database): Promise<{ section: string; updatedAt: Date }[]> {
  return db
    .select({ section: contentDrafts.section, updatedAt: contentDrafts.updatedAt })
    .from(contentDrafts)
    .orderBy(desc(contentDrafts.updatedAt));
}

/**
 * Keeps this instance's live content current: announcements from other instances (PostgreSQL)
 * and a slow poll. Returns a function that stops both.
 */
export async function startContentSync(handle: DatabaseHandle): Promise<() => Promise<void>> {
  const refresh = () =>
    refreshLiveContent(handle.db).catch((error: unknown) => console.error("Content refresh failed:", error));
  const unlisten = handle.listen ? await handle.listen(CONTENT_CHANNEL, () => void refresh(), refresh) : null;
  const poll = setInterval(refresh, CONTENT_POLL_MS);
  poll.unref();
  return async () => {
    clearInterval(poll);
    await unlisten?.();
  };
}

// --- The readable diff ------------------------------------------------------------------

const MAX_CHANGES = 200;
// Long enough for a text's words to be compared on the revisions page (issue 36 §6).
const MAX_TEXT = 2000;

/** "faceToFaceResumes" → "face to face resumes". */
function words(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .toLowerCase();
}

/** An array element is named by what a person would call it, else by its position. */
function elementName(value: unknown, index: number): string {
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    for (const key of ["title", "label", "name", "author", "id", "slug", "day"]) {
      const name = record[key];
      if (typeof name === "string" || typeof name === "number") return String(name);
    }
  }
  return `#${index + 1}`;
}

function shown(value: unknown): string {
  if (value === undefined) return "";
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

/** What changed between two revisions, leaf by leaf, named as the coach would read it. */
export function diffContent(before: unknown, after: unknown): ContentChange[] {
  const changes: ContentChange[] = [];
  const walk = (a: unknown, b: unknown, path: string[]) => {
    if (changes.length >= MAX_CHANGES) return;
    if (Object.is(a, b)) return;
    const aIsObject = a !== null && typeof a === "object";
    const bIsObject = b !== null && typeof b === "object";
    if (Array.isArray(a) && Array.isArray(b)) {
      for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
        const name = elementName(index < b.length ? b[index] : a[index], index);
        walk(a[index], b[index], [...path, name]);
      }
      return;
    }
    if (aIsObject && bIsObject && !Array.isArray(a) && !Array.isArray(b)) {
      const left = a as Record<string, unknown>;
      const right = b as Record<string, unknown>;
      for (const key of new Set([...Object.keys(left), ...Object.keys(right)])) {
        walk(left[key], right[key], [...path, words(key)]);
      }
      return;
    }
    changes.push({ path: path.join(" › "), before: shown(a), after: shown(b) });
  };
  walk(before, after, []);
  return changes;
}
