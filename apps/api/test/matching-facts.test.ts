// Matching says facts, never sentences (issue 36, decision 069): a deal's matches, the lender
// check and the funder's fit carry, per criterion, a code and values with their kinds; the web words
// them in the reader's language. Any reason text in these answers fails here.
import { describe, expect, it } from "vitest";
import {
  checkCodes,
  codesByCriterion,
  type CheckFacts,
} from "@portal/contract/matching/check-schemas";
import type { CriterionName } from "@portal/contract/lenders/listing-schemas";
import {
  dealMatchesSchema,
  type DealMatches,
  type FunderCheck,
} from "@portal/contract/matching/match-schemas";
import type { FunderFit } from "@portal/contract/submissions/inbox-schemas";
import { callAs } from "./call-as";
import {
  createApprovedFunder,
  createDeal,
  createListing,
  createMember,
  createSubmissions,
  organizationOf,
  uploadDocument,
} from "./factories";
import { useTestApp } from "./test-app";

const ctx = useTestApp();

/** A code, a currency or an id: never a word of a sentence. */
const codeLike = /^[A-Za-z0-9_-]+$/;
const checkKeys = ["criterion", "result", "code", "deal", "listing", "listingTo"];

/** Every string in `value` is code-like and no key is a reason or a sentence. */
function expectOnlyFacts(value: unknown, path: string) {
  if (typeof value === "string") expect(value, path).toMatch(codeLike);
  else if (Array.isArray(value)) value.forEach((v, i) => expectOnlyFacts(v, `${path}[${i}]`));
  else if (value && typeof value === "object")
    for (const [key, v] of Object.entries(value)) {
      expect(["reason", "sentence", "text", "message"], `${path}.${key}`).not.toContain(key);
      expectOnlyFacts(v, `${path}.${key}`);
    }
}

/** Checks as facts: only the contract's keys, a code of the criterion's, values code-like. */
function expectChecks(checks: CheckFacts[], path: string) {
  for (const [i, check] of checks.entries()) {
    const at = `${path}[${i}]`;
    for (const key of Object.keys(check)) expect(checkKeys, `${at}.${key}`).toContain(key);
    expect(checkCodes, at).toContain(check.code);
    expect(codesByCriterion[check.criterion as CriterionName], at).toContain(check.code);
    expectOnlyFacts(check, at);
  }
}

describe("matching's answers are facts, never sentences", () => {
  it("the deal's matches, the lender check and the funder's fit carry codes and values only", async () => {
    const broker = await createMember(ctx.app, "organization", "Facts Brokers");
    const wide = await createApprovedFunder(ctx.app, "Wide Capital");
    const strict = await createApprovedFunder(ctx.app, "Strict Capital");
    // Criteria of every kind: some pass, some warn, some are unknown for this deal.
    const everything = await createListing(ctx.app, wide, {
      name: "Everything",
      criteria: {
        products: ["term_loan", "line_of_credit"],
        amountMinMinor: 1_000_000,
        amountMaxMinor: 9_000_000,
        countries: ["GB", "IE"],
        regions: ["GB-SCT"],
        excludedIndustries: ["gambling"],
        minCreditScore: 700,
        minMonthsInBusiness: 12,
        minMonthlyRevenueMinor: 1_000_000,
        maxPositions: 2,
        maxExistingBalanceMinor: 5_000_000,
        maxLtvBp: 7500,
        minDscrBp: 12_500,
        termMinMonths: 6,
        termMaxMonths: 60,
        requiredDocumentTypes: ["bank_statement"],
      },
    });
    await createListing(ctx.app, wide, {
      name: "Property",
      criteria: { products: ["commercial_real_estate"], propertyTypes: ["office"] },
    });
    // Fails on one criterion a deal can change: the suggestions speak of it.
    await createListing(ctx.app, strict, {
      name: "Prime",
      criteria: { products: ["term_loan"], minCreditScore: 760 },
    });
    await createListing(ctx.app, strict, {
      name: "Long-standing",
      criteria: { products: ["term_loan"], minMonthsInBusiness: 240 },
    });
    await createListing(ctx.app, strict, {
      name: "Papers",
      criteria: { products: ["term_loan"], requiredDocumentTypes: ["tax_return"] },
    });
    const deal = await createDeal(
      ctx.app,
      broker,
      { termMonths: 24, monthlyRevenueMinor: 2_000_000, existingAdvancesMinor: 0 },
      { startDate: "2020-01-01", industry: "restaurants" },
    );
    await uploadDocument(ctx.app, broker, deal.id, "bank_statement");

    const matches = await callAs(ctx.app, broker).get(`/v1/user/deal/${deal.id}/matches`);
    expect(matches.statusCode, matches.body).toBe(200);
    const body = matches.json() as DealMatches;
    // Sent as built, not encoded by zod (issue 38): the body is exactly its contract encoding, so
    // no key is extra, missing, out of the schema's order or of the wrong type.
    expect(matches.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(matches.body).toBe(JSON.stringify(dealMatchesSchema.encode(body)));
    const judged = [...body.fits, ...body.excluded];
    expect(judged.flatMap((j) => j.checks).length).toBeGreaterThan(15);
    expect(body.suggestions.length).toBeGreaterThanOrEqual(2);
    judged.forEach((j, i) => expectChecks(j.checks, `matches[${i}].checks`));
    expectOnlyFacts(body.suggestions, "suggestions");
    expect(body.suggestions).toContainEqual({
      fact: "creditScore",
      direction: "atLeast",
      to: { kind: "score", value: 760 },
      funders: 1,
    });
    const fitting = body.fits.find((f) => f.listingId === everything.id)!;
    expect(fitting.checks.find((c) => c.criterion === "amount")).toEqual({
      criterion: "amount",
      result: "pass",
      code: "within_range",
      deal: { kind: "money", minor: 5_000_000, currency: "GBP" },
      listing: { kind: "money", minor: 1_000_000, currency: "GBP" },
      listingTo: { kind: "money", minor: 9_000_000, currency: "GBP" },
    });
    expect(fitting.checks.find((c) => c.criterion === "regions")).toMatchObject({
      result: "unknown",
      code: "not_given",
    });

    const funderId = (await organizationOf(ctx.app, wide)).id;
    const check = await callAs(ctx.app, broker).get(
      `/v1/user/deal/${deal.id}/matches/funders/${funderId}`,
    );
    expect(check.statusCode, check.body).toBe(200);
    const lender = check.json() as FunderCheck;
    expect(lender.listings).toHaveLength(2);
    lender.listings.forEach((l, i) => expectChecks(l.checks, `lender[${i}].checks`));
    const property = lender.listings.find((l) => l.listingId !== everything.id)!;
    expect(property.checks.map((c) => [c.criterion, c.result, c.code])).toEqual([
      ["products", "fail", "not_accepted"],
      ["propertyTypes", "unknown", "not_given"],
    ]);

    const [sent] = await createSubmissions(ctx.app, broker, deal.id, [everything.id]);
    const fit = await callAs(ctx.app, wide).get(`/v1/funder/submission/${sent!.id}/fit`);
    expect(fit.statusCode, fit.body).toBe(200);
    const { listings } = fit.json() as FunderFit;
    expect(listings).toHaveLength(2);
    listings.forEach((l, i) => expectChecks(l.checks, `fit[${i}].checks`));
    expect(listings[0]!.checks).toEqual(fitting.checks);
  });
});
