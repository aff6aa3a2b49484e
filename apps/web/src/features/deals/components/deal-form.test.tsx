import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import type { DealDetail } from "@portal/contract/deals/deal-schemas";
import "@/lib/i18n";
// Loaded before the forms ask for it, so no test ends while the region list is still loading.
import "@portal/contract/deals/regions";
import { renderWithQuery } from "@/testing/render-with-query";
import { DealForm } from "./deal-form";
import { dealListItem } from "../deal-fixture";

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

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const refusal = (code: string, extra: Record<string, unknown> = {}) => ({
  error: { code, message: code, requestId: "r1", ...extra },
});
/** The API answers the borrower's update with `borrower`, the deal's with `dealAnswer`. */
function answer(borrower: Response, dealAnswer: () => Response = () => json(200, deal)) {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) =>
    String(url).includes("/v1/borrower/") ? borrower.clone() : dealAnswer(),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}
afterEach(() => vi.unstubAllGlobals());

const click = (name: string) => fireEvent.click(screen.getByRole("button", { name }));
const textbox = (name: string) => screen.getByRole("textbox", { name }) as HTMLInputElement;
const currentStep = () =>
  screen.getByRole("list", { name: "Steps" }).querySelector('[aria-current="step"]')?.textContent;
async function next(step: string) {
  click("Next");
  await waitFor(() => expect(currentStep()).toBe(step));
}
async function toReview() {
  for (const step of ["2. Owners", "3. Funding request", "4. Review"]) await next(step);
}
const editing = (edited: DealDetail = deal) =>
  renderWithQuery(
    <MemoryRouter>
      <DealForm deal={edited} onSaved={() => {}} />
    </MemoryRouter>,
  );

