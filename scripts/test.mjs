#!/usr/bin/env node
// `npm test`: every suite of the project, then one summary line `N passed, N failed`.
//   - a typecheck of every project, and lint (ESLint, Prettier, folder cycles, table ownership)
//   - unit and API suites (Vitest) of packages/contract, apps/api, apps/web
//   - browser journeys (Playwright in Debian's Chromium) against the built portal
// Database: embedded PGlite by default; with TEST_DATABASE_URL=postgres://... every suite uses
// PostgreSQL (each test file or server gets its own database created from that connection).
// Chromium: required when CI is set; otherwise a missing /usr/bin/chromium skips the browser
// journeys with one loud line.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const reports = join(root, ".reports");
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const isCi = !!process.env.CI && process.env.CI !== "false";
const only = process.argv.slice(2); // e.g. `npm test -- api web` runs those suites only

const started = Date.now();
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const vitestSuites = [
  { name: "contract", dir: "packages/contract" },
  { name: "api", dir: "apps/api" },
  { name: "web", dir: "apps/web" },
];

let passed = 0;
let failed = 0;
const problems = [];

function run(cmd, args, cwd, env = {}) {
  const result = spawnSync(cmd, args, { cwd, stdio: "inherit", env: { ...process.env, ...env } });
  return result.status ?? 1;
}

// Type errors fail the run like failing tests do: one check per project, all in one process
// (scripts/typecheck.mjs); a typecheck that writes no report is a failure.
if (!only.length || only.includes("typecheck")) {
  console.log("\n=== typecheck ===");
  const out = join(reports, "typecheck.json");
  const code = run(process.execPath, [join(root, "scripts/typecheck.mjs"), "--report", out], root);
  if (!existsSync(out)) {
    failed += 1;
    problems.push(`typecheck: produced no report (exit ${code})`);
  } else {
    for (const { project, errors } of JSON.parse(readFileSync(out, "utf8")).projects) {
      if (errors === 0) passed += 1;
      else {
        failed += 1;
        problems.push(`typecheck: ${project} (${errors} error(s))`);
      }
    }
  }
}

// Lint (also `npm run lint`): each tool is one check that passes or fails.
if (!only.length || only.includes("lint")) {
  console.log("\n=== lint ===");
  for (const [name, args] of [
    ["eslint", [join(root, "node_modules/eslint/bin/eslint.js"), "--max-warnings=0", "."]],
    ["prettier", [join(root, "node_modules/prettier/bin/prettier.cjs"), "--check", "."]],
    ["folder cycles", [join(root, "scripts/check-cycles.mjs")]],
    ["table ownership", [join(root, "scripts/check-tables.mjs")]],
  ]) {
    if (run(process.execPath, args, root) === 0) passed += 1;
    else {
      failed += 1;
      problems.push(`lint: ${name}`);
    }
  }
}

for (const suite of vitestSuites) {
  if (only.length && !only.includes(suite.name)) continue;
  const out = join(reports, `vitest-${suite.name}.json`);
  console.log(
    `\n=== ${suite.name}: vitest (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "embedded PGlite"}) ===`,
  );
  const code = run(
    process.execPath,
    [
      join(root, "node_modules/vitest/vitest.mjs"),
      "run",
      "--reporter=default",
      "--reporter=json",
      `--outputFile=${out}`,
    ],
    join(root, suite.dir),
  );
  if (!existsSync(out)) {
    failed += 1;
    problems.push(`${suite.name}: vitest produced no report (exit ${code})`);
    continue;
  }
  const report = JSON.parse(readFileSync(out, "utf8"));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  // A file that fails to load has no failed tests but is a failure all the same.
  const brokenFiles = report.testResults.filter(
    (f) => f.status === "failed" && f.assertionResults.every((a) => a.status !== "failed"),
  ).length;
  failed += brokenFiles;
  if (code !== 0 && report.numFailedTests + brokenFiles === 0) {
    failed += 1;
    problems.push(`${suite.name}: vitest exited ${code}`);
  }
}

if (!only.length || only.includes("e2e")) {
  if (!existsSync(chromium)) {
    if (isCi) {
      failed += 1;
      problems.push(
        `e2e: Chromium not found at ${chromium} (CI requires it: apt-get install -y chromium)`,
      );
    } else {
      console.log(
        `\n!!! SKIPPING BROWSER JOURNEYS: no Chromium at ${chromium}. Install it with: sudo apt-get install -y chromium !!!\n`,
      );
    }
  } else {
    console.log("\n=== web: build ===");
    if (run("npm", ["run", "build", "-w", "@portal/web"], root) !== 0) {
      failed += 1;
      problems.push("web: build failed, browser journeys not run");
    } else {
      console.log(
        `\n=== e2e: playwright (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "embedded PGlite"}) ===`,
      );
      const out = join(reports, "playwright.json");
      const code = run(
        process.execPath,
        [join(root, "node_modules/@playwright/test/cli.js"), "test"],
        join(root, "e2e"),
        {
          PLAYWRIGHT_JSON_OUTPUT_NAME: out,
        },
      );
      if (!existsSync(out)) {
        failed += 1;
        problems.push(`e2e: playwright produced no report (exit ${code})`);
      } else {
        const { stats } = JSON.parse(readFileSync(out, "utf8"));
        passed += stats.expected + stats.flaky;
        failed += stats.unexpected;
        if (code !== 0 && stats.unexpected === 0) {
          failed += 1;
          problems.push(`e2e: playwright exited ${code}`);
        }
      }
    }
  }
}

for (const p of problems) console.error(`FAILED: ${p}`);
console.log(`npm test took ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
