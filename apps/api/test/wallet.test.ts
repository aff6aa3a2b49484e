import { describe, expect, it } from "vitest";
import { useTestApp } from "./test-app";
import {
  createBroker,
  createDeal,
  createSubmissions,
  joinOrganizationOf,
  type SignedUp,
} from "./factories";
import { fundedAt, funder as createFunder, ok } from "./dashboard-support";
import { callAs } from "./call-as";

// The commission wallet (docs/decisions/037-commission-wallet.md), against hand-computed values.

const ctx = useTestApp();
type Method = "GET" | "POST" | "PUT";
const get = async <T>(user: SignedUp, url: string) =>
  (await ok(callAs(ctx.app, user).get(url))) as T;
const errorOf = async (user: SignedUp, method: Method, url: string, body?: object) => {
  const res = await callAs(ctx.app, user).send(method, url, body);
  if (res.statusCode < 300)
    throw new Error(`expected a refusal, got ${res.statusCode} ${res.body}`);
  const { error } = res.json() as { error: { code: string; issues?: { code: string }[] } };
  return { status: res.statusCode, code: error.code, issue: error.issues?.[0]?.code };
};

interface Balance {
  currency: string;
  expectedMinor: number;
  earnedMinor: number;
  receivedMinor: number;
  paidMinor: number;
  clawedBackMinor: number;
  dueMinor: number;
}
interface Entry {
  id: string;
  kind: string;
  beneficiaryId: string;
  basis: string | null;
  level: string | null;
  amountMinor: number;
  currency: string;
  correctsId: string | null;
  dealId: string | null;
  at: string;
}
const balanceOf = async (user: SignedUp, query = "") =>
  (await get<{ balances: Balance[] }>(user, `/v1/wallet${query}`)).balances;
const gbp = (b: Omit<Balance, "currency">) => [{ currency: "GBP", ...b }];

