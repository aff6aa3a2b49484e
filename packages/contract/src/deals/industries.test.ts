import { describe, expect, it } from "vitest";
import {
  industries,
  industriesWithin,
  industryAndContaining,
  naicsNumbersOf,
  naicsOf,
  parentIndustry,
} from "./industries";

describe("the industry tree", () => {
  it("places the finer codes funders exclude inside their NAICS groups", () => {
    expect(industryAndContaining("title_escrow")).toEqual([
      "title_escrow",
      "legal_services",
      "professional_services",
    ]);
    expect(industryAndContaining("law_firms")).toEqual([
      "law_firms",
      "legal_services",
      "professional_services",
    ]);
    expect(industryAndContaining("real_estate_appraisers")).toEqual([
      "real_estate_appraisers",
      "real_estate_agents_managers",
      "real_estate",
    ]);
    expect(industryAndContaining("pawn_shops")).toEqual([
      "pawn_shops",
      "non_bank_lenders",
      "banking_lending",
      "financial_services",
    ]);
    expect(parentIndustry("banks")).toBe("banking_lending");
    expect(parentIndustry("check_cashing_payday")).toBe("banking_lending");
    expect(parentIndustry("bail_bonds")).toBe("other_services");
    expect(parentIndustry("debt_settlement")).toBe("other_services");
    expect(parentIndustry("credit_repair")).toBe("administrative_services");
    expect(parentIndustry("mailing_fulfillment")).toBe("advertising_marketing");
  });

  it("keeps a code that lies in nothing its own chain, and an unknown code too", () => {
    expect(industryAndContaining("cannabis")).toEqual(["cannabis"]);
    expect(industryAndContaining("financial_services")).toEqual(["financial_services"]);
    expect(industryAndContaining("no_such_code")).toEqual(["no_such_code"]);
  });

  it("lists every code inside a code, at any depth", () => {
    expect(industriesWithin("legal_services")).toEqual(["law_firms", "title_escrow"]);
    expect(industriesWithin("banking_lending")).toEqual([
      "banks",
      "non_bank_lenders",
      "pawn_shops",
      "check_cashing_payday",
    ]);
    expect(industriesWithin("professional_services")).toEqual(
      expect.arrayContaining(["legal_services", "title_escrow", "mailing_fulfillment"]),
    );
    expect(industriesWithin("bail_bonds")).toEqual([]);
    expect(industriesWithin("no_such_code")).toEqual([]);
  });

  it("is a tree: parents exist, no code lies in itself, within is the inverse of containing", () => {
    expect(new Set(industries).size).toBe(industries.length);
    for (const code of industries) {
      const chain = industryAndContaining(code);
      expect(chain[0]).toBe(code);
      expect(new Set(chain).size).toBe(chain.length);
      for (const outer of chain.slice(1)) {
        expect(industries).toContain(outer);
        expect(industriesWithin(outer)).toContain(code);
      }
      for (const inner of industriesWithin(code))
        expect(industryAndContaining(inner)).toContain(code);
    }
  });

  it("nests NAICS numbers as NAICS does: a child's number starts with its parent's", () => {
    for (const code of industries) {
      const parent = parentIndustry(code);
      const own = naicsOf(code);
      if (!parent || !own) continue;
      const starts = naicsNumbersOf(parent);
      expect(
        starts.some((p) => own.startsWith(p)),
        `${code} ${own} in ${parent} ${naicsOf(parent)}`,
      ).toBe(true);
    }
  });

  it("keeps every code stored before the finer ones (deals and listings hold them)", () => {
    for (const code of [
      "banking_lending",
      "check_cashing_payday",
      "pawn_shops",
      "legal_services",
      "real_estate_agents_managers",
      "advertising_marketing",
      "debt_collection",
      "personal_care",
      "other",
    ])
      expect(industries).toContain(code);
  });

  it("spells NAICS ranges out as numbers a person may type", () => {
    expect(naicsNumbersOf("title_escrow")).toEqual(["541191"]);
    expect(naicsNumbersOf("real_estate_agents_managers")).toEqual(["5312", "5313"]);
    expect(naicsNumbersOf("manufacturing")).toEqual(["31", "32", "33"]);
    expect(naicsNumbersOf("cannabis")).toEqual([]);
  });
});
