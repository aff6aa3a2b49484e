import { describe, expect, it } from "vitest";
import { getUser, useTestApp } from "./test-app";
import {
  createApprovedFunder,
  createDeal,
  createListing,
  createMember,
  createOperator,
  listingInput,
  organizationOf,
} from "./factories";
import { callAs } from "./call-as";

const ctx = useTestApp();

const member = (accountType: "organization" | "funder", company: string) =>
  createMember(ctx.app, accountType, company);
const operator = () => createOperator(ctx.app);
const approvedFunder = (company = `Funder ${Math.random()}`) =>
  createApprovedFunder(ctx.app, company);

describe("listings (/v1/lender)", () => {
  it("a funder writes drafts; only its own users see a draft; brokers cannot write listings", async () => {
    const funder = await member("funder", "Capital One Two");
    const broker = await member("organization", "Broker Co");
    const other = await member("funder", "Rival Capital");
    expect(
      (await callAs(ctx.app, broker).post("/v1/lender", listingInput())).json().error.code,
    ).toBe("forbidden");
    const created = await callAs(ctx.app, funder).post("/v1/lender", listingInput());
    expect(created.statusCode).toBe(201);
    const draft = created.json();
    expect(draft).toMatchObject({
      status: "draft",
      version: 1,
      funderName: "Capital One Two",
      criteria: { minCreditScore: 600 },
    });
    expect(
      (await callAs(ctx.app, funder).get("/v1/lender"))
        .json()
        .items.map((l: { id: string }) => l.id),
    ).toEqual([draft.id]);
    for (const outsider of [broker, other]) {
      expect((await callAs(ctx.app, outsider).get(`/v1/lender/${draft.id}`)).statusCode).toBe(404);
      expect(
        (await callAs(ctx.app, outsider).get("/v1/lender"))
          .json()
          .items.map((l: { id: string }) => l.id),
      ).not.toContain(draft.id);
    }
    for (const [method, url] of [
      ["PUT", `/v1/lender/${draft.id}`],
      ["DELETE", `/v1/lender/${draft.id}`],
      ["PUT", `/v1/lender/${draft.id}/publish`],
    ] as const) {
      expect(
        (
          await callAs(ctx.app, other).send(
            method,
            url,
            method === "PUT" ? { ...listingInput(), version: 1 } : undefined,
          )
        ).statusCode,
      ).toBe(404);
    }
    expect((await callAs(ctx.app, funder).get("/v1/lender/not-a-uuid")).statusCode).toBe(404);
    // Funders receive deals; they do not create them.
    const deal = await callAs(ctx.app, funder).post("/v1/user/deals", {
      product: "term_loan",
      amountMinor: 100,
      currency: "GBP",
      purpose: "x",
      borrower: { legalName: "B", entityType: "llc", industry: "retail", country: "GB" },
    });
    expect(deal.json().error.code).toBe("forbidden");
  });

  it("refuses inconsistent criteria and terms field by field", async () => {
    const funder = await member("funder", "Strict Capital");
    const res = await callAs(ctx.app, funder).post(
      "/v1/lender",
      listingInput({
        rateMinBp: 2000,
        rateMaxBp: 1000,
        criteria: {
          amountMinMinor: 10,
          amountMaxMinor: 5,
          products: ["moon_loan"],
          excludedIndustries: ["piracy"],
          countries: ["GB"],
          regions: ["US-TX"],
        },
      }),
    );
    expect(res.statusCode).toBe(400);
    // Unknown codes first; the ranges are checked once every code is known.
    expect(
      res
        .json()
        .error.issues.map((i: { path: string; message: string }) => `${i.path}: ${i.message}`)
        .sort(),
    ).toEqual([
      "criteria.excludedIndustries.0: Choose industries from the list.",
      "criteria.products.0: Choose products from the list, at least one.",
    ]);
    const ranges = await callAs(ctx.app, funder).post(
      "/v1/lender",
      listingInput({
        rateMinBp: 2000,
        rateMaxBp: 1000,
        criteria: { amountMinMinor: 10, amountMaxMinor: 5 },
      }),
    );
    expect(
      ranges
        .json()
        .error.issues.map((i: { path: string; message: string }) => `${i.path}: ${i.message}`)
        .sort(),
    ).toEqual([
      "criteria.amountMinMinor: The minimum is above the maximum",
      "rateMinBp: The minimum is above the maximum",
    ]);
    expect(
      (await callAs(ctx.app, funder).post("/v1/lender", { ...listingInput(), owner: "me" }))
        .statusCode,
    ).toBe(400);
    expect(
      (await callAs(ctx.app, funder).post("/v1/lender", listingInput({ name: "" }))).json().error
        .issues[0].path,
    ).toBe("name");
  });

  it("publishing waits for an operator's approval; then brokers see the listing", async () => {
    const funder = await member("funder", "New Lender Ltd");
    const broker = await member("organization", "Broker Two");
    const draft = (await callAs(ctx.app, funder).post("/v1/lender", listingInput())).json();
    const early = await callAs(ctx.app, funder).put(`/v1/lender/${draft.id}/publish`);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatchObject({
      code: "funder_not_approved",
      message: expect.stringContaining("waiting for approval"),
    });
    const { organization, operator: funderIsOperator } = (
      await getUser(ctx.app, funder.token)
    ).json();
    expect({ approvedAt: organization.approvedAt, funderIsOperator }).toEqual({
      approvedAt: null,
      funderIsOperator: false,
    });
    // Only operators approve, and an operator is not made by signing up.
    expect(
      (await callAs(ctx.app, broker).put(`/v1/operator/funders/${organization.id}/approve`))
        .statusCode,
    ).toBe(403);
    expect((await callAs(ctx.app, funder).get("/v1/operator/funders")).statusCode).toBe(403);
    const ops = await operator();
    expect((await callAs(ctx.app, ops).get("/v1/operator/funders")).json().items).toContainEqual(
      expect.objectContaining({ id: organization.id, approvedAt: null }),
    );
    expect(
      (await callAs(ctx.app, ops).put(`/v1/operator/funders/${crypto.randomUUID()}/approve`))
        .statusCode,
    ).toBe(404);
    const brokerOrg = (await getUser(ctx.app, broker.token)).json().organization;
    expect(
      (await callAs(ctx.app, ops).put(`/v1/operator/funders/${brokerOrg.id}/approve`)).statusCode,
    ).toBe(404);
    expect(
      (await callAs(ctx.app, ops).put(`/v1/operator/funders/${organization.id}/approve`)).json()
        .approvedAt,
    ).toEqual(expect.any(String));
    expect((await getUser(ctx.app, ops.token)).json().operator).toBe(true);
    expect((await getUser(ctx.app, funder.token)).json().organization.approvedAt).toEqual(
      expect.any(String),
    );
    const published = await callAs(ctx.app, funder).put(`/v1/lender/${draft.id}/publish`);
    expect(published.json()).toMatchObject({
      status: "published",
      publishedAt: expect.any(String),
    });
    expect(
      (await callAs(ctx.app, funder).put(`/v1/lender/${draft.id}/publish`)).json().status,
    ).toBe("published");
    expect((await callAs(ctx.app, broker).get(`/v1/lender/${draft.id}`)).json().name).toBe(
      "Growth term loans",
    );
    expect(
      (await callAs(ctx.app, broker).get("/v1/lender"))
        .json()
        .items.map((l: { id: string }) => l.id),
    ).toContain(draft.id);
    expect(
      (await callAs(ctx.app, funder).put(`/v1/lender/${draft.id}/unpublish`)).json().status,
    ).toBe("draft");
    expect((await callAs(ctx.app, broker).get(`/v1/lender/${draft.id}`)).statusCode).toBe(404);
  });

  it("changes at the version read; says when the criteria last changed; deletes", async () => {
    const funder = await member("funder", "Versioned Capital");
    const draft = (await callAs(ctx.app, funder).post("/v1/lender", listingInput())).json();
    const renamed = (
      await callAs(ctx.app, funder).put(`/v1/lender/${draft.id}`, {
        ...listingInput({ name: "Renamed" }),
        version: 1,
      })
    ).json();
    expect(renamed).toMatchObject({
      name: "Renamed",
      version: 2,
      criteriaUpdatedAt: draft.criteriaUpdatedAt,
    });
    const stale = await callAs(ctx.app, funder).put(`/v1/lender/${draft.id}`, {
      ...listingInput(),
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe("version_conflict");
    const tightened = (
      await callAs(ctx.app, funder).put(`/v1/lender/${draft.id}`, {
        ...listingInput({ criteria: { minCreditScore: 650 } }),
        version: 2,
      })
    ).json();
    expect(tightened.criteria).toEqual({ minCreditScore: 650 });
    expect(Date.parse(tightened.criteriaUpdatedAt)).toBeGreaterThan(
      Date.parse(draft.criteriaUpdatedAt),
    );
    expect((await callAs(ctx.app, funder).delete(`/v1/lender/${draft.id}`)).statusCode).toBe(204);
    expect((await callAs(ctx.app, funder).get(`/v1/lender/${draft.id}`)).statusCode).toBe(404);
    expect((await callAs(ctx.app, funder).delete(`/v1/lender/${draft.id}`)).statusCode).toBe(404);
  });
});

describe("matching a deal (/v1/user/deal/{id}/matches)", () => {
  it("judges region, property type, debt service coverage and positions as pass or fail with their facts, never unknown", async () => {
    const funderA = await approvedFunder("Clyde Property");
    const funderB = await approvedFunder("Thames Property");
    const broker = await member("organization", "Property Brokers");
    const fits = await createListing(ctx.app, funderA, {
      name: "Scottish residential",
      criteria: {
        products: ["commercial_real_estate"],
        regions: ["GB-SCT"],
        propertyTypes: ["residential"],
        minDscrBp: 12_500,
        maxPositions: 2,
        maxExistingBalanceMinor: 5_000_000,
      },
    });
    const misses = await createListing(ctx.app, funderB, {
      name: "English offices",
      criteria: {
        products: ["commercial_real_estate"],
        regions: ["GB-ENG"],
        propertyTypes: ["office"],
        minDscrBp: 20_000,
        maxPositions: 1,
        maxExistingBalanceMinor: 1_000_000,
      },
    });
    const deal = await createDeal(
      ctx.app,
      broker,
      {
        product: "commercial_real_estate",
        amountMinor: 45_000_000,
        termMonths: 240,
        interestRateBp: 700,
        existingAdvances: [
          { funder: "Quick Capital", balanceMinor: 1_500_000 },
          { funder: "Iron Bank", balanceMinor: 500_000 },
        ],
      },
      {
        region: "GB-GLG",
        property: {
          type: "multifamily",
          address: "1 Clyde St, Glasgow",
          valueMinor: 80_000_000,
          monthlyIncomeMinor: 500_000,
        },
      },
    );
    const body = (await callAs(ctx.app, broker).get(`/v1/user/deal/${deal.id}/matches`)).json();
    const checksOf = (id: string) =>
      [...body.fits, ...body.excluded].find((j: { listingId: string }) => j.listingId === id)
        .checks as { criterion: string; result: string; code: string }[];
    const wanted = [
      "regions",
      "propertyTypes",
      "minDscrBp",
      "maxPositions",
      "maxExistingBalanceMinor",
    ];
    const pick = (id: string) => checksOf(id).filter((c) => wanted.includes(c.criterion));
    // £450,000 over 240 months at 7 % is £3,488.85 a month; £5,000 of income covers it 1.4331x.
    const gbp = (minor: number) => ({ kind: "money", minor, currency: "GBP" });
    expect(pick(fits.id)).toEqual([
      {
        criterion: "regions",
        result: "pass",
        code: "accepted",
        deal: { kind: "region", codes: ["GB-GLG"] },
        listing: { kind: "region", codes: ["GB-SCT"] },
      },
      {
        criterion: "maxPositions",
        result: "warn",
        code: "close_to_maximum",
        deal: { kind: "count", value: 2 },
        listing: { kind: "count", value: 2 },
      },
      {
        criterion: "maxExistingBalanceMinor",
        result: "pass",
        code: "within_maximum",
        deal: gbp(2_000_000),
        listing: gbp(5_000_000),
      },
      {
        criterion: "propertyTypes",
        result: "pass",
        code: "accepted",
        deal: { kind: "propertyType", codes: ["multifamily"] },
        listing: { kind: "propertyType", codes: ["residential"] },
      },
      {
        criterion: "minDscrBp",
        result: "pass",
        code: "meets_minimum",
        deal: { kind: "ratio", bp: 14_331 },
        listing: { kind: "ratio", bp: 12_500 },
      },
    ]);
    expect(pick(misses.id).map((c) => `${c.criterion}: ${c.result} ${c.code}`)).toEqual([
      "regions: fail not_accepted",
      "maxPositions: fail above_maximum",
      "maxExistingBalanceMinor: fail above_maximum",
      "propertyTypes: fail not_accepted",
      "minDscrBp: fail below_minimum",
    ]);
  });

  it("refuses excluded regions that are not codes, lie outside the listing's countries or are also served", async () => {
    const funder = await member("funder", "Regional Capital");
    const issuesOf = async (criteria: Record<string, unknown>) =>
      (await callAs(ctx.app, funder).post("/v1/lender", listingInput({ criteria })))
        .json()
        .error.issues.map((i: { path: string; message: string }) => `${i.path}: ${i.message}`);
    expect(await issuesOf({ countries: ["US"], excludedRegions: ["California"] })).toEqual([
      "criteria.excludedRegions.0: Enter regions as ISO 3166-2 codes such as GB-SCT or US-TX, separated by commas.",
    ]);
    expect(await issuesOf({ countries: ["US"], excludedRegions: ["US-CA", "GB-SCT"] })).toEqual([
      "criteria.excludedRegions: A region must be in one of the countries chosen (GB-SCT needs United Kingdom).",
    ]);
    expect(
      await issuesOf({
        countries: ["US"],
        regions: ["US-CA", "US-TX"],
        excludedRegions: ["US-CA"],
      }),
    ).toEqual([
      "criteria.excludedRegions: A region cannot be both served and excluded: take it out of one of the two lists.",
    ]);
    const saved = await callAs(ctx.app, funder).post(
      "/v1/lender",
      listingInput({ criteria: { countries: ["US"], excludedRegions: ["US-CA", "US-NY"] } }),
    );
    expect(saved.statusCode).toBe(201);
    expect(saved.json().criteria).toEqual({
      countries: ["US"],
      excludedRegions: ["US-CA", "US-NY"],
    });
  });

  it("US except CA and NY: refuses a Californian deal on region only and a Canadian one on country only", async () => {
    const funder = await approvedFunder("Coast to Coast Capital");
    const broker = await member("organization", "Continental Brokers");
    const except = await createListing(ctx.app, funder, {
      name: "All states but two",
      currency: "USD",
      criteria: { countries: ["US"], excludedRegions: ["US-CA", "US-NY"] },
    });
    const checksFor = async (borrower: Record<string, unknown>) => {
      const deal = await createDeal(ctx.app, broker, { currency: "USD" }, borrower);
      const body = (await callAs(ctx.app, broker).get(`/v1/user/deal/${deal.id}/matches`)).json();
      const judged = [...body.fits, ...body.excluded].find(
        (j: { listingId: string }) => j.listingId === except.id,
      );
      if (!judged) return "not a candidate";
      return {
        fits: judged.fits as boolean,
        checks: (judged.checks as { criterion: string; result: string; code: string }[]).map(
          (c) => `${c.criterion}: ${c.result} ${c.code}`,
        ),
      };
    };
    expect(await checksFor({ country: "US", region: "US-CA" })).toEqual({
      fits: false,
      checks: ["countries: pass accepted", "excludedRegions: fail excluded"],
    });
    // Matching looks a deal's listings up by country: the country alone leaves this one out; the
    // lender check, which judges every listing of the funder, says the country and nothing else.
    expect(await checksFor({ country: "CA", region: "CA-ON" })).toBe("not a candidate");
    const canadian = await createDeal(
      ctx.app,
      broker,
      { currency: "USD" },
      { country: "CA", region: "CA-ON" },
    );
    const funderId = (await organizationOf(ctx.app, funder)).id;
    const check = (
      await callAs(ctx.app, broker).get(`/v1/user/deal/${canadian.id}/matches/funders/${funderId}`)
    ).json();
    expect(
      check.listings[0].checks.map(
        (c: { criterion: string; result: string; code: string }) =>
          `${c.criterion}: ${c.result} ${c.code}`,
      ),
    ).toEqual(["countries: fail not_accepted"]);
    expect(await checksFor({ country: "US", region: "US-TX" })).toEqual({
      fits: true,
      checks: ["countries: pass accepted", "excludedRegions: pass not_excluded"],
    });
    expect(await checksFor({ country: "US" })).toEqual({
      fits: true,
      checks: ["countries: pass accepted", "excludedRegions: unknown not_given"],
    });
  });

  it("judges published listings criterion by criterion, ranks those that fit and never matches a draft", async () => {
    const funderA = await approvedFunder("Alpha Capital");
    const funderB = await approvedFunder("Beta Funding");
    const broker = await member("organization", "Matching Brokers");
    const fast = await createListing(ctx.app, funderA, {
      name: "Fast",
      promisedResponseHours: 4,
      criteria: { products: ["term_loan"], minCreditScore: 550 },
    });
    const strict = await createListing(ctx.app, funderB, {
      name: "Strict",
      criteria: { minCreditScore: 600, minMonthsInBusiness: 6 },
    });
    const wrongProduct = await createListing(ctx.app, funderB, {
      name: "Bridge only",
      criteria: { products: ["bridge"] },
    });
    const draft = await createListing(
      ctx.app,
      funderA,
      { name: "Draft", criteria: {} },
      { publish: false },
    );
    const deal = await createDeal(
      ctx.app,
      broker,
      { purpose: "Stock" },
      {
        legalName: "Fit Co",
        industry: "retail",
        startDate: "2020-01-01",
        owners: [{ name: "A", ownershipBp: 10_000, creditScore: 580 }],
      },
    );
    const res = await callAs(ctx.app, broker).get(`/v1/user/deal/${deal.id}/matches`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const ids = (list: { listingId: string }[]) => list.map((j) => j.listingId);
    expect(ids(body.fits)).toContain(fast.id);
    expect(ids(body.excluded)).toContain(strict.id);
    for (const absent of [draft.id, wrongProduct.id])
      expect([...ids(body.fits), ...ids(body.excluded)]).not.toContain(absent);
    const judged = body.excluded.find((j: { listingId: string }) => j.listingId === strict.id);
    expect(judged.checks).toContainEqual({
      criterion: "minCreditScore",
      result: "fail",
      code: "below_minimum",
      deal: { kind: "score", value: 580 },
      listing: { kind: "score", value: 600 },
    });
    expect(judged.checks).toContainEqual(
      expect.objectContaining({ criterion: "minMonthsInBusiness", result: "pass" }),
    );
    expect(judged.listing).toMatchObject({
      name: "Strict",
      funderName: "Beta Funding",
      criteriaUpdatedAt: expect.any(String),
    });
    expect(body.suggestions).toContainEqual({
      fact: "creditScore",
      direction: "atLeast",
      to: { kind: "score", value: 600 },
      funders: 1,
    });
    // Listings are kept per version: a change is judged at once, an unpublished listing drops out.
    const loosened = await callAs(ctx.app, funderB).put(`/v1/lender/${strict.id}`, {
      ...listingInput({ name: "Strict", criteria: { minCreditScore: 560 } }),
      version: strict.version,
    });
    expect(loosened.statusCode).toBe(200);
    expect((await callAs(ctx.app, funderA).put(`/v1/lender/${fast.id}/unpublish`)).statusCode).toBe(
      200,
    );
    const again = (await callAs(ctx.app, broker).get(`/v1/user/deal/${deal.id}/matches`)).json();
    expect(ids(again.fits)).toEqual([strict.id]);
    expect(again.fits[0].listing.criteria).toEqual({ minCreditScore: 560 });
    expect(ids(again.excluded)).not.toContain(fast.id);
    // Another organization's deal is not found.
    const stranger = await member("organization", "Elsewhere");
    expect(
      (await callAs(ctx.app, stranger).get(`/v1/user/deal/${deal.id}/matches`)).statusCode,
    ).toBe(404);
  });
});
