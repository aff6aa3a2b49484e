import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { openWhenReadOnly } from "../src/modules/billing/read-only";
import { isRefusal, readStatement } from "../src/modules/statements/read/index";
import { leadFormToken, multipartForm, useTestApp } from "./test-app";
import {
  createBroker,
  createDeal,
  dealInput,
  joinOrganizationOf,
  type SignedUp,
} from "./factories";
import { endTrial, subscribe, useBillingApp } from "./billing-support";
import { callAs } from "./call-as";

// A lapsed brokerage is read-only (docs/decisions/041-billing.md): every private write route,
// generated from the route table, refuses with 402 unless it is one of the few kept open.

const crmSecret = "crm-shared-secret-0123456789abcdef";
const ctx = useBillingApp({ CRM_WEBHOOK_SECRET: crmSecret });
const writes = ["POST", "PUT", "PATCH", "DELETE"];

function writeRoutes() {
  return ctx.app
    .routeTable()
    .filter((r) => writes.includes(r.method) && !r.public && r.url.startsWith("/v1/"));
}

/** The route called with made-up ids and an empty JSON body: the refusal comes before either is read. */
const attempt = (user: SignedUp, method: string, url: string) =>
  callAs(ctx.app, user).send(
    method as "POST",
    url.replace(/:[A-Za-z]+/g, () => randomUUID()),
    {},
  );

