import { describe, expect, it } from "vitest";
import { changeOf, percentText, signed } from "./change";

describe("a figure against the previous period", () => {
  it("is the difference and its share of the previous figure", () => {
    expect(changeOf(28, 25)).toEqual({ kind: "up", difference: 3, percent: 0.12 });
    expect(changeOf(15, 20)).toEqual({ kind: "down", difference: -5, percent: 0.25 });
    expect(percentText(0.12, "en")).toBe("12%");
  });
  it("is new after nothing, unchanged when equal, and never rounds a move down to 0%", () => {
    expect(changeOf(4, 0)).toEqual({ kind: "new", difference: 4 });
    expect(changeOf(7, 7)).toEqual({ kind: "same", difference: 0 });
    expect(changeOf(1001, 1000)).toMatchObject({ kind: "up", percent: 0.001 });
    expect(percentText(0.001, "en")).toBe("<1%");
    expect(percentText(0.005, "en")).toBe("1%");
  });
  it("shows a rise with its plus sign and a fall with the minus its text already has", () => {
    expect(signed("3", 3)).toBe("+3");
    expect(signed("-£5.00", -500)).toBe("-£5.00");
  });
});
