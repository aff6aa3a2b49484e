import { afterEach, describe, expect, it } from "vitest";
import { renderHook, waitFor, act } from "@testing-library/react";
import type { TFunction } from "i18next";
import * as english from "@portal/contract/deals/regions";
import * as arabicNames from "@portal/contract/deals/regions-ar";
import { applyLanguage, i18next } from "./i18n";
import { inArabic, regionName, regionOptions, useRegions } from "./regions";
import { codeInWords, codesInWords } from "./values-in-words";

// Regions by name in the reader's language (decision 076): Arabic names where known, the English
// name where none is, never the code once the list is in.

const arabic = inArabic(english, arabicNames);

afterEach(async () => {
  await act(() => applyLanguage("en"));
  localStorage.clear();
});

describe("regions in Arabic", () => {
  it("names a region in Arabic, and keeps the English name where none is known", () => {
    expect(regionName(arabic, "US-TX")).toBe("تكساس");
    expect(regionName(arabic, "GB-SCT")).toBe("اسكتلندا");
    expect(regionName(arabic, "GB-ABD")).toBe("Aberdeenshire");
    expect(regionName(english, "US-TX")).toBe("Texas");
    expect(arabic.regionOf("GB-ABD")?.within).toBe("GB-SCT");
  });

  it("lists a country's regions in Arabic order, each inside its nation by name, found by its English name too", async () => {
    await act(() => applyLanguage("ar"));
    const emirates = regionOptions(arabic, ["AE"]);
    expect(emirates.map((o) => o.label)).toEqual(
      [...emirates.map((o) => o.label)].sort(new Intl.Collator("ar").compare),
    );
    expect(emirates).toContainEqual({ value: "AE-DU", label: "دبي", keywords: ["Dubai"] });
    expect(regionOptions(arabic, ["GB"])).toContainEqual({
      value: "GB-ABD",
      label: "Aberdeenshire · اسكتلندا",
    });
    expect(regionOptions(english, ["AE"])).toContainEqual({ value: "AE-DU", label: "Dubai" });
  });

  it("says each region's country by name when several countries are listed, never its code", async () => {
    const both = regionOptions(english, ["US", "CA"]);
    expect(both).toContainEqual({ value: "US-TX", label: "Texas · United States" });
    await act(() => applyLanguage("ar"));
    expect(regionOptions(arabic, ["US", "CA"])).toContainEqual({
      value: "US-TX",
      label: "تكساس · الولايات المتحدة",
      keywords: ["Texas"],
    });
  });

  it("words regions in Arabic for matching's reasons and the Lenders directory", () => {
    const wording = { t: i18next.getFixedT("ar") as TFunction, language: "ar", regions: arabic };
    expect(codeInWords("region", "AE-DU", wording)).toBe("دبي");
    expect(
      codesInWords("region", ["US-TX", "US-OK"], wording).replace(/[\u2066-\u2069]/g, ""),
    ).toBe("تكساس وأوكلاهوما");
  });
});

describe("useRegions", () => {
  it("loads the English names, then the Arabic ones when the language is Arabic", async () => {
    const { result, rerender } = renderHook(({ needed }) => useRegions(needed), {
      initialProps: { needed: true },
    });
    await waitFor(() => expect(result.current).toBeDefined());
    expect(regionName(result.current, "US-TX")).toBe("Texas");
    await act(() => applyLanguage("ar"));
    rerender({ needed: true });
    await waitFor(() => expect(regionName(result.current, "US-TX")).toBe("تكساس"));
    await act(() => applyLanguage("en"));
    expect(regionName(result.current, "US-TX")).toBe("Texas");
  });

  it("loads nothing a page does not need", () => {
    const { result } = renderHook(() => useRegions(false));
    // The English module may be in from an earlier test; nothing Arabic loads unasked.
    expect(regionName(result.current, "US-TX")).not.toBe("تكساس");
  });
});
