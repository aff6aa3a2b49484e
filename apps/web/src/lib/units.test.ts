import { describe, expect, it } from "vitest";
import { formatHours, formatSize } from "./units";

describe("sizes and spans of time", () => {
  it("says a size in kB under a megabyte and in MB above, never in bytes", () => {
    expect(formatSize(594, "en")).toBe("0.6 kB");
    expect(formatSize(3, "en")).toBe("0.1 kB");
    expect(formatSize(18_400, "en")).toBe("18.4 kB");
    expect(formatSize(2_400_000, "en")).toBe("2.4 MB");
  });

  it("says a span under an hour in minutes, never 0 hours", () => {
    expect(formatHours(0, "en")).toBe("1 min");
    expect(formatHours(0.75, "en")).toBe("45 min");
    expect(formatHours(0.75, "en", "long")).toBe("45 minutes");
    expect(formatHours(1, "en", "long")).toBe("1 hour");
    expect(formatHours(3.46, "en")).toBe("3.5 hr");
    expect(formatHours(26, "en", "long")).toBe("26 hours");
  });
});
