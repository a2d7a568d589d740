// `npm run architecture` (tsx): the import layers, cycles and long files (decision 0048). Exits 1 on any.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { importCycles, layerViolations, longFiles, readGraph, rootImports } from "./lib/architecture";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { graph, lines } = readGraph(root);
const wrong = layerViolations(graph);
const cycles = importCycles(graph);
const long = longFiles(lines);
const rooted = rootImports(graph);

console.log(
  `${Object.keys(graph).length} source files, ${Object.values(graph).flat().length} project imports`,
);
console.log(`\nImports that go the wrong way: ${wrong.length}`);
for (const v of wrong) console.log(`  ${v.from} (${v.fromLayer}) -> ${v.to} (${v.toLayer})`);
console.log(`\nImport cycles: ${cycles.length}`);
for (const c of cycles) console.log(`  ${c.length} files: ${c.join(", ")}`);
console.log(`\nImports of ~/root: ${rooted.length}`);
for (const f of rooted) console.log(`  ${f}`);
console.log(`\nFiles over 400 lines (content data and the schema excepted): ${long.length}`);
for (const f of long) console.log(`  ${f.lines} ${f.file}`);
process.exit(wrong.length + cycles.length + long.length + rooted.length > 0 ? 1 : 0);
