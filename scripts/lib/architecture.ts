// The layers, proved by the imports (issue 35, decision 0048). Read by `npm run architecture`
// (a report) and by tests/unit/architecture.test.ts (the rule CI enforces). Plain Node, no
// dependencies, so it runs before anything is built.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

export type Layer = { name: string; match: RegExp; may: string[] };
export type Graph = Record<string, string[]>;

/**
 * Bottom to top. A file may import its own layer and the layers listed for it, never one
 * above. `features` may import other features; the cycle check keeps that one way.
 * - db: the schema and the connection. Imports nothing of the app.
 * - content: the product's words and numbers as data, validated by zod.
 * - lib: framework-free mechanisms every feature uses (session, guards, forms, dates, env).
 * - components: UI primitives with no product knowledge.
 * - features: one folder per domain, its server modules, views and tests together.
 * - routes (and the root and entries) and server/: thin, on top.
 */
export const LAYERS: Layer[] = [
  { name: "db", match: /^app\/db\//, may: [] },
  { name: "content", match: /^app\/content\//, may: ["db"] },
  { name: "lib", match: /^app\/lib\//, may: ["db", "content"] },
  { name: "components", match: /^app\/components\//, may: ["lib"] },
  { name: "features", match: /^app\/features\//, may: ["db", "content", "lib", "components"] },
  {
    name: "routes",
    match: /^app\/(routes\/|root\.tsx$|routes\.ts$|entry\.(client|server)\.tsx$)/,
    may: ["db", "content", "lib", "components", "features"],
  },
  { name: "server", match: /^server\//, may: ["db", "content", "lib", "components", "features"] },
];

/** Files allowed past MAX_LINES: content data and the schema (issue 35). */
export const MAX_LINES = 400;
export const LONG_FILES_ALLOWED = [
  /^app\/content\/programs\/[^/]+\.ts$/,
  /^app\/content\/nutrition\/[^/]+\.ts$/,
  /^app\/content\/exercises\/[^/]+\.ts$/,
  /^app\/db\/schema\.ts$/,
];

const SOURCE = /\.(ts|tsx|js|mjs)$/;
const TEST = /\.test\.tsx?$|\.spec\.tsx?$|\.check\.ts$/;
const ROOTS = ["app", "server", "scripts", "tests"];

export function layerOf(file: string): string | null {
  return LAYERS.find((layer) => layer.match.test(file))?.name ?? null;
}

/** Every import specifier of a module's text: static, re-export, side-effect and dynamic. */
export function importsOf(text: string): string[] {
  const found: string[] = [];
  const pattern =
    /(?:^|[\s;])(?:import|export)\s[^'"]*?\sfrom\s*["']([^"']+)["']|(?:^|[\s;])import\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/gm;
  for (const match of text.matchAll(pattern)) found.push(match[1] ?? match[2] ?? match[3] ?? "");
  return found;
}

/** The repository-relative file a specifier names, or null for a package. */
export function resolveImport(
  fromFile: string,
  specifier: string,
  exists: (file: string) => boolean,
): string | null {
  let base: string;
  if (specifier.startsWith("~/")) base = `app/${specifier.slice(2)}`;
  else if (specifier.startsWith("."))
    base = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier));
  else return null;
  const stem = base.replace(/\.(js|mjs)$/, "");
  const candidates = [
    base,
    ...[".ts", ".tsx", ".js", ".mjs"].map((ext) => stem + ext),
    ...["/index.ts", "/index.tsx", "/index.js"].map((ext) => base + ext),
  ];
  return candidates.find((candidate) => exists(candidate)) ?? base;
}

/** Files of the project, as repository-relative paths with forward slashes. */
export function listSources(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(path.join(root, dir))) {
      if (name === "node_modules" || name.startsWith(".")) continue;
      const rel = `${dir}/${name}`;
      if (statSync(path.join(root, rel)).isDirectory()) walk(rel);
      else if (SOURCE.test(name) && !name.endsWith(".d.ts")) files.push(rel);
    }
  };
  for (const dir of ROOTS) if (existsSync(path.join(root, dir))) walk(dir);
  return files.sort();
}

/** `{ file: [imported project files] }` for every source file under root. */
export function readGraph(root: string): { graph: Graph; lines: Record<string, number> } {
  const graph: Graph = {};
  const lines: Record<string, number> = {};
  const exists = (rel: string) => existsSync(path.join(root, rel)) && statSync(path.join(root, rel)).isFile();
  for (const file of listSources(root)) {
    const text = readFileSync(path.join(root, file), "utf8");
    lines[file] = text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
    graph[file] = importsOf(text)
      .map((specifier) => resolveImport(file, specifier, exists))
      .filter((target): target is string => target !== null);
  }
  return { graph, lines };
}

/** Imports that go the wrong way: `[{ from, to, fromLayer, toLayer }]`. Tests may import anything. */
export type Violation = { from: string; to: string; fromLayer: string; toLayer: string };

export function layerViolations(graph: Graph): Violation[] {
  const wrong: Violation[] = [];
  for (const [from, targets] of Object.entries(graph)) {
    if (TEST.test(from)) continue;
    const fromLayer = layerOf(from);
    if (!fromLayer) continue;
    const allowed = LAYERS.find((layer) => layer.name === fromLayer)?.may ?? [];
    for (const to of targets) {
      const toLayer = layerOf(to);
      if (!toLayer || toLayer === fromLayer) continue;
      if (!allowed.includes(toLayer)) wrong.push({ from, to, fromLayer, toLayer });
    }
  }
  return wrong;
}

/** Strongly connected components with more than one file (Tarjan), each sorted. */
export function importCycles(graph: Graph): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const connect = (node: string) => {
    indices.set(node, index);
    low.set(node, index);
    index++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph[node] ?? []) {
      if (!(next in graph)) continue;
      if (!indices.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, indices.get(next) ?? 0));
      }
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const node of Object.keys(graph)) if (!indices.has(node)) connect(node);
  return cycles;
}

/** Source files over MAX_LINES that are not content data or the schema. */
export function longFiles(lines: Record<string, number>): { file: string; lines: number }[] {
  return Object.entries(lines)
    .filter(([file, count]) => count > MAX_LINES && !LONG_FILES_ALLOWED.some((allowed) => allowed.test(file)))
    .map(([file, count]) => ({ file, lines: count }))
    .sort((a, b) => b.lines - a.lines);
}

/** Imports of `~/root` from anywhere: its types belong to their features. */
export function rootImports(graph: Graph): string[] {
  return Object.entries(graph)
    .filter(([from, targets]) => !TEST.test(from) && targets.includes("app/root.tsx"))
    .map(([from]) => from);
}
