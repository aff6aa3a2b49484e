import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import "@/lib/i18n";
import { choose } from "@/testing/choose";
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
  // Its place in the inbox (contract `inboxItemSchema`'s words) and the funder's target.
  tab: "lost",
  firstResponseAt: null,
  awaitingReplySince: null,
  assignee: null,
  responseTargetHours: null,
};

const idToken = `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 900 })).replace(/=+$/, "")}.s`;
/** An inbox page of these rows (every count 0 but the tab's), as GET /v1/funder/submissions answers. */
const inboxPage = (items: unknown[] = []) => ({
  items,
  counts: { new: items.length, needs_answer: 0, offered: 0, won: 0, lost: 0 },
  countIsCapped: { new: false, needs_answer: false, offered: false, won: false, lost: false },
  nextCursor: null,
  responseTargetHours: null,
});
/** The reads besides the item: its fit with the listings, and the inbox's pages. */
function besides(url: string, inbox = inboxPage()): Response | null {
  if (url === "/auth/token") return new Response(JSON.stringify({ token: idToken }));
  if (url.endsWith("/fit")) return new Response(JSON.stringify({ listings: [] }));
  if (url.startsWith("/v1/funder/submissions?")) return new Response(JSON.stringify(inbox));
  return null;
}

/** Serves `body` as the item, and `inbox` as every inbox page. */
function serve(body: unknown, inbox = inboxPage()) {
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async (url: RequestInfo | URL) =>
        besides(String(url), inbox) ?? new Response(JSON.stringify(body)),
    ),
  );
}

/** The inbox's row of the deal (contract `inboxItemSchema`). */
const row = {
  id: "s1",
  reference: "D-1001",
  businessName: "Harbour Bakery Ltd",
  product: "term_loan",
  amountMinor: 5_000_000,
  currency: "GBP",
  country: "GB",
  brokerId: "b1",
  brokerName: "Harbour Brokers",
  listingId: "l1",
  listingName: "Growth loans",
  status: "pending",
  funded: false,
  tab: "new",
  sentAt: "2026-11-20T10:00:00Z",
  firstResponseAt: null,
  awaitingReplySince: null,
  assignee: null,
  unread: 0,
};

describe("a deal the broker withdrew, on the funder's side", () => {
  it("says so instead of the deal, its documents and the answer forms", async () => {
    serve(withdrawn);
    renderWithQuery(<FunderSubmissionView id="s1" />);
    const notice = await screen.findByText(
      "The broker withdrew this deal: its details and documents are no longer available to you.",
    );
    expect(notice.getAttribute("role")).toBe("status");
    expect(screen.getByText("Harbour Brokers")).toBeTruthy();
    expect(screen.getAllByText("Withdrawn by the broker").length).toBeGreaterThan(1);
    expect(screen.queryByText("Shared documents")).toBeNull();
    expect(screen.queryByRole("button", { name: "Send proposal" })).toBeNull();
  });

  it("keeps its row in the inbox, with its reference and without its business", async () => {
    serve(null, inboxPage([{ ...row, status: "cancelled", tab: "lost", businessName: null }]));
    renderWithQuery(
      <MemoryRouter initialEntries={["/inbox?tab=lost"]}>
        <FunderInbox />
      </MemoryRouter>,
    );
    const link = await screen.findByRole("link", { name: "Withdrawn deal" });
    expect(link.getAttribute("href")).toBe("/inbox/s1");
    expect(screen.getByText("D-1001")).toBeTruthy();
    expect(screen.getByText("Withdrawn by the broker")).toBeTruthy();
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
    serve(null, inboxPage([{ ...row, status: "accepted", funded: true, tab: "won" }]));
    renderWithQuery(
      <MemoryRouter initialEntries={["/inbox?tab=won"]}>
        <FunderInbox />
      </MemoryRouter>,
    );
    await screen.findByRole("link", { name: "Harbour Bakery Ltd" });
    expect(screen.getByText("Funded").getAttribute("data-status")).toBe("accepted");
  });
});

// The funder's offer once sent: the current offer with Revise and Withdraw (decision 048).
const open = {
  ...funded,
  status: "pending",
  tab: "new",
  deal: { ...funded.deal, status: "submitted" },
};

