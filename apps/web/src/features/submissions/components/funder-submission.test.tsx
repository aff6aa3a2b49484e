import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import "@/lib/i18n";
import { renderWithQuery } from "@/testing/render-with-query";
import { FunderInbox } from "./funder-inbox";
import { FunderSubmissionView } from "./funder-submission";

afterEach(() => vi.unstubAllGlobals());

// A deal the broker withdrew, as the API answers it to the funder (decision 021).
const withdrawn = {
  id: "s1",
  dealId: "d1",
  lenderId: "l1",
  listingName: "Growth loans",
  funderId: "f1",
  funderName: "Alpha Capital",
  status: "cancelled",
  version: 3,
  sharedDocumentIds: [],
  sentAt: "2026-11-20T10:00:00Z",
  updatedAt: "2026-11-21T10:00:00Z",
  events: [
    { from: null, to: "pending", actorId: "u1", note: null, at: "2026-11-20T10:00:00Z" },
    { from: "pending", to: "cancelled", actorId: "u1", note: null, at: "2026-11-21T10:00:00Z" },
  ],
  proposal: null,
  brokerName: "Harbour Brokers",
  reference: "D-1001",
  deal: null,
  borrower: null,
  documents: [],
};

function serve(body: unknown) {
  const idToken = `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 900 })).replace(/=+$/, "")}.s`;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: RequestInfo | URL) =>
      String(url) === "/auth/token"
        ? new Response(JSON.stringify({ token: idToken }))
        : new Response(JSON.stringify(body)),
    ),
  );
}

describe("a deal the broker withdrew, on the funder's side", () => {
  it("says so instead of the deal, its documents and the answer forms", async () => {
    serve(withdrawn);
    renderWithQuery(<FunderSubmissionView id="s1" />);
    const notice = await screen.findByText(
      "The broker withdrew this deal: its details and documents are no longer available to you.",
    );
    expect(notice.getAttribute("role")).toBe("status");
    expect(screen.getByText("Harbour Brokers")).toBeTruthy();
    expect(screen.getAllByText("Withdrawn").length).toBeGreaterThan(0);
    expect(screen.queryByText("Shared documents")).toBeNull();
    expect(screen.queryByRole("button", { name: "Send proposal" })).toBeNull();
  });

  it("keeps its row in the inbox, with its reference and without its details", async () => {
    const { documents: _d, events: _e, ...row } = withdrawn;
    serve({ items: [row] });
    renderWithQuery(
      <MemoryRouter>
        <FunderInbox />
      </MemoryRouter>,
    );
    expect((await screen.findByRole("link", { name: "D-1001" })).getAttribute("href")).toBe(
      "/inbox/s1",
    );
    const cells = screen.getAllByRole("cell").map((c) => c.textContent);
    expect(cells).toEqual(["D-1001", "Harbour Brokers", "—", "—", "Withdrawn", expect.any(String)]);
  });
});

// A deal whose accepted offer this funder has funded: funding moves the deal, not the submission.
const funded = {
  ...withdrawn,
  status: "accepted",
  events: [
    { from: null, to: "pending", actorId: "u1", note: null, at: "2026-11-20T10:00:00Z" },
    { from: "pending", to: "offered", actorId: "u2", note: null, at: "2026-11-20T12:00:00Z" },
    { from: "offered", to: "accepted", actorId: "u1", note: null, at: "2026-11-21T10:00:00Z" },
  ],
  deal: {
    product: "term_loan",
    amountMinor: 5_000_000,
    currency: "GBP",
    purpose: "Ovens",
    termMonths: 12,
    monthlyRevenueMinor: null,
    existingAdvancesMinor: null,
    existingAdvances: null,
    status: "funded",
  },
  borrower: {
    legalName: "Harbour Bakery Ltd",
    country: "GB",
    industry: "bakery",
    startDate: null,
    owners: [],
  },
};

describe("a deal the funder funded", () => {
  it("reads Funded on the item's page, not Accepted, and offers no funding any more", async () => {
    serve(funded);
    renderWithQuery(<FunderSubmissionView id="s1" />);
    expect((await screen.findByText("Funded")).getAttribute("data-status")).toBe("funded");
    expect(screen.queryByRole("button", { name: "Mark funded" })).toBeNull();
  });

  it("reads Funded in the inbox", async () => {
    const { documents: _d, events: _e, ...row } = funded;
    serve({ items: [row] });
    renderWithQuery(
      <MemoryRouter>
        <FunderInbox />
      </MemoryRouter>,
    );
    await screen.findByRole("link", { name: "D-1001" });
    expect(screen.getAllByRole("cell").map((c) => c.textContent)[4]).toBe("Funded");
  });
});

describe("a proposal the funder sends", () => {
  it("empties the form and says what was sent, and to whom", async () => {
    serve({ ...funded, status: "pending", deal: { ...funded.deal, status: "submitted" } });
    renderWithQuery(<FunderSubmissionView id="s1" />);
    await screen.findByLabelText("Amount");
    const fill = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill("Amount", "45000");
    fill("Factor (e.g. 1.25)", "1.3");
    fill("Term (months)", "12");
    fill("Broker commission (%)", "2");
    fireEvent.click(screen.getByRole("button", { name: "Send proposal" }));
    const sent = await screen.findByRole("status");
    expect(sent.textContent).toBe(
      "Proposal sent to Harbour Brokers: £45,000.00 over 12 months at a factor of 1.3.",
    );
    for (const label of ["Amount", "Factor (e.g. 1.25)", "Term (months)", "Broker commission (%)"])
      expect((screen.getByLabelText(label) as HTMLInputElement).value).toBe("");
    const [, init] = vi.mocked(fetch).mock.calls.find(([url]) => String(url).endsWith("/offer"))!;
    expect(JSON.parse(String(init!.body))).toMatchObject({
      amountMinor: 4_500_000,
      factorBp: 13_000,
    });
  });
});
