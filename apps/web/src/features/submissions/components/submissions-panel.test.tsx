import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import "@/lib/i18n";
import { renderWithQuery } from "@/testing/render-with-query";
import { SubmissionsPanel } from "./submissions-panel";

afterEach(() => vi.unstubAllGlobals());

const proposal = {
  id: "p",
  amountMinor: 1_000_000,
  currency: "GBP",
  rateBp: 1200,
  factorBp: null,
  termMonths: 12,
  paymentFrequency: "monthly",
  feesMinor: 0,
  brokerCommissionBp: 200,
  fundingDays: null as number | null,
  conditions: null as string | null,
  expiresOn: null as string | null,
  note: null,
  createdAt: "2026-11-20T10:00:00Z",
};
const submission = (id: string, funderName: string, status: string, offer?: object) => ({
  id,
  dealId: "d1",
  lenderId: "l1",
  listingName: null,
  funderName,
  status,
  version: 1,
  sharedDocumentIds: [],
  sentAt: "2026-11-20T10:00:00Z",
  updatedAt: "2026-11-20T10:00:00Z",
  events: [],
  proposal: offer ? { ...proposal, ...offer } : null,
  declineReason: null as string | null,
});

/** The term sheets downloaded (their paths), as the browser was handed them. */
const downloads: string[] = [];

/** What each POST sent, in order. */
const bodies: unknown[] = [];

/** Serves the submissions and commissions; records POSTs (an accept answers the submission). */
function serve(items: unknown[]) {
  const idToken = `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 900 })).replace(/=+$/, "")}.s`;
  const posts: string[] = [];
  bodies.length = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      const path = String(url);
      if (path === "/auth/token") return new Response(JSON.stringify({ token: idToken }));
      if (path.endsWith("/term-sheet")) {
        downloads.push(path);
        return new Response("%PDF-1.7", { headers: { "content-type": "application/pdf" } });
      }
      if (init?.method === "POST") {
        posts.push(path);
        bodies.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify(items[0]));
      }
      return new Response(JSON.stringify({ items: path.endsWith("/submissions") ? items : [] }));
    }),
  );
  return posts;
}

const panel = () => <SubmissionsPanel dealId="d1" openThread={() => {}} />;

