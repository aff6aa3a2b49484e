#!/usr/bin/env node
// Finds import cycles between folders at every depth (decision 056). Each folder under a source root
// (and the root itself) is a level; its nodes are the folders directly in it, plus one node per file
// directly in it, named after the file without its extension. Nodes that import each other, directly
// or around a loop, fail the run: `packages/contract/src: import cycle between deals, submissions`,
// followed by one importing file per edge of the loop. Relative imports, the web's `@/` alias and the
// workspace packages (`@portal/contract/...`, `@portal/db/...`, `@portal/api/...`) resolve to their
// folders; other packages are outside every level. Tests count: they live in their folder.
// Run by `npm run lint`; `node scripts/check-cycles.mjs <root>` checks another tree (tests use it).
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";

const importPattern =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|(?:^|\n)\s*import\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** The source roots, relative to the repository: each is checked at every depth below it. */
export const roots = ["packages", "apps/api/src", "apps/web/src", "e2e", "bench"];

/** The names two levels had before the check went to every folder; the others are their path. */
const labels = new Map([
  ["apps/api/src/modules", "API modules"],
  ["apps/web/src/features", "web features"],
]);

/** Import prefixes that name a folder of the repository, for files under `from`. */
const aliases = [
  { prefix: "@portal/contract/", dir: "packages/contract/src", from: "" },
  { prefix: "@portal/db/", dir: "packages/db/src", from: "" },
  { prefix: "@portal/api/", dir: "apps/api/src", from: "" },
  { prefix: "@/", dir: "apps/web/src", from: "apps/web/" },
];

const skipped = new Set(["node_modules", "dist", "coverage", "test-results", "playwright-report"]);

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name.startsWith(".") || skipped.has(name)) return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts)$/.test(name) ? [path] : [];
  });
}

/** The absolute paths a file imports (as written, without extension), for imports in the repository. */
function importTargets(root, file, cache) {
  if (cache.has(file)) return cache.get(file);
  const targets = [];
  const fromRoot = relative(root, file).split(sep).join("/");
  for (const match of readFileSync(file, "utf8").matchAll(importPattern)) {
    const spec = match[1] ?? match[2] ?? match[3];
    const alias = aliases.find((a) => spec.startsWith(a.prefix) && fromRoot.startsWith(a.from));
    if (spec.startsWith(".")) targets.push(resolve(dirname(file), spec));
    else if (alias) targets.push(join(root, alias.dir, spec.slice(alias.prefix.length)));
  }
  cache.set(file, targets);
  return targets;
}

/** The node a path belongs to under `base`: its first segment, without a source extension. */
function nodeOf(base, path) {
  const inside = relative(base, path);
  if (!inside || inside.startsWith("..")) return undefined;
  return inside.split(sep)[0].replace(/\.(tsx?|mts|m?js)$/, "");
}

/**
 * node -> the nodes it imports, for the entries directly in `dir` (relative to `root`); `examples`
 * gets one importing file per edge (`"from -> to"` -> file) to show where a loop is made.
 */
export function moduleGraph(root, dir, options = {}) {
  const { cache = new Map(), examples = new Map() } = options;
  const base = resolve(root, dir);
  const files = (options.files ?? sourceFiles(base)).filter((f) => f.startsWith(base + sep));
  const graph = new Map();
  for (const file of files) {
    const name = nodeOf(base, file);
    if (!graph.has(name)) graph.set(name, new Set());
    for (const target of importTargets(root, file, cache)) {
      const other = nodeOf(base, target);
      if (!other || other === name) continue;
      graph.get(name).add(other);
      if (!examples.has(`${name} -> ${other}`)) examples.set(`${name} -> ${other}`, file);
    }
  }
  return graph;
}

/** Every cycle's members (Tarjan's strongly connected components with more than one member). */
export function findCycles(graph) {
  let index = 0;
  const stack = [];
  const info = new Map();
  const cycles = [];
  const visit = (node) => {
    info.set(node, { index, low: index, onStack: true });
    index += 1;
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!info.has(next)) {
        visit(next);
        info.get(node).low = Math.min(info.get(node).low, info.get(next).low);
      } else if (info.get(next).onStack) {
        info.get(node).low = Math.min(info.get(node).low, info.get(next).index);
      }
    }
    if (info.get(node).low === info.get(node).index) {
      const members = [];
      let member;
      do {
        member = stack.pop();
        info.get(member).onStack = false;
        members.push(member);
      } while (member !== node);
      if (members.length > 1) cycles.push(members.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!info.has(node)) visit(node);
  return cycles;
}

/** Each cycle as a line, with the imports that make it when `details` is given. */
/** Every folder that holds a source file, at any depth under each root, relative to `root`. */
export function levelsOf(root) {
  const levels = [];
  for (const top of roots) {
    if (!existsSync(join(root, top))) continue;
    const files = sourceFiles(join(root, top));
    const dirs = new Set([top]);
    for (const file of files) {
      const parts = relative(join(root, top), dirname(file)).split(sep).filter(Boolean);
      parts.forEach((_, i) => dirs.add([top, ...parts.slice(0, i + 1)].join("/")));
    }
    for (const dir of [...dirs].sort()) levels.push({ dir, files });
  }
  return levels;
}

/**
 * Each cycle as a line (`<level>: import cycle between a, b`); with `details`, that line and then
 * one importing file per edge of the loop go there too.
 */
export function checkCycles(root, details, levels = levelsOf(root)) {
  const cache = new Map();
  const problems = [];
  for (const { dir, files } of levels) {
    const examples = new Map();
    const graph = moduleGraph(root, dir, { cache, examples, files });
    for (const cycle of findCycles(graph)) {
      const problem = `${labels.get(dir) ?? dir}: import cycle between ${cycle.join(", ")}`;
      problems.push(problem);
      details?.push(problem);
      for (const [edge, file] of examples) {
        const [from, to] = edge.split(" -> ");
        if (cycle.includes(from) && cycle.includes(to))
          details?.push(`  ${edge}, e.g. ${relative(root, file)}`);
      }
    }
  }
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const root = resolve(process.argv[2] ?? join(import.meta.dirname, ".."));
  const levels = levelsOf(root);
  const details = [];
  if (checkCycles(root, details, levels).length) {
    console.error(details.join("\n"));
    process.exit(1);
  }
  console.log(
    `no import cycles between folders: ${levels.length} levels checked, every folder at any depth ` +
      `under ${roots.join(", ")} (among them packages/contract/src, API modules, web features)`,
  );
}
