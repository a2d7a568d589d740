// Restoring an earlier revision, whole or one section of it (issue 36 §6). A section restore
// publishes a new revision that takes that section from the old revision and everything else
// from the live one, so she can bring back yesterday's prices without undoing today's recipe.
import { eq } from "drizzle-orm";
import { type Content, ContentSchema } from "~/content/content.server";
import { liveContent } from "~/content/live.server";
import type { Database } from "~/db/client.server";
import { contentRevisions } from "~/db/schema";
import {
  type ContentAuthor,
  type ContentChange,
  diffContent,
  type PublishResult,
  publishContent,
} from "./content-store.server";

export type RevisionSection = { key: string; label: string };

type Program = Content["programs"][number];

const programOf = (content: Content, slug: string): Program | undefined =>
  content.programs.find((program) => program.slug === slug);

/** The sections of the content, named as the coach area names them. */
export function sectionsOf(...contents: Content[]): RevisionSection[] {
  const slugs = [...new Set(contents.flatMap((content) => content.programs.map((program) => program.slug)))];
  return [
    { key: "site", label: "Site settings" },
    { key: "marketing", label: "Your pages' words" },
    ...slugs.map((slug) => {
      const program = contents.map((content) => programOf(content, slug)).find(Boolean);
      return { key: `program:${slug}`, label: `Program: ${program?.title ?? slug}` };
    }),
    { key: "nutrition", label: "Nutrition" },
    { key: "exercises", label: "Exercise library" },
  ];
}

/** One section of the content as a value to compare (a program with its card). */
function sectionValue(content: Content, key: string): unknown {
  if (key === "site" || key === "marketing" || key === "nutrition" || key === "exercises")
    return content[key];
  const slug = key.slice("program:".length);
  return {
    program: programOf(content, slug) ?? null,
    card: content.addedPrograms.find((listing) => listing.slug === slug) ?? null,
  };
}

/** `live` with one section taken from `old`: a program absent from `old` is removed. */
export function withSection(live: Content, old: Content, key: string): Content {
  if (key === "site" || key === "marketing" || key === "nutrition" || key === "exercises")
    return { ...live, [key]: old[key] };
  const slug = key.slice("program:".length);
  const program = programOf(old, slug);
  const card = old.addedPrograms.find((listing) => listing.slug === slug);
  const programs = live.programs.some((existing) => existing.slug === slug)
    ? live.programs.flatMap((existing) => (existing.slug !== slug ? [existing] : program ? [program] : []))
    : [...live.programs, ...(program ? [program] : [])];
  const cards = live.addedPrograms.some((existing) => existing.slug === slug)
    ? live.addedPrograms.flatMap((existing) => (existing.slug !== slug ? [existing] : card ? [card] : []))
    : [...live.addedPrograms, ...(card ? [card] : [])];
  return { ...live, programs, addedPrograms: cards };
}

export type SectionChanges = RevisionSection & { changes: ContentChange[] };

/** What restoring each section of `old` would change in `live`, for the sections that differ. */
export function restoreChanges(live: Content, old: Content): SectionChanges[] {
  return sectionsOf(live, old).flatMap((section) => {
    const changes = diffContent(sectionValue(live, section.key), sectionValue(old, section.key));
    return changes.length ? [{ ...section, changes }] : [];
  });
}

/** An earlier revision's content and summary, or null when there is none (or it no longer fits). */
export async function readRevision(
  db: Database,
  id: number,
): Promise<{ id: number; summary: string; createdAt: Date; content: Content } | null> {
  const [row] = await db
    .select({
      id: contentRevisions.id,
      summary: contentRevisions.summary,
      createdAt: contentRevisions.createdAt,
      content: contentRevisions.content,
    })
    .from(contentRevisions)
    .where(eq(contentRevisions.id, id));
  if (!row) return null;
  const parsed = ContentSchema.safeParse(row.content);
  return parsed.success ? { ...row, content: parsed.data } : null;
}

/**
 * Publishes a new revision: the whole of revision `id` (section "all"), or one of its sections
 * over the live content. "not-found" for a revision or section that does not exist.
 */
export async function restoreFromRevision(
  db: Database,
  input: { id: number; section: string; author: ContentAuthor },
  now: Date,
): Promise<PublishResult | "not-found"> {
  const revision = await readRevision(db, input.id);
  if (!revision) return "not-found";
  const old = revision.content;
  if (input.section === "all") {
    return publishContent(
      db,
      {
        summary: `Restored revision ${input.id}`,
        author: input.author,
        change: () => old,
        restoredFrom: input.id,
      },
      now,
    );
  }
  const section = sectionsOf(liveContent(), old).find((candidate) => candidate.key === input.section);
  if (!section) return "not-found";
  return publishContent(
    db,
    {
      summary: `Restored ${section.label} from revision ${input.id}`,
      author: input.author,
      change: (live) => withSection(live, old, section.key),
      restoredFrom: input.id,
    },
    now,
  );
}
