import { describe, expect, it } from "vitest";
import names from "./regions-ar.json";
import { arabicRegionName } from "./regions-ar";
import { regionOf, regionsOf } from "./regions";

describe("arabicRegionName", () => {
  it("names regions in Arabic where one is known", () => {
    expect(arabicRegionName("US-TX")).toBe("تكساس");
    expect(arabicRegionName("GB-SCT")).toBe("اسكتلندا");
    expect(arabicRegionName("AE-DU")).toBe("دبي");
  });

  it("has no name for a region without one, nor for what is not a region", () => {
    expect(arabicRegionName("GB-ABD")).toBeUndefined();
    expect(arabicRegionName("GB-GLG")).toBe("غلاسكو");
    expect(arabicRegionName("toString")).toBeUndefined();
    expect(arabicRegionName("XX-01")).toBeUndefined();
  });

  it("names every US state, every emirate and the UK's nations", () => {
    const codes = [...regionsOf("US"), ...regionsOf("AE")].map((r) => r.code);
    codes.push("GB-ENG", "GB-SCT", "GB-WLS", "GB-NIR");
    expect(codes.filter((code) => !arabicRegionName(code))).toEqual([]);
  });

  it("names only current regions, in Arabic script, without a country's name after a comma", () => {
    for (const [code, name] of Object.entries(names as Record<string, string>)) {
      expect(regionOf(code), code).toBeDefined();
      expect(name, code).toMatch(/^[\u0600-\u06FF\u0750-\u077F\s\-'’.]+$/);
      expect(name, code).not.toContain("،");
    }
  });
});