/** Every entry the viewer sees under `query`, page by page (pages of 3 to cross several). */
async function allEntries(user: SignedUp, query = "") {
  const items: Entry[] = [];
  let cursor: string | null = null;
  do {
    const page: { items: Entry[]; nextCursor: string | null } = await get(
      user,
      `/v1/wallet/entries?limit=3${query}${cursor ? `&cursor=${cursor}` : ""}`,
    );
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

/** The balances as the sum of the entries themselves (what the SQL sums must equal). */
function summed(entries: Entry[]) {
  const sum = (kind: string) =>
    entries.filter((e) => e.kind === kind).reduce((n, e) => n + e.amountMinor, 0);
  const earned = sum("earned");
  return {
    expectedMinor: sum("expected"),
    earnedMinor: earned,
    receivedMinor: sum("received"),
    paidMinor: sum("paid"),
    clawedBackMinor: sum("clawed_back"),
    dueMinor: earned - sum("clawed_back") - sum("paid"),
  };
}

/** A brokerage: North (team N1 with its manager and two members), South (team S1, no managers). */
async function brokerage() {
  const owner = await createBroker(ctx.app, "Wallet Brokers");
  const place = async (name: string, url: string, body: object) =>
    (
      (await ok(callAs(ctx.app, owner).post(url, body))) as unknown as Record<
        string,
        { id: string; name: string }[]
      >
    )[url.endsWith("regions") ? "regions" : "teams"]!.find((x) => x.name === name)!.id;
  const north = await place("North", "/v1/team/regions", { name: "North" });
  const south = await place("South", "/v1/team/regions", { name: "South" });
  const n1 = await place("N1", "/v1/team/teams", { name: "N1", regionId: north });
  const s1 = await place("S1", "/v1/team/teams", { name: "S1", regionId: south });
  const join = async (placement: object, role: "admin" | "member" = "member") => {
    const person = await joinOrganizationOf(ctx.app, owner, role);
    await ok(callAs(ctx.app, owner).put(`/v1/team/members/${person.userId}`, placement));
    return person;
  };
  return {
    owner,
    admin: await join({ salesRole: "agent" }, "admin"),
    gm: await join({ salesRole: "general_manager" }),
    northManager: await join({ salesRole: "country_manager", regionId: north }),
    n1Manager: await join({ salesRole: "team_manager", teamId: n1 }),
    ann: await join({ salesRole: "team_member", teamId: n1 }),
    bob: await join({ salesRole: "team_member", teamId: n1 }),
    sue: await join({ salesRole: "team_member", teamId: s1 }),
  };
}

/** A deal of `broker`'s (GBP, commission 2 %), split before acceptance if asked, then funded. */
async function fundedDeal(
  broker: SignedUp,
  f: Awaited<ReturnType<typeof createFunder>>,
  amounts: { asked: number; funded: number },
  splits?: { userId: string; shareBp: number }[],
) {
  const deal = await createDeal(ctx.app, broker, { amountMinor: amounts.asked, currency: "GBP" });
  if (splits)
    await ok(callAs(ctx.app, broker).put(`/v1/wallet/deals/${deal.id}/splits`, { shares: splits }));
  const [sent] = await createSubmissions(ctx.app, broker, deal.id, [f.listings.GBP!]);
  await ok(
    callAs(ctx.app, f.who).post(`/v1/funder/submission/${sent!.id}/offer`, {
      amountMinor: amounts.asked,
      rateBp: 1200,
      termMonths: 24,
      brokerCommissionBp: 200,
    }),
  );
  await ok(callAs(ctx.app, broker).post(`/v1/user/submission/${sent!.id}/accept`));
  await ok(
    callAs(ctx.app, f.who).post(`/v1/funder/submission/${sent!.id}/funded`, {
      amountMinor: amounts.funded,
    }),
  );
  return deal.id;
}

const rules = {
  teamManagerBp: 1000,
  countryManagerBp: 500,
  generalManagerBp: 200,
  clawbackDays: 30,
};

describe("the commission wallet (/v1/wallet)", () => {
  it("shares a deal out by splits and overrides, records received, paid and a clawback, and every balance is the sum of its entries", async () => {
    const b = await brokerage();
    const f = await createFunder(ctx.app, "Wallet Capital");
    await ok(callAs(ctx.app, b.owner).put("/v1/wallet/settings", rules));
    // Ann (N1) shares 60/40 with Sue (S1): asked 100,000.00, funded 90,000.00 at 2 %.
    const dealId = await fundedDeal(b.ann, f, { asked: 10_000_000, funded: 9_000_000 }, [
      { userId: b.ann.userId, shareBp: 6000 },
      { userId: b.sue.userId, shareBp: 4000 },
    ]);
    // Expected 200,000: Ann's 120,000 less 10 % + 5 % + 2 % overrides = 99,600; Sue's 80,000 less
    // the general manager's 2 % = 78,400 (S1 and South have no managers); GM 2,400 + 1,600.
    // Earned 180,000: Ann 108,000 - 18,360 = 89,640; team manager 10,800; country manager 5,400;
    // GM 2,160 + 1,440 = 3,600; Sue 72,000 - 1,440 = 70,560.
    const byPerson = async (u: SignedUp) => (await balanceOf(b.owner, `?person=${u.userId}`))[0];
    expect(await byPerson(b.ann)).toMatchObject({ expectedMinor: 99_600, earnedMinor: 89_640 });
    expect(await byPerson(b.sue)).toMatchObject({ expectedMinor: 78_400, earnedMinor: 70_560 });
    expect(await byPerson(b.n1Manager)).toMatchObject({
      expectedMinor: 12_000,
      earnedMinor: 10_800,
    });
    expect(await byPerson(b.northManager)).toMatchObject({
      expectedMinor: 6_000,
      earnedMinor: 5_400,
    });
    // The general manager's override goes to the first placed: the owner (a general manager by default).
    expect(await byPerson(b.owner)).toMatchObject({ expectedMinor: 4_000, earnedMinor: 3_600 });
    expect(await byPerson(b.gm)).toBeUndefined();
    const earned = (await allEntries(b.owner, `&deal=${dealId}&kind=earned`)).map(
      (e) => `${e.basis}:${e.level ?? ""}:${e.amountMinor}`,
    );
    expect(earned.sort()).toEqual(
      [
        "owner::89640",
        "split::70560",
        "override:team_manager:10800",
        "override:country_manager:5400",
        "override:general_manager:3600",
      ].sort(),
    );

    // The funder paid half: each share receives half.
    const received = await ok(
      callAs(ctx.app, b.admin).post(`/v1/wallet/deals/${dealId}/received`, { amountMinor: 90_000 }),
    );
    expect((received.items as Entry[]).map((e) => e.amountMinor).sort((x, y) => x - y)).toEqual([
      1_800, 2_700, 5_400, 35_280, 44_820,
    ]);
    // Ann is paid 50,000.00 of her 89,640 due; 40,000 more is more than is left.
    await ok(
      callAs(ctx.app, b.owner).post("/v1/wallet/payouts", {
        beneficiaryId: b.ann.userId,
        amountMinor: 50_000,
        currency: "GBP",
        note: '=HYPERLINK("http://evil")',
      }),
    );
    expect(
      await errorOf(b.owner, "POST", "/v1/wallet/payouts", {
        beneficiaryId: b.ann.userId,
        amountMinor: 40_000,
        currency: "GBP",
      }),
    ).toMatchObject({ status: 409, issue: "moreThanLeft" });
    // The deal defaulted: half of what was earned is clawed back from every share.
    await ok(
      callAs(ctx.app, b.admin).post(`/v1/wallet/deals/${dealId}/clawback`, {
        reason: "defaulted",
        amountMinor: 90_000,
      }),
    );
    expect(
      await errorOf(b.admin, "POST", `/v1/wallet/deals/${dealId}/clawback`, {
        reason: "defaulted",
        amountMinor: 90_001,
      }),
    ).toMatchObject({ status: 409, issue: "moreThanLeft" });

    expect(await balanceOf(b.ann)).toEqual(
      gbp({
        expectedMinor: 99_600,
        earnedMinor: 89_640,
        receivedMinor: 44_820,
        paidMinor: 50_000,
        clawedBackMinor: 44_820,
        dueMinor: -5_180,
      }),
    );
    // The team manager sees N1's wallets (Ann's and their own), the owner the organization's.
    expect(await balanceOf(b.n1Manager)).toEqual(
      gbp({
        expectedMinor: 111_600,
        earnedMinor: 100_440,
        receivedMinor: 50_220,
        paidMinor: 50_000,
        clawedBackMinor: 50_220,
        dueMinor: 220,
      }),
    );
    const organization = gbp({
      expectedMinor: 200_000,
      earnedMinor: 180_000,
      receivedMinor: 90_000,
      paidMinor: 50_000,
      clawedBackMinor: 90_000,
      dueMinor: 40_000,
    });
    expect(await balanceOf(b.owner)).toEqual(organization);
    expect(await balanceOf(b.gm)).toEqual(organization);
    for (const who of [b.owner, b.n1Manager, b.northManager, b.ann, b.sue]) {
      const entries = await allEntries(who);
      expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
      const [balance] = await balanceOf(who);
      expect({ currency: "GBP", ...summed(entries) }).toEqual(balance);
    }
    expect((await get<{ people: { userId: string }[] }>(b.ann, "/v1/wallet")).people).toEqual([
      expect.objectContaining({ userId: b.ann.userId }),
    ]);

    // The dashboard: earned less clawed back; the leaderboard ranks brokers' shares, not overrides.
    const dashboard = await get<{
      statistics: { commissionEarned: { currency: string; value: number }[] };
    }>(b.owner, "/v1/dashboard?period=month");
    expect(dashboard.statistics.commissionEarned).toEqual([
      expect.objectContaining({ currency: "GBP", value: 90_000 }),
    ]);
    const board = await get<{ entries: { userId: string; value: number }[] }>(
      b.owner,
      "/v1/dashboard/leaderboard?by=commission&period=month",
    );
    expect(board.entries.map((e) => [e.userId, e.value])).toEqual([
      [b.ann.userId, 44_820],
      [b.sue.userId, 35_280],
    ]);

    // The CSV: Ann's rows, the formula in the note neutralised, negative numbers left as numbers.
    const csv = await callAs(ctx.app, b.owner).get(`/v1/wallet/export?person=${b.ann.userId}`);
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split("\r\n");
    expect(lines[0]).toMatch(/^date,kind,person,basis/);
    expect(lines).toHaveLength(1 + 5); // expected, earned, received, paid, clawed back
    expect(lines.find((l) => l.includes(",paid,"))).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(lines.find((l) => l.includes(",paid,"))).toContain(",GBP,500.00,50000,");
  });

  it("corrects with new entries, keeps statements per month, and refuses a clawback after the period", async () => {
    const b = await brokerage();
    const f = await createFunder(ctx.app, "Statement Capital");
    await ok(callAs(ctx.app, b.owner).put("/v1/wallet/settings", rules));
    // Bob alone: 50,000.00 at 2 % = 100,000; overrides 10,000 + 5,000 + 2,000; Bob 83,000.
    const dealId = await fundedDeal(b.bob, f, { asked: 5_000_000, funded: 5_000_000 });
    const fortyDaysAgo = new Date(Date.now() - 40 * 86_400_000);
    await fundedAt(ctx.app, dealId, fortyDaysAgo);
    expect(
      await errorOf(b.admin, "POST", `/v1/wallet/deals/${dealId}/clawback`, {
        reason: "refinanced",
      }),
    ).toMatchObject({ status: 409, issue: "clawbackPeriodOver" });
    // A longer period lets it through (rules apply as they are when the clawback is recorded).
    const month = (d: Date) => d.toISOString().slice(0, 7);
    const then = await get<{
      currencies: {
        openingMinor: number;
        closingMinor: number;
        entries: { effectMinor: number }[];
      }[];
    }>(b.bob, `/v1/wallet/statement?month=${month(fortyDaysAgo)}`);
    expect(then.currencies).toEqual([
      expect.objectContaining({ currency: "GBP", openingMinor: 0, closingMinor: 83_000 }),
    ]);
    expect(then.currencies[0]!.entries.map((e) => e.effectMinor)).toEqual([83_000]);

    const [bobsEarned] = await allEntries(b.owner, `&person=${b.bob.userId}&kind=earned`);
    const corrected = await ok(
      callAs(ctx.app, b.admin).post("/v1/wallet/corrections", {
        correctsId: bobsEarned!.id,
        amountMinor: -3_000,
        note: "Rate agreed at 1.94 %",
      }),
    );
    const correction = (corrected.items as Entry[])[0]!;
    expect(correction).toMatchObject({
      kind: "earned",
      amountMinor: -3_000,
      correctsId: bobsEarned!.id,
    });
    expect(
      await errorOf(b.admin, "POST", "/v1/wallet/corrections", {
        correctsId: correction.id,
        amountMinor: 1,
        note: "again",
      }),
    ).toMatchObject({ status: 409, issue: "correctionOfCorrection" });
    expect(
      await errorOf(b.admin, "POST", "/v1/wallet/corrections", {
        correctsId: bobsEarned!.id,
        amountMinor: -80_001,
        note: "too much",
      }),
    ).toMatchObject({ status: 409, issue: "moreThanLeft" });
    const now = await get<{
      currencies: {
        openingMinor: number;
        closingMinor: number;
        entries: { kind: string; effectMinor: number }[];
      }[];
    }>(b.bob, `/v1/wallet/statement?month=${month(new Date())}`);
    expect(now.currencies).toEqual([
      expect.objectContaining({ openingMinor: 83_000, closingMinor: 80_000 }),
    ]);
    expect(now.currencies[0]!.entries.map((e) => [e.kind, e.effectMinor])).toEqual([
      ["earned", -3_000],
    ]);
    expect((await balanceOf(b.bob))[0]).toMatchObject({ earnedMinor: 80_000, dueMinor: 80_000 });
    // Filters by date: nothing of Bob's before the deal was funded.
    const day = (d: Date) => d.toISOString().slice(0, 10);
    expect(
      await allEntries(b.bob, `&to=${day(new Date(fortyDaysAgo.getTime() - 86_400_000))}`),
    ).toEqual([]);
    expect((await allEntries(b.bob, `&from=${day(new Date())}`)).map((e) => e.amountMinor)).toEqual(
      [-3_000],
    );

    await ok(callAs(ctx.app, b.owner).put("/v1/wallet/settings", { ...rules, clawbackDays: 60 }));
    await ok(
      callAs(ctx.app, b.admin).post(`/v1/wallet/deals/${dealId}/clawback`, {
        reason: "refinanced",
      }),
    );
    const all = await allEntries(b.owner, `&deal=${dealId}&kind=clawed_back`);
    expect(all.map((e) => e.amountMinor).sort((x, y) => x - y)).toEqual([
      2_000, 5_000, 10_000, 80_000,
    ]);
    expect(
      await errorOf(b.admin, "POST", `/v1/wallet/deals/${dealId}/clawback`, {
        reason: "refinanced",
      }),
    ).toMatchObject({ status: 409, issue: "moreThanLeft" });
  });

  it("refuses bad input, missing rights, other organizations, funders and splits out of turn", async () => {
    const b = await brokerage();
    const f = await createFunder(ctx.app, "Refusing Capital");
    const stranger = await createBroker(ctx.app, "Elsewhere Brokers");
    const dealId = await fundedDeal(b.ann, f, { asked: 1_000_000, funded: 1_000_000 });
    const open = await createDeal(ctx.app, b.ann, { amountMinor: 1_000_000, currency: "GBP" });
    const splits = `/v1/wallet/deals/${open.id}/splits`;

    // zod: the contract's rules.
    expect(await errorOf(b.owner, "GET", "/v1/wallet/entries?limit=0")).toMatchObject({
      status: 400,
    });
    expect(await errorOf(b.owner, "GET", "/v1/wallet/entries?limit=101")).toMatchObject({
      status: 400,
    });
    expect(await errorOf(b.owner, "GET", "/v1/wallet/entries?kind=bonus")).toMatchObject({
      status: 400,
    });
    expect(await errorOf(b.owner, "GET", "/v1/wallet/entries?colour=red")).toMatchObject({
      status: 400,
    });
    expect(await errorOf(b.owner, "GET", "/v1/wallet/statement?month=2026-13")).toMatchObject({
      status: 400,
      issue: "walletMonth",
    });
    expect(
      await errorOf(b.owner, "PUT", "/v1/wallet/settings", {
        ...rules,
        teamManagerBp: 3000,
        countryManagerBp: 2500,
      }),
    ).toMatchObject({ status: 400, issue: "overrideTotal" });
    expect(
      await errorOf(b.owner, "PUT", "/v1/wallet/settings", { ...rules, clawbackDays: -1 }),
    ).toMatchObject({ status: 400, issue: "clawbackDaysRange" });
    expect(
      await errorOf(b.admin, "POST", `/v1/wallet/deals/${dealId}/received`, { amountMinor: 0 }),
    ).toMatchObject({ status: 400, issue: "walletAmount" });
    expect(
      await errorOf(b.admin, "POST", `/v1/wallet/deals/${dealId}/clawback`, { reason: "fraud" }),
    ).toMatchObject({ status: 400, issue: "clawbackReason" });
    // Numbers, as the contract says: a numeric string is not one (it used to be taken as 100).
    expect(
      await errorOf(b.admin, "POST", `/v1/wallet/deals/${dealId}/received`, { amountMinor: "100" }),
    ).toMatchObject({ status: 400, issue: "walletAmount" });
    expect(
      await errorOf(b.admin, "POST", "/v1/wallet/payouts", {
        beneficiaryId: b.ann.userId,
        amountMinor: "100",
        currency: "GBP",
      }),
    ).toMatchObject({ status: 400, issue: "walletAmount" });
    expect(
      await errorOf(b.owner, "PUT", "/v1/wallet/settings", { ...rules, clawbackDays: "30" }),
    ).toMatchObject({ status: 400, issue: "clawbackDaysRange" });
    expect(
      await errorOf(b.admin, "POST", "/v1/wallet/payouts", {
        beneficiaryId: stranger.userId,
        amountMinor: 1,
        currency: "GBP",
      }),
    ).toMatchObject({ status: 400, issue: "walletPerson" });
    const shares = (...s: [SignedUp | string, number][]) => ({
      shares: s.map(([u, shareBp]) => ({ userId: typeof u === "string" ? u : u.userId, shareBp })),
    });
    expect(await errorOf(b.ann, "PUT", splits, shares([b.ann, 6000], [b.bob, 3000]))).toMatchObject(
      {
        status: 400,
        issue: "splitsTotal",
      },
    );
    expect(
      await errorOf(b.ann, "PUT", splits, {
        shares: [
          { userId: b.ann.userId, shareBp: "5000" },
          { userId: b.bob.userId, shareBp: "5000" },
        ],
      }),
    ).toMatchObject({ status: 400, issue: "splitShareRange" });
    expect(await errorOf(b.ann, "PUT", splits, shares([b.ann, 5000], [b.ann, 5000]))).toMatchObject(
      {
        status: 400,
        issue: "splitsTwice",
      },
    );
    const eleven = Array.from({ length: 11 }, (_, i): [string, number] => [`u${i}`, i ? 909 : 910]);
    expect(await errorOf(b.ann, "PUT", splits, shares(...eleven))).toMatchObject({
      status: 400,
      issue: "splitsTooMany",
    });
    expect(
      await errorOf(b.ann, "PUT", splits, shares([b.ann, 5000], [stranger, 5000])),
    ).toMatchObject({
      status: 400,
      issue: "splitsNotMember",
    });
    const set = await ok(callAs(ctx.app, b.ann).put(splits, shares([b.ann, 5000], [b.bob, 5000])));
    expect(set.shares).toHaveLength(2);
    expect((await ok(callAs(ctx.app, b.ann).put(splits, { shares: [] }))).shares).toEqual([]);

    // Rights: agents and managers do not record money nor change the rules; Sue does not see Ann's deal.
    for (const who of [b.ann, b.n1Manager, b.gm]) {
      expect(
        await errorOf(who, "POST", "/v1/wallet/payouts", {
          beneficiaryId: b.ann.userId,
          amountMinor: 1,
          currency: "GBP",
        }),
      ).toMatchObject({ status: 403 });
      expect(
        await errorOf(who, "POST", `/v1/wallet/deals/${dealId}/received`, { amountMinor: 1 }),
      ).toMatchObject({ status: 403 });
      expect(await errorOf(who, "PUT", "/v1/wallet/settings", rules)).toMatchObject({
        status: 403,
      });
    }
    expect((await get<{ mayChange: boolean }>(b.ann, "/v1/wallet/settings")).mayChange).toBe(false);
    expect(await errorOf(b.sue, "PUT", splits, shares([b.sue, 10_000]))).toMatchObject({
      status: 404,
    });

    // Another organization's deal and entries do not exist for them; funders have no wallet.
    expect(
      await errorOf(stranger, "POST", `/v1/wallet/deals/${dealId}/received`, { amountMinor: 1 }),
    ).toMatchObject({ status: 404 });
    expect(
      await errorOf(stranger, "POST", `/v1/wallet/deals/${dealId}/clawback`, {
        reason: "defaulted",
      }),
    ).toMatchObject({ status: 404 });
    expect(await errorOf(stranger, "GET", `/v1/wallet/deals/${dealId}/splits`)).toMatchObject({
      status: 404,
    });
    const [anns] = await allEntries(b.owner, `&person=${b.ann.userId}`);
    expect(
      await errorOf(stranger, "POST", "/v1/wallet/corrections", {
        correctsId: anns!.id,
        amountMinor: 1,
        note: "x",
      }),
    ).toMatchObject({ status: 404 });
    expect(await balanceOf(stranger)).toEqual([]);
    expect(await allEntries(stranger, `&deal=${dealId}`)).toEqual([]);
    for (const url of [
      "/v1/wallet",
      "/v1/wallet/entries",
      "/v1/wallet/settings",
      "/v1/wallet/export",
    ])
      expect(await errorOf(f.who, "GET", url)).toMatchObject({ status: 403 });

    // Conflicts: splits after funding, money on a deal not funded, more received than earned.
    expect(
      await errorOf(b.ann, "PUT", `/v1/wallet/deals/${dealId}/splits`, shares([b.ann, 10_000])),
    ).toMatchObject({
      status: 409,
      code: "invalid_transition",
    });
    expect(
      await errorOf(b.admin, "POST", `/v1/wallet/deals/${open.id}/received`, { amountMinor: 1 }),
    ).toMatchObject({
      status: 409,
      issue: "notFunded",
    });
    expect(
      await errorOf(b.admin, "POST", `/v1/wallet/deals/${dealId}/received`, {
        amountMinor: 20_001,
      }),
    ).toMatchObject({
      status: 409,
      issue: "moreThanLeft",
    });
    // The deal page's ledger names each entry's person.
    const ledger = await get<{
      items: { kind: string; beneficiaryName: string | null; basis: string }[];
    }>(b.ann, `/v1/user/deal/${dealId}/commissions`);
    expect(ledger.items.map((i) => `${i.kind} ${i.basis}`)).toEqual([
      "expected owner",
      "earned owner",
    ]);
  });

  it("splits changed after acceptance share the expected commission out again by appended differences", async () => {
    const b = await brokerage();
    const f = await createFunder(ctx.app, "Resharing Capital");
    const deal = await createDeal(ctx.app, b.ann, { amountMinor: 1_000_000, currency: "GBP" });
    const [sent] = await createSubmissions(ctx.app, b.ann, deal.id, [f.listings.GBP!]);
    await ok(
      callAs(ctx.app, f.who).post(`/v1/funder/submission/${sent!.id}/offer`, {
        amountMinor: 1_000_000,
        rateBp: 1200,
        termMonths: 24,
        brokerCommissionBp: 300,
      }),
    );
    await ok(callAs(ctx.app, b.ann).post(`/v1/user/submission/${sent!.id}/accept`));
    // Expected 30,000 to Ann; then split 2/3 and 1/3 with Bob: Ann 20,000, Bob 10,000.
    await ok(
      callAs(ctx.app, b.ann).put(`/v1/wallet/deals/${deal.id}/splits`, {
        shares: [
          { userId: b.ann.userId, shareBp: 6667 },
          { userId: b.bob.userId, shareBp: 3333 },
        ],
      }),
    );
    const expected = await allEntries(b.owner, `&deal=${deal.id}&kind=expected`);
    expect(
      expected
        .map((e) => [
          e.beneficiaryId === b.ann.userId ? "ann" : "bob",
          e.amountMinor,
          e.correctsId !== null,
        ])
        .sort(),
    ).toEqual(
      [
        ["ann", -9_999, true],
        ["ann", 30_000, false],
        ["bob", 9_999, false],
      ].sort(),
    );
    expect((await balanceOf(b.owner))[0]).toMatchObject({ expectedMinor: 30_000 });
  });
});
