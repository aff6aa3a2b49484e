import { describe, expect, it } from "vitest";

// The style sheets name no physical side (the Arabic layout mirrors), as the lint rule
// portal/logical-properties keeps the class names (docs/decisions/045-arabic-right-to-left.md).
const sheets = import.meta.glob<string>("/src/**/*.css", {
  query: "?raw",
  import: "default",
  eager: true,
});
const physical =
  /(?:margin|padding|border|scroll-margin|scroll-padding|inset)-(?:left|right)\b|(?:^|[\s;{])(?:left|right)\s*:|(?:text-align|float|clear)\s*:\s*(?:left|right)/m;

describe("style sheets", () => {
  it("use logical properties only", () => {
    expect(Object.keys(sheets).length).toBeGreaterThan(1);
    const found = Object.entries(sheets)
      .filter(([, css]) => physical.test(css))
      .map(([file]) => file);
    expect(found).toEqual([]);
  });
});
