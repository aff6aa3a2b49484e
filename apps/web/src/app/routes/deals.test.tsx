import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import "@/lib/i18n";
import { renderWithQuery } from "@/testing/render-with-query";
import { listingFixture } from "@/testing/listing-fixture";
import { dealListItem } from "@/features/deals/deal-fixture";
import { boardCard, boardOf } from "@/features/deals/board-fixture";
import { basketIdsKey, toggleDeal, writeBasket } from "@/features/deals/hooks/proposal-basket";
import { Component as Deals, dealsViewKey } from "./deals";

vi.mock("../session-provider", () => ({ useSession: () => ({ state: { user: { id: "u1" } } }) }));

const listing = (id: string) => listingFixture(id);
const fit = (id: string) => ({
  listingId: id,
  funderId: `f${id}`,
  fits: true,
  fit: 1,
  checks: [],
  listing: listing(id),
});
const matches = (...ids: string[]) => ({
  fitCount: ids.length,
  excludedCount: 0,
  fits: ids.map(fit),
  excluded: [],
  suggestions: [],
  newFits: [],
});
const statement = {
  id: "doc-1",
  borrowerId: "b1",
  dealId: null,
  type: "bank_statement",
  fileName: "statement.pdf",
  contentType: "application/pdf",
  sizeBytes: 10,
  sha256: "x",
  expiresOn: null,
  expiryStatus: "unknown",
  uploadedBy: "u",
  createdAt: "2026-11-01T00:00:00Z",
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

afterEach(() => vi.unstubAllGlobals());

describe("deals page: board or table", () => {
  const page = { items: [dealListItem(1)], total: 1, totalIsCapped: false, page: 1, pageSize: 25 };
  const serve = () =>
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        if (url.startsWith("/v1/user/deals/board")) return json(200, boardOf([boardCard(1)]));
        if (url.startsWith("/v1/user/deals/views")) return json(200, { items: [] });
        if (url.startsWith("/v1/team")) return json(403, { error: { code: "forbidden" } });
        if (url.startsWith("/v1/user/deals")) return json(200, page);
        throw new Error(`unexpected ${url}`);
      }),
    );
  const open = (url = "/deals") =>
    renderWithQuery(
      <MemoryRouter initialEntries={[url]}>
        <Deals />
      </MemoryRouter>,
    );

  it("opens on the board, switches to the table, and remembers the choice for the person", async () => {
    serve();
    const first = open();
    await screen.findByRole("region", { name: "Stages" });
    const board = screen.getByRole("button", { name: "Board" });
    expect(board.getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Table" }));
    await screen.findByRole("table");
    expect(localStorage.getItem(dealsViewKey("u1"))).toBe("table");
    first.unmount();
    open();
    await screen.findByRole("table");
    expect(screen.getByRole("button", { name: "Table" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("opens the table for a link with the table's own query", async () => {
    serve();
    open("/deals?status=draft");
    await screen.findByRole("table");
    expect(screen.queryByRole("region", { name: "Stages" })).toBeNull();
  });
});

describe("deals page: send the proposal basket to funders", () => {
  it("offers the funders that fit every deal, the documents of each (suggested ticked), warns of a deal without any, sends each deal once, reports each deal, and drops the deals sent from the basket", async () => {
    const [one, two] = [dealListItem(1), dealListItem(2)];
    // The person chose the table over the board before.
    localStorage.setItem(dealsViewKey("u1"), "table");
    writeBasket(localStorage, toggleDeal(toggleDeal({ ids: [], deals: {} }, one), two));
    const sent: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.startsWith("/v1/user/deals"))
          return json(200, {
            items: [one, two],
            total: 2,
            totalIsCapped: false,
            page: 1,
            pageSize: 25,
          });
        if (url === `/v1/user/deal/${one.id}/matches`) return json(200, matches("a", "b"));
        if (url === `/v1/user/deal/${two.id}/matches`) return json(200, matches("c", "a"));
        // The first deal has a statement its funders ask for; the second has no document.
        if (url.endsWith("/submissions/preview")) {
          const withStatement = url.includes(one.id);
          return json(200, {
            warnings: [],
            training: null,
            documents: withStatement ? [statement] : [],
            suggestedDocumentIds: withStatement ? [statement.id] : [],
          });
        }
        if (init?.method === "POST" && url.endsWith("/submissions")) {
          sent.push({ url, body: JSON.parse(String(init.body)) });
          return url.includes(one.id)
            ? json(201, { items: [{ id: "s1" }] })
            : json(409, {
                error: { code: "already_sent", message: "already sent", requestId: "r" },
              });
        }
        return json(404, { error: { code: "not_found", message: "Not found.", requestId: "r" } });
      }),
    );
    renderWithQuery(
      <MemoryRouter>
        <Deals />
      </MemoryRouter>,
    );

    fireEvent.click(await screen.findByRole("button", { name: "Send basket to funders" }));
    const funders = await screen.findByRole("region", {
      name: "Funders that fit every deal in the basket",
    });
    // b fits only the first deal, c only the second: only a fits both.
    expect(await within(funders).findByLabelText("Funder a · Listing a")).toBeTruthy();
    expect(within(funders).getAllByRole("checkbox")).toHaveLength(1);
    const send = screen.getByRole("button", { name: "Send 2 deals to 0 funders" });
    expect((send as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(funders).getByLabelText("Funder a · Listing a"));
    const documents = await screen.findByRole("region", { name: "Documents the funders will see" });
    const ofOne = await within(documents).findByRole("group", { name: "Documents of D-000001" });
    expect(within(ofOne).getByRole("checkbox", { name: /statement\.pdf/ })).toHaveProperty(
      "checked",
      true,
    );
    expect(
      within(documents).getByRole("group", { name: "Documents of D-000002" }).textContent,
    ).toContain("No documents to share yet.");
    // The deal without a document is named first; a second click sends anyway.
    fireEvent.click(screen.getByRole("button", { name: "Send 2 deals to 1 funder" }));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "No document is ticked for D-000002",
    );
    expect(sent).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Send anyway" }));
    const results = await screen.findByRole("status", { name: "What was sent" });
    expect(
      within(results)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "D-000001: sent to 1 funder",
      "D-000002: not sent. This deal was already sent to that funder.",
    ]);
    expect(sent).toEqual([
      {
        url: `/v1/user/deal/${one.id}/submissions`,
        body: { listingIds: ["a"], sharedDocumentIds: [statement.id] },
      },
      {
        url: `/v1/user/deal/${two.id}/submissions`,
        body: { listingIds: ["a"], sharedDocumentIds: [] },
      },
    ]);
    // The deal sent left the basket; the one refused stays, and the report stays too.
    expect(await screen.findByRole("region", { name: "Proposal basket (1)" })).toBeTruthy();
    expect(localStorage.getItem(basketIdsKey)).toBe(two.id);
    expect(screen.getByRole("status", { name: "What was sent" })).toBeTruthy();
  });
});
