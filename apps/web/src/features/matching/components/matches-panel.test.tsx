import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import "@/lib/i18n";
import { renderWithQuery } from "@/testing/render-with-query";
import { listingFixture } from "@/testing/listing-fixture";
import { MatchesPanel } from "./matches-panel";

const listing = (id: string, name: string, measuredResponseHours: number | null = null) =>
  listingFixture(id, {
    name,
    brokerCommissionBp: 250,
    promisedResponseHours: 4,
    measuredResponseHours,
  });

const respond = (body: unknown, status = 200) =>
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );

afterEach(() => vi.unstubAllGlobals());

const judged = (id: string, fits: boolean) => ({
  listingId: id,
  funderId: `f${id}`,
  fits,
  fit: fits ? 1 : 0,
  checks: [],
  listing: listing(id, `Listing ${id}`),
});

describe("MatchesPanel", () => {
  it("shows where each funder that has the deal stands, fit or not, with no box to send it again", async () => {
    respond({
      fitCount: 2,
      excludedCount: 1,
      fits: [judged("a", true), judged("c", true)],
      excluded: [judged("b", false)],
      suggestions: [],
      newFits: [],
    });
    const states: Record<string, string> = { fa: "Sent · 26/11/2026", fb: "Declined · 27/11/2026" };
    renderWithQuery(
      <MatchesPanel
        dealId="d1"
        selection={{ selected: [], toggle: () => undefined }}
        stateOf={(funderId) => states[funderId] ?? null}
      />,
    );
    const fits = await screen.findByRole("region", { name: "Fit (2)" });
    const sent = within(fits).getByRole("listitem", { name: "Funder a · Listing a" });
    expect(sent.textContent).toContain("Sent · 26/11/2026");
    expect(within(sent).queryByRole("checkbox")).toBeNull();
    const open = within(fits).getByRole("listitem", { name: "Funder c · Listing c" });
    expect(within(open).getByRole("checkbox")).toBeTruthy();
    const others = screen.getByRole("region", { name: "Not a fit (1)" });
    expect(within(others).getByRole("listitem").textContent).toContain("Declined · 27/11/2026");
  });

  it("shows the fitting listings with every reason, what would change it, and the others beside them with theirs", async () => {
    respond({
      fitCount: 1,
      excludedCount: 1,
      fits: [
        {
          listingId: "a",
          funderId: "fa",
          fits: true,
          fit: 0.75,
          checks: [
            {
              criterion: "minCreditScore",
              result: "warn",
              code: "close_to_minimum",
              deal: { kind: "score", value: 610 },
              listing: { kind: "score", value: 600 },
            },
          ],
          listing: listing("a", "Fast loans"),
        },
      ],
      excluded: [
        {
          listingId: "b",
          funderId: "fb",
          fits: false,
          fit: 0,
          checks: [
            {
              criterion: "minMonthsInBusiness",
              result: "fail",
              code: "below_minimum",
              deal: { kind: "months", value: 10 },
              listing: { kind: "months", value: 12 },
            },
          ],
          listing: listing("b", "Steady"),
        },
      ],
      suggestions: [
        {
          fact: "monthsInBusiness",
          direction: "atLeast",
          to: { kind: "months", value: 12 },
          by: 2,
          funders: 1,
        },
      ],
      newFits: [],
    });
    renderWithQuery(<MatchesPanel dealId="d1" />);
    const fits = await screen.findByRole("region", { name: "Fit (1)" });
    const card = within(fits).getByRole("listitem", { name: "Funder a · Fast loans" });
    expect(card.textContent).toContain("75% fit");
    expect(card.textContent).toContain("2.5% commission");
    expect(card.textContent).toContain("promises an answer in 4 h");
    expect(card.textContent).toContain("Closecredit score 610 is close to the minimum 600");
    expect(screen.getByRole("region", { name: "What would change it" }).textContent).toBe(
      "What would change itWith 2 more months in business, 1 more funder fits.",
    );
    expect(
      within(screen.getByRole("region", { name: "Not a fit (1)" })).getByText(
        "time in business 10 months is below the minimum 12 months",
      ),
    ).toBeTruthy();
    expect(within(fits).queryByText("New")).toBeNull();
    expect(vi.mocked(fetch).mock.calls.map(([url]) => String(url))).not.toContainEqual(
      expect.stringContaining("/seen"),
    );
  });

  it("tags the new fits and marks them seen once shown", async () => {
    const fetchMock = vi.fn(async (url: RequestInfo | URL) =>
      String(url).endsWith("/seen")
        ? new Response(null, { status: 204 })
        : new Response(
            JSON.stringify({
              fitCount: 2,
              excludedCount: 0,
              fits: [
                {
                  listingId: "a",
                  funderId: "fa",
                  fits: true,
                  fit: 1,
                  checks: [],
                  listing: listing("a", "Fast loans"),
                },
                {
                  listingId: "b",
                  funderId: "fb",
                  fits: true,
                  fit: 1,
                  checks: [],
                  listing: listing("b", "Steady", 0.25),
                },
              ],
              excluded: [],
              suggestions: [],
              newFits: ["b"],
            }),
          ),
    );
    vi.stubGlobal("fetch", fetchMock);
    renderWithQuery(<MatchesPanel dealId="d1" />);
    const fits = await screen.findByRole("region", { name: "Fit (2)" });
    expect(
      within(within(fits).getByRole("listitem", { name: "Funder b · Steady" })).getByText("New"),
    ).toBeTruthy();
    // Measured, the funder's median answer time replaces the promised one.
    expect(within(fits).getByRole("listitem", { name: "Funder b · Steady" }).textContent).toContain(
      "answers in 15 min (median)",
    );
    // Under an hour in minutes (it said "0 h"), an hour or more in hours.
    expect(
      within(fits).getByRole("listitem", { name: "Funder a · Fast loans" }).textContent,
    ).toContain("promises an answer in 4 hr");
    expect(
      within(fits).getByRole("listitem", { name: "Funder b · Steady" }).textContent,
    ).not.toContain("promises");
    expect(
      within(within(fits).getByRole("listitem", { name: "Funder a · Fast loans" })).queryByText(
        "New",
      ),
    ).toBeNull();
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([url]) =>
          String(url).endsWith("/v1/user/deal/d1/matches/seen"),
        ),
      ).toHaveLength(1),
    );
    const [, init] = fetchMock.mock.calls.find(([url]) =>
      String(url).endsWith("/seen"),
    )! as unknown as [string, RequestInit];
    expect(init.method).toBe("PUT");
  });

  it("says when no funder has a listing for the deal, and shows a failure", async () => {
    respond({
      fitCount: 0,
      excludedCount: 0,
      fits: [],
      excluded: [],
      suggestions: [],
      newFits: [],
    });
    const { unmount } = renderWithQuery(<MatchesPanel dealId="d1" />);
    expect(
      await screen.findByText("No funder has published a listing that could take this deal."),
    ).toBeTruthy();
    unmount();
    respond({ error: { code: "not_found", message: "Not found.", requestId: "r" } }, 404);
    renderWithQuery(<MatchesPanel dealId="d2" />);
    expect((await screen.findByRole("alert")).textContent).toBe("Not found.");
  });
});
