import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { count } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, describe, expect, it } from "vitest";
import { createScratchDatabase } from "@portal/db/scratch-database";
import { users } from "@portal/db/schema/identity";
import { dealHistory, deals } from "@portal/db/schema/deals";
import { lenders } from "@portal/db/schema/lenders";
import { commissionEntries, proposals, submissions } from "@portal/db/schema/submissions";
import type { Dashboard } from "@portal/contract/dashboard/dashboard-schemas";
import type { NeedsAction } from "@portal/contract/dashboard/needs-action-schemas";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config/env";
import { learnCourses } from "@portal/db/schema/learn";

// `npm run demo-data` as a newcomer runs it: the command itself, twice, on a database of its own
// (a scratch PostgreSQL database when TEST_DATABASE_URL is set, else the embedded one in its own
// data directory); between the runs, the demo broker's dashboard as the API answers it.
const apiDir = fileURLToPath(new URL("..", import.meta.url));
const run = promisify(execFile);
const dataDir = await mkdtemp(join(tmpdir(), "demo-data-"));
const adminUrl = process.env.TEST_DATABASE_URL;
const scratch = adminUrl ? await createScratchDatabase(adminUrl, "portal_demo") : undefined;
afterAll(async () => {
  await scratch?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

async function demoData() {
  // An undefined is left out: without DATABASE_URL the command opens DATA_DIR/pglite.
  const env: Record<string, string | undefined> = {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: "error",
    DATABASE_URL: scratch?.url,
  };
  const { stdout } = await run(process.execPath, ["--import", "tsx", "src/cli/demo-data.ts"], {
    cwd: apiDir,
    env,
    timeout: 170_000,
  });
  return stdout;
}

const demoBroker = {
  email: "broker.harbour@demo.example.com",
  password: "portal demo horse battery",
};

/** What the demo broker's dashboard answers, and how many rows the data holds, on the command's database. */
async function look() {
  const app = await buildApp(
    loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      PUBLIC_URL: "http://localhost:3000",
      WEB_DIST: "/nonexistent-web-dist",
      // The command's directory: its database (without DATABASE_URL) and its AUTH_SECRET.
      DATA_DIR: dataDir,
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    }),
  );
  try {
    const signIn = await app.inject({
      method: "POST",
      url: "/auth/sign-in/email",
      headers: { origin: "http://localhost:3000" },
      payload: demoBroker,
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    const { token } = (await app.inject({ url: "/auth/token", headers: { cookie } })).json();
    const get = (url: string) =>
      app.inject({ url, headers: { authorizationkey: token } }).then((r) => r.json());
    const dashboard = (await get("/v1/dashboard")) as Dashboard;
    const actions = (await get("/v1/dashboard/actions")) as NeedsAction;
    const tables = {
      users,
      lenders,
      deals,
      dealHistory,
      submissions,
      proposals,
      commissionEntries,
      learnCourses,
    };
    const rows: Record<string, number> = {};
    for (const [name, table] of Object.entries(tables)) {
      const [row] = await app.database.db.select({ n: count() }).from(table as PgTable);
      rows[name] = row!.n;
    }
    return { dashboard, actions, rows };
  } finally {
    await app.close();
  }
}

describe("npm run demo-data", () => {
  it("fills the demo broker's dashboard, prints the accounts every time, and loads nothing the second time", async () => {
    const first = await demoData();
    expect(first).toContain("Loaded 5 funders (8 published listings) and 2 brokers (8 deals).");
    // Each deal says how many listings fit; one, trading 21 months, what would change it.
    expect(first).toContain(
      "Harbour Lane Café Ltd: 0 listings fit; with 3 more months in business, 1 more funder fits",
    );
    expect(first).toMatch(/Clydeside Flats Ltd: 1 listing fits/);
    expect(first).toContain(
      "broker.harbour@demo.example.com's dashboard this month: 2 pending proposals, 1 closed deal, sales £42,000.00, commission earned £1,260.00; deals by stage: 1 draft, 1 in review, 2 proposals, 1 funded.",
    );
    expect(first).toContain('with the password "portal demo horse battery" as:');
    // One course per product (decision 040), published after the demo deals were sent.
    expect(first).toContain("Published 9 courses on Learn, one per product");

    const loaded = await look();
    expect(loaded.rows.learnCourses).toBe(9);
    // By hand from src/demo/demo-accounts.ts: Northbridge's and Swift's offers wait (2); Keystone
    // funded Tidewater Joinery's £42,000 (4_200_000 minor: 1 closed deal, the sales) at 300 bp:
    // 4_200_000 × 300 / 10_000 = 126_000 earned. All this month: nothing in the previous one.
    expect(loaded.dashboard.statistics).toEqual({
      pendingProposals: { value: 2, previous: 0 },
      closedDeals: { value: 1, previous: 0 },
      sales: [{ currency: "GBP", value: 4_200_000, previous: 0 }],
      commissionEarned: [{ currency: "GBP", value: 126_000, previous: 0 }],
    });
    // Northwind and Brightside offered, Quayside asked about, Tidewater funded, the café a draft.
    expect(loaded.dashboard.pipeline.filter((p) => p.count > 0)).toEqual([
      { status: "draft", count: 1 },
      { status: "in_review", count: 1 },
      { status: "proposals", count: 2 },
      { status: "funded", count: 1 },
    ]);
    const named = (list: NeedsAction["offers"]) =>
      list.items.map((i) => [i.borrowerName, i.count]).sort();
    expect(named(loaded.actions.offers)).toEqual([
      ["Brightside Gifts Ltd", 1],
      ["Northwind Bakery Ltd", 1],
    ]);
    expect(named(loaded.actions.questions)).toEqual([["Quayside Developments Ltd", 1]]);

    const second = await demoData();
    expect(second).toContain("The demo data is already loaded.");
    expect(second).not.toContain("Loaded");
    expect(second).toContain('with the password "portal demo horse battery" as:');
    expect(second).toContain("funder.northbridge@demo.example.com");
    // Nothing changed: the same rows, the same figures.
    const again = await look();
    expect(again.rows).toEqual(loaded.rows);
    expect(again.rows.commissionEntries).toBeGreaterThan(0);
    expect(again.dashboard.statistics).toEqual(loaded.dashboard.statistics);
    expect(again.dashboard.pipeline).toEqual(loaded.dashboard.pipeline);
  }, 400_000);
});
