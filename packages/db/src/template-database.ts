import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { migrationsFolder, openDatabase } from "./database";
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

const templateCache = resolve(import.meta.dirname, "../../../node_modules/.cache/pglite-template");

/** Every migration file and the PGlite version: a change to either makes a new template. */
function pgliteTemplateKey() {
  const hash = createHash("sha256");
  // The installed PGlite (its package.json is not exported: found from its entry point).
  let dir = dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
  while (!existsSync(join(dir, "package.json"))) dir = dirname(dir);
  hash.update(readFileSync(join(dir, "package.json")));
  for (const name of readdirSync(migrationsFolder, { recursive: true, encoding: "utf8" }).sort()) {
    const path = join(migrationsFolder, name);
    if (statSync(path).isFile()) hash.update(name).update(readFileSync(path));
  }
  return hash.digest("hex").slice(0, 16);
}

/**
 * A migrated PGlite data directory, to be copied (never opened itself). Starting PGlite runs
 * initdb inside WebAssembly, most of an empty database's start-up: the template is made once per
 * set of migrations and PGlite version, kept under node_modules/.cache, and reused by every run of
 * the API tests and the browser journeys.
 */
export async function migratedPgliteTemplate(): Promise<string> {
  const template = join(templateCache, pgliteTemplateKey());
  if (existsSync(template)) return template;
  const building = `${template}.${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(templateCache, { recursive: true });
  const database = openDatabase({ driver: "pglite", dataDir: building });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  // Another run may have made it meanwhile: theirs is as good.
  if (existsSync(template)) rmSync(building, { recursive: true, force: true });
  else renameSync(building, template);
  return template;
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
