import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  importCycles,
  importsOf,
  layerViolations,
  longFiles,
  readGraph,
  rootImports,
} from "../../scripts/lib/architecture";
import { DATA_LAYER_TESTS } from "../../vitest.config";

// Decision 0048: the layers are proved by the imports, here, in every CI run.
const root = path.resolve(import.meta.dirname, "../..");
const { graph, lines } = readGraph(root);

/** A glob of vitest.config.ts as a pattern: "**" then "/" is any folders, "*" any name part. */
const globPattern = (glob: string) => {
  const escaped = glob.replace(/[.+^${}()|[\]\\]/g, "\\$&");
  return new RegExp(
    `^${escaped.replaceAll("**/", "\u0000").replaceAll("*", "[^/]*").replaceAll("\u0000", "(?:.*/)?")}$`,
  );
};

describe("the layers the imports prove", () => {
  it("no import goes the wrong way", () => {
    expect(layerViolations(graph)).toEqual([]);
  });

  it("has no import cycle", () => {
    expect(importCycles(graph)).toEqual([]);
  });

  it("nothing imports ~/root", () => {
    expect(rootImports(graph)).toEqual([]);
  });

  it("no source file is over 400 lines but content data and the schema", () => {
    expect(longFiles(lines)).toEqual([]);
  });

  it("reads the real tree: every layer has files, and features import lib", () => {
    const files = Object.keys(graph);
    for (const folder of [
      "app/db/",
      "app/content/",
      "app/lib/",
      "app/components/",
      "app/features/",
      "app/routes/",
    ])
      expect(
        files.some((file) => file.startsWith(folder)),
        folder,
      ).toBe(true);
    expect(graph["app/features/training/log.server.ts"]).toContain("app/lib/app-context.server.ts");
  });
});

describe("the data-layer tests run on both databases", () => {
  it("every test file that opens a database is in the data project, which .ci/run runs on PostgreSQL", () => {
    const patterns = DATA_LAYER_TESTS.map(globPattern);
    const opens = (file: string) =>
      /openTestDatabase\(|openDatabase\(/.test(readFileSync(path.join(root, file), "utf8"));
    // Helpers that open one (tests/helpers/test-database.ts, test-app.ts) count for their users.
    const helpers = Object.keys(graph).filter((file) => file.startsWith("tests/helpers/") && opens(file));
    const opensDatabase = Object.keys(graph).filter(
      (file) =>
        /\.test\.ts$/.test(file) && (opens(file) || (graph[file] ?? []).some((to) => helpers.includes(to))),
    );
    expect(opensDatabase.length).toBeGreaterThan(30);
    expect(opensDatabase.filter((file) => !patterns.some((pattern) => pattern.test(file)))).toEqual([]);
  });

  it("the glob reading matches as Vitest does", () => {
    expect(globPattern("tests/integration/**/*.test.ts").test("tests/integration/email.test.ts")).toBe(true);
    expect(globPattern("tests/integration/**/*.test.ts").test("tests/integration/a/b.test.ts")).toBe(true);
    expect(globPattern("app/db/**/*.test.ts").test("app/lib/dates.test.ts")).toBe(false);
  });
});

describe("the rule itself fails on a wrong import", () => {
  it("finds every form of import", () => {
    const text = [
      'import { a } from "~/lib/a";',
      'import type { B } from "./b";',
      'export { c } from "../c";',
      'import "./side-effect";',
      'const d = await import("~/features/d");',
      "import {\n  e,\n  f,\n} from '~/content/e';",
    ].join("\n");
    expect(importsOf(text)).toEqual([
      "~/lib/a",
      "./b",
      "../c",
      "./side-effect",
      "~/features/d",
      "~/content/e",
    ]);
  });

  it("a lib module importing a feature, the schema importing content, a component importing a route", () => {
    const wrong = layerViolations({
      "app/lib/auth.server.ts": ["app/features/onboarding/profile-cookie.server.ts"],
      "app/db/schema.ts": ["app/content/onboarding.ts"],
      "app/components/ui/button.tsx": ["app/routes/home.tsx"],
      "app/content/site.ts": ["app/lib/meta.ts"],
      // Allowed: downwards, and a test importing anything.
      "app/features/training/log.server.ts": ["app/lib/dates.ts", "app/db/schema.ts"],
      "app/lib/dates.test.ts": ["app/features/training/log.server.ts"],
    });
    expect(wrong.map((violation) => `${violation.fromLayer}->${violation.toLayer}`)).toEqual([
      "lib->features",
      "db->content",
      "components->routes",
      "content->lib",
    ]);
  });

  it("finds a cycle through three files and the ~/root import", () => {
    const graph = {
      "app/features/a.ts": ["app/features/b.ts"],
      "app/features/b.ts": ["app/features/c.ts"],
      "app/features/c.ts": ["app/features/a.ts", "app/root.tsx"],
      "app/root.tsx": [],
    };
    expect(importCycles(graph)).toEqual([["app/features/a.ts", "app/features/b.ts", "app/features/c.ts"]]);
    expect(rootImports(graph)).toEqual(["app/features/c.ts"]);
  });

  it("a long file outside content data is named", () => {
    expect(
      longFiles({
        "app/features/x.ts": 401,
        "app/content/programs/p.server.ts": 900,
        "app/db/schema.ts": 800,
      }),
    ).toEqual([{ file: "app/features/x.ts", lines: 401 }]);
  });
});
