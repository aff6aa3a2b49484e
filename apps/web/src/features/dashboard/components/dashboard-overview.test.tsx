import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router";
import type { Dashboard, Leaderboard } from "@portal/contract/dashboard/dashboard-schemas";
import "@/lib/i18n";
import { renderWithQuery } from "@/testing/render-with-query";
import { emptyDashboard, noActions } from "../dashboard-fixture";
import { DashboardOverview } from "./dashboard-overview";
import { choose } from "@/testing/choose";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const figures = (): Dashboard => {
  const base = emptyDashboard();
  return {
    ...base,
    statistics: {
      pendingProposals: { value: 2, previous: 0 },
      closedDeals: { value: 28, previous: 25 },
      sales: [
        { currency: "GBP", value: 5_000_000, previous: 4_000_000 },
        { currency: "USD", value: 120_000, previous: 0 },
      ],
      commissionEarned: [{ currency: "GBP", value: 150_000, previous: 200_000 }],
    },
    pipeline: [
      { status: "draft", count: 3 },
      { status: "submitted", count: 1 },
      { status: "in_review", count: 0 },
      { status: "proposals", count: 2 },
      { status: "accepted", count: 0 },
      { status: "funded", count: 4 },
    ],
    months: base.months.map((m, i) =>
      i === 11
        ? {
            ...m,
            sales: [{ currency: "GBP", amountMinor: 5_000_000 }],
            commissionEarned: [{ currency: "GBP", amountMinor: 150_000 }],
          }
        : i === 9
          ? { ...m, sales: [{ currency: "GBP", amountMinor: 2_000_000 }] }
          : m,
    ),
  };
};

const noRanking: Leaderboard = {
  ...{ period: "month", scope: "team", by: "sales", currency: null },
  ...{ currencies: [], entries: [], me: null },
};

function Location() {
  return <output aria-label="location">{useLocation().search}</output>;
}

function show(answer: (url: string) => Response, path = "/dashboard") {
  // The leaderboard asks for its own answer (its tests: leaderboard.test.tsx): nobody ranked.
  const fetch = vi.fn(async (url: string) =>
    url.startsWith("/v1/dashboard/leaderboard")
      ? json(200, noRanking)
      : url.startsWith("/v1/dashboard/actions")
        ? json(200, noActions())
        : answer(url),
  );
  vi.stubGlobal("fetch", fetch);
  renderWithQuery(
    <MemoryRouter initialEntries={[path]}>
      <DashboardOverview />
      <Location />
    </MemoryRouter>,
  );
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe("dashboard: the four statistics", () => {
  it("shows the API's figures, each against the previous period, one line per currency", async () => {
    show(() => json(200, figures()));
    const cards = await screen.findByRole("region", { name: "Statistics" });
    const card = (name: string) => within(cards).getByRole("region", { name });

    expect(within(card("Pending proposals")).getByText("2")).toBeTruthy();
    expect(card("Pending proposals").textContent).toContain("Waiting for your answer now");
    expect(card("Closed deals").textContent).toContain("28+3 vs last month · ▲ 12%");
    const sales = within(card("Sales")).getAllByRole("listitem");
    expect(sales.map((line) => line.textContent)).toEqual([
      "£50,000.00+£10,000.00 vs last month · ▲ 25%",
      "$1,200.00+$1,200.00 vs last month · new",
    ]);
    expect(card("Commission earned").textContent).toBe(
      "Commission earned£1,500.00-£500.00 vs last month · ▼ 25%Open the wallet",
    );
    expect(
      within(card("Commission earned")).getByRole("link", { name: "Open the wallet" }),
    ).toHaveProperty("pathname", "/wallet");
    expect(screen.queryByText(/No deals yet|Nothing to show/)).toBeNull();
  });

  it("says so once, instead of cards of zeros, when there is nothing at all", async () => {
    show(() => json(200, emptyDashboard()));
    expect(await screen.findByText(/Nothing to show for this period yet/)).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Statistics" })).toBeNull();
  });

  it("shows the failure with a Retry button", async () => {
    show(() => json(500, { error: { code: "internal", message: "x", requestId: "r" } }));
    expect(await screen.findByRole("button", { name: "Retry" })).toBeTruthy();
  });
});

describe("dashboard: period and scope", () => {
  it("asks for the URL's period and scope and keeps a new choice in the URL", async () => {
    const fetch = show(() => json(200, figures()), "/dashboard?period=quarter&scope=mine");
    await screen.findByRole("region", { name: "Statistics" });
    expect(fetch).toHaveBeenCalledWith(
      "/v1/dashboard?period=quarter&scope=mine",
      expect.anything(),
    );

    fireEvent.click(screen.getByLabelText("Whose deals"));
    expect((await screen.findAllByRole("option")).map((o) => o.textContent)).toEqual([
      "Mine",
      "My team",
    ]);
    fireEvent.keyDown(screen.getByRole("listbox"), { key: "Escape" });
    await choose(screen.getByLabelText("Period"), "last_12_months");
    expect(screen.getByLabelText("location").textContent).toBe("?period=last_12_months&scope=mine");
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        "/v1/dashboard?period=last_12_months&scope=mine",
        expect.anything(),
      ),
    );
  });

  it("leaves the scope to the server until one is chosen, and hides a choice of one", async () => {
    const fetch = show(() => json(200, { ...figures(), scope: "mine", scopes: ["mine"] }));
    await screen.findByRole("region", { name: "Statistics" });
    expect(fetch).toHaveBeenCalledWith("/v1/dashboard?period=month", expect.anything());
    expect(screen.queryByLabelText("Whose deals")).toBeNull();
  });
});

