import { createServer } from "node:net";
import { defineConfig } from "@playwright/test";

/** A port the system has free right now: asks it for one (port 0) and gives it back. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

// No fixed port: two runs on one machine (two clones' `npm test` side by side) never meet. The
// runner picks one free port when it loads this file and hands it on through the environment to
// its workers (which load this file again) and to the server (support/server.ts, support/outbox.ts).
// E2E_PORT set by hand still wins.
process.env.E2E_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT);
export const baseURL = `http://localhost:${port}`;

// Debian's Chromium, never a downloaded browser (`npx playwright install` fails here).
/**
 * The audits of what every page renders (axe, Arabic script, codes shown where a name exists) read
 * the database only as any page does; CI runs them once, on its PostgreSQL pass, and leaves them
 * out of its embedded one with E2E_PAGE_AUDITS=skip (decision 077). Every journey runs on both.
 */
const pageAudits = ["accessibility.spec.ts", "arabic-script.spec.ts", "no-codes.spec.ts"];

export default defineConfig({
  testDir: "./tests",
  testIgnore: process.env.E2E_PAGE_AUDITS === "skip" ? pageAudits.map((f) => `**/${f}`) : [],
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Two cores shared by the server, two browsers and axe, and perhaps a second test run beside
  // (decision 058): generous guards against a hang, never claims of speed; no retries.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [["list"], ["json"]],
  use: {
    baseURL,
    // The server has analytics configured (support/server.ts): every journey's browser starts as
    // someone who refused it, so no consent banner covers what they click and no tool loads.
    // tests/analytics.spec.ts starts without an answer (docs/decisions/043).
    storageState: {
      cookies: [],
      origins: [{ origin: baseURL, localStorage: [{ name: "analyticsConsent", value: "denied" }] }],
    },
    // A failed journey keeps its trace (actions, DOM snapshots, network). No screencast: recording
    // frames for every test cost a third of the journeys' CPU (bench: funders+deals 103 s -> 68 s).
    trace: { mode: "retain-on-failure", screenshots: false },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  webServer: {
    command: "node --import tsx support/server.ts",
    url: `${baseURL}/health/ready`,
    reuseExistingServer: false,
    // Loading the API through tsx and starting PGlite took 92 s at a load average of 20 on the two
    // shared cores: a slow start is not a failed run.
    timeout: 180_000,
    env: { E2E_PORT: String(port) },
    stdout: "pipe",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
  },
});
