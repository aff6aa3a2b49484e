import { describe, expect, it } from "vitest";
import { formatMoney, fromMinor, toMinor } from "./money";

describe("money in minor units", () => {
  it("reads typed amounts exactly, per currency", () => {
    expect(toMinor("50,000.50", "GBP")).toBe(5_000_050);
    expect(toMinor("0.1", "USD")).toBe(10);
    expect(toMinor("1200", "JPY")).toBe(1200);
    expect(toMinor("1.5", "JPY")).toBeUndefined();
    expect(toMinor("1.2345", "KWD")).toBeUndefined();
    expect(toMinor("12abc", "GBP")).toBeUndefined();
    expect(toMinor("-5", "GBP")).toBeUndefined();
  });

  it("shows minor units as money", () => {
    expect(formatMoney(5_000_050, "GBP")).toBe("£50,000.50");
    expect(formatMoney(1200, "JPY")).toBe("¥1,200");
  });

  it("gives minor units back as the amount typed, and round-trips", () => {
    expect(fromMinor(5_000_050, "GBP")).toBe("50000.50");
    expect(fromMinor(5, "GBP")).toBe("0.05");
    expect(fromMinor(1200, "JPY")).toBe("1200");
    expect(fromMinor(1_234, "KWD")).toBe("1.234");
    for (const minor of [0, 1, 99, 100, 123_456_789])
      expect(toMinor(fromMinor(minor, "GBP"), "GBP")).toBe(minor);
  });
});
