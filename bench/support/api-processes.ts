// The compiled API as separate processes on one scratch PostgreSQL database, as production runs
// it behind a balancer (bench/scale-out.ts, bench/day.ts): builds it, then starts `count` copies
// with the same secret, address and storage directory. `stop()` ends them and drops the database.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { startServerProcess, type ServerProcess } from "../../apps/api/test/server-process";
import { freePort } from "./harness";
import { createBenchDatabase } from "./postgres";

export const publicUrl = "http://localhost:3000";

export async function startApiProcesses(count: number, env: Record<string, string> = {}) {
  const apiDir = fileURLToPath(new URL("../../apps/api", import.meta.url));
  const build = spawnSync(process.execPath, ["scripts/build.mjs"], {
    cwd: apiDir,
    stdio: "inherit",
  });
  if (build.status !== 0) throw new Error("the API build failed");
  const dataDir = mkdtempSync(join(tmpdir(), "portal-bench-processes-"));
  const database = await createBenchDatabase();
  const servers: ServerProcess[] = [];
  const stop = async () => {
    await Promise.allSettled(servers.map((s) => s.stop()));
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // One after the other: the first migrates the new database, the others find it done.
    for (let i = 0; i < count; i++)
      servers.push(
        await startServerProcess(
          {
            NODE_ENV: "production",
            HOST: "127.0.0.1",
            PORT: String(await freePort()),
            LOG_LEVEL: "warn",
            DATABASE_URL: database.url,
            AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0000",
            PUBLIC_URL: publicUrl,
            DATA_DIR: dataDir,
            WEB_DIST: "/nonexistent",
            // The load comes from one address on purpose; the limits have their own tests.
            RATE_LIMIT_PER_MINUTE: "100000",
            ...env,
          },
          5 * 60_000, // a busy machine starts slowly
        ),
      );
  } catch (error) {
    await stop();
    throw error;
  }
  return { servers, databaseUrl: database.url, stop };
}
