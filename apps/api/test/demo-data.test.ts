import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { count, eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, describe, expect, it } from "vitest";
import { createScratchDatabase } from "@portal/db/scratch-database";
import { users } from "@portal/db/schema/identity";
import { dealHistory, deals } from "@portal/db/schema/deals";
import { lenders } from "@portal/db/schema/lenders";
import { proposals, submissions } from "@portal/db/schema/submissions";
import { commissionEntries } from "@portal/db/schema/wallet";
import type { BillingStatus } from "@portal/contract/billing/billing-schemas";
import type { Dashboard, Leaderboard } from "@portal/contract/dashboard/dashboard-schemas";
import type { NeedsAction } from "@portal/contract/dashboard/needs-action-schemas";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config/env";
import { learnAccreditations, learnCourses } from "@portal/db/schema/learn";
import { newsPosts } from "@portal/db/schema/news";
import { invitations } from "@portal/db/schema/invitations";
import { memberships, organizations, teams } from "@portal/db/schema/organizations";
import { callAs } from "./call-as";

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

/** The portal as `npm start` runs it on the command's database: billing on the offline stand-in. */
const portal = () =>
  buildApp(
    loadConfig({
      NODE_ENV: "test",
      // What development (npm start) does without Stripe's settings (decision 049).
      BILLING_PROVIDER: "offline",
      LOG_LEVEL: "silent",
      PUBLIC_URL: "http://localhost:3000",
      WEB_DIST: "/nonexistent-web-dist",
      // The command's directory: its database (without DATABASE_URL) and its AUTH_SECRET.
      DATA_DIR: dataDir,
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    }),
  );

/** The demo broker's token on `app`. */
async function signedIn(app: Awaited<ReturnType<typeof portal>>) {
  const signIn = await app.inject({
    method: "POST",
    url: "/auth/sign-in/email",
    headers: { origin: "http://localhost:3000" },
    payload: demoBroker,
  });
  expect(signIn.statusCode, signIn.body).toBe(200);
  const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  return (await app.inject({ url: "/auth/token", headers: { cookie } })).json().token as string;
}

/**
 * What the demo broker's pages answer (dashboard, leaderboard, news, billing), whether any account
 * is unverified, and how many rows the data holds, on the command's database.
 */
async function look() {
  const app = await portal();
  try {
    const token = await signedIn(app);
    const get = (url: string) =>
      callAs(app, { token })
        .get(url)
        .then((r) => r.json());
    const dashboard = (await get("/v1/dashboard")) as Dashboard;
    const actions = (await get("/v1/dashboard/actions")) as NeedsAction;
    const leaderboard = (await get("/v1/dashboard/leaderboard")) as Leaderboard;
    const news = (await get("/v1/news")) as { items: { title: string }[] };
    const billing = (await get("/v1/billing/status")) as BillingStatus;
    const [unverified] = await app.database.db
      .select({ n: count() })
      .from(users)
      .where(eq(users.emailVerified, false));
    const tables = {
      users,
      lenders,
      deals,
      dealHistory,
      submissions,
      proposals,
      commissionEntries,
      learnCourses,
      learnAccreditations,
      organizations,
      memberships,
      teams,
      invitations,
      newsPosts,
    };
    const rows: Record<string, number> = {};
    for (const [name, table] of Object.entries(tables)) {
      const [row] = await app.database.db.select({ n: count() }).from(table as PgTable);
      rows[name] = row!.n;
    }
    return { dashboard, actions, leaderboard, news, billing, unverified: unverified!.n, rows };
  } finally {
    await app.close();
  }
}

