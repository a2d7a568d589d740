import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../..");
const SOURCES = ["app", "server", "tests", "scripts"];
const SOURCE_FILE = /\.(ts|tsx|js|mjs|css)$/;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (SOURCE_FILE.test(entry.name)) yield path;
  }
}

/** The numbers of docs/product.md's headings: "## 4 Rules" gives 4, "### 4.2 Portal session" 4.2. */
function sections(): Set<string> {
  const numbers = readFileSync(join(ROOT, "docs/product.md"), "utf8")
    .split("\n")
    .map((line) => /^#{2,3} (\d+(?:\.\d+)?) /.exec(line)?.[1])
    .filter((number) => number !== undefined);
  return new Set(numbers);
}

describe("docs/product.md, which the code's comments cite", () => {
  const known = sections();

  it("is numbered", () => {
    expect(known.has("1.7")).toBe(true);
    expect(known.has("4.2")).toBe(true);
  });

  it("has every section the code cites, and the code no longer cites the spec outside the repository", () => {
    const missing: string[] = [];
    const outside: string[] = [];
    for (const top of SOURCES) {
      for (const path of files(join(ROOT, top))) {
        readFileSync(path, "utf8")
          .split("\n")
          .forEach((line, index) => {
            const where = `${relative(ROOT, path)}:${index + 1}`;
            // A comment citing the spec's own numbering; test titles may still name it.
            if (/(\/\/|\/\*|^\s*\*).*SPEC\s§/.test(line)) outside.push(where);
            const cited = /product\.md (§.*)/.exec(line)?.[1] ?? "";
            for (const [, number] of cited.matchAll(/§(\d+(?:\.\d+)?)/g)) {
              if (number && !known.has(number)) missing.push(`${where} cites §${number}`);
            }
          });
      }
    }
    expect(missing).toEqual([]);
    expect(outside).toEqual([]);
  });
});
