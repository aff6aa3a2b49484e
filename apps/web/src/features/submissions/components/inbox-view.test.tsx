import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router";
import "@/lib/i18n";
import { ToastProvider } from "@/components/ui/toast";
import { choose } from "@/testing/choose";
import { renderWithQuery } from "@/testing/render-with-query";
import { DeclineDialog } from "./decline-dialog";
import { FunderInbox } from "./funder-inbox";
import { paramsOfView, viewOfParams } from "./inbox-params";

afterEach(() => vi.unstubAllGlobals());

const idToken = `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 900 })).replace(/=+$/, "")}.s`;
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
const item = (n: number, over: Record<string, unknown> = {}) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  reference: `D-100${n}`,
  businessName: `Bakery ${n} Ltd`,
  product: "term_loan",
  amountMinor: n * 1_000_000,
  currency: "GBP",
  country: "GB",
  brokerId: "b1",
  brokerName: "Harbour Brokers",
  listingId: "00000000-0000-4000-8000-0000000000aa",
  listingName: "Growth loans",
  status: "pending",
  funded: false,
  tab: "new",
  sentAt: hoursAgo(50),
  firstResponseAt: null,
  awaitingReplySince: null,
  assignee: null,
  unread: 0,
  ...over,
});
const counts = { new: 2, needs_answer: 1, offered: 0, won: 4, lost: 0 };
const countIsCapped = { new: false, needs_answer: false, offered: false, won: false, lost: false };
/** What the filters offer (GET /v1/funder/submissions/choices): more than the rows loaded. */
const choices = {
  brokers: [
    { id: "00000000-0000-4000-8000-0000000000b2", name: "Anchor Brokers", items: 1234 },
    { id: "b1", name: "Harbour Brokers", items: 3 },
  ],
  listings: [
    { id: "00000000-0000-4000-8000-0000000000ab", name: "Bridges" },
    { id: "00000000-0000-4000-8000-0000000000aa", name: "Growth loans" },
  ],
};

/** Answers the inbox with `page` (whatever the query), POSTs with `answer`; records every call. */
function serve(
  page: (url: URL) => unknown,
  answer: (body: unknown) => Response = () => new Response("{}"),
) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      if (String(url) === "/auth/token") return new Response(JSON.stringify({ token: idToken }));
      if (init?.method === "POST") return answer(JSON.parse(String(init.body)));
      const at = new URL(String(url), "http://x");
      if (at.pathname === "/v1/funder/submissions/choices")
        return new Response(JSON.stringify(choices));
      return new Response(JSON.stringify(page(at)));
    }),
  );
}
const inboxCalls = () =>
  vi
    .mocked(fetch)
    .mock.calls.map(([url]) => new URL(String(url), "http://x"))
    .filter((u) => u.pathname === "/v1/funder/submissions");

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.search}</output>;
}
function renderInbox(at = "/inbox") {
  return renderWithQuery(
    <MemoryRouter initialEntries={[at]}>
      <ToastProvider>
        <FunderInbox />
        <Where />
      </ToastProvider>
    </MemoryRouter>,
  );
}
const where = () => screen.getByTestId("where").textContent;

describe("the inbox's view in the URL", () => {
  it("reads back what it writes, and leaves out what a hand-edited link gets wrong", () => {
    const view = viewOfParams(
      new URLSearchParams("tab=won&product=term_loan&minAmountMinor=500000&sort=amount&dir=desc"),
    );
    expect(view).toEqual({
      tab: "won",
      search: "",
      filters: { product: "term_loan", minAmountMinor: 500000 },
      sort: "amount",
      dir: "desc",
    });
    expect(paramsOfView(view).toString()).toBe(
      "tab=won&product=term_loan&minAmountMinor=500000&sort=amount&dir=desc",
    );
    const bad = viewOfParams(new URLSearchParams("tab=nope&product=boat&minAgeDays=-1&sort=x"));
    expect(bad).toEqual({ tab: "new", search: "", filters: {}, sort: "age", dir: "asc" });
    expect(paramsOfView(bad).toString()).toBe("");
  });
});

