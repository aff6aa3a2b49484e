import { describe, expect, it } from "vitest";
import { errorCodes } from "../errors/error-codes";
import { fieldMessages } from "../field-messages";
import {
  borrowerInputSchema,
  borrowerUpdateSchema,
  dealCreateSchema,
  factsNeededSchema,
  neededFacts,
} from "./deal-schemas";

// Decision 075: a draft may wait for its business's industry, country and property type.
const borrower = {
  legalName: "Quayside Ltd",
  entityType: "limited_company",
  owners: [{ name: "Ann", ownershipBp: 10_000 }],
};

describe("a borrower whose facts are not known yet", () => {
  it("is taken without industry and country, and a property without its type", () => {
    const parsed = borrowerInputSchema.parse({
      ...borrower,
      property: { address: "1 Quay Street", valueMinor: 90_000_000 },
    });
    expect(parsed.industry).toBeUndefined();
    expect(parsed.country).toBeUndefined();
    expect(parsed.property).toEqual({ address: "1 Quay Street", valueMinor: 90_000_000 });
    const deal = dealCreateSchema.safeParse({
      product: "term_loan",
      amountMinor: 5_000_000,
      currency: "GBP",
      purpose: "Ovens",
      borrower,
    });
    expect(deal.success).toBe(true);
  });

  it("still refuses a value that is not one of the lists, with its message", () => {
    const bad = borrowerInputSchema.safeParse({ ...borrower, industry: "pies", country: "ZZ" });
    expect(bad.success).toBe(false);
    const codes = bad.error!.issues.map((i) => [i.path.join("."), i.message]);
    expect(codes).toEqual([
      ["industry", "chooseIndustry"],
      ["country", "countryRequired"],
    ]);
    expect(
      borrowerInputSchema.safeParse({
        ...borrower,
        property: { type: "castle", address: "x", valueMinor: 1 },
      }).success,
    ).toBe(false);
    expect(borrowerUpdateSchema.parse({ industry: "restaurants" })).toEqual({
      industry: "restaurants",
    });
  });

  it("names what sending needs: the facts in one order, each listing with its own", () => {
    expect(neededFacts).toEqual(["industry", "country", "propertyType"]);
    expect(
      factsNeededSchema.safeParse({
        facts: ["industry"],
        listings: [{ listingId: "l", funderName: "Careful Capital", facts: ["industry"] }],
      }).success,
    ).toBe(true);
    expect(factsNeededSchema.safeParse({ facts: ["region"], listings: [] }).success).toBe(false);
    expect(errorCodes.facts_needed).toEqual({ status: 409, message: "factsNeeded" });
    expect(fieldMessages.factsNeeded).toContain("fill them in");
    expect(fieldMessages.regionNeedsCountry).toContain("country");
  });
});