describe("the item's header", () => {
  it("runs the clock and names the holder from the item itself, asking the inbox nothing", async () => {
    serve({
      ...open,
      tab: "needs_answer",
      firstResponseAt: "2026-11-20T12:00:00Z",
      awaitingReplySince: new Date(Date.now() - 30 * 3_600_000).toISOString(),
      assignee: { id: "u-7", name: "Rita Ng" },
      responseTargetHours: 24,
    });
    renderWithQuery(<FunderSubmissionView id="s1" />);
    expect(await screen.findByText("Rita Ng")).toBeTruthy();
    const clock = document.querySelector("[data-clock]");
    expect(clock?.getAttribute("data-clock")).toBe("late");
    expect(clock?.textContent).toMatch(/^Late: waiting 30 hr/);
    const reads = vi.mocked(fetch).mock.calls.map(([url]) => String(url));
    expect(reads.filter((url) => url.startsWith("/v1/funder/submissions"))).toEqual([]);
  });

  it("shows no clock once the funder answered and no broker's message waits", async () => {
    serve({ ...open, firstResponseAt: "2026-11-20T12:00:00Z", responseTargetHours: 24 });
    renderWithQuery(<FunderSubmissionView id="s1" />);
    await screen.findAllByText("Harbour Bakery Ltd");
    expect(document.querySelector("[data-clock]")).toBeNull();
  });
});
const sentOffer = {
  id: "p1",
  amountMinor: 4_500_000,
  currency: "GBP",
  rateBp: null,
  factorBp: 13_000,
  termMonths: 12,
  paymentFrequency: "monthly",
  feesMinor: 0,
  brokerCommissionBp: 200,
  fundingDays: null,
  note: null,
  createdAt: "2026-11-22T10:00:00Z",
  revisedAt: null,
  withdrawnAt: null,
};
const offered = { ...open, status: "offered", proposal: sentOffer };

/** Serves `item` to reads and `answer(path, body)` to POSTs; reads then serve what a POST moved. */
function serveMoves(item: unknown, answer: (path: string, body: unknown) => Response) {
  let current = JSON.stringify(item);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method !== "POST") return besides(String(url)) ?? new Response(current);
      const answered = answer(String(url), JSON.parse(String(init.body)));
      if (answered.ok) current = await answered.clone().text();
      return answered;
    }),
  );
}
const posted = () =>
  vi
    .mocked(fetch)
    .mock.calls.filter(([, init]) => init?.method === "POST")
    .map(([url, init]) => [String(url), JSON.parse(String(init!.body))]);
