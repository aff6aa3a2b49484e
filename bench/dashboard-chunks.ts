// What opening the dashboard costs in JavaScript beyond the log-in page (issue 17: the dashboard's
// chunk at most 60 KB gzipped, the log-in page's 130 KB unchanged). Builds the web app into its
// own directory (never apps/web/dist, which others use) and reads Vite's manifest:
//   - the log-in page: the entry chunk and every chunk it imports statically (what index.html
//     loads), the baseline of this run;
//   - the dashboard: the dashboard route's chunk and what it imports statically, less what the
//     log-in page, the signed-in shell and the query layout (it opens inside them) loaded; and
//     the notification bell the shell loads on every signed-in page.
// Each chunk is gzipped here with zlib level 9. Prints figures; asserts nothing.
//   node --import tsx bench/dashboard-chunks.ts      (BENCH_WEB_DIST=dir reads an existing build)
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { gzipSync } from "node:zlib";

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, Chunk>;

const targetKb = 60;
const logInBudgetKb = 115; // issue 38, decision 080
const webDir = join(import.meta.dirname, "../apps/web");

/** An existing build (BENCH_WEB_DIST), else a build in a directory of this run's own. */
async function built(): Promise<string> {
  if (process.env.BENCH_WEB_DIST) return process.env.BENCH_WEB_DIST;
  const dist = mkdtempSync(join(tmpdir(), "bench-web-dist-chunks-"));
  await promisify(execFile)("npx", ["vite", "build", "--outDir", dist, "--emptyOutDir"], {
    cwd: webDir,
    maxBuffer: 64 * 1024 * 1024,
  });
  return dist;
}

/** `key` and every chunk it imports statically, by manifest key. */
function closure(manifest: Manifest, key: string, into = new Set<string>()) {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(manifest, imported, into);
  return into;
}

const keyOf = (manifest: Manifest, source: string) => {
  const key = Object.keys(manifest).find((k) => k.endsWith(source));
  if (!key) throw new Error(`${source} is not in the build's manifest`);
  return key;
};

async function main() {
  const dist = await built();
  try {
    report(dist);
  } finally {
    if (!process.env.BENCH_WEB_DIST) rmSync(dist, { recursive: true, force: true });
  }
}

function report(dist: string) {
  const manifest = JSON.parse(
    readFileSync(join(dist, ".vite", "manifest.json"), "utf8"),
  ) as Manifest;
  const gz = (key: string) =>
    gzipSync(readFileSync(join(dist, manifest[key]!.file)), { level: 9 }).length;
  const sum = (keys: Iterable<string>) => [...keys].reduce((total, k) => total + gz(k), 0);
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  const logIn = closure(manifest, entry);
  const beyond = (source: string, loaded: Set<string>) =>
    [...closure(manifest, keyOf(manifest, source))].filter((k) => !loaded.has(k));

  const shell = beyond("src/app/layouts/app-shell.tsx", logIn);
  const afterShell = new Set([...logIn, ...shell]);
  const queries = beyond("src/app/layouts/query-layout.tsx", afterShell);
  const loaded = new Set([...afterShell, ...queries]);
  const dashboard = beyond("src/app/routes/dashboard.tsx", loaded);
  // The shell loads the notification bell on every signed-in page, after the page itself.
  const bell = beyond(
    "src/features/notifications/components/notification-bell.tsx",
    new Set([...loaded, ...dashboard]),
  );

  const kb = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;
  const logInBytes = sum(logIn);
  const dashboardBytes = sum(dashboard);
  console.log(
    `log-in page JavaScript (baseline)   ${kb(logInBytes)} gz (budget ${logInBudgetKb} kB)`,
  );
  console.log(`signed-in shell beyond it           ${kb(sum(shell))} gz (${shell.length} chunks)`);
  console.log(
    `query layout beyond that            ${kb(sum(queries))} gz (${queries.length} chunks)`,
  );
  console.log(
    `dashboard route beyond all of those ${kb(dashboardBytes)} gz (${dashboard.length} chunks)`,
  );
  for (const k of dashboard) console.log(`  ${manifest[k]!.file.padEnd(44)} ${kb(gz(k))}`);
  console.log(`notification bell beyond the page   ${kb(sum(bell))} gz (${bell.length} chunks)`);
  console.log(
    `dashboard: ${(dashboardBytes / 1000 / targetKb).toFixed(2)}x the ${targetKb} kB target, ` +
      `${(dashboardBytes / logInBytes).toFixed(2)}x the log-in page's JavaScript in this build`,
  );
}

await main();
