import { describe, expect, it } from "vitest";
import { changeOf, signed } from "./change";

describe("a figure against the previous period", () => {
  it("is the difference and its share of the previous figure", () => {
    expect(changeOf(28, 25)).toEqual({ kind: "up", difference: 3, percent: "12" });
    expect(changeOf(15, 20)).toEqual({ kind: "down", difference: -5, percent: "25" });
  });
  it("is new after nothing, unchanged when equal, and never rounds a move down to 0%", () => {
    expect(changeOf(4, 0)).toEqual({ kind: "new", difference: 4 });
    expect(changeOf(7, 7)).toEqual({ kind: "same", difference: 0 });
    expect(changeOf(1001, 1000)).toMatchObject({ kind: "up", percent: "<1" });
  });
  it("shows a rise with its plus sign and a fall with the minus its text already has", () => {
    expect(signed("3", 3)).toBe("+3");
    expect(signed("-£5.00", -500)).toBe("-£5.00");
  });
});
