import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { ApiError } from "@/lib/api-client";
import { applyLanguage } from "@/lib/i18n";
import { createQueryClient } from "@/lib/query-client";
import { dealStatements } from "../statements-fixture";
import { factsOf, startItems, type DealFacts, type StatementFacts } from "./fill-facts";
import { FillFromStatements } from "./fill-from-statements";

const proposal = dealStatements().proposal!;
const scope = { side: "broker", id: "deal-1" } as const;
const deal: DealFacts = {
  currency: "USD",
  monthlyRevenueMinor: 5_000_000,
  existingAdvances: [
    { funder: "YELLOWSTONE CAPITAL", balanceMinor: 1_000_000 },
    { funder: "Kapitus", balanceMinor: 200_000, paymentMinor: 9_000, paymentFrequency: "weekly" },
  ],
};

function renderFill(onSave: (facts: StatementFacts) => Promise<unknown>, facts = deal) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <FillFromStatements proposal={proposal} scope={scope} deal={facts} onSave={onSave} />
    </QueryClientProvider>,
  );
}
const item = (name: string) => screen.getByRole("group", { name });
const press = (group: HTMLElement, label: RegExp) =>
  fireEvent.click(within(group).getByRole("button", { name: label }));

afterEach(() => applyLanguage("en"));