describe("npm run demo-data", () => {
  it("fills a brokerage in full swing, prints the accounts every time, and loads nothing the second time", async () => {
    const first = await demoData();
    expect(first).toContain(
      "Loaded 5 funders (8 published listings) and 2 brokerages (8 brokers, 14 deals).",
    );
    // Each deal says how many listings fit; one, trading 21 months, what would change it.
    expect(first).toContain(
      "Harbour Lane Café Ltd: 0 listings fit; monthsInBusiness at least 24 months (+3): 1 more funder",
    );
    expect(first).toMatch(/Clydeside Flats Ltd: 1 listing fits/);
    // The owner's dashboard counts the organization: Hannah's, Olivia's, Noah's and Ella's deals.
    expect(first).toContain(
      "broker.harbour@demo.example.com's dashboard this month: 2 pending proposals, 4 closed deals, sales £212,000.00, commission earned £6,760.00; deals by stage: 2 draft, 1 in review, 2 proposals, 4 funded.",
    );
    expect(first).toContain(
      "Harbour Finance Brokers, leaderboard this month: 1. Noah Patel £85,000.00, 2. Olivia Grant £60,000.00, 3. Hannah Marsh £42,000.00, 4. Ella Brooks £25,000.00.",
    );
    expect(first).toContain(
      "Summit Commercial Brokers, leaderboard this month: 1. Simon Blake £120,000.00, 2. Isla Murray £75,000.00, 3. Callum Reid £50,000.00.",
    );
    expect(first).toContain('with the password "portal demo horse battery" as:');
    expect(first).toContain(
      "olivia.harbour@demo.example.com  (Harbour Finance Brokers, team manager, London)",
    );
    // One course per product (decision 040), published after the demo deals were sent; each
    // brokerage's people pass some (decision 049).
    expect(first).toContain("Published 9 courses on Learn, one per product");
    expect(first).toContain(
      "Everyone at Harbour Finance Brokers has passed the courses for term loan, merchant cash advance, bridge, equipment finance; not the others.",
    );

    const loaded = await look();
    expect(loaded.rows.learnCourses).toBe(9);
    // Two brokerages and five funders (the members' own organizations from onboarding went when
    // they accepted); 13 members in all, three teams; every invitation accepted; three posts;
    // Harbour's five people passed four courses, Summit's three people three.
    expect(loaded.rows).toMatchObject({
      organizations: 7,
      memberships: 13,
      teams: 3,
      invitations: 0,
      newsPosts: 3,
      learnAccreditations: 5 * 4 + 3 * 3,
    });
    // 7 demo brokers' and funders' accounts and 6 members: every address verified (no banner).
    expect(loaded.rows.users).toBe(13);
    expect(loaded.unverified).toBe(0);
    // By hand from src/demo/demo-accounts.ts: Northbridge's and Swift's offers wait (2); funded this
    // month (4): Tidewater Joinery £42,000 at 300 bp (126_000), Fleetway Couriers £60,000 at 300 bp
    // (180_000), Riverside Dental £85,000 at 200 bp (170_000), Cabot Coffee £25,000 at 800 bp
    // (200_000): 21_200_000 sold, 676_000 earned. Nothing in the previous month.
    expect(loaded.dashboard.statistics).toEqual({
      pendingProposals: { value: 2, previous: 0 },
      closedDeals: { value: 4, previous: 0 },
      sales: [{ currency: "GBP", value: 21_200_000, previous: 0 }],
      commissionEarned: [{ currency: "GBP", value: 676_000, previous: 0 }],
    });
    // Northwind and Brightside offered, Quayside asked about, four funded, the café and the
    // wholesaler drafts.
    expect(loaded.dashboard.pipeline.filter((p) => p.count > 0)).toEqual([
      { status: "draft", count: 2 },
      { status: "in_review", count: 1 },
      { status: "proposals", count: 2 },
      { status: "funded", count: 4 },
    ]);
    const named = (list: NeedsAction["offers"]) =>
      list.items.map((i) => [i.borrowerName, i.count]).sort();
    expect(named(loaded.actions.offers)).toEqual([
      ["Brightside Gifts Ltd", 1],
      ["Northwind Bakery Ltd", 1],
    ]);
    expect(named(loaded.actions.questions)).toEqual([["Quayside Developments Ltd", 1]]);
    // The leaderboard ranks four people; the news; a trial with days left, in test mode.
    expect(loaded.leaderboard.entries.map((e) => [e.rank, e.name, e.value])).toEqual([
      [1, "Noah Patel", 8_500_000],
      [2, "Olivia Grant", 6_000_000],
      [3, "Hannah Marsh", 4_200_000],
      [4, "Ella Brooks", 2_500_000],
    ]);
    // The owner reads the organization's post and the London team's (a head reads every team's).
    expect(loaded.news.items.map((p) => p.title).sort()).toEqual([
      "Keystone now decides equipment deals in 24 hours",
      "London desk: Friday pipeline review",
    ]);
    expect(loaded.billing).toMatchObject({ state: "trial", trialDaysLeft: 14, testMode: true });

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
    expect(again.leaderboard).toEqual(loaded.leaderboard);

    // The gate shows: the café's term loan (passed) is submitted; the wholesaler's invoice
    // finance (not passed) is refused, naming the course.
    const app = await portal();
    try {
      const token = await signedIn(app);
      const broker = callAs(app, { token });
      const drafts = (await broker.get("/v1/user/deals?status=draft")).json().items as {
        id: string;
        version: number;
        borrowerName: string;
      }[];
      const draft = (name: string) => drafts.find((d) => d.borrowerName === name)!;
      const submit = (d: { id: string; version: number }) =>
        broker.post(`/v1/user/deal/${d.id}/transition`, { to: "submitted", version: d.version });
      const cafe = await submit(draft("Harbour Lane Café Ltd"));
      expect(cafe.statusCode, cafe.body).toBe(200);
      const wholesale = await submit(draft("Wharf Street Wholesale Ltd"));
      expect(wholesale.statusCode).toBe(409);
      expect(wholesale.json().error).toMatchObject({
        code: "training_required",
        details: { product: "invoice_finance", courseTitle: "Invoice finance: the essentials" },
      });
    } finally {
      await app.close();
    }
  }, 600_000);
});
