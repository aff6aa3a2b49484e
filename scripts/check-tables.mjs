#!/usr/bin/env node
// Each table belongs to one API module (docs/decisions/055-table-ownership.md): a module imports
// only its own schema files (packages/db/src/schema/<file>.ts), the shared tables named below, and,
// for a read model, the files it is named to read. Another module's data comes through that
// module's service or its exported queries (`../<owner>/queries`).
// Run by `npm run lint`; `node scripts/check-tables.mjs <root>` checks another tree (tests use it).
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";

/** Schema file (without .ts) -> the one module that owns its tables (and writes them). */
export const owners = {
  billing: "billing",
  dashboard: "dashboard",
  deals: "deals",
  documents: "documents",
  "funder-contacts": "lenders",
  "funder-links": "submissions",
  identity: "identity",
  invitations: "team",
  jobs: "jobs",
  leads: "leads",
  learn: "learn",
  lenders: "lenders",
  matching: "matching",
  "member-views": "team",
  news: "news",
  notifications: "notifications",
  organizations: "organizations",
  "rate-limits": "rate-limit",
  statements: "statements",
  submissions: "submissions",
  threads: "threads",
  user: "user",
  wallet: "wallet",
};

/** Tables any module may read: who a person is and where they sit (decision 055). */
export const sharedTables = {
  identity: ["users"],
  user: ["profiles"],
  organizations: ["organizations", "memberships", "teams", "salesRegions"],
};

/** Modules whose job is a read across domains, and the schema files each may read. */
export const readModels = [
  {
    module: "dashboard",
    reads: ["deals", "documents", "lenders", "matching", "submissions", "wallet"],
  },
  { module: "investments", reads: ["deals", "submissions"] },
  { module: "matching", reads: ["deals", "documents", "lenders", "submissions"] },
];

/** Operator tools outside the request path (operator CLI, demo loader): any table. */
export const tools = ["cli", "demo"];

const schemaImport =
  /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?([^'"]*?)\s*from\s*["']@portal\/db\/schema(?:\/([\w-]+))?["']|import\(\s*["']@portal\/db\/schema(?:\/([\w-]+))?["']\s*\)/g;

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** The unit a source file belongs to: `modules/<m>/...` -> m, else its top-level folder or file. */
function unitOf(path) {
  const parts = path.split(sep);
  return parts[0] === "modules" ? parts[1] : parts[0].replace(/\.tsx?$/, "");
}

/** The names a clause imports: `{ a, type b as c }` -> [a, b]; `* as s` or a default -> ["*"]. */
function importedNames(clause) {
  const braces = clause.match(/\{([^}]*)\}/);
  if (!braces) return ["*"];
  return braces[1]
    .split(",")
    .map(
      (part) =>
        part
          .trim()
          .replace(/^type\s+/, "")
          .split(/\s+as\s+/)[0],
    )
    .filter(Boolean);
}

function allowed(unit, file, names) {
  if (tools.includes(unit)) return true;
  if (!file) return false; // the whole schema: tools only
  if (owners[file] === unit) return true;
  if (readModels.some((model) => model.module === unit && model.reads.includes(file))) return true;
  return names.every((name) => (sharedTables[file] ?? []).includes(name));
}

export function checkTables(root) {
  const problems = [];
  const schemaDir = join(root, "packages/db/src/schema");
  for (const name of readdirSync(schemaDir)) {
    const file = name.replace(/\.ts$/, "");
    if (file !== "index" && !owners[file])
      problems.push(`packages/db/src/schema/${name}: no owning module (scripts/check-tables.mjs)`);
  }
  const src = join(root, "apps/api/src");
  for (const path of sourceFiles(src)) {
    const unit = unitOf(relative(src, path));
    for (const match of readFileSync(path, "utf8").matchAll(schemaImport)) {
      const names = match[1] === undefined ? ["*"] : importedNames(match[1]);
      const spec = match[2] ?? match[3];
      const file = spec === "index" ? undefined : spec;
      if (allowed(unit, file, names)) continue;
      const owner = file ? (owners[file] ?? "no module") : "every module";
      problems.push(
        `${relative(root, path)}: ${unit} imports tables of ${owner} (${names.join(", ")} from ` +
          `@portal/db/schema${file ? `/${file}` : ""}); use the owner's service or queries`,
      );
    }
  }
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const root = resolve(process.argv[2] ?? join(import.meta.dirname, ".."));
  const problems = checkTables(root);
  for (const problem of problems) console.error(problem);
  if (problems.length) process.exit(1);
  console.log("every API module imports only its own tables, the shared ones and its read model's");
}
