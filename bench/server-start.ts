// How long the server takes from `node` starting to `GET /health/ready` answering 200: the
// compiled server (`node apps/api/dist/server.js`, what `npm start` and production run) on the
// embedded database and on PostgreSQL, against the same server loaded from TypeScript through tsx
// (what `npm start` ran before) on the embedded database, in one run. Each embedded start opens
// its own copy of a migrated PGlite data directory; the PostgreSQL starts share one migrated
// database (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local server). Target: the compiled server ready in
// under 2 s.
//
// Usage: node --import tsx bench/server-start.ts   (BENCH_STARTS, default 5 of each)
import { spawn, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { openDatabase } from "@portal/db/database";
import { migratedPgliteTemplate } from "@portal/db/template-database";
import { positiveNumber } from "./support/harness";
import { createBenchDatabase } from "./support/postgres";

const root = resolve(import.meta.dirname, "..");
const apiDir = join(root, "apps/api");
const starts = positiveNumber("BENCH_STARTS", 5, 1);

const freePort = () =>
  new Promise<number>((done) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });

/** Where a start's data lives: a copy of the migrated PGlite template, or a PostgreSQL URL. */
type StartDatabase = { pgliteTemplate: string } | { url: string };

/** Milliseconds from spawning `args` to /health/ready answering 200, then stops it (SIGTERM). */
async function timeToReady(args: string[], database: StartDatabase): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-start-"));
  if ("pgliteTemplate" in database)
    cpSync(database.pgliteTemplate, join(dataDir, "pglite"), { recursive: true });
  const port = await freePort();
  const began = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: apiDir,
    stdio: "ignore",
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      ...("url" in database ? { DATABASE_URL: database.url } : {}),
      AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0123",
      WEB_DIST: "/nonexistent",
      LOG_LEVEL: "warn",
    },
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${args.join(" ")} exited ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/health/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return performance.now() - began;
      if (performance.now() - began > 120_000) throw new Error("not ready in 120 s");
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    // (A child that already exited, e.g. failing to start, emits no second "exit".)
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

// Built into a folder of this run's own (a run beside this one, or `npm start`, keeps its dist/),
// inside the checkout so the packages left out of the bundle are found in node_modules.
const buildCache = join(root, "node_modules/.cache");
mkdirSync(buildCache, { recursive: true });
const buildDir = mkdtempSync(join(buildCache, "bench-server-start-"));
const compiledServer = join(buildDir, "server.js");
process.on("exit", () => rmSync(buildDir, { recursive: true, force: true }));
const build = spawnSync(process.execPath, ["scripts/build.mjs", "--outfile", compiledServer], {
  cwd: apiDir,
  stdio: "inherit",
});
if (build.status !== 0) throw new Error("the API build failed");
const embedded = { pgliteTemplate: await migratedPgliteTemplate() };
const postgres = await createBenchDatabase();
try {
  const migrating = openDatabase({ driver: "postgres", url: postgres.url, poolSize: 1 });
  await migrating.migrate();
  await migrating.close();

  const compiled: number[] = [];
  const compiledPostgres: number[] = [];
  const viaTsx: number[] = [];
  for (let i = 0; i < starts; i++) {
    // Alternated, so a change in the machine's load touches all alike.
    compiled.push(await timeToReady([compiledServer], embedded));
    compiledPostgres.push(await timeToReady([compiledServer], { url: postgres.url }));
    viaTsx.push(await timeToReady(["--import", "tsx", "src/server.ts"], embedded));
  }
  const show = (xs: number[]) => xs.map((x) => Math.round(x)).join(", ");
  console.log(`compiled, embedded    node dist/server.js      ready in ms: ${show(compiled)}`);
  console.log(
    `compiled, PostgreSQL  node dist/server.js      ready in ms: ${show(compiledPostgres)}`,
  );
  console.log(`baseline, embedded    node --import tsx src/… ready in ms: ${show(viaTsx)}`);
  const [a, b, c] = [compiled, compiledPostgres, viaTsx].map(median);
  console.log(
    `median: compiled embedded ${Math.round(a!)} ms, compiled PostgreSQL ${Math.round(b!)} ms, ` +
      `tsx embedded ${Math.round(c!)} ms; ratio compiled : tsx (embedded) = ${(a! / c!).toFixed(2)}x ` +
      `(target: compiled under 2000 ms: embedded ${a! < 2000 ? "met" : "NOT met"}, PostgreSQL ${b! < 2000 ? "met" : "NOT met"})`,
  );
} finally {
  await postgres.drop();
}
