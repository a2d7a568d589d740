import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

// Decision 0028 (with its 2026-11-24 note): a form is read only through the protocol
// (app/lib/forms.server.ts) and, for the content editors' path-keyed fields, through
// app/features/content/form-paths.ts. This runs the decision's search over app/ and fails on a
// hit anywhere else, so a new way of reading a form is noticed and argued for, not copied.

const ROOT = join(import.meta.dirname, "../..");
const SOURCE_FILE = /\.(ts|tsx)$/;
/** Tests call schemas directly to check them; they read no request. */
const TEST_FILE = /\.test\.tsx?$/;

/** The decision's search: `grep -rnE "formData\(\)|form\.get\(|form\.getAll\(|\.entries\(\)|safeParse\(" app`. */
const CALLS = {
  "formData()": /formData\(\)/,
  "form.get(": /form\.get\(/,
  "form.getAll(": /form\.getAll\(/,
  ".entries()": /\.entries\(\)/,
  "safeParse(": /safeParse\(/,
} as const;
type Call = keyof typeof CALLS;

/**
 * Each file that may make these calls, which ones, and why. Per call, not per file: a
 * `form.get(` appearing in an editor that is allowed `.entries()` still fails.
 */
const ALLOWED: Record<string, { calls: Call[]; why: string }> = {
  "app/lib/forms.server.ts": {
    calls: ["formData()", "form.getAll(", "safeParse("],
    why: "the protocol itself: readForm, formObject and the schema check",
  },
  "app/features/content/form-paths.ts": {
    calls: [".entries()"],
    why: "applyFields lays path-keyed fields (from readForm) over a content section (decision 0035)",
  },
  "app/features/content/program-editor.server.ts": {
    calls: [".entries()", "safeParse("],
    why: "keeps only the field names the page shows before applyFields; checks the program document",
  },
  "app/features/content/nutrition-editor.server.ts": {
    calls: [".entries()", "safeParse("],
    why: "keeps only the field names the page shows before applyFields; checks the content document",
  },
  "app/features/content/site-editor.server.ts": {
    calls: [".entries()", "safeParse("],
    why: "keeps only the field names the page shows before applyFields; checks the site sections",
  },
  "app/features/content/site-preview.server.ts": {
    calls: ["safeParse("],
    why: "checks the saved draft before drawing it; reads no form",
  },
  "app/features/content/content-store.server.ts": {
    calls: ["safeParse("],
    why: "checks stored and about-to-be-published content revisions, not a form",
  },
  "app/features/content/revision-restore.server.ts": {
    calls: ["safeParse("],
    why: "checks a stored content revision before part of it is published again, not a form",
  },
  "app/features/billing/payments.server.ts": {
    calls: ["safeParse("],
    why: "the payment webhook's JSON event, not a form",
  },
  "app/features/billing/provider-events.server.ts": {
    calls: ["safeParse("],
    why: "the payment provider's event objects (JSON), not a form",
  },
  "app/features/billing/billing-portal.server.ts": {
    calls: ["safeParse("],
    why: "the payment provider's billing-portal answer (JSON), not a form",
  },
  "app/lib/env.server.ts": { calls: ["safeParse("], why: "the environment schema" },
  "app/features/library/library-editor.server.ts": {
    calls: ["safeParse("],
    why: "checks a library entry (read through readSubmission) against the entry schema before it is published",
  },
  "app/features/coaching/assignment.ts": { calls: [".entries()"], why: "an array's entries, not a form" },
  "app/features/programs/program-pdf.server.ts": {
    calls: [".entries()"],
    why: "an array's entries, not a form",
  },
};

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (SOURCE_FILE.test(entry.name) && !TEST_FILE.test(entry.name)) yield path;
  }
}

/** Every hit of the search in app/, as file → the calls found there and where. */
function hits(): Map<string, { call: Call; where: string }[]> {
  const found = new Map<string, { call: Call; where: string }[]>();
  for (const path of files(join(ROOT, "app"))) {
    const file = relative(ROOT, path);
    readFileSync(path, "utf8")
      .split("\n")
      .forEach((line, index) => {
        for (const [call, pattern] of Object.entries(CALLS) as [Call, RegExp][]) {
          if (!pattern.test(line)) continue;
          const list = found.get(file) ?? [];
          list.push({ call, where: `${file}:${index + 1}` });
          found.set(file, list);
        }
      });
  }
  return found;
}

describe("the one form protocol (decision 0028)", () => {
  const found = hits();

  it("finds the protocol itself, so the search still works", () => {
    expect(found.get("app/lib/forms.server.ts")?.map((hit) => hit.call)).toContain("formData()");
  });

  it("finds form parsing only in the allowed places", () => {
    const outside = [...found.entries()].flatMap(([file, list]) =>
      list
        .filter((hit) => !ALLOWED[file]?.calls.includes(hit.call))
        .map((hit) => `${hit.where} calls ${hit.call} (not allowed in ${file}; see decision 0028)`),
    );
    expect(outside).toEqual([]);
  });

  it("allows nothing a file no longer does, so the list in decision 0028 stays true", () => {
    const stale = Object.entries(ALLOWED).flatMap(([file, { calls }]) =>
      calls
        .filter((call) => !found.get(file)?.some((hit) => hit.call === call))
        .map((call) => `${file} no longer calls ${call}`),
    );
    expect(stale).toEqual([]);
  });
});
