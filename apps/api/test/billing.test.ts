import { describe, expect, it } from "vitest";
import { jobsDone } from "./test-app";
import {
  createApprovedFunder,
  createBroker,
  createOperator,
  joinOrganizationOf,
  type SignedUp,
} from "./factories";
import {
  accountRow,
  setTrialEnd,
  outboxMentions,
  payOnCheckout,
  subscribe,
  useBillingApp,
} from "./billing-support";
import { callAs } from "./call-as";

// Billing (docs/decisions/041-billing.md) against the in-repo fake Stripe and the real SDK.

const ctx = useBillingApp();
type Method = "GET" | "POST";
const refusal = async (user: SignedUp, method: Method, url: string, body?: object) => {
  const res = await callAs(ctx.app, user).send(method, url, body);
  return `${res.statusCode} ${res.statusCode >= 400 ? res.json().error.code : ""}`.trim();
};
const overview = async (user: SignedUp) => {
  const res = await callAs(ctx.app, user).get("/v1/billing");
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe("billing: trial, rights and checkout", () => {
  it("starts a brokerage on a free trial; funders and operators are not billed", async () => {
    const owner = await createBroker(ctx.app, "Trial Brokers");
    const status = (await callAs(ctx.app, owner).get("/v1/billing/status")).json();
    // The fake's key is a test key (sk_test_...): test mode, said on every billing page.
    expect(status).toMatchObject({
      state: "trial",
      trialDaysLeft: 14,
      readOnly: false,
      testMode: true,
    });
    expect(status.canManage).toBe(true);
    expect(status.trialEnding).toBe(false);
    const funder = await createApprovedFunder(ctx.app, "Billing Funder");
    expect((await callAs(ctx.app, funder).get("/v1/billing/status")).json().state).toBe(
      "not_billed",
    );
    expect(await refusal(funder, "POST", "/v1/billing/checkout", { interval: "month" })).toBe(
      "409 not_billed",
    );
    const operator = await createOperator(ctx.app);
    expect((await callAs(ctx.app, operator).get("/v1/billing/status")).json().state).toBe(
      "not_billed",
    );
  });

  it("lets owners and admins manage billing, members only see the state", async () => {
    const owner = await createBroker(ctx.app, "Rights Brokers");
    const member = await joinOrganizationOf(ctx.app, owner, "member");
    const admin = await joinOrganizationOf(ctx.app, owner, "admin");
    expect((await callAs(ctx.app, member).get("/v1/billing/status")).json().canManage).toBe(false);
    expect(await refusal(member, "GET", "/v1/billing")).toBe("403 forbidden");
    expect(await refusal(member, "POST", "/v1/billing/checkout", { interval: "month" })).toBe(
      "403 forbidden",
    );
    expect(await refusal(member, "POST", "/v1/billing/portal")).toBe("403 forbidden");
    const seen = await overview(admin);
    expect(seen).toMatchObject({ state: "trial", activeMembers: 3, plan: null, card: null });
    expect(seen.prices).toEqual({
      month: { amount: 3000, currency: "gbp" },
      year: { amount: 30000, currency: "gbp" },
    });
    expect(await refusal(admin, "POST", "/v1/billing/portal")).toBe("409 no_subscription");
  });

  it("refuses a bad plan choice with the field named", async () => {
    const owner = await createBroker(ctx.app, "Bad Input Brokers");
    for (const body of [{}, { interval: "week" }, { interval: "month", extra: 1 }]) {
      const res = await callAs(ctx.app, owner).post("/v1/billing/checkout", body);
      expect(res.statusCode).toBe(400);
    }
    const res = await callAs(ctx.app, owner).post("/v1/billing/checkout", { interval: "week" });
    expect(res.json().error.issues[0].path).toBe("interval");
  });

  it("subscribes through the hosted Checkout and keeps the provider's plan, card and invoices", async () => {
    const owner = await createBroker(ctx.app, "Paying Brokers");
    const res = await callAs(ctx.app, owner).post("/v1/billing/checkout", { interval: "month" });
    expect(res.json().url).toMatch(new RegExp(`^${ctx.fake.url}/checkout/cs_`));
    const back = await payOnCheckout(res.json().url);
    expect(back).toBe("http://localhost:3000/settings/billing?checkout=done");
    // Before any event arrives the portal reads the state itself on return.
    const read = (await callAs(ctx.app, owner).post("/v1/billing/refresh")).json();
    expect(read).toMatchObject({
      state: "active",
      plan: { interval: "month", seats: 1, status: "active", cancelAtPeriodEnd: false },
      card: { brand: "visa", last4: "4242" },
      address: { line1: "1 High Street", city: "London", postalCode: "N1 1AA", country: "GB" },
      nextInvoice: { total: 3000, currency: "gbp" },
    });
    expect(read.invoices).toHaveLength(1);
    expect(read.invoices[0]).toMatchObject({ total: 3000, currency: "gbp", status: "paid" });
    expect(await refusal(owner, "POST", "/v1/billing/checkout", { interval: "year" })).toBe(
      "409 already_subscribed",
    );
    const portal = (await callAs(ctx.app, owner).post("/v1/billing/portal")).json();
    expect(portal.url).toMatch(new RegExp(`^${ctx.fake.url}/portal/bps_`));
  });

  it("follows the members: seats change with the team, through a job", async () => {
    const owner = await createBroker(ctx.app, "Growing Brokers");
    await subscribe(ctx, owner);
    const joined = await joinOrganizationOf(ctx.app, owner, "member");
    // A join the team service did not see is caught when the state is next read.
    await callAs(ctx.app, owner).post("/v1/billing/refresh");
    await jobsDone(ctx.app);
    const row = await accountRow(ctx.app, owner);
    expect(ctx.fake.subscription(row.subscriptionId!)?.items.data[0]?.quantity).toBe(2);
    expect((await overview(owner)).plan.seats).toBe(2);
    const removed = await callAs(ctx.app, owner).post("/v1/team/remove", {
      userIds: [joined.userId],
      invitationIds: [],
    });
    expect(removed.statusCode, removed.body).toBe(200);
    await jobsDone(ctx.app);
    expect(ctx.fake.subscription(row.subscriptionId!)?.items.data[0]?.quantity).toBe(1);
    expect((await overview(owner)).plan.seats).toBe(1);
  });

  it("reminds owners and admins once before the trial ends", async () => {
    const owner = await createBroker(ctx.app, "Reminded Brokers");
    await setTrialEnd(ctx.app, owner, new Date(Date.now() + 2 * 86_400_000 - 60_000));
    const status = (await callAs(ctx.app, owner).get("/v1/billing/status")).json();
    expect(status).toMatchObject({ state: "trial", trialDaysLeft: 2, trialEnding: true });
    expect(await ctx.app.billing.sweepTrialReminders()).toBe(1);
    expect(await ctx.app.billing.sweepTrialReminders()).toBe(0);
    await jobsDone(ctx.app);
    const mails = await outboxMentions(ctx.config, "Reminded Brokers's free trial ends");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(owner.email);
  });
});
