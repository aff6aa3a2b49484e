// Starting PGlite in memory runs initdb inside WebAssembly, most of the journeys' server start-up
// (28.6 s against 4.4 s to open an existing data directory, at a load average of 18). So the
// embedded database is made and migrated once per set of migrations, kept under node_modules/.cache,
// and each run copies it.
import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { migrationsFolder, openDatabase } from "@portal/db/database";

const cacheDir = resolve(import.meta.dirname, "../../node_modules/.cache/e2e-pglite");

/** Every migration file and the PGlite version: a change to either makes a new template. */
function templateKey() {
  const hash = createHash("sha256");
  // The installed PGlite (its package.json is not exported: found from its entry point).
  let dir = dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
  while (!existsSync(join(dir, "package.json"))) dir = dirname(dir);
  hash.update(readFileSync(join(dir, "package.json")));
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(migrationsFolder);
  return hash.digest("hex").slice(0, 16);
}

/** Copies a migrated PGlite data directory to `dataDir`, making the template first if needed. */
export async function copyMigratedPglite(dataDir: string) {
  const template = join(cacheDir, templateKey());
  if (!existsSync(template)) {
    const building = `${template}.${process.pid}`;
    rmSync(building, { recursive: true, force: true });
    mkdirSync(cacheDir, { recursive: true });
    const database = openDatabase({ driver: "pglite", dataDir: building });
    await database.migrate();
    await database.close();
    // Another run may have made it meanwhile: theirs is as good.
    if (existsSync(template)) rmSync(building, { recursive: true, force: true });
    else renameSync(building, template);
  }
  cpSync(template, dataDir, { recursive: true });
}
