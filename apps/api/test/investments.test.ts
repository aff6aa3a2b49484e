import { beforeAll, describe, expect, it } from "vitest";
import type { Investments } from "@portal/contract/investments/investment-schemas";
import { useTestApp } from "./test-app";
import { createBroker, joinOrganizationOf, type SignedUp } from "./factories";
import { deal, fundedAt, funder, type Funder } from "./dashboard-support";
import { callAs } from "./call-as";
import { offerCost, type OfferTerms } from "@portal/contract/submissions/offer-terms";
import { scheduleOf } from "../src/modules/investments/schedule";

// Investments (GET /v1/investments, docs/decisions/042): a funder's portfolio of the deals it
// funded, a broker's funded clients as far as their position lets them see, renewal dates.

const ctx = useTestApp();
const overview = async (user: SignedUp, query = "") => {
  const res = await callAs(ctx.app, user).get(`/v1/investments${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Investments;
};
const references = (o: Investments) => o.items.map((i) => i.dealId).sort();
const day = (at: Date) => at.toISOString().slice(0, 10);
/** The day `months` after `at` (a 15th: no month is short of it). */
const monthAfter = (at: Date, months = 1) => {
  const next = new Date(at);
  next.setUTCMonth(next.getUTCMonth() + months);
  return day(next);
};

describe("investments", () => {
  const s = {} as {
    owner: SignedUp;
    agent: SignedUp;
    rival: SignedUp;
    f1: Funder;
    f2: Funder;
    ownerDeal: string;
    agentDeal: string;
    f2Deal: string;
    rivalDeal: string;
    offered: string;
    renewing: Date;
  };
  beforeAll(async () => {
    s.owner = await createBroker(ctx.app, "Harbour Brokers");
    s.agent = await joinOrganizationOf(ctx.app, s.owner);
    s.rival = await createBroker(ctx.app, "Rival Brokers");
    s.f1 = await funder(ctx.app, "First Capital");
    s.f2 = await funder(ctx.app, "Second Capital");
    // Every offer is for 24 months (dashboard-support's `deal`).
    s.ownerDeal = await deal(ctx.app, s.owner, s.f1, { amountMinor: 5_000_000 }, "funded");
    s.agentDeal = await deal(ctx.app, s.agent, s.f1, { amountMinor: 2_000_000 }, "funded");
    s.f2Deal = await deal(
      ctx.app,
      s.owner,
      s.f2,
      { amountMinor: 3_000_000, currency: "EUR" },
      "funded",
    );
    s.rivalDeal = await deal(ctx.app, s.rival, s.f1, { amountMinor: 1_000_000 }, "funded");
    s.offered = await deal(ctx.app, s.owner, s.f1, { amountMinor: 9_000_000 }, "offered");
    // Funded 23 months ago: its 24-month term ends within the next 90 days.
    const now = new Date();
    s.renewing = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 23, 15, 12));
    await fundedAt(ctx.app, s.agentDeal, s.renewing);
  });

  it("a funder sees the deals it funded, whoever brought them, and nobody else's", async () => {
    const f1 = await overview(s.f1.who);
    expect(f1.view).toBe("funder");
    expect(references(f1)).toEqual([s.ownerDeal, s.agentDeal, s.rivalDeal].sort());
    expect(f1.deployed).toEqual([{ currency: "GBP", amountMinor: 8_000_000, deals: 3 }]);
    expect(f1.byProduct).toEqual([
      { product: "term_loan", currency: "GBP", amountMinor: 8_000_000, deals: 3 },
    ]);
    // The last 12 months, oldest first; the deal funded 23 months ago is outside them.
    expect(f1.byMonth).toHaveLength(12);
    expect(f1.byMonth.at(-1)).toEqual({
      month: new Date().toISOString().slice(0, 7),
      amounts: [{ currency: "GBP", amountMinor: 6_000_000, deals: 2 }],
    });
    const brought = new Map(f1.items.map((i) => [i.dealId, i.counterpartyName]));
    expect(brought.get(s.rivalDeal)).toBe("Rival Brokers");
    expect(brought.get(s.ownerDeal)).toBe("Harbour Brokers");

    const f2 = await overview(s.f2.who);
    expect(references(f2)).toEqual([s.f2Deal]);
    expect(f2.deployed).toEqual([{ currency: "EUR", amountMinor: 3_000_000, deals: 1 }]);
  });

  it("renewal dates are the funding date plus the accepted offer's term", async () => {
    const f1 = await overview(s.f1.who);
    const renewal = new Date(s.renewing);
    renewal.setUTCMonth(renewal.getUTCMonth() + 24);
    const agentDeal = f1.items.find((i) => i.dealId === s.agentDeal)!;
    expect(agentDeal).toMatchObject({ termMonths: 24, renewalOn: day(renewal) });
    expect(agentDeal.fundedAt.slice(0, 10)).toBe(day(s.renewing));
    expect(f1.renewalsDue.map((r) => r.dealId)).toEqual([s.agentDeal]);
    const fresh = f1.items.find((i) => i.dealId === s.ownerDeal)!;
    expect(fresh.renewalOn! > day(new Date(Date.now() + 90 * 86_400_000))).toBe(true);
  });

  it("a broker sees the funded deals their position lets them see, with the funder that funded each", async () => {
    const owner = await overview(s.owner);
    expect(owner.view).toBe("broker");
    expect(references(owner)).toEqual([s.ownerDeal, s.agentDeal, s.f2Deal].sort());
    expect(owner.items.map((i) => i.dealId)).not.toContain(s.offered);
    expect(owner.deployed).toEqual([
      { currency: "EUR", amountMinor: 3_000_000, deals: 1 },
      { currency: "GBP", amountMinor: 7_000_000, deals: 2 },
    ]);
    // By month per currency, this month's only (the agent's deal was funded 23 months ago).
    expect(owner.byMonth.slice(0, 11).every((m) => m.amounts.length === 0)).toBe(true);
    expect(owner.byMonth.at(-1)!.amounts).toEqual([
      { currency: "EUR", amountMinor: 3_000_000, deals: 1 },
      { currency: "GBP", amountMinor: 5_000_000, deals: 1 },
    ]);
    expect(new Map(owner.items.map((i) => [i.dealId, i.counterpartyName])).get(s.f2Deal)).toBe(
      "Second Capital",
    );
    // An agent sees their own; another brokerage sees only its own.
    const agent = await overview(s.agent);
    expect(references(agent)).toEqual([s.agentDeal]);
    expect(agent.renewalsDue.map((r) => r.dealId)).toEqual([s.agentDeal]);
    expect(agent.deployed).toEqual([{ currency: "GBP", amountMinor: 2_000_000, deals: 1 }]);
    const rival = await overview(s.rival);
    expect(references(rival)).toEqual([s.rivalDeal]);
    expect(rival.byMonth.at(-1)!.amounts).toEqual([
      { currency: "GBP", amountMinor: 1_000_000, deals: 1 },
    ]);
    const fresh = await createBroker(ctx.app, "Empty Brokers");
    const empty = await overview(fresh);
    expect([empty.items, empty.deployed, empty.renewalsDue, empty.total]).toEqual([[], [], [], 0]);
  });

  it("pages the funded deals, newest funding first", async () => {
    const first = await overview(s.f1.who, "?pageSize=2");
    expect([first.items.length, first.total, first.page]).toEqual([2, 3, 1]);
    const second = await overview(s.f1.who, "?pageSize=2&page=2");
    expect(second.items.map((i) => i.dealId)).toEqual([s.agentDeal]);
  });

  it("refuses bad paging with the field named, and anyone signed out", async () => {
    for (const [query, path] of [
      ["page=0", "page"],
      ["page=x", "page"],
      ["pageSize=101", "pageSize"],
    ]) {
      const res = await callAs(ctx.app, s.owner).get(`/v1/investments?${query}`);
      expect([
        res.statusCode,
        res.json().error.issues.map((i: { path: string }) => i.path),
      ]).toEqual([400, [path]]);
    }
    expect((await callAs(ctx.app, s.owner).get("/v1/investments?view=all")).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: "GET", url: "/v1/investments" })).statusCode).toBe(401);
  });

  it("each funded deal carries its accepted offer's payment schedule, figures as offerCost says", async () => {
    const f1 = await overview(s.f1.who);
    // dashboard-support's offers: 12 % a year over 24 months, paid monthly, no fees.
    const terms = (amountMinor: number): OfferTerms => ({
      amountMinor,
      rateBp: 1200,
      factorBp: null,
      termMonths: 24,
      paymentFrequency: "monthly",
      feesMinor: 0,
    });
    const fresh = f1.items.find((i) => i.dealId === s.ownerDeal)!;
    const cost = offerCost(terms(5_000_000));
    const next = new Date(fresh.fundedAt);
    next.setUTCMonth(next.getUTCMonth() + 1);
    expect(fresh.schedule).toEqual({
      paymentFrequency: "monthly",
      payments: 24,
      paymentMinor: cost.paymentMinor,
      totalRepayableMinor: cost.totalRepayableMinor,
      // A month on (days 29 to 31 fall back to a shorter month's last: not worked out again here).
      firstPaymentOn:
        next.getUTCDate() === new Date(fresh.fundedAt).getUTCDate()
          ? day(next)
          : expect.any(String),
      lastPaymentOn: expect.any(String),
      paymentsDue: 0,
      repaidMinor: 0,
    });
    // Funded on the 15th 23 months ago: a payment each 15th since, today's included.
    const old = f1.items.find((i) => i.dealId === s.agentDeal)!;
    const oldCost = offerCost(terms(2_000_000));
    const today = day(new Date());
    const due = Array.from({ length: 24 }, (_, k) => monthAfter(s.renewing, k + 1)).filter(
      (d) => d <= today,
    ).length;
    expect(due).toBeGreaterThanOrEqual(22);
    expect(old.schedule).toMatchObject({
      payments: 24,
      paymentMinor: oldCost.paymentMinor,
      paymentsDue: due,
      repaidMinor: due * oldCost.paymentMinor,
      firstPaymentOn: monthAfter(s.renewing),
    });
    const renewing = f1.renewalsDue.find((r) => r.dealId === s.agentDeal)!;
    expect(renewing.schedule).toEqual(old.schedule);
  });

  it("works out daily (working days), weekly and factor schedules, and the last payment makes it whole", () => {
    const base = { amountMinor: 1_000_000, rateBp: null, feesMinor: 10_000 };
    // Funded on Friday 27 November 2026: daily payments start on Monday the 30th.
    const daily = scheduleOf(
      { ...base, factorBp: 13_000, termMonths: 6, paymentFrequency: "daily" },
      new Date("2026-11-27T15:00:00Z"),
      new Date("2026-12-04T09:00:00Z"),
    );
    const dailyCost = offerCost({
      ...base,
      factorBp: 13_000,
      termMonths: 6,
      paymentFrequency: "daily",
    });
    expect(daily).toMatchObject({
      payments: 126,
      paymentMinor: dailyCost.paymentMinor,
      totalRepayableMinor: 1_310_000,
      firstPaymentOn: "2026-11-30",
      paymentsDue: 5, // Monday 30 November to Friday 4 December
      repaidMinor: 5 * dailyCost.paymentMinor,
    });
    // The 126th working day from Monday 30 November 2026: 25 weeks and a day, Monday 24 May 2027.
    expect(daily.lastPaymentOn).toBe("2027-05-24");

    const weekly = scheduleOf(
      { ...base, factorBp: 12_000, termMonths: 3, paymentFrequency: "weekly" },
      new Date("2026-01-01T10:00:00Z"),
      new Date("2027-01-01T00:00:00Z"),
    );
    expect(weekly).toMatchObject({
      payments: 13,
      firstPaymentOn: "2026-01-08",
      lastPaymentOn: "2026-04-02",
      paymentsDue: 13,
      // Every payment made: the total repayable less the fees paid at funding, to the unit.
      repaidMinor: 1_200_000,
    });
    const none = scheduleOf(
      { ...base, factorBp: 12_000, termMonths: 0, paymentFrequency: "monthly" },
      new Date("2026-01-01T10:00:00Z"),
      new Date("2027-01-01T00:00:00Z"),
    );
    expect(none).toMatchObject({
      payments: 0,
      firstPaymentOn: null,
      lastPaymentOn: null,
      repaidMinor: 0,
    });
  });
});