const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("a proposal the funder sends", () => {
  it("says what was sent, and to whom, and shows it as the current offer instead of an empty form", async () => {
    serveMoves(open, () => new Response(JSON.stringify(offered)));
    renderWithQuery(<FunderSubmissionView id="s1" />);
    await screen.findByLabelText("Amount");
    fill("Amount", "45000");
    fill("Factor (e.g. 1.25)", "1.3");
    fill("Term (months)", "12");
    fill("Broker commission (%)", "2");
    fireEvent.click(screen.getByRole("button", { name: "Send proposal" }));
    const sent = await screen.findByText(
      "Proposal sent to Harbour Brokers: £45,000.00 over 12 months at a factor of 1.30.",
    );
    expect(sent.getAttribute("role")).toBe("status");
    expect(posted()).toEqual([
      [
        "/v1/funder/submission/s1/offer",
        expect.objectContaining({ amountMinor: 4_500_000, factorBp: 13_000 }),
      ],
    ]);
    expect(screen.getByText("Your current offer")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Send proposal" })).toBeNull();
    expect(screen.getByRole("button", { name: "Revise offer" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Withdraw offer" })).toBeTruthy();
    expect(
      screen.getByText(/Revising replaces these terms in the broker's comparison/),
    ).toBeTruthy();
  });

  it("shows every wrong term at its field at once, and sends nothing", async () => {
    serveMoves(open, () => new Response(JSON.stringify(offered)));
    renderWithQuery(<FunderSubmissionView id="s1" />);
    await screen.findByLabelText("Amount");
    fill("Amount", "lots");
    fill("Term (months)", "0");
    fill("Broker commission (%)", "200");
    fill("Working days to fund after acceptance", "400");
    fireEvent.click(screen.getByRole("button", { name: "Send proposal" }));
    await screen.findByText("Give a rate or a factor.");
    const errorOf = (label: string) => {
      const input = screen.getByLabelText(label);
      expect(input.getAttribute("aria-invalid"), label).toBe("true");
      return document.getElementById(input.getAttribute("aria-describedby")!)!.textContent;
    };
    expect(errorOf("Amount")).toBe("Enter the amount as a number above 0, e.g. 250000.");
    expect(errorOf("Rate (% a year)")).toBe("Give a rate or a factor.");
    expect(errorOf("Term (months)")).toBe("Enter the term in whole months, from 1 to 600.");
    expect(errorOf("Broker commission (%)")).toBe("Enter a percentage from 0 to 100, e.g. 2.5.");
    expect(errorOf("Working days to fund after acceptance")).toBe(
      "Enter whole working days, from 0 to 365, or leave it empty.",
    );
    expect(screen.queryByRole("alert")).toBeNull();
    expect(posted()).toEqual([]);
    // Fixing a field clears its error at once; a factor answers the missing rate too.
    fill("Factor (e.g. 1.25)", "1.2");
    await waitFor(() =>
      expect(screen.getByLabelText("Rate (% a year)").getAttribute("aria-invalid")).toBe("false"),
    );
    expect(screen.getByLabelText("Amount").getAttribute("aria-invalid")).toBe("true");
  });

  it("puts the server's refusals at their fields", async () => {
    serveMoves(
      open,
      () =>
        new Response(
          JSON.stringify({
            error: {
              code: "validation_failed",
              message: "x",
              requestId: "r",
              issues: [
                { path: "feesMinor", code: "moneyNumber", message: "x" },
                { path: "note", code: "tooLong", message: "x" },
              ],
            },
          }),
          { status: 400 },
        ),
    );
    renderWithQuery(<FunderSubmissionView id="s1" />);
    await screen.findByLabelText("Amount");
    fill("Amount", "45000");
    fill("Rate (% a year)", "12");
    fill("Term (months)", "12");
    fireEvent.click(screen.getByRole("button", { name: "Send proposal" }));
    await waitFor(() =>
      expect(screen.getByLabelText("Fees").getAttribute("aria-invalid")).toBe("true"),
    );
    expect(screen.getByLabelText("Note to the broker").getAttribute("aria-invalid")).toBe("true");
  });

  it("says a refusal of the whole above the form and keeps every term typed", async () => {
    serveMoves(
      open,
      () => new Response(JSON.stringify({ error: { code: "offer_exists" } }), { status: 409 }),
    );
    renderWithQuery(<FunderSubmissionView id="s1" />);
    await screen.findByLabelText("Amount");
    fill("Amount", "45000");
    fill("Rate (% a year)", "12");
    fill("Term (months)", "12");
    fill("Note to the broker", "Subject to a site visit");
    fireEvent.click(screen.getByRole("button", { name: "Send proposal" }));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "You already have an offer on this deal",
    );
    const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
    expect(value("Amount")).toBe("45000");
    expect(value("Rate (% a year)")).toBe("12");
    expect(value("Note to the broker")).toBe("Subject to a site visit");
    expect(screen.getByLabelText("Amount").getAttribute("aria-invalid")).toBe("false");
  });

  it("revises the current offer from its terms, and says the broker's comparison changes", async () => {
    const revised = {
      ...offered,
      proposal: {
        ...sentOffer,
        id: "p2",
        amountMinor: 5_000_000,
        revisedAt: "2026-11-23T10:00:00Z",
      },
    };
    serveMoves(offered, () => new Response(JSON.stringify(revised)));
    renderWithQuery(<FunderSubmissionView id="s1" />);
    fireEvent.click(await screen.findByRole("button", { name: "Revise offer" }));
    expect((screen.getByLabelText("Amount") as HTMLInputElement).value).toBe("45000.00");
    expect((screen.getByLabelText("Factor (e.g. 1.25)") as HTMLInputElement).value).toBe("1.3");
    fill("Amount", "50000");
    fireEvent.click(screen.getByRole("button", { name: "Send revised terms" }));
    const sent = await screen.findByText(
      "Revised terms sent to Harbour Brokers: £50,000.00 over 12 months at a factor of 1.30.",
    );
    expect(sent.getAttribute("role")).toBe("status");
    expect(posted()).toEqual([
      [
        "/v1/funder/submission/s1/revise",
        expect.objectContaining({ amountMinor: 5_000_000, factorBp: 13_000 }),
      ],
    ]);
    expect(screen.getByText(/^Revised \d/)).toBeTruthy();
  });

  it("withdraws the offer after asking, with a reason for the broker", async () => {
    const withdrawn = {
      ...offered,
      status: "offer_withdrawn",
      proposal: { ...sentOffer, withdrawnAt: "2026-11-23T10:00:00Z" },
    };
    serveMoves(offered, () => new Response(JSON.stringify(withdrawn)));
    renderWithQuery(<FunderSubmissionView id="s1" />);
    fireEvent.click(await screen.findByRole("button", { name: "Withdraw offer" }));
    fill("Reason for the broker", "Credit said no");
    fireEvent.click(screen.getByRole("button", { name: "Withdraw the offer" }));
    const said = await screen.findByText(
      "Offer withdrawn: Harbour Brokers can no longer accept it.",
    );
    expect(said.getAttribute("role")).toBe("status");
    expect(posted()).toEqual([
      ["/v1/funder/submission/s1/withdraw-offer", { note: "Credit said no" }],
    ]);
    // A new proposal is a new offer.
    expect(screen.getByRole("button", { name: "Send proposal" })).toBeTruthy();
    expect(screen.getByText(/You withdrew your offer on/)).toBeTruthy();
  });

  it("once accepted, shows the offer without Revise or Withdraw", async () => {
    serveMoves(
      { ...offered, status: "accepted", deal: { ...open.deal, status: "accepted" } },
      () => new Response("{}"),
    );
    renderWithQuery(<FunderSubmissionView id="s1" />);
    expect(await screen.findByText("Your accepted offer")).toBeTruthy();
    expect(
      screen.getByText("The broker accepted this offer: it can no longer be revised or withdrawn."),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Revise offer" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Withdraw offer" })).toBeNull();
  });
});

describe("the funder's decline and the money going out", () => {
  it("declines with a reason from the list, and keeps the dialog and its choice when refused", async () => {
    serveMoves(
      open,
      () =>
        new Response(JSON.stringify({ error: { code: "invalid_transition" } }), { status: 409 }),
    );
    renderWithQuery(<FunderSubmissionView id="s1" />);
    fireEvent.click(await screen.findByRole("button", { name: "Decline…" }));
    const dialog = await screen.findByRole("dialog", { name: "Decline D-1001" });
    await choose(within(dialog).getByRole("combobox", { name: /Why you decline/ }), {
      name: "Revenue too low",
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Decline" }));
    expect((await within(dialog).findByRole("alert")).textContent).toContain(
      "This deal cannot move to that state now.",
    );
    expect(within(dialog).getByRole("combobox", { name: /Why you decline/ }).textContent).toBe(
      "Revenue too low",
    );
    expect(posted()).toEqual([["/v1/funder/submission/s1/decline", { reason: "revenue" }]]);
  });

  it("says at the amount when it is not one, and puts the server's refusal there too", async () => {
    const accepted = { ...offered, status: "accepted", deal: { ...open.deal, status: "accepted" } };
    serveMoves(
      accepted,
      () =>
        new Response(
          JSON.stringify({
            error: {
              code: "validation_failed",
              issues: [{ path: "amountMinor", code: "amountNumber", message: "x" }],
            },
          }),
          { status: 400 },
        ),
    );
    renderWithQuery(<FunderSubmissionView id="s1" />);
    const amount = await screen.findByLabelText("Amount funded (empty: the offer's)");
    fill("Amount funded (empty: the offer's)", "lots");
    fireEvent.click(screen.getByRole("button", { name: "Mark funded" }));
    await waitFor(() => expect(amount.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("This value is not valid")).toBeTruthy();
    expect(posted()).toEqual([]);
    fill("Amount funded (empty: the offer's)", "45000");
    fireEvent.click(screen.getByRole("button", { name: "Mark funded" }));
    await screen.findByText("Enter the amount as a number above 0, e.g. 250000.");
    expect((amount as HTMLInputElement).value).toBe("45000");
    expect(posted()).toEqual([["/v1/funder/submission/s1/funded", { amountMinor: 4_500_000 }]]);
  });
});
