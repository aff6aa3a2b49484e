#!/usr/bin/env node
// The log-in page's JavaScript budget (docs/decisions/005-log-in-page-budget.md): the entry
// chunk and every chunk it imports statically (what index.html loads and preloads) must stay at
// or under 115 KB gzipped. Reads the Vite manifest of the last `vite build` (apps/web/dist, or the
// directory given: `node scripts/log-in-budget.mjs /tmp/web-x`); exits 1 over budget.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const budget = 115 * 1000;
const dist = process.argv[2] ?? join(import.meta.dirname, "..", "dist");
const manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8"));
// index.html's entry; the analytics entry (docs/decisions/043) is not part of the log-in page.
const entry = Object.keys(manifest).find((key) => key === "index.html" && manifest[key].isEntry);
if (!entry)
  throw new Error("no index.html entry in dist/.vite/manifest.json: run `vite build` first");

const chunks = new Set();
(function walk(key) {
  if (chunks.has(key)) return;
  chunks.add(key);
  for (const imported of manifest[key].imports ?? []) walk(imported);
})(entry);

let total = 0;
for (const key of chunks) {
  const file = manifest[key].file;
  const gzipped = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += gzipped;
  console.log(`${file.padEnd(40)} ${(gzipped / 1000).toFixed(2).padStart(7)} kB gzip`);
}
console.log(
  `${"log-in page JavaScript".padEnd(40)} ${(total / 1000).toFixed(2).padStart(7)} kB gzip (budget ${budget / 1000} kB)`,
);
if (total > budget) {
  console.error("Over budget: lazy-load what the log-in page does not need.");
  process.exit(1);
}
