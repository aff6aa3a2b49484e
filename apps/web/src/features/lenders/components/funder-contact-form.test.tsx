import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import "@/lib/i18n";
import "@portal/contract/deals/regions";
import type { FunderContact } from "@portal/contract/lenders/funder-contact-schemas";
import type { Listing, ListingCriteria } from "@portal/contract/lenders/listing-schemas";
import { renderWithQuery } from "@/testing/render-with-query";
import { FunderContactForm } from "./funder-contact-form";

/** Every criterion the API accepts (listing-form.test.tsx checks the list is whole). */
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
  id: "22222222-2222-4222-8222-222222222222",
  organizationId: "o",
  funderName: "Harbour Funding",
  name: "Harbour Funding",
  description: "Quick answers",
  currency: "EUR",
  status: "published",
  version: 2,
  criteria,
  rateMinBp: 850,
  rateMaxBp: 1450,
  factorMinBp: 11_500,
  factorMaxBp: 14_500,
  brokerCommissionBp: 200,
  promisedResponseHours: 24,
  measuredResponseHours: null,
  criteriaUpdatedAt: "2026-11-01T00:00:00Z",
  publishedAt: "2026-11-01T00:00:00Z",
  createdAt: "2026-11-01T00:00:00Z",
  updatedAt: "2026-11-01T00:00:00Z",
};
const contact: FunderContact = {
  id: "33333333-3333-4333-8333-333333333333",
  funderId: "o",
  company: "Harbour Funding",
  people: [
    { name: "Ana Diaz", email: "ana@harbour.example", phone: "+44 20 7946 0000" },
    { name: "Ben Ode", email: "ben@harbour.example", phone: null },
  ],
  products: ["term_loan"],
  notes: "Prefers mornings",
  listing,
  listingId: listing.id,
  joined: false,
  onPortal: [],
  version: 4,
  sentCount: 0,
  createdAt: "2026-11-01T00:00:00Z",
  updatedAt: "2026-11-01T00:00:00Z",
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

afterEach(() => vi.unstubAllGlobals());

describe("the funder contact form", () => {
  it("saves every person, product, term and criterion unchanged, with the version read", async () => {
    const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
      json(200, { ...contact, ...JSON.parse(String(init?.body)) }),
    );
    vi.stubGlobal("fetch", fetch);
    const saved = vi.fn();
    renderWithQuery(<FunderContactForm contact={contact} onSaved={saved} />);
    fireEvent.click(screen.getByRole("button", { name: "Save funder" }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls.find(([, i]) => i?.method === "PUT")!;
    expect(url).toContain(`/v1/funder-contact/${contact.id}`);
    const sent = JSON.parse(String(init!.body)) as Record<string, unknown>;
    expect(sent).toEqual({
      company: "Harbour Funding",
      people: [
        { name: "Ana Diaz", email: "ana@harbour.example", phone: "+44 20 7946 0000" },
        { name: "Ben Ode", email: "ben@harbour.example" },
      ],
      products: ["term_loan"],
      notes: "Prefers mornings",
      listing: {
        description: "Quick answers",
        currency: "EUR",
        rateMinBp: 850,
        rateMaxBp: 1450,
        factorMinBp: 11_500,
        factorMaxBp: 14_500,
        brokerCommissionBp: 200,
        promisedResponseHours: 24,
        criteria,
      },
      version: 4,
    });
  });

  it("keeps an outside funder's excluded regions: all regions but these, shown and sent back", async () => {
    const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
      json(200, { ...contact, ...JSON.parse(String(init?.body)) }),
    );
    vi.stubGlobal("fetch", fetch);
    const except = { countries: ["US"], excludedRegions: ["US-CA", "US-NY"] };
    const saved = vi.fn();
    renderWithQuery(
      <FunderContactForm
        contact={{ ...contact, listing: { ...listing, criteria: except } }}
        onSaved={saved}
      />,
    );
    expect(
      (screen.getByRole("radio", { name: "All regions except these" }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(await screen.findByText(/^New York/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Save funder" }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    const [, init] = fetch.mock.calls.find(([, i]) => i?.method === "PUT")!;
    expect(JSON.parse(String(init!.body)).listing.criteria).toEqual(except);
  });

  it("sends no criteria when none are entered, and none once they are unticked", async () => {
    const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
      json(200, { ...contact, ...JSON.parse(String(init?.body)) }),
    );
    vi.stubGlobal("fetch", fetch);
    renderWithQuery(<FunderContactForm contact={contact} onSaved={() => {}} />);
    fireEvent.click(screen.getByRole("checkbox", { name: "Enter the criteria it lends on" }));
    expect(screen.queryByLabelText("Minimum credit score")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Save funder" }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body)).listing).toBeNull();
  });

  it("says what is missing at its field before sending, and a person's address given twice", async () => {
    vi.stubGlobal("fetch", vi.fn());
    renderWithQuery(<FunderContactForm onSaved={() => {}} />);
    fireEvent.click(screen.getByRole("button", { name: "Save funder" }));
    const company = screen.getByRole("textbox", { name: "Company" });
    await waitFor(() => expect(company.getAttribute("aria-invalid")).toBe("true"));
    expect(
      screen.getByText("Enter the funder's company name (up to 200 characters)."),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add a person" }));
    const people = screen.getAllByRole("group", { name: /^Person \d/ });
    for (const person of people) {
      fireEvent.change(within(person).getByRole("textbox", { name: "Name" }), {
        target: { value: "Sam" },
      });
      fireEvent.change(within(person).getByRole("textbox", { name: "Email" }), {
        target: { value: "sam@x.example" },
      });
    }
    fireEvent.change(company, { target: { value: "Harbour" } });
    fireEvent.click(screen.getByRole("button", { name: "Save funder" }));
    await screen.findByText("This address is already listed for this funder.");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("puts the server's refusals at their fields, those of the criteria too", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        json(400, {
          error: {
            code: "validation_failed",
            issues: [
              { path: "people.1.email", code: "invalidEmailAddress" },
              { path: "listing.criteria.minCreditScore", code: "creditScoreMinimum" },
            ],
          },
        }),
      ),
    );
    const saved = vi.fn();
    renderWithQuery(<FunderContactForm contact={contact} onSaved={saved} />);
    fireEvent.click(screen.getByRole("button", { name: "Save funder" }));
    await waitFor(() =>
      expect(screen.getByLabelText("Minimum credit score").getAttribute("aria-invalid")).toBe(
        "true",
      ),
    );
    const second = screen.getByRole("group", { name: "Person 2" });
    expect(
      within(second).getByRole("textbox", { name: "Email" }).getAttribute("aria-invalid"),
    ).toBe("true");
    expect(saved).not.toHaveBeenCalled();
  });
});
