import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router";
import "@/lib/i18n";
import { renderWithQuery } from "@/testing/render-with-query";
import { dealListItem } from "../deal-fixture";
import { DealsTable } from "./deals-table";

const deal = (n: number, newFits: number) => dealListItem(n, { newFits, status: "submitted" });
const noBasket = {
  basket: { ids: [], deals: {} },
  toggle: () => undefined,
  remove: () => undefined,
  clear: () => undefined,
};

function Location() {
  const location = useLocation();
  return <output aria-label="location">{location.search}</output>;
}

afterEach(() => vi.unstubAllGlobals());

describe("DealsTable", () => {
  it("counts each deal's new funder fits next to its reference, and says nothing when there are none", async () => {
    const page = { items: [deal(1, 0), deal(2, 1), deal(3, 3)], total: 3, page: 1, pageSize: 25 };
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify(page))),
    );
    renderWithQuery(
      <MemoryRouter>
        <DealsTable
          basket={{
            basket: { ids: [], deals: {} },
            toggle: () => undefined,
            remove: () => undefined,
            clear: () => undefined,
          }}
        />
      </MemoryRouter>,
    );
    const row = async (reference: string) =>
      (await screen.findByRole("link", { name: reference })).closest("td")!;
    expect((await row("D-000001")).textContent).toBe("D-000001");
    expect(within(await row("D-000002")).getByText("1 new funder fits")).toBeTruthy();
    expect(within(await row("D-000003")).getByText("3 new funders fit")).toBeTruthy();
  });

  it("searches as you type, once the typing pauses, and keeps the search in the URL", async () => {
    const page = { items: [deal(1, 0)], total: 1, page: 1, pageSize: 25 };
    const fetch = vi.fn(async (_url: string) => new Response(JSON.stringify(page)));
    vi.stubGlobal("fetch", fetch);
    renderWithQuery(
      <MemoryRouter initialEntries={["/deals?status=submitted&page=2"]}>
        <DealsTable basket={noBasket} />
        <Location />
      </MemoryRouter>,
    );
    const search = await screen.findByLabelText("Search by borrower or reference");
    const location = screen.getByLabelText("location");
    for (const text of ["A", "Ac", "Acme"]) fireEvent.change(search, { target: { value: text } });
    // Not on every key stroke: the URL and the list wait for the pause.
    expect(location.textContent).toBe("?status=submitted&page=2");
    await waitFor(() => expect(location.textContent).toBe("?status=submitted&q=Acme"));
    const searched = fetch.mock.calls.map(([url]) => String(url)).filter((u) => u.includes("q="));
    expect(searched).toEqual([expect.stringContaining("q=Acme")]);

    fireEvent.change(search, { target: { value: "" } });
    await waitFor(() => expect(location.textContent).toBe("?status=submitted"));
  });
});
