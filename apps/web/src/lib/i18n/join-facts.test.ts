import { describe, expect, it } from "vitest";
import { joinFacts } from "./join-facts";

describe("joinFacts", () => {
  it("joins with a middle dot, unchanged left to right", () => {
    expect(joinFacts(["Ann Lee", "100 %", "Credit score 720"], false)).toBe(
      "Ann Lee · 100 % · Credit score 720",
    );
  });

  it("isolates each fact right to left", () => {
    expect(joinFacts(["Ann Lee", "100 %"], true)).toBe("\u2068Ann Lee\u2069 · \u2068100 %\u2069");
  });
});
