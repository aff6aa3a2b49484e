import { describe, expect, it } from "vitest";
import { lastTwelveMonths } from "../../lib/months";
import { boundsOf } from "./periods";

const iso = (b: ReturnType<typeof boundsOf>) => ({
  from: b.from.toISOString(),
  to: b.to.toISOString(),
  previousFrom: b.previousFrom.toISOString(),
  previousTo: b.previousTo.toISOString(),
});

describe("dashboard periods (UTC)", () => {
  const now = new Date("2026-11-25T21:30:00.000Z");

  it("runs each period to now, the previous one just before it or a year before for the year to date", () => {
    expect(iso(boundsOf("month", now))).toEqual({
      from: "2026-11-01T00:00:00.000Z",
      to: "2026-11-25T21:30:00.000Z",
      previousFrom: "2026-10-01T00:00:00.000Z",
      previousTo: "2026-11-01T00:00:00.000Z",
    });
    expect(iso(boundsOf("quarter", now))).toMatchObject({
      from: "2026-10-01T00:00:00.000Z",
      previousFrom: "2026-07-01T00:00:00.000Z",
      previousTo: "2026-10-01T00:00:00.000Z",
    });
    expect(iso(boundsOf("year_to_date", now))).toMatchObject({
      from: "2026-01-01T00:00:00.000Z",
      previousFrom: "2025-01-01T00:00:00.000Z",
      previousTo: "2025-11-25T21:30:00.000Z",
    });
    expect(iso(boundsOf("last_12_months", now))).toMatchObject({
      from: "2025-12-01T00:00:00.000Z",
      previousFrom: "2024-12-01T00:00:00.000Z",
      previousTo: "2025-12-01T00:00:00.000Z",
    });
  });

  it("crosses years in January and keeps 29 February's year to date within last February", () => {
    const january = new Date("2027-01-10T08:00:00.000Z");
    expect(iso(boundsOf("month", january))).toMatchObject({
      from: "2027-01-01T00:00:00.000Z",
      previousFrom: "2026-12-01T00:00:00.000Z",
    });
    expect(iso(boundsOf("quarter", january))).toMatchObject({
      from: "2027-01-01T00:00:00.000Z",
      previousFrom: "2026-10-01T00:00:00.000Z",
    });
    expect(iso(boundsOf("year_to_date", new Date("2028-02-29T12:00:00.000Z")))).toMatchObject({
      previousFrom: "2027-01-01T00:00:00.000Z",
      previousTo: "2027-02-28T12:00:00.000Z",
    });
    expect(lastTwelveMonths(january)).toEqual({
      months: [
        "2026-02",
        "2026-03",
        "2026-04",
        "2026-05",
        "2026-06",
        "2026-07",
        "2026-08",
        "2026-09",
        "2026-10",
        "2026-11",
        "2026-12",
        "2027-01",
      ],
      from: new Date("2026-02-01T00:00:00.000Z"),
    });
  });
});
