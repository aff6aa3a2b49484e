import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "./database";
import { createScratchDatabase, type ScratchDatabase } from "./scratch-database";

// Migrate once, copy many times: a test run migrates one template and gives each test file a
// copy of it, instead of migrating (and, for PGlite, running initdb) once per file.

/** A PostgreSQL database migrated once, to be copied with `createScratchDatabase(…, { template })`. */
export async function createPostgresTemplate(
  adminUrl: string,
  prefix: string,
): Promise<ScratchDatabase> {
  const template = await createScratchDatabase(adminUrl, prefix);
  try {
    const database = openDatabase({ driver: "postgres", url: template.url, poolSize: 1 });
    try {
      await database.migrate();
    } finally {
      // A template can only be copied while nobody is connected to it.
      await database.close();
    }
  } catch (error) {
    await template.drop();
    throw error;
  }
  return template;
}

/**
 * Where PGlite data directories are made: memory-backed /dev/shm when the system has it (opening
 * a copy there costs what the in-memory database costs), else the temporary directory.
 */
export const pgliteScratchRoot = () => (existsSync("/dev/shm") ? "/dev/shm" : tmpdir());

/** A PGlite data directory migrated once, to be copied with `copyPgliteTemplate`. */
export async function createPgliteTemplate(
  prefix: string,
): Promise<{ dataDir: string; drop: () => void }> {
  const dataDir = mkdtempSync(join(pgliteScratchRoot(), `${prefix}-`));
  const drop = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    const database = openDatabase({ driver: "pglite", dataDir });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
  } catch (error) {
    drop();
    throw error;
  }
  return { dataDir, drop };
}

/** A copy of a PGlite template directory, for one process to open; `drop()` removes it. */
export function copyPgliteTemplate(
  templateDir: string,
  prefix: string,
): { dataDir: string; drop: () => void } {
  const dataDir = mkdtempSync(join(pgliteScratchRoot(), `${prefix}-`));
  cpSync(templateDir, dataDir, { recursive: true });
  return { dataDir, drop: () => rmSync(dataDir, { recursive: true, force: true }) };
}
