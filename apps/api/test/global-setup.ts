import type { TestProject } from "vitest/node";
import { createPgliteTemplate, createPostgresTemplate } from "@portal/db/template-database";

declare module "vitest" {
  export interface ProvidedContext {
    /** The database migrated once for this run; each test file opens a copy (test-app.ts). */
    testDatabaseTemplate:
      { driver: "postgres"; name: string } | { driver: "pglite"; dataDir: string } | undefined;
  }
}

/** Migrates one template database per run, dropped when the run ends. */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const template = await createPostgresTemplate(adminUrl, "portal_tpl");
    project.provide("testDatabaseTemplate", { driver: "postgres", name: template.name });
    return () => template.drop();
  }
  const template = await createPgliteTemplate("portal-pglite-template");
  project.provide("testDatabaseTemplate", { driver: "pglite", dataDir: template.dataDir });
  return () => template.drop();
}
