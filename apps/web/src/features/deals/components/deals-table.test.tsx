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
    const page = {
      items: [deal(1, 0), deal(2, 1), deal(3, 3)],
      total: 3,
      totalIsCapped: false,
      page: 1,
      pageSize: 25,
    };
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
    const page = { items: [deal(1, 0)], total: 1, totalIsCapped: false, page: 1, pageSize: 25 };
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

  /** The table at `entry`, the API answering `total` deals: its pages navigation. */
  async function pagesOf(entry: string, total: number, totalIsCapped: boolean, page: number) {
    const answer = { items: [deal(1, 0)], total, totalIsCapped, page, pageSize: 20 };
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify(answer))),
    );
    renderWithQuery(
      <MemoryRouter initialEntries={[entry]}>
        <DealsTable basket={noBasket} />
        <Location />
      </MemoryRouter>,
    );
    return within(await screen.findByRole("navigation", { name: "Pages" }));
  }

  it("says 1,000+ deals past the counted bound and still pages forward", async () => {
    const pages = await pagesOf("/deals", 1000, true, 1);
    expect(pages.getByText("1,000+ deals")).toBeTruthy();
    expect(pages.getByText("Page 1 of 50+")).toBeTruthy();
    fireEvent.click(pages.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(screen.getByLabelText("location").textContent).toBe("?page=2"));
  });

  it("ends the pages at an exact total", async () => {
    const pages = await pagesOf("/deals?page=3", 45, false, 3);
    expect(pages.getByText("45 deals")).toBeTruthy();
    expect(pages.getByText("Page 3 of 3")).toBeTruthy();
    expect(pages.getByRole("button", { name: "Next" }).hasAttribute("disabled")).toBe(true);
  });
});

describe("DealsTable's headings and basket", () => {
  it("sorts on the server from the headings, the order kept in the URL", async () => {
    const page = { items: [deal(1, 0)], total: 1, totalIsCapped: false, page: 1, pageSize: 25 };
    const fetch = vi.fn(async (_url: string) => new Response(JSON.stringify(page)));
    vi.stubGlobal("fetch", fetch);
    renderWithQuery(
      <MemoryRouter initialEntries={["/deals?page=2"]}>
        <DealsTable basket={noBasket} />
        <Location />
      </MemoryRouter>,
    );
    const created = await screen.findByRole("columnheader", { name: "Created" });
    // Newest first unless the URL says otherwise.
    expect(created.getAttribute("aria-sort")).toBe("descending");
    fireEvent.click(screen.getByRole("button", { name: "Amount" }));
    const location = screen.getByLabelText("location");
    await waitFor(() => expect(location.textContent).toBe("?sort=amountMinor"));
    expect(screen.getByRole("columnheader", { name: "Amount" }).getAttribute("aria-sort")).toBe(
      "ascending",
    );
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url).includes("sort=amountMinor"))).toBe(true),
    );
  });

  it("puts every deal of the page into the basket with one box", async () => {
    const page = { items: [deal(1, 0), deal(2, 0)], total: 2, totalIsCapped: false, page: 1 };
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ ...page, pageSize: 25 }))),
    );
    const toggle = vi.fn();
    renderWithQuery(
      <MemoryRouter>
        <DealsTable basket={{ ...noBasket, toggle }} />
      </MemoryRouter>,
    );
    fireEvent.click(
      await screen.findByRole("checkbox", {
        name: "Add every deal on this page to the proposal basket",
      }),
    );
    expect(toggle.mock.calls.map(([d]) => (d as { reference: string }).reference)).toEqual([
      "D-000001",
      "D-000002",
    ]);
  });
});