describe("dashboard: the charts", () => {
  it("links each stage of the pipeline to the deals list filtered by it, with a table", async () => {
    show(() => json(200, figures()));
    // The card, then its figures' table (named alike; jsdom does not hide a closed <details>).
    const [pipeline] = await screen.findAllByRole("region", { name: "Pipeline by stage" });
    const link = within(pipeline!).getByRole("link", { name: /^Submitted ?1 deal$/ });
    expect(link.getAttribute("href")).toBe("/deals?status=submitted");
    expect(
      within(pipeline!)
        .getByRole("link", { name: /^Draft ?3 deals$/ })
        .getAttribute("href"),
    ).toBe("/deals?status=draft");
    expect(within(pipeline!).getByRole("figure").textContent).toContain(
      "6 open deals: Draft 3, Submitted 1, In review 0, Proposals 2, Accepted 0.",
    );
    const table = within(pipeline!).getByRole("table", { hidden: true });
    const rows = within(table).getAllByRole("row", { hidden: true });
    expect(rows.map((r) => r.textContent)).toEqual([
      "StageDeals",
      "Draft3",
      "Submitted1",
      "In review0",
      "Proposals2",
      "Accepted0",
    ]);
  });

  it("draws the months with a summary and the same figures as a table", async () => {
    show(() => json(200, figures()));
    const months = await screen.findByRole("region", { name: "Sales and commission by month" });
    expect(
      within(months)
        .getByRole("img", { name: /^Sales in British Pound/ })
        .getAttribute("aria-label"),
    ).toBe(
      "Sales in British Pound by month, Dec 2025 to Nov 2026: £70,000.00 in all, most £50,000.00 in Nov 2026.",
    );
    expect(
      within(months).getByRole("img", { name: /^Commission earned in British Pound/ }),
    ).toBeTruthy();
    const rows = within(within(months).getByRole("table", { hidden: true })).getAllByRole("row", {
      hidden: true,
    });
    expect(rows).toHaveLength(13);
    expect(rows[10]!.textContent).toBe("Sep 2026£20,000.00£0.00");
    expect(rows[12]!.textContent).toBe("Nov 2026£50,000.00£1,500.00");
    // Only GBP has months: no currency to choose.
    expect(within(months).queryByLabelText("Currency")).toBeNull();
  });

  it("draws one currency at a time, the one with sales in the most months first", async () => {
    const data = figures();
    data.months = data.months.map((m, i) =>
      i < 3 ? { ...m, sales: [{ currency: "USD", amountMinor: 100_000 }] } : m,
    );
    show(() => json(200, data));
    const months = await screen.findByRole("region", { name: "Sales and commission by month" });
    const currency = within(months).getByLabelText("Currency");
    fireEvent.click(currency);
    expect((await screen.findAllByRole("option")).map((o) => o.textContent)).toEqual([
      "US Dollar",
      "British Pound",
    ]);
    fireEvent.keyDown(screen.getByRole("listbox"), { key: "Escape" });
    expect(within(months).getByRole("img", { name: /^Sales in US Dollar/ })).toBeTruthy();
    await choose(currency, "GBP");
    expect(within(months).getByRole("img", { name: /^Sales in British Pound/ })).toBeTruthy();
  });
});

describe("dashboard: the leaderboard", () => {
  it("asks for the top 5 of the URL's period and scope, in place of the placeholder", async () => {
    const fetch = show(() => json(200, figures()), "/dashboard?period=quarter&scope=mine");
    const board = await screen.findByRole("region", { name: "Top 5 leaderboard" });
    expect(await within(board).findByText(/Nobody has closed a deal/)).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith(
      "/v1/dashboard/leaderboard?period=quarter&by=sales&scope=mine",
      expect.anything(),
    );
  });
});
