import type { TestProject } from "vitest/node";
import { createPostgresTemplate, migratedPgliteTemplate } from "@portal/db/template-database";

declare module "vitest" {
  export interface ProvidedContext {
    /** The database migrated once for this run; each test file opens a copy (test-app.ts). */
    testDatabaseTemplate:
      { driver: "postgres"; name: string } | { driver: "pglite"; dataDir: string } | undefined;
  }
}

/** The migrated template database of this run (PostgreSQL: made per run, dropped at its end). */
export default async function setup(project: TestProject) {
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