describe("Fill from statements", () => {
  it("shows each proposed fact beside what the deal has now", () => {
    renderFill(async () => undefined);
    const revenue = item("Monthly revenue");
    expect(revenue.textContent).toContain("$78,234.00");
    expect(revenue.textContent).toContain("The mean of Jan 2026 and Feb 2026.");
    expect(revenue.textContent).toContain("Now on the deal: $50,000.00");
    expect(item("Yellowstone Capital").textContent).toContain("Daily: $349.00");
    expect(item("Yellowstone Capital").textContent).toContain("Now on the deal: $10,000.00");
    expect(item("RAPID FINANCE").textContent).toContain(
      "No funding deposit seen: type what is still owed.",
    );
    expect(item("Trading since").textContent).toContain("January 1, 2026");
    expect(item("Trading since").textContent).toContain("Now on the deal: not given");
  });

  it("saves only what was accepted, an edited value as typed, and advances merged by funder", async () => {
    const onSave = vi.fn(async (_facts: StatementFacts) => undefined);
    renderFill(onSave);
    press(item("Monthly revenue"), /^Accept/);
    press(item("Yellowstone Capital"), /^Accept/);
    // No balance was seen for this one: accepting asks for it.
    press(item("RAPID FINANCE"), /^Accept/);
    const rapid = item("RAPID FINANCE");
    expect(within(rapid).getByText("Type an amount, such as 12500.00.")).toBeTruthy();
    fireEvent.change(within(rapid).getByLabelText("Balance owed"), { target: { value: "7,500" } });
    fireEvent.change(within(rapid).getByLabelText("Funder"), {
      target: { value: "Rapid Finance" },
    });
    press(rapid, /^Accept/);
    expect(rapid.getAttribute("data-choice")).toBe("accepted");
    // What is saved, when it differs from what the statements say.
    expect(rapid.textContent).toContain(
      "Saved as: Rapid Finance, $7,500.00 owed, Weekly: $1,250.00",
    );
    expect(item("Yellowstone Capital").textContent).not.toContain("Saved as");
    press(item("Trading since"), /^Leave out/);
    fireEvent.click(screen.getByRole("button", { name: "Save to the deal" }));
    await screen.findByText("Saved to the deal. The funders that fit are judged again.");
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]![0]).toEqual({
      monthlyRevenueMinor: 7_823_400,
      existingAdvances: [
        {
          funder: "Kapitus",
          balanceMinor: 200_000,
          paymentMinor: 9_000,
          paymentFrequency: "weekly",
        },
        {
          funder: "Yellowstone Capital",
          balanceMinor: 80_500,
          paymentMinor: 34_900,
          paymentFrequency: "daily",
        },
        {
          funder: "Rapid Finance",
          balanceMinor: 750_000,
          paymentMinor: 125_000,
          paymentFrequency: "weekly",
        },
      ],
    });
  });

  it("changes a figure before accepting it, refusing one that is not an amount", async () => {
    const onSave = vi.fn(async (_facts: StatementFacts) => undefined);
    renderFill(onSave);
    const revenue = item("Monthly revenue");
    press(revenue, /^Change/);
    const field = within(revenue).getByLabelText("Monthly revenue");
    expect((field as HTMLInputElement).value).toBe("78234.00");
    fireEvent.change(field, { target: { value: "about 70k" } });
    press(revenue, /^Accept/);
    expect(within(revenue).getByText("Type an amount, such as 12500.00.")).toBeTruthy();
    expect(revenue.getAttribute("data-choice")).toBe("open");
    fireEvent.change(field, { target: { value: "70000" } });
    press(revenue, /^Accept/);
    press(item("Trading since"), /^Accept/);
    fireEvent.click(screen.getByRole("button", { name: "Save to the deal" }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        monthlyRevenueMinor: 7_000_000,
        startDate: "2026-01-01",
      }),
    );
  });

  it("saves nothing until something is accepted", () => {
    const onSave = vi.fn(async () => undefined);
    renderFill(onSave);
    fireEvent.click(screen.getByRole("button", { name: "Save to the deal" }));
    expect(screen.getByRole("alert").textContent).toBe("Accept at least one figure to save.");
    expect(onSave).not.toHaveBeenCalled();
  });

  it("says the deal changed meanwhile when its version is refused, keeping the answers to save again", async () => {
    const onSave = vi
      .fn<(facts: StatementFacts) => Promise<unknown>>()
      .mockRejectedValueOnce(new ApiError(409, { error: { code: "version_conflict" } }))
      .mockResolvedValueOnce(undefined);
    renderFill(onSave);
    press(item("Monthly revenue"), /^Accept/);
    fireEvent.click(screen.getByRole("button", { name: "Save to the deal" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toMatch(/changed/i);
    expect(item("Monthly revenue").getAttribute("data-choice")).toBe("accepted");
    fireEvent.click(screen.getByRole("button", { name: "Save to the deal" }));
    await screen.findByText("Saved to the deal. The funders that fit are judged again.");
    expect(onSave).toHaveBeenCalledTimes(2);
  });

  it("asks for amounts in the deal's currency when the statements are in another", () => {
    const onSave = vi.fn(async () => undefined);
    renderFill(onSave, { ...deal, currency: "GBP" });
    expect(
      screen.getByText(/The statements are in US Dollar?s?, the deal in British Pound/),
    ).toBeTruthy();
    const revenue = item("Monthly revenue");
    press(revenue, /^Accept/);
    // Not accepted as it stands: the amount opens to be changed.
    expect(revenue.getAttribute("data-choice")).toBe("open");
    expect(within(revenue).getByLabelText("Monthly revenue")).toBeTruthy();
  });

  it("reads in Arabic", async () => {
    await applyLanguage("ar");
    renderFill(async () => undefined);
    expect(screen.getByRole("heading", { name: "املأ الصفقة من الكشوف" })).toBeTruthy();
    expect(within(item("الإيرادات الشهرية")).getByRole("button", { name: /^اقبل/ })).toBeTruthy();
  });
});

describe("factsOf", () => {
  it("is null with nothing accepted, and keeps the deal's advances of other funders", () => {
    const items = startItems(proposal);
    expect(factsOf(items, deal)).toBeNull();
    const accepted = {
      ...items,
      "advance-0": { ...items["advance-0"]!, choice: "accepted" as const },
    };
    expect(factsOf(accepted, { ...deal, existingAdvances: null })).toEqual({
      existingAdvances: [
        {
          funder: "Yellowstone Capital",
          balanceMinor: 80_500,
          paymentMinor: 34_900,
          paymentFrequency: "daily",
        },
      ],
    });
  });
});
