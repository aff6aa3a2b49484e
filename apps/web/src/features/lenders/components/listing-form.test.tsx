import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import "@/lib/i18n";
// Loaded before the forms ask for it, so no test ends while the region list is still loading.
import "@portal/contract/deals/regions";
import {
  listingCriteriaSchema,
  type Listing,
  type ListingCriteria,
} from "@portal/contract/lenders/listing-schemas";
import { renderWithQuery } from "@/testing/render-with-query";
import { ListingForm } from "./listing-form";

/** Every criterion the API accepts, and every term. */
const criteria: ListingCriteria = {
  products: ["term_loan", "commercial_real_estate"],
  amountMinMinor: 2_500_000,
  amountMaxMinor: 50_000_000,
  countries: ["GB", "US"],
  regions: ["GB-SCT", "US-TX"],
  excludedRegions: ["GB-GLG"],
  excludedIndustries: ["cannabis", "auto_sales"],
  minCreditScore: 620,
  minMonthsInBusiness: 12,
  minMonthlyRevenueMinor: 1_500_000,
  maxPositions: 2,
  maxExistingBalanceMinor: 3_000_000,
  propertyTypes: ["multifamily", "commercial"],
  maxLtvBp: 7500,
  minDscrBp: 12_500,
  termMinMonths: 6,
  termMaxMonths: 120,
  requiredDocumentTypes: ["bank_statement"],
};
const listing: Listing = {
  id: "11111111-1111-4111-8111-111111111111",
  organizationId: "o",
  funderName: "Northbridge",
  name: "Growth loans",
  description: "For growing firms",
  currency: "GBP",
  status: "draft",
  version: 3,
  criteria,
  rateMinBp: 850,
  rateMaxBp: 1450,
  factorMinBp: 11_500,
  factorMaxBp: 14_500,
  brokerCommissionBp: 200,
  promisedResponseHours: 24,
  measuredResponseHours: null,
  criteriaUpdatedAt: "2026-11-01T00:00:00Z",
  publishedAt: null,
  createdAt: "2026-11-01T00:00:00Z",
  updatedAt: "2026-11-01T00:00:00Z",
};

afterEach(() => vi.unstubAllGlobals());

async function saveUnchanged(from: Listing) {
  const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
    return new Response(JSON.stringify({ ...from, ...JSON.parse(String(init?.body)) }));
  });
  vi.stubGlobal("fetch", fetch);
  const saved = vi.fn();
  renderWithQuery(<ListingForm listing={from} onSaved={saved} />);
  fireEvent.click(screen.getByRole("button", { name: "Save listing" }));
  await waitFor(() => expect(saved).toHaveBeenCalled());
  const [, init] = fetch.mock.calls.find(([, i]) => i?.method === "PUT")!;
  return JSON.parse(String(init!.body)) as Record<string, unknown>;
}

