import { afterEach, describe, expect, it } from "vitest";
import { dateLocale, formatDateTime, formatDay, setDateRegion } from "./dates";

afterEach(() => setDateRegion(undefined));

describe("dates by the person's country", () => {
  it("a UK broker reads day first, a US broker month first", () => {
    setDateRegion("GB");
    expect(dateLocale("en")).toBe("en-GB");
    expect(formatDay("2026-11-24", "en")).toBe("24/11/2026");
    setDateRegion("US");
    expect(formatDay("2026-11-24", "en")).toBe("11/24/2026");
  });

  it("a calendar date never shifts a day, whatever the time zone", () => {
    setDateRegion("GB");
    expect(formatDay("2026-01-01", "en")).toBe("01/01/2026");
  });

  it("without a country, the language's default; a moment has its time", () => {
    expect(dateLocale("en")).toBe("en");
    setDateRegion("GB");
    expect(formatDateTime("2026-11-24T15:30:00Z", "en")).toMatch(/^24\/11\/2026, \d{2}:\d{2}$/);
  });
});
