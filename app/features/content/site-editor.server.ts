// The site settings editor's server side (issue 19 §1): the two draft sections ("site" and
// "marketing"), the form laid over them, the structural buttons (add, remove and move a
// testimonial), and publishing both in one revision. The zod schemas are the only rules:
// problems are theirs, named by field through fieldErrorsFrom.
import type { z } from "zod";
import { liveContent } from "~/content/live.server";
import { MarketingSchema } from "~/content/marketing-schema";
import { SiteConfigSchema } from "~/content/site-schema";
import type { Database } from "~/db/client.server";
import {
  type ContentAuthor,
  diffContent,
  discardDraft,
  publishContent,
  readDraft,
  saveDraft,
} from "~/features/content/content-store.server";
import { readTypedNumber } from "~/lib/numbers";
import { plainMessage } from "~/lib/plain-issues";
import { applyFields, type FieldPath, fieldErrorsFrom } from "./form-paths";
import {
  controlNames,
  EDITABLE_LIST_MAX,
  type ListSpec,
  MARKETING_PARTS,
  SITE_NUMBER_PATHS,
  type SiteSection,
  valueAt,
} from "./site-fields";

export const SITE_SECTIONS = ["site", "marketing"] as const satisfies readonly SiteSection[];

type Section = Record<string, unknown>;
export type SiteSections = { site: Section; marketing: Section };

export type SiteEditorState = SiteSections & {
  /** When the newer of the two drafts was saved; null when she is looking at the live version. */
  draftSavedAt: Date | null;
};