describe("the listing form", () => {
  it("round-trips every criterion and term the API accepts", async () => {
    const sent = await saveUnchanged(listing);
    expect(sent.criteria).toEqual(criteria);
    expect(sent).toMatchObject({
      name: listing.name,
      description: listing.description,
      currency: "GBP",
      rateMinBp: 850,
      rateMaxBp: 1450,
      factorMinBp: 11_500,
      factorMaxBp: 14_500,
      brokerCommissionBp: 200,
      promisedResponseHours: 24,
      version: 3,
    });
  });

  it("offers all regions, only these or all except these, and sends the list chosen", async () => {
    const except = {
      ...listing,
      criteria: { countries: ["US"], excludedRegions: ["US-CA", "US-NY"] },
    };
    expect((await saveUnchanged(except)).criteria).toEqual(except.criteria);
    vi.unstubAllGlobals();
    document.body.innerHTML = "";
    const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
      return new Response(JSON.stringify({ ...except, ...JSON.parse(String(init?.body)) }));
    });
    vi.stubGlobal("fetch", fetch);
    const saved = vi.fn();
    renderWithQuery(<ListingForm listing={except} onSaved={saved} />);
    expect(
      (screen.getByRole("radio", { name: "All regions except these" }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(await screen.findByText(/^California/)).toBeTruthy();
    expect(screen.queryByRole("combobox", { name: "Regions within those countries" })).toBeNull();
    fireEvent.click(screen.getByRole("radio", { name: "All regions" }));
    expect(screen.queryByRole("combobox", { name: "Regions you do not lend in" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Save listing" }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    const [, init] = fetch.mock.calls.find(([, i]) => i?.method === "PUT")!;
    expect(JSON.parse(String(init!.body)).criteria).toEqual({ countries: ["US"] });
  });

  it("shows each criterion by name, not by code", async () => {
    vi.stubGlobal("fetch", vi.fn());
    renderWithQuery(<ListingForm listing={listing} onSaved={() => {}} />);
    for (const name of [
      /^Scotland/,
      /^Texas/,
      /^Glasgow/,
      "Multifamily (5+ units)",
      "Car and vehicle dealers",
    ])
      expect(await screen.findByText(name)).toBeTruthy();
  });

  it("has a field for every criterion of the contract, so a save drops none", () => {
    expect(Object.keys(criteria).sort()).toEqual(Object.keys(listingCriteriaSchema.shape).sort());
  });
});

describe("the listing form's errors", () => {
  it("says at a field what is wrong, takes it away once fixed, and checks it again on save", async () => {
    renderWithQuery(<ListingForm onSaved={() => {}} />);
    const save = screen.getByRole("button", { name: "Save listing" });
    fireEvent.click(save);
    const name = screen.getByRole("textbox", { name: /^Name/ });
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    await waitFor(() => expect(document.activeElement).toBe(name));
    fireEvent.change(name, { target: { value: "Growth loans" } });
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("false"));
    fireEvent.change(name, { target: { value: "" } });
    fireEvent.click(save);
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
  });

  it("says at the list when a choice of regions has none chosen", async () => {
    vi.stubGlobal("fetch", vi.fn());
    renderWithQuery(<ListingForm listing={listing} onSaved={() => {}} />);
    fireEvent.click(screen.getByRole("radio", { name: "All regions except these" }));
    fireEvent.click(await screen.findByRole("button", { name: /^Remove Glasgow/ }));
    fireEvent.click(screen.getByRole("button", { name: "Save listing" }));
    const excluded = screen.getByRole("combobox", { name: "Regions you do not lend in" });
    await waitFor(() => expect(excluded.getAttribute("aria-invalid")).toBe("true"));
    expect(
      screen.getByText(
        "Choose at least one region, or choose All regions to lend in every region.",
      ),
    ).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says an amount from above the amount up to at the amount from", async () => {
    vi.stubGlobal("fetch", vi.fn());
    renderWithQuery(<ListingForm listing={listing} onSaved={() => {}} />);
    fireEvent.change(screen.getByLabelText("Amount from"), { target: { value: "10,000" } });
    fireEvent.change(screen.getByLabelText("Amount up to"), { target: { value: "5,000" } });
    fireEvent.click(screen.getByRole("button", { name: "Save listing" }));
    await waitFor(() =>
      expect(screen.getByLabelText("Amount from").getAttribute("aria-invalid")).toBe("true"),
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it("puts the server's refusals at their fields, a code of a list at its list", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        json(400, {
          error: {
            code: "validation_failed",
            issues: [
              { path: "criteria.minCreditScore", code: "creditScoreMinimum" },
              { path: "criteria.countries.1", code: "countryChoice" },
              { path: "criteria.excludedRegions", code: "regionServedAndExcluded" },
            ],
          },
        }),
      ),
    );
    const saved = vi.fn();
    renderWithQuery(<ListingForm listing={listing} onSaved={saved} />);
    fireEvent.click(screen.getByRole("button", { name: "Save listing" }));
    await waitFor(() =>
      expect(screen.getByLabelText("Minimum credit score").getAttribute("aria-invalid")).toBe(
        "true",
      ),
    );
    expect(
      screen.getByRole("combobox", { name: "Countries you lend in" }).getAttribute("aria-invalid"),
    ).toBe("true");
    const excluded = screen.getByRole("combobox", { name: "Regions you do not lend in" });
    expect(excluded.getAttribute("aria-invalid")).toBe("true");
    expect(
      screen.getByText(
        "A region cannot be both served and excluded: take it out of one of the two lists.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(saved).not.toHaveBeenCalled();
  });

  it("keeps what was typed when the listing changed meanwhile", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(409, { error: { code: "version_conflict" } })),
    );
    renderWithQuery(<ListingForm listing={listing} onSaved={() => {}} />);
    fireEvent.change(screen.getByRole("textbox", { name: /^Name/ }), {
      target: { value: "Growth loans plus" },
    });
    fireEvent.change(screen.getByLabelText("Minimum credit score"), { target: { value: "640" } });
    fireEvent.click(screen.getByRole("button", { name: "Save listing" }));
    await screen.findByRole("alert");
    expect((screen.getByRole("textbox", { name: /^Name/ }) as HTMLInputElement).value).toBe(
      "Growth loans plus",
    );
    expect((screen.getByLabelText("Minimum credit score") as HTMLInputElement).value).toBe("640");
  });
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