describe("the funder's inbox", () => {
  it("shows each tab with its count, the funder's words and the response clock", async () => {
    serve(() => ({
      items: [item(1), item(2, { status: "info_requested", sentAt: hoursAgo(2) })],
      counts,
      countIsCapped,
      nextCursor: null,
      responseTargetHours: 48,
    }));
    renderInbox();
    await screen.findByRole("link", { name: "Bakery 1 Ltd" });
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual([
      "New (2)",
      "Needs your answer (1)",
      "Offered (0)",
      "Won (4)",
      "Lost (0)",
    ]);
    expect(screen.getByText("Waiting for you")).toBeTruthy();
    expect(screen.getByText("Asked the broker")).toBeTruthy();
    // 50 hours against a 48-hour target: late, in words as well as in red.
    const late = document.querySelector('[data-clock="late"]');
    expect(late?.textContent).toMatch(/^Late: waiting 50 hr, target 48 hr$/);
    expect(document.querySelector('[data-clock="ok"]')?.textContent).toMatch(/^Waiting 2 hr/);
    expect(screen.getAllByText("2 days").length).toBe(1);
  });

  it("says a tab's count stopped at the bound: 1,000+", async () => {
    serve(() => ({
      items: [item(1)],
      counts: { ...counts, lost: 1000 },
      countIsCapped: { ...countIsCapped, lost: true },
      nextCursor: null,
      responseTargetHours: null,
    }));
    renderInbox();
    await screen.findByRole("link", { name: "Bakery 1 Ltd" });
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual([
      "New (2)",
      "Needs your answer (1)",
      "Offered (0)",
      "Won (4)",
      "Lost (1,000+)",
    ]);
  });

  it("keeps the tab, the filters and the order in the URL and asks the server for them", async () => {
    serve(() => ({
      items: [item(1)],
      counts,
      countIsCapped,
      nextCursor: null,
      responseTargetHours: null,
    }));
    renderInbox("/inbox?product=term_loan");
    await screen.findByRole("link", { name: "Bakery 1 Ltd" });
    expect(screen.getByRole("button", { name: "Filters (1 on)" })).toBeTruthy();
    expect(inboxCalls().at(-1)?.searchParams.get("product")).toBe("term_loan");

    fireEvent.mouseDown(screen.getByRole("tab", { name: "Won (4)" }));
    fireEvent.click(screen.getByRole("tab", { name: "Won (4)" }));
    await waitFor(() => expect(where()).toBe("?tab=won&product=term_loan"));
    await waitFor(() => expect(inboxCalls().at(-1)?.searchParams.get("tab")).toBe("won"));

    // Amount sorts on the server; the heading says the order.
    fireEvent.click(await screen.findByRole("button", { name: "Amount" }));
    await waitFor(() => expect(where()).toBe("?tab=won&product=term_loan&sort=amount"));
    const amount = screen.getByRole("columnheader", { name: "Amount" });
    expect(amount.getAttribute("aria-sort")).toBe("ascending");
    await waitFor(() => expect(inboxCalls().at(-1)?.searchParams.get("sort")).toBe("amount"));

    // Age ascending (the youngest first) is the server's age descending: the oldest first is
    // its default, and the heading reads descending then.
    fireEvent.click(screen.getByRole("button", { name: "Age" }));
    await waitFor(() => expect(where()).toBe("?tab=won&product=term_loan&dir=desc"));
    const age = () => screen.getByRole("columnheader", { name: "Age" }).getAttribute("aria-sort");
    expect(age()).toBe("ascending");
    fireEvent.click(screen.getByRole("button", { name: "Age" }));
    await waitFor(() => expect(where()).toBe("?tab=won&product=term_loan"));
    expect(age()).toBe("descending");

    // The chip takes the filter off.
    fireEvent.click(screen.getByRole("button", { name: "Remove the filter Product: Term loan" }));
    await waitFor(() => expect(where()).toBe("?tab=won"));
    expect(screen.getByRole("button", { name: "Filters" })).toBeTruthy();
  });

  it("offers every broker that ever sent (with its deals) and every listing, not only the rows'", async () => {
    serve(() => ({
      items: [item(1)],
      counts,
      countIsCapped,
      nextCursor: null,
      responseTargetHours: null,
    }));
    renderInbox();
    await screen.findByRole("link", { name: "Bakery 1 Ltd" });
    fireEvent.click(screen.getByRole("button", { name: "Filters" }));
    const broker = screen.getByRole("combobox", { name: "Broker" });
    fireEvent.change(broker, { target: { value: "bro" } });
    expect(
      within(screen.getByRole("listbox", { name: "Broker" }))
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Anchor Brokers (1,234)", "Harbour Brokers (3)"]);
    fireEvent.change(broker, { target: { value: "anch" } });
    fireEvent.keyDown(broker, { key: "Enter" });
    await waitFor(() => expect(where()).toBe(`?brokerId=${choices.brokers[0]!.id}`));
    await waitFor(() =>
      expect(inboxCalls().at(-1)?.searchParams.get("brokerId")).toBe(choices.brokers[0]!.id),
    );
    expect(screen.getByRole("list", { name: "Filters on" }).textContent).toBe(
      "Broker: Anchor Brokers×",
    );

    await choose(screen.getByRole("combobox", { name: "Listing it matched" }), {
      name: "Bridges",
    });
    await waitFor(() =>
      expect(inboxCalls().at(-1)?.searchParams.get("listingId")).toBe(choices.listings[0]!.id),
    );
    expect(screen.getByRole("list", { name: "Filters on" }).textContent).toContain(
      "Listing it matched: Bridges×",
    );
  });

  it("names a member or nobody in the chip when the team page filtered by them", async () => {
    const held = item(1, { assignee: { id: "u-7", name: "Rita Ng" } });
    serve(() => ({
      items: [held],
      counts,
      countIsCapped,
      nextCursor: null,
      responseTargetHours: null,
    }));
    renderInbox("/inbox?assignee=u-7");
    await screen.findByRole("link", { name: "Bakery 1 Ltd" });
    expect(inboxCalls().at(-1)?.searchParams.get("assignee")).toBe("u-7");
    expect(screen.getByRole("list", { name: "Filters on" }).textContent).toBe(
      "Assigned to: Rita Ng×",
    );
    expect(screen.getByRole("checkbox", { name: "Assigned to me", hidden: true })).toHaveProperty(
      "checked",
      false,
    );
  });

  it("searches by business or reference on Enter", async () => {
    serve(() => ({
      items: [item(1)],
      counts,
      countIsCapped,
      nextCursor: null,
      responseTargetHours: null,
    }));
    renderInbox();
    const box = await screen.findByRole("searchbox", { name: "Search by business or reference" });
    fireEvent.change(box, { target: { value: " D-1001 " } });
    fireEvent.submit(box.closest("form")!);
    await waitFor(() => expect(where()).toBe("?search=D-1001"));
    await waitFor(() => expect(inboxCalls().at(-1)?.searchParams.get("search")).toBe("D-1001"));
  });

  it("says a tab is empty in its own words, or that nothing matches the filters", async () => {
    serve(() => ({
      items: [],
      counts,
      countIsCapped,
      nextCursor: null,
      responseTargetHours: null,
    }));
    renderInbox("/inbox?tab=needs_answer");
    expect(await screen.findByText("No broker is waiting for your answer.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Filters" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Assigned to me" }));
    await waitFor(() => expect(where()).toBe("?tab=needs_answer&assignee=me"));
    expect(
      await screen.findByText("No deals in this tab match the search and filters."),
    ).toBeTruthy();
  });

  it("loads the next page with the cursor", async () => {
    serve((url) =>
      url.searchParams.get("cursor")
        ? { items: [item(2)], counts, countIsCapped, nextCursor: null, responseTargetHours: null }
        : {
            items: [item(1)],
            counts,
            countIsCapped,
            nextCursor: "next-1",
            responseTargetHours: null,
          },
    );
    renderInbox();
    fireEvent.click(await screen.findByRole("button", { name: "Load more" }));
    await screen.findByRole("link", { name: "Bakery 2 Ltd" });
    expect(inboxCalls().at(-1)?.searchParams.get("cursor")).toBe("next-1");
    expect(screen.getByRole("link", { name: "Bakery 1 Ltd" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("declines the picked deals with one reason, and names those refused", async () => {
    const [a, b] = [item(1), item(2)];
    serve(
      () => ({ items: [a, b], counts, countIsCapped, nextCursor: null, responseTargetHours: null }),
      () =>
        new Response(
          JSON.stringify({ declined: [a.id], refused: [{ id: b.id, code: "invalid_transition" }] }),
        ),
    );
    renderInbox();
    await screen.findByRole("link", { name: "Bakery 1 Ltd" });
    expect(screen.queryByRole("button", { name: /^Decline selected/ })).toBeNull();
    fireEvent.click(screen.getByRole("checkbox", { name: "Select D-1001" }));
    expect(screen.getByRole("button", { name: "Decline selected (1)" })).toBeTruthy();
    fireEvent.click(screen.getByRole("checkbox", { name: "Select every deal shown" }));
    fireEvent.click(screen.getByRole("button", { name: "Decline selected (2)" }));
    const dialog = await screen.findByRole("dialog", { name: "Decline 2 deals" });
    await choose(within(dialog).getByRole("combobox", { name: /Why you decline/ }), "amount");
    fireEvent.click(within(dialog).getByRole("button", { name: "Decline" }));
    expect((await screen.findByText(/1 deal declined\./)).textContent).toBe(
      "1 deal declined. Not declined: D-1002 (already decided or changed meanwhile).",
    );
    const body = JSON.parse(
      String(vi.mocked(fetch).mock.calls.find(([, i]) => i?.method === "POST")![1]!.body),
    );
    expect(body).toEqual({ ids: [a.id, b.id], reason: "amount" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});

describe("the decline dialog", () => {
  it("asks for a reason, and for a note when the reason is Other, before sending anything", async () => {
    const onDecline = vi.fn(async () => {});
    renderWithQuery(
      <DeclineDialog open onOpenChange={() => {}} title="Decline D-1001" onDecline={onDecline} />,
    );
    const dialog = screen.getByRole("dialog", { name: "Decline D-1001" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Decline" }));
    expect(await within(dialog).findByText("Choose why you decline.")).toBeTruthy();
    const reason = within(dialog).getByRole("combobox", { name: /Why you decline/ });
    await choose(reason, "other");
    fireEvent.click(within(dialog).getByRole("button", { name: "Decline" }));
    const note = within(dialog).getByRole("textbox", { name: /Note for the broker/ });
    await waitFor(() => expect(note.getAttribute("aria-invalid")).toBe("true"));
    expect(onDecline).not.toHaveBeenCalled();
    fireEvent.change(note, { target: { value: "Sector on hold this quarter" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Decline" }));
    await waitFor(() =>
      expect(onDecline).toHaveBeenCalledWith({
        reason: "other",
        note: "Sector on hold this quarter",
      }),
    );
  });
});
