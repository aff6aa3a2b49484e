import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import type { Leaderboard as Board } from "@portal/contract/dashboard/dashboard-schemas";
import "@/lib/i18n";
import { renderWithQuery } from "@/testing/render-with-query";
import { Leaderboard } from "./leaderboard";
import { choose } from "@/testing/choose";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const person = (rank: number, name: string, value: number, deals = 1, you = false) => ({
  rank,
  userId: `u-${name}`,
  name,
  avatarUrl: name === "Ada Lee" ? "/v1/images/0123456789abcdef0123456789abcdef" : null,
  value,
  deals,
  you,
});

const board = (overrides: Partial<Board> = {}): Board => ({
  period: "month",
  scope: "team",
  by: "sales",
  currency: "GBP",
  currencies: ["GBP"],
  entries: [
    person(1, "Dan Lee", 7_000_000, 2),
    person(2, "Ada Lee", 5_000_000),
    person(2, "Bea Lee", 5_000_000),
    person(4, "Gus Lee", 3_000_000),
    person(5, "Hal Lee", 2_000_000),
  ],
  me: { rank: 8, value: 1_000_000, deals: 1 },
  ...overrides,
});

function show(answer: (url: URL) => Response) {
  const fetch = vi.fn(async (url: string) => answer(new URL(url, "http://api.test")));
  vi.stubGlobal("fetch", fetch);
  renderWithQuery(<Leaderboard period="quarter" scope="team" />);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe("dashboard: the top 5 leaderboard", () => {
  it("lists the top 5 with rank, picture, name, amount and deals, and the viewer's own place below", async () => {
    const fetch = show(() => json(200, board()));
    const list = await screen.findByRole("list");
    const rows = within(list).getAllByRole("listitem");
    expect(rows.map((r) => r.textContent)).toEqual([
      "#1DLDan Lee£70,000.002 deals",
      "#2Ada Lee£50,000.001 deal",
      "#2BLBea Lee£50,000.001 deal",
      "#4GLGus Lee£30,000.001 deal",
      "#5HLHal Lee£20,000.001 deal",
    ]);
    expect(rows[1]!.querySelector("img")?.getAttribute("src")).toContain("/v1/images/0123");
    const mine = screen.getByLabelText("Your place: #8, £10,000.00, 1 deal");
    // Whose board: the answer's scope (a team member's is their team's, decision 049).
    expect(screen.getByTestId("leaderboard-scope").textContent).toBe("My team");
    expect(mine.textContent).toContain("You: #8");
    const url = new URL(fetch.mock.calls[0]![0], "http://api.test");
    expect(url.pathname).toBe("/v1/dashboard/leaderboard");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      period: "quarter",
      scope: "team",
      by: "sales",
    });
  });

  it("highlights the viewer's row when in the top 5, and ranks by commission when asked", async () => {
    const fetch = show((url) =>
      url.searchParams.get("by") === "commission"
        ? json(
            200,
            board({ by: "commission", entries: [person(1, "Cal Lee", 20_000, 1, true)], me: null }),
          )
        : json(200, board()),
    );
    await screen.findByText("Dan Lee");
    const commission = screen.getByRole("button", { name: "Commission" });
    expect(commission.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(commission);
    const row = (await screen.findByText("Cal Lee (you)")).closest("li")!;
    expect(row.getAttribute("aria-current")).toBe("true");
    expect(row.className).toContain("bg-primary-soft");
    expect(screen.queryByText(/You: #/)).toBeNull();
    expect(commission.getAttribute("aria-pressed")).toBe("true");
    expect(new URL(fetch.mock.calls.at(-1)![0], "http://api.test").searchParams.get("by")).toBe(
      "commission",
    );
  });

  it("says nobody has closed anything in an empty period", async () => {
    show(() => json(200, board({ currency: null, currencies: [], entries: [], me: null })));
    expect(await screen.findByText("Nobody has closed a deal in this period yet.")).toBeTruthy();
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("ranks in another currency when chosen", async () => {
    const fetch = show((url) =>
      url.searchParams.get("currency") === "EUR"
        ? json(
            200,
            board({
              currency: "EUR",
              currencies: ["GBP", "EUR"],
              entries: [person(1, "Hal Lee", 50_000_000)],
              me: null,
            }),
          )
        : json(200, board({ currencies: ["GBP", "EUR"] })),
    );
    await choose(await screen.findByLabelText("Currency"), "EUR");
    expect(await screen.findByText("€500,000.00")).toBeTruthy();
    expect(
      new URL(fetch.mock.calls.at(-1)![0], "http://api.test").searchParams.get("currency"),
    ).toBe("EUR");
  });
});
