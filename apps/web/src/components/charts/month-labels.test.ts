import { describe, expect, it } from "vitest";
import { monthLabelPlace, shownMonthLabels } from "./month-labels";

describe("month labels", () => {
  it("writes every other long name (Arabic's), ending on the newest", () => {
    const arabic = ["ديسمبر", "يناير", "فبراير", "مارس"];
    expect(shownMonthLabels(arabic)).toEqual([false, true, false, true]);
    expect(shownMonthLabels(["Dec", "Jan", "Feb"])).toEqual([true, true, true]);
  });

  it("keeps the first and last names inside the chart, read left to right in any page", () => {
    expect(monthLabelPlace(11, 12, 25)).toEqual({ x: 300, textAnchor: "end", direction: "ltr" });
    expect(monthLabelPlace(0, 12, 25)).toEqual({ x: 0, textAnchor: "start", direction: "ltr" });
    expect(monthLabelPlace(5, 12, 25)).toEqual({
      x: 137.5,
      textAnchor: "middle",
      direction: "ltr",
    });
  });
});