describe("the deal form's checks", () => {
  it("says at each field what is wrong and what is allowed, and moves focus to the first", async () => {
    renderWithQuery(<DealForm onSaved={() => {}} />);
    click("Next");
    await screen.findByText("Enter the business's legal name (up to 200 characters).");
    const legalName = textbox("Legal name");
    await waitFor(() => expect(document.activeElement).toBe(legalName));
    expect(legalName.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Choose the kind of business.")).toBeTruthy();
    // Industry and country may wait (a draft, decision 075): they are not refused.
    expect(screen.queryByText("Choose the borrower's industry from the list.")).toBeNull();
    expect(screen.queryByText("This value is not valid")).toBeNull();
    expect(currentStep()).toBe("1. Borrower");
  });

  it("takes a field's error away as soon as that field is changed, and keeps the others", async () => {
    renderWithQuery(<DealForm onSaved={() => {}} />);
    click("Next");
    const legalName = textbox("Legal name");
    await waitFor(() => expect(legalName.getAttribute("aria-invalid")).toBe("true"));
    fireEvent.change(legalName, { target: { value: "Crumb Bakery Ltd" } });
    await waitFor(() => expect(legalName.getAttribute("aria-invalid")).toBe("false"));
    expect(
      screen.queryByText("Enter the business's legal name (up to 200 characters)."),
    ).toBeNull();
    expect(screen.getByText("Choose the kind of business.")).toBeTruthy();
    // Industry and country may wait (a draft, decision 075): they are not refused.
    expect(screen.queryByText("Choose the borrower's industry from the list.")).toBeNull();
    // Next checks every field of the step again: cleared is not accepted.
    fireEvent.change(legalName, { target: { value: " " } });
    click("Next");
    await waitFor(() => expect(legalName.getAttribute("aria-invalid")).toBe("true"));
  });

  it("checks the owners' step at its fields, and Back keeps what was typed", async () => {
    editing();
    click("Next");
    await waitFor(() => expect(currentStep()).toBe("2. Owners"));
    click("Add an owner");
    const second = within(screen.getByRole("group", { name: "Owner 2" }));
    fireEvent.change(second.getByRole("textbox", { name: "Full name" }), {
      target: { value: "Bo" },
    });
    fireEvent.change(second.getByRole("textbox", { name: "Ownership (%)" }), {
      target: { value: "250" },
    });
    click("Next");
    const ownership = second.getByRole("textbox", { name: "Ownership (%)" });
    await waitFor(() => expect(ownership.getAttribute("aria-invalid")).toBe("true"));
    expect(currentStep()).toBe("2. Owners");
    click("Back");
    await waitFor(() => expect(currentStep()).toBe("1. Borrower"));
    click("Next");
    await waitFor(() => expect(currentStep()).toBe("2. Owners"));
    const again = within(screen.getByRole("group", { name: "Owner 2" }));
    expect((again.getByRole("textbox", { name: "Full name" }) as HTMLInputElement).value).toBe(
      "Bo",
    );
  });

  it("asks for the property only for a product secured on one", async () => {
    editing({ ...deal, product: "bridge" });
    const steps = screen.getByRole("list", { name: "Steps" }).textContent;
    expect(steps).toContain("Property");
    await next("2. Owners");
    await next("3. Funding request");
    await next("4. Property");
    click("Next");
    await screen.findByText("Enter the property's address.");
    expect(currentStep()).toBe("4. Property");
    // Its type may wait (decision 075).
    expect(screen.queryByText("Choose the type of property.")).toBeNull();
  });
});

describe("the deal form's steps", () => {
  it("keeps a draft's industry and country as not known yet, and says so on review", async () => {
    const { industry: _i, country: _c, ...borrower } = deal.borrower;
    editing({ ...deal, borrower });
    await toReview();
    const review = within(screen.getByLabelText("Review"));
    expect(review.getAllByText("Not known yet")).toHaveLength(2);
  });

  it("reviews every fact the steps asked for: term, revenue, advances, trading since, credit score", async () => {
    editing();
    expect(screen.getByRole("list", { name: "Steps" }).textContent).not.toContain("Property");
    await toReview();
    const review = within(screen.getByLabelText("Review"));
    const fact = (term: string) => review.getByText(term).nextElementSibling?.textContent;
    expect(fact("Term (months)")).toBe("18");
    expect(fact("Monthly revenue")).toBe("£42,000.00");
    expect(fact("Existing advances")).toBe("1 advance, £12,500.00 still owed");
    expect(fact("Advance 1")).toContain("Northbridge");
    expect(fact("Trading since")).toMatch(/2019/);
    expect(fact("Owners")).toContain("Credit score 742");
  });

  it("says none for advances when the broker says there are none, and leaves out what was not given", async () => {
    editing({ ...deal, termMonths: null, borrower: { ...deal.borrower, startDate: undefined } });
    await next("2. Owners");
    await next("3. Funding request");
    fireEvent.click(screen.getByRole("radio", { name: "None" }));
    expect(screen.queryByRole("group", { name: "Advance 1" })).toBeNull();
    await next("4. Review");
    const review = within(screen.getByLabelText("Review"));
    expect(review.getByText("Existing advances").nextElementSibling?.textContent).toBe("None");
    expect(review.queryByText("Trading since")).toBeNull();
    expect(review.queryByText("Term (months)")).toBeNull();
  });
});

describe("saving a deal", () => {
  it("shows the server's refusal at its field, on its step, focused", async () => {
    answer(json(200, deal.borrower), () =>
      json(
        400,
        refusal("validation_failed", {
          issues: [{ path: "existingAdvances.0.balanceMinor", code: "advanceBalanceNumber" }],
        }),
      ),
    );
    editing();
    await toReview();
    click("Save changes");
    await waitFor(() => expect(currentStep()).toBe("3. Funding request"));
    const balance = within(screen.getByRole("group", { name: "Advance 1" })).getByRole("textbox", {
      name: "Still owed",
    });
    await waitFor(() => expect(document.activeElement).toBe(balance));
    expect(balance.getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("puts the borrower's refusal on the borrower's field", async () => {
    answer(
      json(
        400,
        refusal("validation_failed", {
          issues: [{ path: "legalName", code: "legalNameRequired" }],
        }),
      ),
    );
    editing();
    await toReview();
    click("Save changes");
    await screen.findByText("Enter the business's legal name (up to 200 characters).");
    expect(currentStep()).toBe("1. Borrower");
    expect(textbox("Legal name").getAttribute("aria-invalid")).toBe("true");
  });

  it("refuses to overwrite someone else's change and keeps everything typed", async () => {
    const fetch = answer(json(200, deal.borrower), () => json(409, refusal("version_conflict")));
    editing();
    fireEvent.change(textbox("Legal name"), { target: { value: "Crumb & Co Ltd" } });
    await toReview();
    click("Save changes");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toMatch(/changed/i);
    expect(currentStep()).toBe("4. Review");
    const sent = fetch.mock.calls.find(([url]) => String(url).match(/\/v1\/user\/deal\/[^/]+$/));
    const body = sent?.[1]?.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get("version")).toBe("1");
    for (let step = 0; step < 3; step++) click("Back");
    await waitFor(() => expect(currentStep()).toBe("1. Borrower"));
    expect(textbox("Legal name").value).toBe("Crumb & Co Ltd");
  });

  it("shows the training gate's refusal with the course to pass (decision 052)", async () => {
    answer(json(200, deal.borrower), () =>
      json(
        409,
        refusal("training_required", {
          details: {
            product: "merchant_cash_advance",
            courseId: "c1",
            courseTitle: "Cash advances",
          },
        }),
      ),
    );
    editing({ ...deal, status: "submitted" });
    await toReview();
    click("Save changes");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Pass this product's training in Learn");
    expect(within(alert).getByRole("link", { name: "Cash advances" }).getAttribute("href")).toBe(
      "/learn/c1",
    );
  });
});
