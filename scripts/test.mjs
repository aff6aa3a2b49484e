#!/usr/bin/env node
// `npm test`: every suite of the project, then one summary line `N passed, N failed`.
//   - a typecheck of every project, and lint (ESLint, Prettier, folder cycles, table ownership)
//   - unit and API suites (Vitest) of packages/contract, apps/api, apps/web
//   - browser journeys (Playwright in Debian's Chromium) against the built portal
//   - every bench (bench/package.json) in smoke mode: one check per script, that it runs and prints
//     its figures (`npm test -- bench`)
// Database: embedded PGlite by default; with TEST_DATABASE_URL=postgres://... every suite uses
// PostgreSQL (each test file or server gets its own database created from that connection).
// Chromium: required when CI is set; otherwise a missing /usr/bin/chromium skips the browser
// journeys with one loud line.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
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
  // Each failure by name, so the run's last lines say what failed (CI shows only its tail).
  for (const file of report.testResults) {
    const where = file.name.replace(`${root}/`, "");
    const failures = file.assertionResults.filter((a) => a.status === "failed");
    if (file.status === "failed" && failures.length === 0)
      problems.push(`${suite.name}: ${where} did not load: ${firstLine(file.message)}`);
    for (const a of failures)
      problems.push(`${suite.name}: ${where} > ${a.fullName}: ${firstLine(a.failureMessages[0])}`);
  }
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
        const report = JSON.parse(readFileSync(out, "utf8"));
        const { stats } = report;
        passed += stats.expected + stats.flaky;
        failed += stats.unexpected;
        for (const failure of unexpectedJourneys(report.suites)) problems.push(`e2e: ${failure}`);
        if (code !== 0 && stats.unexpected === 0) {
          failed += 1;
          problems.push(`e2e: playwright exited ${code}`);
        }
      }
    }
  }
}

// Benches in smoke mode (BENCH_SMOKE=1: small sizes, a second or two of work each), so none rots
// unnoticed; the full sizes stay manual (bench/README.md). A bench passes when it exits 0 and
// prints at least one figure (a number with its unit) and no NaN. Two run at a time: each has its
// own scratch database (from TEST_DATABASE_URL when set) and its own files. The two that read the
// built web app share one build of this run's own, made while the first benches run.
if (!only.length || only.includes("bench")) {
  console.log(
    `\n=== bench: smoke (PostgreSQL at ${process.env.TEST_DATABASE_URL ? "TEST_DATABASE_URL" : "BENCH_DATABASE_URL or the local server"}) ===`,
  );
  const benchStarted = Date.now();
  const benchDir = join(root, "bench");
  const needsWeb = new Set(["login-page.ts", "dashboard-chunks.ts"]);
  const scripts = Object.values(
    JSON.parse(readFileSync(join(benchDir, "package.json"), "utf8")).scripts,
  ).map((command) => command.split(" ").at(-1));
  // The ones waiting for the web build go last, so the build overlaps the others.
  scripts.sort((a, b) => Number(needsWeb.has(a)) - Number(needsWeb.has(b)));
  const webDist = mkdtempSync(join(tmpdir(), "portal-bench-web-"));
  let webBuild;
  const buildWeb = () =>
    (webBuild ??= runCaptured(
      "npx",
      ["vite", "build", "--outDir", webDist, "--emptyOutDir"],
      join(root, "apps/web"),
      {},
    ));
  const figure = /\d(?:\.\d+)?\s*(?:ms|s|KB|kB|MB|x|req\/s|\/s)\b/;

  async function smokeRun(script) {
    const name = script.replace(/\.ts$/, "");
    const log = join(reports, `bench-${name}.log`);
    if (name === "login-page" && !existsSync(chromium)) {
      if (isCi) return { name, problem: `no Chromium at ${chromium} (CI requires it)` };
      console.log(`!!! SKIPPING bench ${name}: no Chromium at ${chromium} !!!`);
      return { name, skipped: true };
    }
    const env = { BENCH_SMOKE: "1" };
    if (needsWeb.has(script)) {
      const build = await buildWeb();
      if (build.code !== 0) {
        writeFileSync(log, build.output);
        return { name, problem: `the web app did not build (see ${log})` };
      }
      env.BENCH_WEB_DIST = webDist;
    }
    const began = Date.now();
    const { code, output } = await runCaptured(
      process.execPath,
      ["--import", "tsx", script],
      benchDir,
      env,
    );
    writeFileSync(log, output);
    const seconds = ((Date.now() - began) / 1000).toFixed(1);
    const problem =
      code !== 0
        ? `exited ${code}`
        : !figure.test(output)
          ? "printed no figure"
          : /\bNaN\b/.test(output)
            ? "printed NaN"
            : undefined;
    console.log(
      `${problem ? "FAIL" : "ok  "} bench ${name} (${seconds} s)${problem ? `: ${problem}` : ""}`,
    );
    if (problem) console.log(output.split("\n").slice(-20).join("\n"));
    return { name, problem: problem && `${problem} (${seconds} s, output in ${log})` };
  }

  const queue = [...scripts];
  const results = [];
  await Promise.all(
    [1, 2].map(async () => {
      for (let script; (script = queue.shift());) results.push(await smokeRun(script));
    }),
  );
  rmSync(webDist, { recursive: true, force: true });
  for (const r of results) {
    if (r.skipped) continue;
    if (r.problem) {
      failed += 1;
      problems.push(`bench ${r.name}: ${r.problem}`);
    } else passed += 1;
  }
  console.log(`benches took ${Math.round((Date.now() - benchStarted) / 1000)} s`);
}

/** The first line of a failure message, short enough for a summary. */
function firstLine(message) {
  return (
    String(message ?? "")
      .split("\n")
      .find((l) => l.trim())
      ?.trim()
      .slice(0, 300) ?? ""
  );
}

/** The journeys whose outcome was unexpected, as "file:line > title: first line of the error". */
function unexpectedJourneys(suites) {
  const found = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        if (test.status === "unexpected") {
          const error = test.results.at(-1)?.error?.message;
          found.push(`${spec.file}:${spec.line} > ${spec.title}: ${firstLine(error)}`);
        }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of suites ?? []) walk(suite);
  return found;
}

/** Runs a command with its output (stdout and stderr together) kept, not shown. */
function runCaptured(cmd, args, cwd, env) {
  return new Promise((done) => {
    const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env } });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("error", (error) => done({ code: 1, output: output + String(error) }));
    child.on("close", (code, signal) => done({ code: code ?? (signal ? 1 : 0), output }));
  });
}

for (const p of problems) console.error(`FAILED: ${p}`);
console.log(`npm test took ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
