import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import type { NeedsAction as Actions } from "@portal/contract/dashboard/needs-action-schemas";
import "@/lib/i18n";
import "../i18n";
import { renderWithQuery } from "@/testing/render-with-query";
import { noActions } from "../dashboard-fixture";
import { NeedsAction } from "./needs-action";

const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { "content-type": "application/json" },
  });

function show(answer: Actions, scope?: "mine") {
  const fetch = vi.fn(async (_url: string) => json(answer));
  vi.stubGlobal("fetch", fetch);
  renderWithQuery(
    <MemoryRouter>
      <NeedsAction scope={scope} />
    </MemoryRouter>,
  );
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

const line = (dealId: string, borrowerName: string, count: number) => ({
  dealId,
  reference: `D-${dealId}`,
  borrowerName,
  count,
});

describe("dashboard: what needs action", () => {
  it("lists each kind with its total, links each line to its deal's tab, and says how many more", async () => {
    const fetch = show(
      {
        ...noActions(),
        offers: { total: 7, items: [line("1", "Blue Café", 2), line("2", "Red Bakery", 1)] },
        documents: {
          total: 1,
          items: [
            {
              ...line("3", "Green Garage", 0),
              documentId: "d1",
              type: "bank_statement",
              fileName: "March.pdf",
              expiresOn: "2026-11-20",
              expiryStatus: "expired",
            },
          ],
        },
      },
      "mine",
    );
    const offers = await screen.findByRole("region", { name: "Offers to compare" });
    expect(within(offers).getByRole("heading").textContent).toBe("Offers to compare (7)");
    const cafe = within(offers).getByRole("link", { name: "Blue Café" });
    expect(cafe.getAttribute("href")).toBe("/deals/1?tab=offers");
    expect(within(offers).getByText(/2 offers/)).toBeTruthy();
    expect(within(offers).getByText("and 5 more")).toBeTruthy();
    const documents = screen.getByRole("region", { name: "Documents expiring" });
    expect(within(documents).getByRole("link", { name: "March.pdf" }).getAttribute("href")).toBe(
      "/deals/3?tab=documents",
    );
    expect(within(documents).getByText(/^expired /)).toBeTruthy();
    // Kinds with nothing waiting are left out.
    expect(screen.queryByRole("region", { name: "Funders' questions to answer" })).toBeNull();
    expect(fetch.mock.calls[0]![0]).toBe("/v1/dashboard/actions?scope=mine");
  });

  it("says when nothing waits", async () => {
    show(noActions());
    expect(await screen.findByText(/Nothing is waiting for you/)).toBeTruthy();
  });
});
