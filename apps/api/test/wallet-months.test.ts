import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { commissionEntries } from "@portal/db/schema/wallet";
import type { Wallet } from "@portal/contract/wallet/wallet-schemas";
import { useTestApp } from "./test-app";
import { createBroker, joinOrganizationOf, type SignedUp } from "./factories";
import { deal, funder, ok, type Funder } from "./dashboard-support";
import { callAs } from "./call-as";

// The wallet's balances by month (GET /v1/wallet `byMonth`, docs/decisions/037): running sums of
// the ledger at each of the last 12 months' ends, per currency, zeros included, over the wallets
// the viewer sees and no others.

const ctx = useTestApp();
const wallet = async (user: SignedUp, query = "") =>
  (await ok(callAs(ctx.app, user).get(`/v1/wallet${query}`))) as unknown as Wallet;

/** The first instant of the month `back` months before this one, plus a day (UTC). */
const monthsAgo = (back: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 2, 12));
};
/** Moves a deal's entries of one kind to `at`. */
const recordedAt = (dealId: string, kind: "expected" | "earned", at: Date) =>
  ctx.app.database.db
    .update(commissionEntries)
    .set({ at })
    .where(and(eq(commissionEntries.dealId, dealId), eq(commissionEntries.kind, kind)));

/** One currency's expected, earned and due at each month's end, oldest first. */
const series = (w: Wallet, currency: string) =>
  w.byMonth.map((m) => {
    const b = m.balances.find((x) => x.currency === currency);
    return b ? [b.expectedMinor, b.earnedMinor, b.dueMinor] : null;
  });
const repeat = <T>(n: number, value: T) => Array.from({ length: n }, () => value);

describe("the wallet's balances by month", () => {
  const s = {} as { owner: SignedUp; agent: SignedUp; rival: SignedUp; f: Funder };
  beforeAll(async () => {
    s.owner = await createBroker(ctx.app, "Monthly Brokers");
    s.agent = await joinOrganizationOf(ctx.app, s.owner);
    s.rival = await createBroker(ctx.app, "Other Monthly Brokers");
    s.f = await funder(ctx.app, "Monthly Capital");
    const funded = (
      broker: SignedUp,
      amountMinor: number,
      currency: string,
      fundedMinor = amountMinor,
    ) =>
      deal(ctx.app, broker, s.f, { amountMinor, currency }, "funded", {
        amountMinor,
        commissionBp: 200,
        funded: fundedMinor,
      });
    // 14 months ago, before the 12: expected and earned 10,000 (2 % of 500,000).
    const old = await funded(s.agent, 500_000, "GBP");
    await recordedAt(old, "expected", monthsAgo(14));
    await recordedAt(old, "earned", monthsAgo(14));
    // Accepted 3 months ago (expected 20,000), funded 2 months ago for less (earned 18,000).
    const recent = await funded(s.agent, 1_000_000, "GBP", 900_000);
    await recordedAt(recent, "expected", monthsAgo(3));
    await recordedAt(recent, "earned", monthsAgo(2));
    // The owner's own, in euros, this month: 40,000 expected and earned.
    await funded(s.owner, 2_000_000, "EUR");
    // The agent is paid 5,000 this month.
    await ok(
      callAs(ctx.app, s.owner).post("/v1/wallet/payouts", {
        beneficiaryId: s.agent.userId,
        amountMinor: 5_000,
        currency: "GBP",
      }),
    );
    // Another brokerage's commission this month: in nobody's figures here.
    await deal(ctx.app, s.rival, s.f, { amountMinor: 7_000_000, currency: "GBP" }, "funded");
  });

  it("gives every month's closing expected, earned and due per currency, from the ledger's first entry", async () => {
    const w = await wallet(s.owner);
    expect(w.byMonth.map((m) => m.month)).toEqual(
      Array.from({ length: 12 }, (_, i) =>
        monthsAgo(11 - i)
          .toISOString()
          .slice(0, 7),
      ),
    );
    expect(series(w, "GBP")).toEqual([
      ...repeat(8, [10_000, 10_000, 10_000]),
      [30_000, 10_000, 10_000],
      [30_000, 28_000, 28_000],
      [30_000, 28_000, 28_000],
      [30_000, 28_000, 23_000],
    ]);
    expect(series(w, "EUR")).toEqual([...repeat(11, [0, 0, 0]), [40_000, 40_000, 40_000]]);
    // The last month closes on the balances themselves.
    for (const b of w.balances)
      expect(w.byMonth.at(-1)!.balances.find((x) => x.currency === b.currency)).toEqual({
        currency: b.currency,
        expectedMinor: b.expectedMinor,
        earnedMinor: b.earnedMinor,
        dueMinor: b.dueMinor,
      });
  });

  it("covers only the wallets the viewer sees, or the one person asked for", async () => {
    const agent = await wallet(s.agent);
    expect(agent.byMonth.every((m) => m.balances.map((b) => b.currency).join() === "GBP")).toBe(
      true,
    );
    expect(series(agent, "GBP").at(-1)).toEqual([30_000, 28_000, 23_000]);
    const owner = await wallet(s.owner, `?person=${s.owner.userId}`);
    expect(owner.byMonth.at(-1)!.balances).toEqual([
      { currency: "EUR", expectedMinor: 40_000, earnedMinor: 40_000, dueMinor: 40_000 },
    ]);
    expect(series(owner, "EUR").slice(0, 11)).toEqual(repeat(11, [0, 0, 0]));
    const rival = await wallet(s.rival);
    expect(series(rival, "GBP").at(-1)).toEqual([140_000, 140_000, 140_000]);
    expect(series(rival, "GBP").slice(0, 11)).toEqual(repeat(11, [0, 0, 0]));
    const fresh = await wallet(await createBroker(ctx.app, "Empty Monthly Brokers"));
    expect(fresh.byMonth).toHaveLength(12);
    expect(fresh.byMonth.every((m) => m.balances.length === 0)).toBe(true);
  });

  it("refuses a funder, anyone signed out, and a person given badly", async () => {
    expect((await callAs(ctx.app, s.f.who).get("/v1/wallet")).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: "GET", url: "/v1/wallet" })).statusCode).toBe(401);
    expect((await callAs(ctx.app, s.owner).get("/v1/wallet?person=")).statusCode).toBe(400);
    expect((await callAs(ctx.app, s.owner).get("/v1/wallet?month=2026-01")).statusCode).toBe(400);
  });
});
