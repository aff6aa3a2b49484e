import { describe, expect, it } from "vitest";
import { memberships } from "@portal/db/schema/organizations";
import { getUser, useTestApp } from "./test-app";
import { dealListQuerySchema } from "@portal/contract/deals/deal-schemas";
import { createDealService } from "../src/modules/deals/service";
import { createBroker, signUp, type SignedUp } from "./factories";
import { callAs } from "./call-as";

const ctx = useTestApp();

const broker = (company = "Harbour Finance") => createBroker(ctx.app, company);

const borrower = {
  legalName: "Northwind Bakery Ltd",
  tradingName: "Northwind",
  entityType: "limited_company",
  industry: "restaurants",
  country: "GB",
  owners: [{ name: "Ann Lee", ownershipBp: 10_000, creditScore: 720 }],
};
const newDeal = (overrides: Record<string, unknown> = {}) => ({
  product: "term_loan",
  amountMinor: 5_000_000,
  currency: "GBP",
  purpose: "New ovens",
  termMonths: 24,
  borrower,
  ...overrides,
});

const create = (user: SignedUp, overrides: Record<string, unknown> = {}) =>
  callAs(ctx.app, user).post("/v1/user/deals", newDeal(overrides));
const move = (user: SignedUp, id: string, to: string, version: number, reason?: string) =>
  callAs(ctx.app, user).post(`/v1/user/deal/${id}/transition`, {
    to,
    version,
    ...(reason ? { reason } : {}),
  });

