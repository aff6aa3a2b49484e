import { spawnSync } from "node:child_process";
import type { TestProject } from "vitest/node";
import { createPostgresTemplate, migratedPgliteTemplate } from "@portal/db/template-database";

declare module "vitest" {
  export interface ProvidedContext {
    /** The database migrated once for this run; each test file opens a copy (test-app.ts). */
    testDatabaseTemplate:
      { driver: "postgres"; name: string } | { driver: "pglite"; dataDir: string } | undefined;
  }
}

/**
 * Once per run: the compiled server (`npm run build -w @portal/api`, apps/api/dist/server.js)
 * that the tests starting a server process run, and the migrated template database (PostgreSQL:
 * made per run, dropped at its end).
 */
export default async function setup(project: TestProject) {
  const build = spawnSync(process.execPath, ["scripts/build.mjs"], {
    cwd: new URL("..", import.meta.url),
    encoding: "utf8",
  });
  if (build.status !== 0) throw new Error(`the API build failed:\n${build.stdout}${build.stderr}`);
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const template = await createPostgresTemplate(adminUrl, "portal_tpl");
    project.provide("testDatabaseTemplate", { driver: "postgres", name: template.name });
    return () => template.drop();
  }
  // Kept between runs (it changes with the migrations); each test file opens a copy.
  project.provide("testDatabaseTemplate", {
    driver: "pglite",
    dataDir: await migratedPgliteTemplate(),
  });
}
