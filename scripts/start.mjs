#!/usr/bin/env node
// `npm start`: the portal from its compiled files, in this very process (npm's `exec` hands it
// SIGTERM and SIGINT directly, and the server drains on them: docs/operations.md).
// It builds first only when a build is missing or older than the sources (`npm run build`), so a
// newcomer's first `npm start` builds and the next ones start at once. In production, build once
// (`npm run build`) and run `node apps/api/dist/server.js`.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const root = resolve(import.meta.dirname, "..");
const server = join(root, "apps/api/dist/server.js");
const builds = [server, join(root, "apps/web/dist/index.html")];
const sources = [
  "apps/api/src",
  "apps/web/src",
  "apps/web/index.html",
  "apps/web/public",
  "packages/contract/src",
  "packages/db/src",
  "packages/db/migrations",
].map((path) => join(root, path));

/** The newest modification time under a file or folder (0 if it does not exist). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const name of readdirSync(path)) latest = Math.max(latest, newest(join(path, name)));
  return latest;
}

const built = Math.min(...builds.map((path) => (existsSync(path) ? statSync(path).mtimeMs : 0)));
if (built < Math.max(...sources.map(newest))) {
  console.log("Building the portal (once; again only after the sources change) ...");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) {
    console.error("portal did not start: the build failed (see above)");
    process.exit(1);
  }
}
await import(pathToFileURL(server).href);