describe("deals", () => {
  it("creates a draft with a borrower, a reference and a first history entry", async () => {
    const user = await broker();
    const res = await create(user);
    expect(res.statusCode).toBe(201);
    const deal = res.json();
    expect(deal).toMatchObject({
      status: "draft",
      version: 1,
      amountMinor: 5_000_000,
      currency: "GBP",
      ownerId: user.userId,
      borrower: { legalName: "Northwind Bakery Ltd" },
    });
    expect(deal.reference).toMatch(/^D-\d{6,}$/);
    expect(deal.history).toEqual([
      expect.objectContaining({ from: null, to: "draft", actorId: user.userId, source: "api" }),
    ]);
    expect((await callAs(ctx.app, user).get(`/v1/user/deal/${deal.id}`)).json().id).toBe(deal.id);
  });

  it("refuses bad input field by field, and a secured product without its property", async () => {
    const user = await broker();
    const res = await create(user, {
      amountMinor: -5,
      currency: "XXX1",
      product: "moon_loan",
      purpose: "",
    });
    expect(res.statusCode).toBe(400);
    expect(
      [...new Set(res.json().error.issues.map((i: { path: string }) => i.path))].sort(),
    ).toEqual(["amountMinor", "currency", "product", "purpose"]);
    const secured = await create(user, { product: "bridge" });
    expect(secured.statusCode).toBe(400);
    expect(secured.json().error.issues[0].path).toBe("borrower.property");
    expect((await create(user, { borrower: undefined })).statusCode).toBe(400);
    expect(
      (await callAs(ctx.app, user).post("/v1/user/deals", { ...newDeal(), extra: 1 })).statusCode,
    ).toBe(400);
    // Not onboarded yet: no organization to hold deals.
    const stranger = await signUp(ctx.app);
    expect((await create(stranger)).json().error.code).toBe("profile_not_found");
  });

  it("never shows another organization's deal (404, not 403), nor lets it reuse its borrower", async () => {
    const mine = await broker("Mine");
    const theirs = await broker("Theirs");
    const deal = (await create(mine)).json();
    expect((await callAs(ctx.app, theirs).get(`/v1/user/deal/${deal.id}`)).statusCode).toBe(404);
    expect((await move(theirs, deal.id, "submitted", 1)).statusCode).toBe(404);
    expect(
      (
        await callAs(ctx.app, theirs).post(`/v1/user/deal/${deal.id}`, {
          purpose: "hijack",
          version: 1,
        })
      ).statusCode,
    ).toBe(404);
    expect((await callAs(ctx.app, theirs).get("/v1/user/deals")).json().total).toBe(0);
    expect(
      (await create(theirs, { borrower: undefined, borrowerId: deal.borrower.id })).statusCode,
    ).toBe(404);
    expect((await callAs(ctx.app, theirs).get("/v1/user/deal/not-a-uuid")).statusCode).toBe(404);
    expect((await move(theirs, "../../etc", "submitted", 1)).statusCode).toBe(404);
  });

  it("shows a member only their own deals; the owner sees the organization's", async () => {
    const owner = await broker("Team Co");
    const member = await signUp(ctx.app);
    const { organization } = (await getUser(ctx.app, owner.token)).json();
    await ctx.app.database.db
      .insert(memberships)
      .values({ organizationId: organization.id, userId: member.userId, role: "member" });
    const ownersDeal = (await create(owner)).json();
    const membersDeal = (await create(member)).json();
    expect((await callAs(ctx.app, member).get(`/v1/user/deal/${ownersDeal.id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await callAs(ctx.app, member).get("/v1/user/deals"))
        .json()
        .items.map((d: { id: string }) => d.id),
    ).toEqual([membersDeal.id]);
    expect((await callAs(ctx.app, owner).get(`/v1/user/deal/${membersDeal.id}`)).statusCode).toBe(
      200,
    );
    expect((await callAs(ctx.app, owner).get("/v1/user/deals")).json().total).toBe(2);
  });

  it("takes the industry as a code from the list: free text is refused with what to do, and nothing is saved", async () => {
    const user = await broker();
    const refused = await create(user, {
      borrower: { ...newDeal().borrower, industry: "Food & beverage" },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.issues).toContainEqual(
      expect.objectContaining({
        path: "borrower.industry",
        message: "Choose the borrower's industry from the list.",
      }),
    );
    expect((await callAs(ctx.app, user).get("/v1/user/deals")).json().total).toBe(0);
    const made = await create(user, { borrower: { ...newDeal().borrower, industry: "gambling" } });
    expect(made.json().borrower.industry).toBe("gambling");
  });

  it("one must-have-a-property rule for a secured deal, new borrower or not", async () => {
    const user = await broker();
    const unsecured = (await create(user)).json();
    const again = await create(user, {
      product: "bridge",
      borrower: undefined,
      borrowerId: unsecured.borrower.id,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.issues).toEqual([
      expect.objectContaining({ path: "borrower.property", code: "propertyRequired" }),
    ]);
    // Nor can an unsecured deal of that borrower become a secured one.
    const changed = await callAs(ctx.app, user).post(`/v1/user/deal/${unsecured.id}`, {
      product: "bridge",
      version: unsecured.version,
    });
    expect(changed.json().error.issues[0].code).toBe("propertyRequired");
    expect((await callAs(ctx.app, user).get("/v1/user/deals")).json().total).toBe(1);
  });

  it("takes the region as a subdivision of the business's country, and refuses one of another", async () => {
    const user = await broker();
    const elsewhere = await create(user, { borrower: { ...borrower, region: "US-TX" } });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error.issues).toEqual([
      expect.objectContaining({ path: "borrower.region", code: "regionNotInCountry" }),
    ]);
    const made = await create(user, { borrower: { ...borrower, region: "GB-SCT" } });
    expect(made.json().borrower.region).toBe("GB-SCT");
    const bad = await create(user, { borrower: { ...borrower, region: "Scotland" } });
    expect(bad.json().error.issues[0]).toMatchObject({
      path: "borrower.region",
      code: "regionChoice",
    });
    expect((await callAs(ctx.app, user).get("/v1/user/deals")).json().total).toBe(1);
  });

  it("records each existing advance and their total; refuses a total that is not their sum", async () => {
    const user = await broker();
    const existingAdvances = [
      {
        funder: "Quick Capital",
        balanceMinor: 1_200_000,
        paymentMinor: 25_000,
        paymentFrequency: "daily",
      },
      { funder: "Iron Bank", balanceMinor: 800_000 },
    ];
    const mismatch = await create(user, { existingAdvances, existingAdvancesMinor: 1 });
    expect(mismatch.json().error.issues[0]).toMatchObject({
      path: "existingAdvancesMinor",
      code: "advancesTotalMismatch",
    });
    const made = (await create(user, { existingAdvances })).json();
    expect(made).toMatchObject({ existingAdvances, existingAdvancesMinor: 2_000_000 });
    // A total alone must agree with the advances kept; a new list replaces them.
    const stale = await callAs(ctx.app, user).post(`/v1/user/deal/${made.id}`, {
      existingAdvancesMinor: 5,
      version: made.version,
    });
    expect(stale.json().error.issues[0].code).toBe("advancesTotalMismatch");
    const none = await callAs(ctx.app, user).post(`/v1/user/deal/${made.id}`, {
      existingAdvances: [],
      version: made.version,
    });
    expect(none.json()).toMatchObject({ existingAdvances: [], existingAdvancesMinor: 0 });
    const unnamed = await create(user, { existingAdvances: [{ funder: " ", balanceMinor: 5 }] });
    expect(unnamed.json().error.issues[0]).toMatchObject({
      path: "existingAdvances.0.funder",
      message: "Name the funder of each existing advance.",
    });
  });

  it("a broker makes only the broker's moves: review, proposals, acceptance, funding, decline and lost are refused and change nothing", async () => {
    const user = await broker();
    const deal = (await create(user)).json();
    expect((await move(user, deal.id, "submitted", 1)).json()).toMatchObject({ version: 2 });
    for (const [to, reason] of [
      ["in_review", undefined],
      ["proposals", undefined],
      ["accepted", undefined],
      ["funded", undefined],
      ["declined", "Funders said no"],
      ["lost", "Went elsewhere"],
    ] as const) {
      const refused = await move(user, deal.id, to, 2, reason);
      expect(refused.statusCode, to).toBe(403);
      expect(refused.json().error).toMatchObject({
        code: "not_your_move",
        message:
          "Only a funder's answer or the CRM moves a deal to that state: submit it, withdraw it, or accept an offer.",
      });
    }
    const after = (await callAs(ctx.app, user).get(`/v1/user/deal/${deal.id}`)).json();
    expect(after).toMatchObject({ status: "submitted", version: 2 });
    expect(after.history).toHaveLength(2);
    // Another organization's deal: the same refusal for a move that is never a broker's, not found
    // for one that is (nothing about the deal is told either way).
    const theirs = await broker();
    expect((await move(theirs, deal.id, "lost", 2, "x")).statusCode).toBe(403);
    expect((await move(theirs, deal.id, "withdrawn", 2, "x")).statusCode).toBe(404);
    expect(
      (await move(user, deal.id, "withdrawn", 2, "Client changed plans")).json(),
    ).toMatchObject({ status: "withdrawn" });
  });

  it("moves along the pipeline with history; refuses skips, stale versions and end states without a reason", async () => {
    const user = await broker();
    const deal = (await create(user)).json();
    const submitted = await callAs(ctx.app, user).send(
      "POST",
      `/v1/user/deal/${deal.id}/transition`,
      { to: "submitted", version: 1 },
      { "x-portal-client": "web" },
    );
    expect(submitted.json()).toMatchObject({ status: "submitted", version: 2 });
    expect(submitted.json().history.at(-1)).toMatchObject({
      from: "draft",
      to: "submitted",
      source: "ui",
    });
    const again = await move(user, deal.id, "submitted", 2);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("invalid_transition");
    expect((await move(user, deal.id, "withdrawn", 1, "Stale")).json().error.code).toBe(
      "version_conflict",
    );
    const noReason = await move(user, deal.id, "withdrawn", 2);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.issues[0]).toMatchObject({
      path: "reason",
      message: "Give a reason",
    });
    const withdrawn = await move(user, deal.id, "withdrawn", 2, "Client found other funding");
    expect(withdrawn.json()).toMatchObject({ status: "withdrawn", version: 3 });
    expect(withdrawn.json().history.at(-1)).toMatchObject({
      to: "withdrawn",
      reason: "Client found other funding",
    });
    expect((await move(user, deal.id, "submitted", 3)).json().error.code).toBe(
      "invalid_transition",
    );
    // A closed deal's facts stay as they were.
    expect(
      (
        await callAs(ctx.app, user).post(`/v1/user/deal/${deal.id}`, {
          purpose: "changed",
          version: 3,
        })
      ).json().error.code,
    ).toBe("invalid_transition");
  });

  it("lets exactly one of two concurrent moves win; the other gets 409 and nothing half-applied", async () => {
    const user = await broker();
    const deal = (await create(user)).json();
    const results = await Promise.all([
      move(user, deal.id, "submitted", 1),
      move(user, deal.id, "withdrawn", 1, "changed mind"),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const final = (await callAs(ctx.app, user).get(`/v1/user/deal/${deal.id}`)).json();
    expect(final.version).toBe(2);
    expect(final.history).toHaveLength(2);
  });

  it("updates facts from multipart form fields with the version read", async () => {
    const user = await broker();
    const deal = (await create(user)).json();
    const boundary = "----portal";
    const body =
      [
        ["purpose", "Ovens and a van"],
        ["amountMinor", "7500000"],
        // A list goes as its JSON text.
        ["existingAdvances", JSON.stringify([{ funder: "Iron Bank", balanceMinor: 90_000 }])],
        ["version", "1"],
      ]
        .map(
          ([k, v]) =>
            `--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
        )
        .join("") + `--${boundary}--\r\n`;
    const res = await ctx.app.inject({
      method: "POST",
      url: `/v1/user/deal/${deal.id}`,
      headers: {
        authorizationkey: user.token,
        "content-type": `multipart/form-data; boundary=${boundary}`,
      },
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      purpose: "Ovens and a van",
      amountMinor: 7_500_000,
      existingAdvances: [{ funder: "Iron Bank", balanceMinor: 90_000 }],
      existingAdvancesMinor: 90_000,
      version: 2,
    });
    expect(
      (
        await callAs(ctx.app, user).post(`/v1/user/deal/${deal.id}`, {
          purpose: "stale",
          version: 1,
        })
      ).json().error.code,
    ).toBe("version_conflict");
    expect(
      (
        await callAs(ctx.app, user).post(`/v1/user/deal/${deal.id}`, {
          amountMinor: "lots",
          version: 2,
        })
      ).statusCode,
    ).toBe(400);
  });

  it("lists with search, filters, sort and pages", async () => {
    const user = await broker("Lister");
    for (const [name, amount, product] of [
      ["Alpha Plumbing", 1_000_000, "term_loan"],
      ["Beta Builders", 3_000_000, "line_of_credit"],
      ["Gamma Garden", 2_000_000, "term_loan"],
    ] as const) {
      await create(user, {
        amountMinor: amount,
        product,
        borrower: { ...borrower, legalName: name, tradingName: undefined },
      });
    }
    const list = (query: string) =>
      callAs(ctx.app, user)
        .get(`/v1/user/deals?${query}`)
        .then((r) => r.json());
    expect(
      (await list("q=beta")).items.map((d: { borrowerName: string }) => d.borrowerName),
    ).toEqual(["Beta Builders"]);
    expect(
      (await list("product=term_loan&sort=amountMinor")).items.map(
        (d: { amountMinor: number }) => d.amountMinor,
      ),
    ).toEqual([1_000_000, 2_000_000]);
    const page = await list("sort=-amountMinor&pageSize=2&page=2");
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.items.map((d: { amountMinor: number }) => d.amountMinor)).toEqual([1_000_000]);
    expect((await list("status=funded")).total).toBe(0);
    const reference = (await list("")).items[0].reference;
    expect((await list(`q=${reference}`)).items).toHaveLength(1);
    expect((await list("q=%25")).total).toBe(0);
    expect((await callAs(ctx.app, user).get("/v1/user/deals?pageSize=1000")).statusCode).toBe(400);
  });

  it("counts the total exactly up to a bound, then says there are more (and pages on past it)", async () => {
    const user = await broker("Counter");
    for (let i = 0; i < 4; i++) await create(user);
    // The route counts up to 1,000: four are counted exactly.
    expect((await callAs(ctx.app, user).get("/v1/user/deals")).json()).toMatchObject({
      total: 4,
      totalIsCapped: false,
    });
    const deals = createDealService(ctx.app.database.db, { listTotalBound: 3 });
    const list = (query: Record<string, string>) =>
      deals.list(user.userId, dealListQuerySchema.parse(query));
    // Bound 3, four deals: "3+", the page still full.
    const first = await list({ pageSize: "2" });
    expect(first).toMatchObject({ total: 3, totalIsCapped: true, page: 1 });
    expect(first.items).toHaveLength(2);
    // Counting reaches at least the end of the page asked for: page 2 of 2 knows it is the last.
    expect(await list({ pageSize: "2", page: "2" })).toMatchObject({
      total: 4,
      totalIsCapped: false,
    });
    // Filters count the same way: exactly at the bound is not capped.
    expect(await list({ pageSize: "1", status: "draft" })).toMatchObject({
      total: 3,
      totalIsCapped: true,
    });
    expect(await list({ status: "funded" })).toMatchObject({ total: 0, totalIsCapped: false });
    // A page past the last still says how many there are.
    expect(await list({ pageSize: "2", page: "5" })).toMatchObject({
      items: [],
      total: 4,
      totalIsCapped: false,
    });
    const atBound = createDealService(ctx.app.database.db, { listTotalBound: 4 });
    expect(await atBound.list(user.userId, dealListQuerySchema.parse({}))).toMatchObject({
      total: 4,
      totalIsCapped: false,
    });
  });
});

describe("deal references (decision 052)", () => {
  const referencesOf = async (user: SignedUp) =>
    (
      (await callAs(ctx.app, user).get("/v1/user/deals?sort=createdAt&pageSize=100")).json() as {
        items: { id: string; reference: string }[];
      }
    ).items;

  it("numbers each organization's deals from D-000001, and a search finds only its own", async () => {
    const first = await broker("First Numbers");
    const second = await broker("Second Numbers");
    const a1 = (await create(first)).json();
    const a2 = (await create(first)).json();
    const b1 = (await create(second)).json();
    expect([a1.reference, a2.reference, b1.reference]).toEqual([
      "D-000001",
      "D-000002",
      "D-000001",
    ]);
    const found = (await callAs(ctx.app, second).get("/v1/user/deals?q=D-000001")).json();
    expect(found.items.map((d: { id: string }) => d.id)).toEqual([b1.id]);
    // Another organization's deal by id stays out of reach.
    expect((await callAs(ctx.app, second).get(`/v1/user/deal/${a1.id}`)).statusCode).toBe(404);
  });

  it("never gives two deals created at once in one organization the same reference", async () => {
    const user = await broker("Busy Numbers");
    const made = await Promise.all(Array.from({ length: 8 }, () => create(user)));
    expect(made.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    const references = (await referencesOf(user)).map((d) => d.reference).sort();
    expect(references).toEqual(
      Array.from({ length: 8 }, (_, i) => `D-${String(i + 1).padStart(6, "0")}`),
    );
  });
});