function isRecord(value: unknown): value is Section {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** The drafts where there are drafts, the live sections where there are not. */
export async function readSiteEditor(db: Database): Promise<SiteEditorState> {
  const live = liveContent();
  const [site, marketing] = await Promise.all([readDraft(db, "site"), readDraft(db, "marketing")]);
  const saved = [site, marketing].flatMap((draft) =>
    draft && isRecord(draft.data) ? [draft.updatedAt.getTime()] : [],
  );
  return {
    site: site && isRecord(site.data) ? site.data : live.site,
    marketing: marketing && isRecord(marketing.data) ? marketing.data : live.marketing,
    draftSavedAt: saved.length > 0 ? new Date(Math.max(...saved)) : null,
  };
}

/**
 * The typed fields laid over the sections. A price emptied in a saved draft is absent there, so
 * applyFields cannot know it was a number: the site's number fields are typed here the same way.
 */
export function applySiteForm(base: SiteSections, form: FormData): SiteSections {
  // Only the names the page shows are read: applyFields would fill in any name that is absent
  // (it cannot tell an optional field from a forged one), and a forged name must change nothing.
  const known = controlNames(base.site, base.marketing);
  const fields = new FormData();
  for (const [name, value] of form.entries()) if (known.has(name)) fields.append(name, value);
  const site = applyFields(base.site, fields, "site");
  for (const path of SITE_NUMBER_PATHS) {
    const parent = valueAt(site, path.slice(0, -1));
    const key = String(path.at(-1));
    if (!isRecord(parent) || typeof parent[key] !== "string") continue;
    const number = readTypedNumber(parent[key]);
    if (number !== null) parent[key] = number;
  }
  return { site, marketing: applyFields(base.marketing, fields, "marketing") };
}

function errorsOf(issues: readonly z.core.$ZodIssue[], section: SiteSection, within: FieldPath) {
  return fieldErrorsFrom(
    issues.filter((issue) => within.length === 0 || issue.path[0] === section),
    section,
    within,
  );
}

/** What the schemas say about a draft, keyed by field name; empty when it could be published. */
export function siteProblems(sections: SiteSections): Record<string, string> {
  const site = SiteConfigSchema.safeParse(sections.site);
  const marketing = MarketingSchema.safeParse(sections.marketing);
  return {
    ...(site.success ? {} : errorsOf(site.error.issues, "site", [])),
    ...(marketing.success ? {} : errorsOf(marketing.error.issues, "marketing", [])),
  };
}

/** Keeps a draft of each section that differs from the live one, and drops the other. */
export async function saveSiteDraft(
  db: Database,
  sections: SiteSections,
  author: ContentAuthor,
  now: Date,
): Promise<void> {
  const live = liveContent();
  for (const section of SITE_SECTIONS) {
    if (diffContent(live[section], sections[section]).length === 0) await discardDraft(db, section);
    else await saveDraft(db, { section, data: sections[section], author }, now);
  }
}

export async function discardSiteDraft(db: Database): Promise<void> {
  for (const section of SITE_SECTIONS) await discardDraft(db, section);
}

export type SitePublishResult =
  | { ok: true; revision: number; changes: number }
  | { ok: false; fieldErrors: Record<string, string>; formError?: string };

/** Both sections in one revision; the drafts go with it. */
export async function publishSite(
  db: Database,
  sections: SiteSections,
  author: ContentAuthor,
  now: Date,
): Promise<SitePublishResult> {
  const result = await publishContent(
    db,
    {
      summary: "Site settings and page words",
      author,
      change: (content) => ({ ...content, site: sections.site, marketing: sections.marketing }),
      draftSection: ["site", "marketing"],
    },
    now,
  );
  if (!result.ok) {
    const other = result.issues.find((issue) => issue.path[0] !== "site" && issue.path[0] !== "marketing");
    return {
      ok: false,
      fieldErrors: {
        ...errorsOf(result.issues, "site", ["site"]),
        ...errorsOf(result.issues, "marketing", ["marketing"]),
      },
      formError: other
        ? `Another part of your content needs fixing before anything can be published: ${plainMessage(other)}`
        : "Nothing was published: please fix the fields marked below.",
    };
  }
  return { ok: true, revision: result.revision, changes: result.changes.length };
}

// --- Structural buttons: add, remove and move a testimonial ---------------------------------

const EDITABLE_LISTS = MARKETING_PARTS.filter(
  (part): part is ListSpec => part.type === "list" && part.editable,
);

/** "add:homeTestimonials", "remove:homeTestimonials.2", "up:…", "down:…". */
export const STRUCTURE_INTENT = new RegExp(
  `^(add|remove|up|down):(${EDITABLE_LISTS.map((list) => list.path.join(".")).join("|")})(?:\\.(\\d{1,2}))?$`,
);

/** The page's anchor for the list a structural button belongs to. */
export function structureAnchor(intent: string): string | null {
  const match = STRUCTURE_INTENT.exec(intent);
  return EDITABLE_LISTS.find((list) => list.path.join(".") === match?.[2])?.id ?? null;
}

/**
 * The marketing section after one structural button. A button that does not fit the list as
 * it stands (a forged index, a move past the end) changes nothing.
 */
export function applyStructure(marketing: Section, intent: string): Section {
  const match = STRUCTURE_INTENT.exec(intent);
  const list = EDITABLE_LISTS.find((candidate) => candidate.path.join(".") === match?.[2]);
  const items = list ? valueAt(marketing, list.path) : undefined;
  if (!match || !list || !Array.isArray(items)) return marketing;
  const [, op, , at] = match;
  const index = at === undefined ? -1 : Number(at);
  const next = [...items];
  if (op === "add") {
    if (at !== undefined || next.length >= EDITABLE_LIST_MAX) return marketing;
    // Empty: the schema asks for each of its fields until she fills them in.
    next.push({});
  } else if (index < 0 || index >= next.length) {
    return marketing;
  } else if (op === "remove") {
    next.splice(index, 1);
  } else {
    const other = op === "up" ? index - 1 : index + 1;
    if (other < 0 || other >= next.length) return marketing;
    [next[index], next[other]] = [next[other], next[index]];
  }
  return { ...marketing, [String(list.path[0])]: next };
}
