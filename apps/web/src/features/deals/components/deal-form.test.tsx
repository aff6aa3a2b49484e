import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import type { DealDetail } from "@portal/contract/deals/deal-schemas";
import "@/lib/i18n";
// Loaded before the forms ask for it, so no test ends while the region list is still loading.
import "@portal/contract/deals/regions";
import { renderWithQuery } from "@/testing/render-with-query";
import { DealForm } from "./deal-form";
import { dealListItem } from "../deal-fixture";

describe("the deal form's checks", () => {
  it("says at each field what is wrong and what is allowed, and moves focus to the first", () => {
    renderWithQuery(<DealForm onSaved={() => {}} />);
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    const legalName = screen.getByRole("textbox", { name: "Legal name" });
    expect(document.activeElement).toBe(legalName);
    expect(legalName.getAttribute("aria-invalid")).toBe("true");
    expect(
      screen.getByText("Enter the business's legal name (up to 200 characters)."),
    ).toBeTruthy();
    expect(screen.getByText("Choose the borrower's industry from the list.")).toBeTruthy();
    expect(screen.queryByText("This value is not valid")).toBeNull();
  });
});

const deal: DealDetail = {
  ...dealListItem(7, {
    amountMinor: 5_000_000,
    termMonths: 18,
    monthlyRevenueMinor: 4_200_000,
    existingAdvancesMinor: 1_250_000,
    existingAdvances: [{ funder: "Northbridge", balanceMinor: 1_250_000 }],
    purpose: "New ovens",
  }),
  borrower: {
    id: "b",
    legalName: "Crumb Bakery Ltd",
    entityType: "limited_company",
    industry: "restaurants",
    country: "GB",
    startDate: "2019-03-01",
    owners: [{ name: "Ann Baker", ownershipBp: 10_000, creditScore: 742 }],
  },
  history: [],
};

describe("the deal form's steps", () => {
  it("takes a field's error away as soon as that field is changed, and keeps the others", () => {
    renderWithQuery(<DealForm onSaved={() => {}} />);
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    const legalName = screen.getByRole("textbox", { name: "Legal name" });
    fireEvent.change(legalName, { target: { value: "Crumb Bakery Ltd" } });
    expect(legalName.getAttribute("aria-invalid")).not.toBe("true");
    expect(
      screen.queryByText("Enter the business's legal name (up to 200 characters)."),
    ).toBeNull();
    expect(screen.getByText("Choose the borrower's industry from the list.")).toBeTruthy();
    // Next checks every field of the step again: cleared is not accepted.
    fireEvent.change(legalName, { target: { value: " " } });
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(legalName.getAttribute("aria-invalid")).toBe("true");
  });

  it("reviews every fact the steps asked for: term, revenue, advances, trading since, credit score", () => {
    renderWithQuery(<DealForm deal={deal} onSaved={() => {}} />);
    for (let step = 0; step < 3; step++)
      fireEvent.click(screen.getByRole("button", { name: "Next" }));
    const review = within(screen.getByLabelText("Review"));
    const fact = (term: string) => review.getByText(term).nextElementSibling?.textContent;
    expect(fact("Term (months)")).toBe("18");
    expect(fact("Monthly revenue")).toBe("£42,000.00");
    expect(fact("Existing advances")).toBe("1 advance, £12,500.00 still owed");
    expect(fact("Advance 1")).toContain("Northbridge");
    expect(fact("Trading since")).toMatch(/2019/);
    expect(fact("Owners")).toContain("Credit score 742");
  });
});

describe("saving a deal past draft with another product (decision 052)", () => {
  it("shows the training gate's refusal with the course to pass", async () => {
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { "content-type": "application/json" },
      });
    const refusal = {
      error: {
        code: "training_required",
        message: "Pass this product's training",
        requestId: "r1",
        details: {
          product: "merchant_cash_advance",
          courseId: "c1",
          courseTitle: "Cash advances",
        },
      },
    };
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) =>
        String(url).includes("/v1/borrower/") ? json(200, deal.borrower) : json(409, refusal),
      ),
    );
    renderWithQuery(
      <MemoryRouter>
        <DealForm deal={{ ...deal, status: "submitted" }} onSaved={() => {}} />
      </MemoryRouter>,
    );
    for (let step = 0; step < 3; step++)
      fireEvent.click(screen.getByRole("button", { name: "Next" }));
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Pass this product's training in Learn");
    expect(within(alert).getByRole("link", { name: "Cash advances" }).getAttribute("href")).toBe(
      "/learn/c1",
    );
    vi.unstubAllGlobals();
  });
});
