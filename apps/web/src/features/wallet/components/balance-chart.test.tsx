import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import type { WalletMonth } from "@portal/contract/wallet/wallet-schemas";
import "@/lib/i18n";
import { choose } from "@/testing/choose";
import { BalanceChart } from "./balance-chart";

// The wallet's balances over time: a step line per figure (expected, earned, due) through the
// month-end values the API gives, a legend with today's, a sentence, a table, and the line saying
// that expected and earned are the same money.

const gbp = [
  [10_000, 10_000, 10_000],
  [30_000, 10_000, 10_000],
  [30_000, 28_000, 28_000],
  [30_000, 28_000, -2_000],
];
const months: WalletMonth[] = Array.from({ length: 12 }, (_, i) => {
  const [expectedMinor, earnedMinor, dueMinor] = gbp[Math.max(0, i - 8)]!;
  return {
    month: `2026-${String(i + 1).padStart(2, "0")}`,
    balances: [
      {
        currency: "GBP",
        expectedMinor: expectedMinor!,
        earnedMinor: earnedMinor!,
        dueMinor: dueMinor!,
      },
      { currency: "EUR", expectedMinor: 0, earnedMinor: 0, dueMinor: i === 11 ? 40_000 : 0 },
    ],
  };
});

/** The heights a line steps through, one per month, read back from its path (higher is less y). */
function levels(chart: HTMLElement, line: string) {
  const d = chart.querySelector(`[data-line="${line}"]`)!.getAttribute("d")!;
  const first = Number(/^M0 ([-\d.]+)/.exec(d)![1]);
  return [first, ...[...d.matchAll(/V([-\d.]+)/g)].map((m) => Number(m[1]))];
}

describe("the wallet's balances over time", () => {
  it("draws expected, earned and due through each month's end, with a legend, a summary and a table", () => {
    render(<BalanceChart months={months} />);
    const card = screen.getByRole("region", {
      name: "Balances at each month's end (last 12 months)",
    });
    expect(card.textContent).toContain(
      "The expected entries stay, so a funded deal's commission is in both lines: the same money, not two sums to add.",
    );
    const chart = within(card).getByRole("img");
    expect(chart.getAttribute("aria-label")).toBe(
      "Balances in British Pound at each month's end, Jan 2026 to Dec 2026; now expected £300.00, earned £280.00, due -£20.00.",
    );
    const expected = levels(chart, "expectedMinor");
    const earned = levels(chart, "earnedMinor");
    const due = levels(chart, "dueMinor");
    expect(expected).toHaveLength(12);
    // Same value, same height; a larger value is higher (a smaller y); below zero is below the zero line.
    expect(new Set(expected.slice(0, 9)).size).toBe(1);
    expect(expected[9]!).toBeLessThan(expected[8]!);
    expect(earned[9]).toBe(earned[8]);
    expect(earned[10]!).toBeLessThan(earned[9]!);
    expect(due[10]).toBe(earned[10]);
    const zero = Number(chart.querySelector("line")!.getAttribute("y1"));
    expect(due[11]!).toBeGreaterThan(zero);
    expect(expected[0]!).toBeLessThan(zero);
    const legend = within(card)
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(legend).toEqual(["Expected£300.00", "Earned£280.00", "Due-£20.00"]);
    const rows = within(within(card).getByRole("table", { hidden: true })).getAllByRole("row", {
      hidden: true,
    });
    expect(rows.map((r) => r.textContent).slice(0, 2)).toEqual([
      "MonthExpectedEarnedDue",
      "Jan 2026£100.00£100.00£100.00",
    ]);
    expect(rows.at(-1)!.textContent).toBe("Dec 2026£300.00£280.00-£20.00");
  });

  it("draws one currency at a time, and the other when chosen", async () => {
    render(<BalanceChart months={months} />);
    await choose(screen.getByLabelText("Currency"), "EUR");
    const chart = screen.getByRole("img", { name: /^Balances in Euro/ });
    expect(chart.getAttribute("aria-label")).toContain(
      "now expected €0.00, earned €0.00, due €400.00",
    );
    const due = levels(chart, "dueMinor");
    expect(new Set(due.slice(0, 11)).size).toBe(1);
    expect(due[11]!).toBeLessThan(due[10]!);
  });

  it("draws nothing for a wallet without entries", () => {
    const { container } = render(
      <BalanceChart months={months.map((m) => ({ ...m, balances: [] }))} />,
    );
    expect(container.textContent).toBe("");
  });
});
