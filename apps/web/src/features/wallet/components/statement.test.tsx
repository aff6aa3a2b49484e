import { describe, expect, it } from "vitest";
import { statementMonths } from "./statement";

// The statement's month is picked from a list the portal names, in the page's language (issue 36):
// the browser's own month input named months in the browser's language, English in an Arabic page.

const today = new Date(Date.UTC(2026, 10, 27));

describe("statementMonths", () => {
  it("offers this month first, back to January six years ago, named in English", () => {
    const months = statementMonths("2026-11", "en", today);
    expect(months[0]).toEqual({ value: "2026-11", label: "November 2026" });
    expect(months.at(-1)).toEqual({ value: "2020-01", label: "January 2020" });
    expect(months).toHaveLength(6 * 12 + 11);
  });

  it("names the months in Arabic in an Arabic page, without a Latin letter", () => {
    const months = statementMonths("2026-11", "ar", today);
    expect(months[0]!.label).toContain("نوفمبر");
    for (const { label } of months) expect(label).not.toMatch(/[A-Za-z]/);
  });

  it("offers a chosen month from further back in its place, and ignores what is no month", () => {
    const months = statementMonths("2012-03", "en", today).map((m) => m.value);
    expect(months.at(-1)).toBe("2012-03");
    expect(statementMonths("soon", "en", today)).toHaveLength(6 * 12 + 11);
  });
});
