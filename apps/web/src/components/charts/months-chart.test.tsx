import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import "@/lib/i18n";
import { choose } from "@/testing/choose";
import { shownMonthLabels } from "./month-labels";
import { MonthsChart } from "./months-chart";

// The months chart (the dashboard's, the investments'): one column per month in the chosen
// currency, as tall as its amount against the highest, with a sentence and a table of the same.

const months = Array.from({ length: 12 }, (_, i) => ({
  month: `2026-${String(i + 1).padStart(2, "0")}`,
  amounts:
    i === 9
      ? [{ currency: "GBP", amountMinor: 2_000_000 }]
      : i === 11
        ? [
            { currency: "GBP", amountMinor: 5_000_000 },
            { currency: "NOK", amountMinor: 300_000 },
          ]
        : [],
}));

const draw = (data = months) =>
  render(
    <MonthsChart
      title="Funded by month"
      months={data}
      metrics={[{ key: "amounts", label: "Amount deployed", fill: "fill-primary" }]}
      empty="Nothing was funded."
    />,
  );

describe("the months chart", () => {
  it("draws each month's amount as a column against the highest, with a summary and a table", () => {
    draw();
    const chart = screen.getByRole("img", { name: /^Amount deployed in British Pound/ });
    expect(chart.getAttribute("aria-label")).toBe(
      "Amount deployed in British Pound by month, Jan 2026 to Dec 2026: £70,000.00 in all, most £50,000.00 in Dec 2026.",
    );
    const heights = [...chart.querySelectorAll("rect")].map((r) =>
      Number(r.getAttribute("height")),
    );
    expect(heights).toHaveLength(12);
    expect(heights[11]).toBeGreaterThan(0);
    expect(heights[9]! / heights[11]!).toBeCloseTo(0.4);
    expect(heights.filter((h) => h === 0)).toHaveLength(10);
    const rows = within(screen.getByRole("table", { hidden: true })).getAllByRole("row", {
      hidden: true,
    });
    expect(rows.map((r) => r.textContent).slice(10)).toEqual([
      "Oct 2026£20,000.00",
      "Nov 2026£0.00",
      "Dec 2026£50,000.00",
    ]);
  });

  it("draws one currency at a time, and the other when chosen", async () => {
    draw();
    await choose(screen.getByLabelText("Currency"), "NOK");
    const chart = screen.getByRole("img", { name: /^Amount deployed in Norwegian Krone/ });
    const heights = [...chart.querySelectorAll("rect")].map((r) =>
      Number(r.getAttribute("height")),
    );
    expect(heights.filter((h) => h > 0)).toHaveLength(1);
    // A non-breaking space after the code, as Intl writes it.
    expect(chart.getAttribute("aria-label")).toMatch(/most NOK\s3,000\.00 in Dec 2026\.$/);
  });

  it("says so when no month has an amount", () => {
    draw(months.map((m) => ({ ...m, amounts: [] })));
    expect(screen.getByText("Nothing was funded.")).toBeTruthy();
    expect(screen.queryByRole("img")).toBeNull();
  });
});

describe("the months' names under a chart", () => {
  it("are all written when short, every other one ending on the newest when long", () => {
    const english = [
      "Dec",
      "Jan",
      "Feb",
      "Mar",
      "Apr",
      "May",
      "Jun",
      "Jul",
      "Aug",
      "Sept",
      "Oct",
      "Nov",
    ];
    expect(shownMonthLabels(english).every(Boolean)).toBe(true);
    const arabic = [
      "ديسمبر",
      "يناير",
      "فبراير",
      "مارس",
      "أبريل",
      "مايو",
      "يونيو",
      "يوليو",
      "أغسطس",
      "سبتمبر",
      "أكتوبر",
      "نوفمبر",
    ];
    expect(shownMonthLabels(arabic)).toEqual(Array.from({ length: 12 }, (_, i) => i % 2 === 1));
  });
});