describe("read-only after the trial ends without a plan", () => {
  it("refuses every write route but the open ones, for owners and members alike", async () => {
    const owner = await createBroker(ctx.app, "Read Only Brokers");
    const member = await joinOrganizationOf(ctx.app, owner, "member");
    await endTrial(ctx.app, owner);
    const routes = writeRoutes();
    expect(routes.length).toBeGreaterThan(40);
    // A POST that only reads says so (`reads: true`, authenticate.ts): only these may.
    const reads = routes.filter(
      (r) => (r.options.config as { reads?: boolean } | undefined)?.reads === true,
    );
    expect(reads.map((r) => `${r.method} ${r.url}`)).toEqual([
      "POST /v1/user/deal/:id/statements/lines",
      "POST /v1/funder/submission/:id/statements/lines",
    ]);
    const open = routes.filter(
      (r) => reads.includes(r) || openWhenReadOnly.some((o) => o.test(r.url)),
    );
    expect(open.length).toBeGreaterThanOrEqual(11);
    for (const route of routes) {
      if (open.includes(route) || route.url === "/v1/user/delete") continue;
      for (const user of [owner, member]) {
        const res = await attempt(user, route.method, route.url);
        expect([route.method, route.url, res.statusCode]).toEqual([route.method, route.url, 402]);
        expect(res.json().error.code).toBe("billing_read_only");
      }
    }
    for (const route of open) {
      if (route.url === "/v1/user/delete") continue;
      const res = await attempt(member, route.method, route.url);
      expect([route.url, res.statusCode]).not.toEqual([route.url, 402]);
    }
  });

  it("opens the lines behind a statement's figures (a POST that only reads) but reads none again", async () => {
    const owner = await createBroker(ctx.app, "Read Only Statements");
    const deal = await createDeal(ctx.app, owner, { currency: "GBP" }, { country: "GB" });
    const name = "uk-barclays-2026-02.csv";
    const content = readFileSync(new URL(`./fixtures/statements/${name}`, import.meta.url));
    const form = multipartForm([
      { name: "type", value: "bank_statement" },
      { name: "file", fileName: name, content },
    ]);
    const uploaded = await ctx.app.inject({
      method: "POST",
      url: `/v1/user/deal/${deal.id}/documents`,
      headers: { authorizationkey: owner.token, ...form.headers },
      payload: form.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const documentId = uploaded.json<{ id: string }>().id;
    await ctx.app.statements.idle();
    const local = await readStatement(content, name);
    if (isRefusal(local)) throw new Error(local.message);
    const ids = local.lines.slice(0, 2).map((line) => `${documentId}:${line.id}`);

    await endTrial(ctx.app, owner);
    const lines = await callAs(ctx.app, owner).post(`/v1/user/deal/${deal.id}/statements/lines`, {
      ids,
    });
    expect(lines.statusCode, lines.body).toBe(200);
    expect((lines.json() as { lines: { id: string }[] }).lines.map((l) => l.id)).toEqual(ids);
    const again = await callAs(ctx.app, owner).post(`/v1/user/deal/${deal.id}/statements`, {
      documentId,
    });
    expect(again.statusCode).toBe(402);
    expect(again.json().error.code).toBe("billing_read_only");
  });

  it("keeps everything visible, and writable again once a plan is bought", async () => {
    const owner = await createBroker(ctx.app, "Back In Business");
    await endTrial(ctx.app, owner);
    const status = (await callAs(ctx.app, owner).get("/v1/billing/status")).json();
    expect(status).toMatchObject({ state: "read_only", readOnly: true, canManage: true });
    expect((await callAs(ctx.app, owner).get("/v1/user/deals")).statusCode).toBe(200);
    expect((await callAs(ctx.app, owner).get("/v1/billing")).statusCode).toBe(200);
    expect((await callAs(ctx.app, owner).post("/v1/user/deals", dealInput())).statusCode).toBe(402);
    await subscribe(ctx, owner);
    const created = await callAs(ctx.app, owner).post("/v1/user/deals", dealInput());
    expect(created.statusCode, created.body).toBe(201);
  });

  it("keeps the person's own profile open but not the company's details, and refuses the CRM's leads", async () => {
    // docs/decisions/050: PUT /v1/user/update stays open for the person's own fields only.
    const owner = await createBroker(ctx.app, "Lapsed Company Ltd");
    const { token } = (await callAs(ctx.app, owner).post("/v1/leads/link")).json();
    await endTrial(ctx.app, owner);
    const rename = await callAs(ctx.app, owner).put("/v1/user/update", {
      company: { companyName: "Renamed While Lapsed" },
    });
    expect([rename.statusCode, rename.json().error.code]).toEqual([402, "billing_read_only"]);
    const both = await callAs(ctx.app, owner).put("/v1/user/update", {
      jobTitle: "Director",
      company: { description: "Changed" },
    });
    expect(both.statusCode).toBe(402);
    const own = await callAs(ctx.app, owner).put("/v1/user/update", { jobTitle: "Director" });
    expect(own.statusCode, own.body).toBe(200);
    const after = (await callAs(ctx.app, owner).get("/v1/user/")).json();
    expect(after.profile.jobTitle).toBe("Director");
    expect(after.organization.name).toBe("Lapsed Company Ltd");
    expect(after.organization.company.description ?? null).not.toBe("Changed");

    // The CRM is told (402) and keeps the lead to send again; nothing is stored meanwhile.
    const lead = {
      externalId: "zoho-lapsed-1",
      brokerEmail: owner.email,
      contactName: "Rita Moss",
      email: "rita@moss.example",
    };
    const crm = () =>
      ctx.app.inject({
        method: "POST",
        url: "/v1/zoho-webhook/leads",
        headers: { "x-portal-webhook-secret": crmSecret },
        payload: lead,
      });
    const refused = await crm();
    expect([refused.statusCode, refused.json().error.code]).toEqual([402, "billing_read_only"]);
    expect((await callAs(ctx.app, owner).get("/v1/leads")).json().total).toBe(0);
    // The public quick-application form stays open: its applicant cannot send again later.
    const applied = await ctx.app.inject({
      method: "POST",
      url: `/v1/public/leads/${token}`,
      payload: {
        formToken: leadFormToken(token, 10_000),
        contactName: "Ann Baker",
        companyName: "Baker Joinery Ltd",
        email: "ann@baker.example",
        amountMinor: 1_000_000,
        currency: "GBP",
        product: "term_loan",
        purpose: "A van",
      },
    });
    expect(applied.statusCode, applied.body).toBe(202);
    const waiting = (await callAs(ctx.app, owner).get("/v1/leads")).json();
    expect(waiting.items.map((l: { source: string }) => l.source)).toEqual(["public_link"]);
    await subscribe(ctx, owner);
    const taken = await crm();
    expect([taken.statusCode, taken.json().created]).toEqual([200, true]);
    const renamed = await callAs(ctx.app, owner).put("/v1/user/update", {
      company: { companyName: "Renamed Once Paid" },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });

  it("never applies to funders", async () => {
    const { createApprovedFunder, listingInput } = await import("./factories");
    const funder = await createApprovedFunder(ctx.app, "Unbilled Funder");
    const res = await callAs(ctx.app, funder).post("/v1/lender", listingInput());
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe("billing off (not configured)", () => {
  const off = useTestApp();
  it("says so, bills nobody and never makes anyone read-only", async () => {
    const owner = await createBroker(off.app, "Unbilled Brokers");
    const status = (await callAs(off.app, owner).get("/v1/billing/status")).json();
    expect(status).toMatchObject({ state: "off", readOnly: false, trialDaysLeft: null });
    const checkout = await callAs(off.app, owner).post("/v1/billing/checkout", {
      interval: "month",
    });
    expect([checkout.statusCode, checkout.json().error.code]).toEqual([409, "billing_off"]);
    const webhook = await off.app.inject({
      method: "POST",
      url: "/v1/billing/webhook",
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=x" },
      payload: "{}",
    });
    expect(webhook.statusCode).toBe(404);
    const created = await callAs(off.app, owner).post("/v1/user/deals", dealInput());
    expect(created.statusCode).toBe(201);
  });
});
