// The log-in page ("/") of the built web app:
//   1. JavaScript shipped before it is interactive, gzipped (budget 130 KB), counted from what
//      Chromium actually requests until load + network idle;
//   2. Lighthouse performance score (target >= 95) and its key metrics, next to the score of a
//      minimal static page served by the same server in the same run (the baseline).
//   node --import tsx bench/login-page.ts
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { buildApp } from "@portal/api/app";
import { loadConfig } from "@portal/api/config/env";

const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const flags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const budgetKb = 130;
const webDist = "/tmp/bench-web-dist";
const root = join(import.meta.dirname, "..");

execFileSync(process.execPath, [join(root, "node_modules/vite/bin/vite.js"), "build", "--outDir", webDist, "--emptyOutDir"], {
  cwd: join(root, "apps/web"),
  stdio: "ignore",
});
writeFileSync(join(webDist, "baseline.html"), "<!doctype html><html lang=en><meta charset=utf-8><meta name=viewport content='width=device-width'><title>Baseline</title><h1>Baseline</h1><p>A static page.</p></html>");

const port = 3311;
const base = `http://localhost:${port}`;
const app = await buildApp(
  loadConfig({ NODE_ENV: "production", AUTH_SECRET: "bench-secret-bench-secret-bench-secret-000", DATABASE_URL: "memory://", LOG_LEVEL: "silent", PUBLIC_URL: base, WEB_DIST: webDist }),
);
await app.listen({ host: "127.0.0.1", port });

// 1. JavaScript before interactive.
const browser = await chromium.launch({ executablePath: chromePath, args: flags });
const page = await browser.newPage();
const scripts: { url: string; gz: number }[] = [];
page.on("response", async (response) => {
  if (response.request().resourceType() !== "script") return;
  const body = await response.body().catch(() => Buffer.alloc(0));
  scripts.push({ url: new URL(response.url()).pathname, gz: gzipSync(body, { level: 9 }).length });
});
await page.goto(`${base}/`, { waitUntil: "load" });
await page.waitForLoadState("networkidle");
await page.getByRole("button", { name: "Log in" }).waitFor();
await browser.close();
const totalKb = scripts.reduce((s, x) => s + x.gz, 0) / 1024;
console.log("Log-in page JavaScript before interactive (gzip -9 of each script Chromium fetched):");
for (const s of scripts) console.log(`  ${s.url.padEnd(48)} ${(s.gz / 1024).toFixed(1)} KB`);
console.log(`total ${totalKb.toFixed(1)} KB gzipped; budget ${budgetKb} KB; ratio to budget ${(totalKb / budgetKb).toFixed(2)}x`);

// 2. Lighthouse, log-in page and the static baseline, same server, same Chromium.
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: flags });
async function audit(url: string) {
  const result = await lighthouse(url, { port: chrome.port, onlyCategories: ["performance"], output: "json", logLevel: "error" });
  const lhr = result!.lhr;
  const metric = (id: string) => lhr.audits[id]?.displayValue ?? "n/a";
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    line: `FCP ${metric("first-contentful-paint")}, LCP ${metric("largest-contentful-paint")}, TBT ${metric("total-blocking-time")}, CLS ${metric("cumulative-layout-shift")}`,
  };
}
const login = await audit(`${base}/`);
const baseline = await audit(`${base}/baseline.html`);
await chrome.kill();
console.log(`Lighthouse performance (mobile defaults, simulated throttling):`);
console.log(`  log-in page   ${login.score}  (${login.line})  target >= 95`);
console.log(`  static page   ${baseline.score}  (${baseline.line})`);
console.log(`ratio log-in : static = ${(login.score / Math.max(1, baseline.score)).toFixed(2)}x`);

await app.close();
