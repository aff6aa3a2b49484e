#!/usr/bin/env node
// Finds import cycles between the API's modules (apps/api/src/modules/<module>) and between the
// web's features (apps/web/src/features/<feature>): `deals -> matching -> deals` fails the run.
// Run by `npm run lint`; `node scripts/check-cycles.mjs <root>` checks another tree (tests use it).
import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";

const importPattern =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** module name -> the modules it imports, for the folders directly under `base`. */
export function moduleGraph(base, aliasRoot) {
  const graph = new Map();
  for (const name of readdirSync(base)) {
    if (!statSync(join(base, name)).isDirectory()) continue;
    const edges = new Set();
    for (const file of sourceFiles(join(base, name))) {
      const text = readFileSync(file, "utf8");
      for (const match of text.matchAll(importPattern)) {
        const spec = match[1] ?? match[2];
        let target;
        if (spec.startsWith(".")) target = resolve(dirname(file), spec);
        else if (aliasRoot && spec.startsWith("@/")) target = join(aliasRoot, spec.slice(2));
        else continue;
        const inside = relative(base, target);
        if (inside.startsWith("..")) continue;
        const other = inside.split(sep)[0];
        if (other && other !== name) edges.add(other);
      }
    }
    graph.set(name, edges);
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

export function checkCycles(root) {
  const trees = [
    { label: "API modules", base: join(root, "apps/api/src/modules") },
    {
      label: "web features",
      base: join(root, "apps/web/src/features"),
      alias: join(root, "apps/web/src"),
    },
  ];
  const problems = [];
  for (const tree of trees) {
    const graph = moduleGraph(tree.base, tree.alias);
    for (const cycle of findCycles(graph))
      problems.push(`${tree.label}: import cycle between ${cycle.join(", ")}`);
  }
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const root = resolve(process.argv[2] ?? join(import.meta.dirname, ".."));
  const problems = checkCycles(root);
  for (const problem of problems) console.error(problem);
  if (problems.length) process.exit(1);
  console.log("no import cycles between API modules or web features");
}