describe("offers compared", () => {
  it("shows what each offer costs, marks the cheapest and the fastest, and says when there is no APR", async () => {
    serve([
      submission("a", "Alpha Capital", "offered", { rateBp: 1500, fundingDays: 2 }),
      submission("b", "Beta Funding", "offered", { rateBp: 1200, fundingDays: 5 }),
      submission("c", "Gamma Loans", "offered", { feesMinor: 1_000_000 }),
    ]);
    renderWithQuery(panel());
    const offers = await screen.findByRole("region", { name: "Offers side by side" });
    const alpha = within(offers).getByRole("listitem", { name: "Alpha Capital" });
    const beta = within(offers).getByRole("listitem", { name: "Beta Funding" });
    const gamma = within(offers).getByRole("listitem", { name: "Gamma Loans" });
    expect(beta.textContent).toContain("Total repayable£10,661.85");
    expect(beta.textContent).toContain("Cost of funds£661.85");
    expect(beta.textContent).toContain("£888.49 a month · 12 payments");
    expect(beta.textContent).toContain("Estimated APR12%");
    expect(within(beta).getByText("Cheapest")).toBeTruthy();
    expect(within(beta).queryByText("Fastest")).toBeNull();
    expect(within(alpha).getByText("Fastest")).toBeTruthy();
    expect(within(alpha).queryByText("Cheapest")).toBeNull();
    expect(gamma.textContent).toContain("Not shown: the fees take the whole amount.");
    expect(gamma.textContent).toContain("Funds inNot stated");
  });

  it("asks before accepting, naming what it closes; keeping on comparing accepts nothing", async () => {
    const posts = serve([
      submission("a", "Alpha Capital", "offered", {}),
      submission("b", "Beta Funding", "offered", {}),
      submission("c", "Gamma Loans", "pending"),
      submission("d", "Delta Bank", "declined"),
    ]);
    renderWithQuery(panel());
    fireEvent.click(await screen.findByRole("button", { name: "Accept Alpha Capital's offer" }));
    const dialog = screen.getByRole("dialog", { name: "Accept Alpha Capital's offer?" });
    expect(dialog.textContent).toContain("Beta Funding: its offer is declined");
    expect(dialog.textContent).toContain("Gamma Loans: the deal is withdrawn");
    expect(dialog.textContent).not.toContain("Delta Bank");
    fireEvent.click(within(dialog).getByRole("button", { name: "Keep comparing" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(posts).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: "Accept Alpha Capital's offer" }));
    fireEvent.click(screen.getByRole("button", { name: "Accept the offer" }));
    await waitFor(() => expect(posts).toEqual(["/v1/user/submission/a/accept"]));
    // The terms the broker read: the server refuses if the funder changed them meanwhile.
    expect(bodies).toEqual([{ proposalId: "p" }]);
  });

  it("marks a revised offer with its date and what changed; a withdrawn one leaves the comparison", async () => {
    const revised = {
      ...submission("a", "Alpha Capital", "offered", {
        amountMinor: 1_200_000,
        revisedAt: "2026-11-23T10:00:00Z",
      }),
      events: [
        {
          from: "offered",
          to: "offered",
          actorId: "f",
          note: null,
          changes: [{ field: "amountMinor", from: 1_000_000, to: 1_200_000 }],
          at: "2026-11-23T10:00:00Z",
        },
      ],
    };
    const withdrawn = {
      ...submission("b", "Beta Funding", "offer_withdrawn", {
        withdrawnAt: "2026-11-23T11:00:00Z",
      }),
      events: [
        {
          from: "offered",
          to: "offer_withdrawn",
          actorId: "f",
          note: "Credit said no",
          changes: null,
          at: "2026-11-23T11:00:00Z",
        },
      ],
    };
    serve([revised, withdrawn]);
    renderWithQuery(panel());
    const offers = await screen.findByRole("region", { name: "Offers side by side" });
    const alpha = within(offers).getByRole("listitem", { name: "Alpha Capital" });
    expect(within(alpha).getByText(/^Revised \d/)).toBeTruthy();
    expect(alpha.textContent).toContain("Changed: amount from £10,000.00 to £12,000.00");
    expect(within(offers).queryByRole("listitem", { name: "Beta Funding" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Accept Beta Funding's offer" })).toBeNull();
    const list = screen.getByRole("list", { name: "Submissions" });
    const beta = within(list).getByRole("listitem", { name: "Beta Funding" });
    expect(beta.textContent).toContain("Offer withdrawn: Credit said no");
    const alphaLine = within(list).getByRole("listitem", { name: "Alpha Capital" });
    expect(alphaLine.textContent).toContain("Offer revised: amount from £10,000.00 to £12,000.00");
  });

  it("answers a funder's question in its conversation", async () => {
    const asking = {
      ...submission("b", "Northbridge", "info_requested"),
      events: [
        {
          from: "pending",
          to: "info_requested",
          actorId: "f",
          note: "Last year's accounts, please",
          changes: null,
          at: "2026-11-21T10:00:00Z",
        },
      ],
    };
    serve([submission("a", "Alpha Capital", "offered", {}), asking]);
    const openThread = vi.fn();
    renderWithQuery(<SubmissionsPanel dealId="d1" openThread={openThread} />);
    const answer = await screen.findByRole("button", {
      name: "Answer Northbridge in the conversation",
    });
    expect(answer.closest("li")!.textContent).toContain("Last year's accounts, please");
    fireEvent.click(answer);
    expect(openThread).toHaveBeenCalledWith("b");
    expect(screen.queryByRole("textbox")).toBeNull();
  });
});

describe("offer conditions, expiry and the term sheet", () => {
  const day = (fromToday: number) =>
    new Date(Date.now() + fromToday * 86_400_000).toISOString().slice(0, 10);

  it("each offer downloads its term sheet and shows its conditions and expiry; an expired one cannot be accepted", async () => {
    downloads.length = 0;
    URL.createObjectURL = vi.fn(() => "blob:term-sheet");
    URL.revokeObjectURL = vi.fn();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    serve([
      submission("a", "Alpha Capital", "offered", {
        conditions: "Three months of bank statements",
        expiresOn: day(10),
      }),
      submission("b", "Beta Funding", "offered", { expiresOn: day(-1) }),
      submission("c", "Gamma Loans", "borrower_declined", {}),
    ]);
    renderWithQuery(panel());
    const offers = await screen.findByRole("region", { name: "Offers side by side" });
    const alpha = within(offers).getByRole("listitem", { name: "Alpha Capital" });
    const beta = within(offers).getByRole("listitem", { name: "Beta Funding" });
    expect(alpha.textContent).toContain("ConditionsThree months of bank statements");
    expect(within(alpha).getByText(/^Expires \w+ \d+, 20\d\d$/)).toBeTruthy();
    expect(within(beta).getByText("Expired")).toBeTruthy();
    expect(beta.textContent).toContain("This offer expired on");
    expect(within(beta).queryByRole("button", { name: /^Accept/ })).toBeNull();
    expect(
      within(alpha).getByRole("button", { name: "Accept Alpha Capital's offer" }),
    ).toBeTruthy();

    fireEvent.click(
      within(beta).getByRole("button", { name: "Term sheet (PDF) of Beta Funding's offer" }),
    );
    await waitFor(() => expect(downloads).toEqual(["/v1/user/submission/b/term-sheet"]));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    clicked.mockRestore();
  });

  it("says why a funder declined, in the reason's words, with the funder's note", async () => {
    serve([
      {
        ...submission("d", "Delta Bank", "declined"),
        declineReason: "time_in_business",
        events: [
          {
            from: "pending",
            to: "declined",
            actorId: "f",
            note: "Come back at 12 months",
            changes: null,
            at: "2026-11-21T10:00:00Z",
          },
        ],
      },
      submission("e", "Echo Funding", "declined"),
    ]);
    renderWithQuery(panel());
    const list = await screen.findByRole("list", { name: "Submissions" });
    const delta = within(list).getByRole("listitem", { name: "Delta Bank" });
    expect(delta.textContent).toContain("Declined: Not long enough in business");
    expect(delta.textContent).toContain("Come back at 12 months");
    const echo = within(list).getByRole("listitem", { name: "Echo Funding" });
    expect(echo.textContent).not.toContain("Declined:");
  });
});
