import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router";
import type { Board } from "@portal/contract/deals/board-schemas";
import "@/lib/i18n";
import { renderWithQuery } from "@/testing/render-with-query";
import { choose } from "@/testing/choose";
import { boardCard, boardOf } from "../board-fixture";
import { DealsBoard } from "./deals-board";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const refusal = (status: number, code: string) =>
  json(status, { error: { code, message: code, requestId: "r" } });

type Call = { url: string; method: string; body: unknown };
/** Answers the board's calls from `routes` (first match by method and path start); records each. */
function serve(routes: [string, string, (call: Call) => Response][]) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = {
        url,
        method: init?.method ?? "GET",
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const route = routes.find(([m, p]) => m === call.method && url.startsWith(p));
      if (!route) throw new Error(`unexpected ${call.method} ${url}`);
      return route[2](call);
    }),
  );
  return calls;
}
const noViews: [string, string, () => Response] = [
  "GET",
  "/v1/user/deals/views",
  () => json(200, { items: [] }),
];

function Where() {
  const { search } = useLocation();
  return <output data-testid="url">{search}</output>;
}
const show = (url = "/deals") =>
  renderWithQuery(
    <MemoryRouter initialEntries={[url]}>
      <DealsBoard />
      <Where />
    </MemoryRouter>,
  );
const url = () => screen.getByTestId("url").textContent;

afterEach(() => vi.unstubAllGlobals());

