// The real portal for a benchmark: `buildApp` on a scratch PostgreSQL database, NODE_ENV=production,
// logs silent, listening on a free port; `close()` stops it and drops the database.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "@portal/api/app";
import { loadConfig } from "@portal/api/config/env";
import { openDatabase } from "@portal/db/database";
import { freePort } from "./harness";
import { createBenchDatabase } from "./postgres";

export async function startBenchApp() {
  const dataDir = mkdtempSync(join(tmpdir(), "portal-bench-data-")); // the app's mail outbox goes here
  const database = await createBenchDatabase();
  // Migrated before the app starts, so its database plugin finds nothing to do: Fastify gives a
  // plugin 10 s, which migrating a new database can take on a busy machine.
  const migrating = openDatabase({ driver: "postgres", url: database.url, poolSize: 1 });
  await migrating.migrate();
  await migrating.close();
  const port = await freePort();
  const publicUrl = `http://localhost:${port}`;
  const app = await buildApp(
    loadConfig({
      NODE_ENV: "production",
      AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0000",
      DATABASE_URL: database.url,
      LOG_LEVEL: "silent",
      PUBLIC_URL: publicUrl,
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      // The load comes from one address on purpose; the limits have their own tests.
      RATE_LIMIT_PER_MINUTE: "100000",
    }),
  );
  await app.listen({ host: "127.0.0.1", port });
  return {
    app,
    publicUrl,
    appUrl: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
