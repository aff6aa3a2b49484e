import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { dealCreateSchema } from "./deals/deal-schemas";
import { toFieldIssues } from "./errors/field-issues";
import { listingInputSchema } from "./lenders/listing-schemas";
import { proposalInputSchema } from "./submissions/submission-schemas";
import { onboardingSchema } from "./user/user-schemas";

const issuesOf = (schema: z.ZodType, value: unknown) =>
  toFieldIssues(schema.safeParse(value).error?.issues ?? []).map((i) => `${i.path}: ${i.message}`);

const deal = {
  product: "term_loan",
  amountMinor: 5_000_000,
  currency: "GBP",
  purpose: "Ovens",
  borrower: {
    legalName: "Northwind Bakery",
    entityType: "limited_company",
    industry: "restaurants",
    country: "GB",
    owners: [{ name: "Ann Lee", ownershipBp: 10_000 }],
  },
};

describe("every form field says what is wrong and what is allowed", () => {
  it("the cases that said 'This value is not valid' now say what to do", () => {
    expect(
      issuesOf(dealCreateSchema, {
        ...deal,
        amountMinor: "abc",
        borrower: {
          ...deal.borrower,
          legalName: " ",
          owners: [{ name: "Ann", ownershipBp: 12_000 }],
        },
      }),
    ).toEqual([
      "amountMinor: Enter the amount as a number above 0, e.g. 250000.",
      "borrower.legalName: Enter the business's legal name (up to 200 characters).",
      "borrower.owners.0.ownershipBp: Enter the owner's share as a percentage from 0.01 to 100, e.g. 60.",
    ]);
    expect(issuesOf(listingInputSchema, { name: "", currency: "GBP" })).toEqual([
      "name: Give the listing a name (up to 200 characters).",
    ]);
    expect(issuesOf(onboardingSchema, { accountType: null })).toContain(
      "accountType: Choose an account type",
    );
  });

  it("no field of the deal, listing or offer forms falls back to the generic message", () => {
    const bad = [
      issuesOf(dealCreateSchema, {
        product: "x",
        amountMinor: -1,
        currency: "XXX",
        purpose: "",
        termMonths: 0,
        monthlyRevenueMinor: "lots",
        borrower: {
          legalName: "",
          entityType: "x",
          industry: "x",
          country: "XX",
          startDate: "yesterday",
          owners: [{ name: "", ownershipBp: 0, creditScore: 1 }],
          property: { type: "x", address: "", valueMinor: "x", occupancy: "x" },
        },
      }),
      issuesOf(listingInputSchema, {
        name: "",
        currency: "x",
        rateMinBp: -1,
        factorMinBp: 1,
        brokerCommissionBp: 20_000,
        promisedResponseHours: 0,
        criteria: {
          products: ["x"],
          amountMinMinor: "x",
          countries: ["XX"],
          regions: ["nowhere"],
          excludedIndustries: ["x"],
          minCreditScore: 1,
          minMonthsInBusiness: -1,
          maxPositions: 99,
          propertyTypes: ["x"],
          maxLtvBp: 0,
          minDscrBp: 0,
          termMinMonths: 0,
          requiredDocumentTypes: ["x"],
        },
      }),
      issuesOf(proposalInputSchema, {
        amountMinor: 0,
        termMonths: 0,
        paymentFrequency: "hourly",
        feesMinor: -1,
        brokerCommissionBp: -1,
        fundingDays: -1,
        note: "",
      }),
    ].flat();
    expect(bad.length).toBeGreaterThan(30);
    expect(bad.filter((line) => line.endsWith("This value is not valid"))).toEqual([]);
  });
});