describe("the pipeline board", () => {
  it("shows a column per stage with its count and amount, a card per deal with its chips and next action, and the ended stages only when asked", async () => {
    const card = boardCard(1, {
      status: "submitted",
      nextAction: "answer",
      funders: [
        { submissionId: "s1", funderName: "Swift Advance", state: "question", unread: 2 },
        { submissionId: "s2", funderName: "North Bank", state: "offer", unread: 0 },
      ],
    });
    serve([noViews, ["GET", "/v1/user/deals/board", () => json(200, boardOf([card]))]]);
    show();
    const column = await screen.findByRole("region", { name: "Submitted" });
    expect(within(column).getByRole("heading").textContent).toContain("1 deal");
    expect(within(column).getByRole("list", { name: "Amount in this stage" }).textContent).toBe(
      "£1,000.00",
    );
    expect(within(column).getByRole("link", { name: "Business 1" }).getAttribute("href")).toBe(
      `/deals/${card.id}`,
    );
    expect(within(column).getByText("2 days in this stage")).toBeTruthy();
    const chips = within(column).getByRole("list", { name: "Funders" });
    expect(chips.textContent).toContain("Swift Advance: Question waiting");
    expect(chips.textContent).toContain("2 unread");
    expect(chips.textContent).toContain("North Bank: Offer");
    expect(
      within(column).getByRole("link", { name: "Answer the question" }).getAttribute("href"),
    ).toBe(`/deals/${card.id}?tab=offers`);
    const stages = within(screen.getByRole("region", { name: "Stages" }));
    expect(stages.getAllByRole("region").map((r) => r.getAttribute("aria-labelledby"))).toEqual([
      "column-draft",
      "column-submitted",
      "column-in_review",
      "column-proposals",
      "column-accepted",
      "column-funded",
    ]);
    // Not a team view: no owner avatars.
    expect(screen.queryByRole("img", { name: "Owner: Ann Lee" })).toBeNull();
  });

  it("keeps the filters in the URL, asks the server with them, and reads them back from it", async () => {
    const calls = serve([
      noViews,
      ["GET", "/v1/user/deals/board", () => json(200, boardOf([boardCard(1)]))],
    ]);
    show("/deals?minDays=3");
    await screen.findByRole("region", { name: "Draft" });
    fireEvent.click(screen.getByRole("button", { name: "Filters (1 on)" }));
    expect(
      (screen.getByRole("textbox", { name: "Days in stage, at least" }) as HTMLInputElement).value,
    ).toBe("3");
    await choose(screen.getByRole("combobox", { name: "Product" }), "term_loan");
    await waitFor(() => expect(url()).toBe("?product=term_loan&minDays=3"));
    fireEvent.click(screen.getByRole("checkbox", { name: "Show ended" }));
    await waitFor(() => expect(url()).toBe("?product=term_loan&minDays=3&ended=true"));
    await screen.findByRole("region", { name: "Withdrawn" });
    fireEvent.change(screen.getByRole("textbox", { name: "Amount from" }), {
      target: { value: "2500.5" },
    });
    await waitFor(() => expect(url()).toContain("minAmountMinor=250050"));
    const boards = calls.filter((c) => c.url.startsWith("/v1/user/deals/board"));
    expect(boards.at(-1)!.url).toBe(
      "/v1/user/deals/board?product=term_loan&minAmountMinor=250050&minDays=3&ended=true",
    );
    fireEvent.change(screen.getByRole("textbox", { name: "Amount up to" }), {
      target: { value: "12abc" },
    });
    await screen.findByText(/not valid|invalid/i);
    expect(url()).not.toContain("maxAmountMinor");
  });

  it("folds the filters behind one button that says how many are on, shows them as chips, and takes one off from its chip", async () => {
    serve([noViews, ["GET", "/v1/user/deals/board", () => json(200, boardOf([boardCard(1)]))]]);
    show("/deals?product=term_loan&minAmountMinor=250050&ended=true");
    await screen.findByRole("region", { name: "Draft" });
    const toggle = screen.getByRole("button", { name: "Filters (3 on)" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    const chips = screen.getByRole("list", { name: "Filters on" });
    expect(
      within(chips)
        .getAllByRole("listitem")
        .map((chip) => chip.textContent),
    ).toEqual(["Product: Term loan×", "Amount from: 2,500.5×", "Show ended×"]);

    // Opened: focus goes into the panel; Done (or Escape) brings it back to the button.
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const panel = document.getElementById(toggle.getAttribute("aria-controls")!)!;
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(screen.getByRole("textbox", { name: "Amount from" }), { key: "Escape" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(toggle);
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    expect(document.activeElement).toBe(toggle);

    // A chip's × takes that filter off the URL alone.
    fireEvent.click(
      within(chips).getByRole("button", { name: "Remove the filter Product: Term loan" }),
    );
    await waitFor(() => expect(url()).toBe("?minAmountMinor=250050&ended=true"));
    expect(screen.getByRole("button", { name: "Filters (2 on)" })).toBe(document.activeElement);
  });

  it("saves the filters as a named view, opens a view, deletes one, and shows a refusal", async () => {
    const view = {
      id: "v1",
      name: "Term loans",
      filters: { product: "term_loan" },
      createdAt: "x",
    };
    let views = [view];
    const calls = serve([
      ["GET", "/v1/user/deals/views", () => json(200, { items: views })],
      ["GET", "/v1/user/deals/board", () => json(200, boardOf([boardCard(1)]))],
      [
        "POST",
        "/v1/user/deals/views",
        ({ body }) =>
          (body as { name: string }).name === "Taken"
            ? refusal(409, "conflict")
            : json(201, { ...view, id: "v2", ...(body as object) }),
      ],
      [
        "DELETE",
        "/v1/user/deals/views/",
        () => ((views = []), new Response(null, { status: 204 })),
      ],
    ]);
    show("/deals?country=GB");
    await screen.findByRole("region", { name: "Draft" });
    await choose(screen.getByRole("combobox", { name: "Saved views" }), "v1");
    await waitFor(() => expect(url()).toBe("?product=term_loan"));

    fireEvent.click(screen.getByRole("button", { name: "Save view" }));
    const dialog = await screen.findByRole("dialog", { name: "Save these filters as a view" });
    const name = within(dialog).getByRole("textbox", { name: "Name of the view" });
    fireEvent.change(name, { target: { value: "Taken" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByRole("alert")).toBeTruthy();
    fireEvent.change(name, { target: { value: "Mine" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([
      { name: "Taken", filters: { product: "term_loan" } },
      { name: "Mine", filters: { product: "term_loan" } },
    ]);

    fireEvent.keyDown(screen.getByRole("button", { name: "Delete a view" }), { key: "Enter" });
    fireEvent.keyDown(await screen.findByRole("menuitem", { name: "Delete Term loans" }), {
      key: "Enter",
    });
    await waitFor(() => expect(calls.some((c) => c.method === "DELETE")).toBe(true));
    expect(calls.find((c) => c.method === "DELETE")!.url).toBe("/v1/user/deals/views/v1");
    await screen.findByText("No saved views yet");
  });

  it("submits a draft from its card by keyboard after confirming, with its version, and shows a stale version's refusal", async () => {
    const draft = boardCard(1);
    let board: Board = boardOf([draft]);
    let stale = true;
    const calls = serve([
      noViews,
      ["GET", "/v1/user/deals/board", () => json(200, board)],
      [
        "POST",
        `/v1/user/deal/${draft.id}/transition`,
        () => {
          if (stale) return refusal(409, "version_conflict");
          board = boardOf([{ ...draft, status: "submitted", version: 4, nextAction: "send" }]);
          return json(200, { id: draft.id, version: 4, status: "submitted" });
        },
      ],
    ]);
    show();
    const menu = await screen.findByRole("button", { name: "Moves for D-000001" });
    menu.focus();
    fireEvent.keyDown(menu, { key: "Enter" });
    expect((await screen.findAllByRole("menuitem")).map((item) => item.textContent)).toEqual([
      "Submit",
      "Withdraw",
    ]);
    fireEvent.keyDown(screen.getByRole("menuitem", { name: "Submit" }), { key: "Enter" });
    const dialog = await screen.findByRole("dialog", { name: "Submit: D-000001" });
    // Nothing is sent before the confirmation.
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    fireEvent.click(within(dialog).getByRole("button", { name: "Submit" }));
    expect(await within(dialog).findByRole("alert")).toBeTruthy();
    stale = false;
    fireEvent.click(within(dialog).getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([
      { to: "submitted", version: 3 },
      { to: "submitted", version: 3 },
    ]);
    // The card is in its new column, and focus followed it there.
    const submitted = screen.getByRole("region", { name: "Submitted" });
    const link = await within(submitted).findByRole("link", { name: "Business 1" });
    await waitFor(() => expect(document.activeElement).toBe(link));
  });

  it("asks a reason before withdrawing from a card, and Escape cancels back to the menu's button", async () => {
    const open = boardCard(2, { status: "in_review", nextAction: "await_funders" });
    const calls = serve([
      noViews,
      ["GET", "/v1/user/deals/board", () => json(200, boardOf([open]))],
    ]);
    show();
    const menu = await screen.findByRole("button", { name: "Moves for D-000002" });
    fireEvent.keyDown(menu, { key: "Enter" });
    fireEvent.keyDown(await screen.findByRole("menuitem", { name: "Withdraw" }), { key: "Enter" });
    const dialog = await screen.findByRole("dialog", { name: "Withdraw: D-000002" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Withdraw" }));
    await within(dialog).findByText("Give a reason");
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    await waitFor(() => expect(document.activeElement).toBe(menu));
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("on a phone shows one stage at a time, the stages as tabs with their counts", async () => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query.includes("max-width"),
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    serve([
      noViews,
      [
        "GET",
        "/v1/user/deals/board",
        () =>
          json(
            200,
            boardOf([boardCard(1), boardCard(2, { status: "funded", nextAction: "none" })]),
          ),
      ],
    ]);
    show();
    const tabs = await screen.findByRole("tablist", { name: "Stages" });
    expect(
      within(tabs)
        .getAllByRole("tab")
        .map((t) => t.textContent),
    ).toEqual([
      "Draft (1)",
      "Submitted (0)",
      "In review (0)",
      "Proposals (0)",
      "Accepted (0)",
      "Funded (1)",
    ]);
    expect(screen.getAllByRole("region").map((r) => r.getAttribute("aria-labelledby"))).toEqual([
      "column-draft",
    ]);
    fireEvent.click(within(tabs).getByRole("tab", { name: "Funded (1)" }));
    await screen.findByRole("link", { name: "Business 2" });
    expect(screen.queryByRole("link", { name: "Business 1" })).toBeNull();
  });

  it("loads a column's next page by its cursor, with the filters, until there is none", async () => {
    const calls = serve([
      noViews,
      [
        "GET",
        "/v1/user/deals/board/column",
        () =>
          json(200, {
            stage: "draft",
            cards: [boardCard(2), boardCard(1)],
            nextCursor: null,
          }),
      ],
      [
        "GET",
        "/v1/user/deals/board",
        () => json(200, boardOf([boardCard(1)], { nextCursor: { draft: "c1" } })),
      ],
    ]);
    show("/deals?product=term_loan");
    const draft = await screen.findByRole("region", { name: "Draft" });
    fireEvent.click(within(draft).getByRole("button", { name: "Load more" }));
    await within(draft).findByRole("link", { name: "Business 2" });
    // The card already shown is not shown twice; the end has no "Load more".
    expect(within(draft).getAllByRole("link", { name: "Business 1" })).toHaveLength(1);
    expect(within(draft).queryByRole("button", { name: "Load more" })).toBeNull();
    expect(calls.find((c) => c.url.startsWith("/v1/user/deals/board/column"))!.url).toBe(
      "/v1/user/deals/board/column?product=term_loan&stage=draft&cursor=c1",
    );
  });

  it("before any deal offers the one action that fills it", async () => {
    serve([noViews, ["GET", "/v1/user/deals/board", () => json(200, boardOf([]))]]);
    show();
    const link = await screen.findByRole("link", { name: "Create your first deal" });
    expect(link.getAttribute("href")).toBe("/deals/new");
    expect(screen.getByText("No deals yet. A new deal starts here as a draft.")).toBeTruthy();
  });
});
