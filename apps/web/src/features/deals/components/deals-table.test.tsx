import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import "@/lib/i18n";
import { renderWithQuery } from "@/testing/render-with-query";
import { dealListItem } from "../deal-fixture";
import { DealsTable } from "./deals-table";

const deal = (n: number, newFits: number) => dealListItem(n, { newFits, status: "submitted" });

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
});
