import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import "@/lib/i18n";
import type { Thread, ThreadMessage } from "@portal/contract/threads/thread-schemas";
import { renderWithQuery } from "@/testing/render-with-query";
import { ThreadView } from "./thread-view";

afterEach(() => vi.unstubAllGlobals());

const doc1 = "0b7e4c1e-3f1a-4c8e-9d5b-1a2b3c4d5e6f";
const doc2 = "1c8f5d2f-4a2b-4d9f-8e6c-2b3c4d5e6f70";

const message = (over: Partial<ThreadMessage>): ThreadMessage => ({
  id: "m1",
  side: "funder",
  authorName: "Fay Funder",
  mine: false,
  body: "Latest VAT return?",
  documents: [],
  createdAt: "2026-11-20T10:00:00Z",
  read: false,
  ...over,
});

const thread = (over: Partial<Thread> = {}): Thread => ({
  submissionId: "s1",
  dealId: "d1",
  side: "broker",
  funderName: "Alpha Capital",
  brokerName: "Harbour Finance",
  businessName: "Quay Bakery Ltd",
  reference: "D-000001",
  status: "info_requested",
  closedReason: null,
  messages: [
    message({}),
    message({
      id: "m2",
      side: "broker",
      mine: true,
      authorName: "Ann Lee",
      body: "Attached.",
      documents: [{ id: doc1, name: "vat.pdf" }],
      read: true,
    }),
  ],
  olderCursor: null,
  ...over,
});

/** Serves the thread; records each request; a POST of a message answers `answer` or refuses. */
function serve(first: Thread, answer: () => Response, after = first) {
  let current = first;
  const idToken = `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 900 })).replace(/=+$/, "")}.s`;
  const calls: { method: string; path: string; body?: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      const path = String(url);
      if (path === "/auth/token") return new Response(JSON.stringify({ token: idToken }));
      const method = init?.method ?? "GET";
      calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (path.endsWith("/read")) return new Response(null, { status: 204 });
      if (path.endsWith("/messages")) {
        const response = answer();
        if (response.ok) current = after;
        return response;
      }
      return new Response(JSON.stringify(current));
    }),
  );
  return calls;
}

const view = (open = vi.fn()) => (
  <ThreadView
    scope={{ side: "broker", dealId: "d1" }}
    submissionId="s1"
    attachable={[
      { id: doc1, name: "vat.pdf" },
      { id: doc2, name: "lease.pdf" },
    ]}
    openDocument={open}
  />
);

describe("a deal's thread with one funder", () => {
  it("shows the messages in turns with Read marks and attachments, and reads the thread", async () => {
    const calls = serve(thread(), () => new Response("{}"));
    const open = vi.fn();
    renderWithQuery(view(open));
    const list = await screen.findByRole("list", { name: "Messages" });
    const [question, answer] = [...list.querySelectorAll(":scope > li")] as HTMLElement[];
    expect(question!.textContent).toContain("Alpha Capital");
    expect(question!.textContent).toContain("Latest VAT return?");
    expect(answer!.textContent).toContain("You");
    expect(answer!.textContent).toContain("Read");
    fireEvent.click(within(answer!).getByRole("button", { name: "vat.pdf" }));
    expect(open).toHaveBeenCalledWith({ id: doc1, name: "vat.pdf" });
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: "POST",
        path: "/v1/threads/s1/read",
        body: undefined,
      }),
    );
  });

  it("sends a message with documents attached, and shows the contract's message when empty", async () => {
    const sent = thread({
      messages: [
        ...thread().messages,
        message({ id: "m3", side: "broker", mine: true, body: "More" }),
      ],
    });
    const calls = serve(thread(), () => new Response(JSON.stringify(sent), { status: 201 }), sent);
    renderWithQuery(view());
    const box = await screen.findByRole("textbox", { name: "Message to Alpha Capital" });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Write a message (up to 4,000 characters).")).toBeTruthy();
    fireEvent.change(box, { target: { value: "  More  " } });
    fireEvent.click(screen.getByRole("checkbox", { name: "lease.pdf" }));
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    await screen.findByText("More");
    expect(calls.filter((c) => c.path.endsWith("/messages"))).toEqual([
      {
        method: "POST",
        path: "/v1/threads/s1/messages",
        body: { body: "More", documentIds: [doc2] },
      },
    ]);
  });

  it("shows the server's refusal of a closed thread, and a closed thread says why", async () => {
    serve(
      thread(),
      () =>
        new Response(
          JSON.stringify({
            error: {
              code: "thread_closed",
              message: "x",
              requestId: "r",
              details: { reason: "declined" },
            },
          }),
          { status: 409 },
        ),
    );
    const { unmount } = renderWithQuery(view());
    fireEvent.change(await screen.findByRole("textbox", { name: "Message to Alpha Capital" }), {
      target: { value: "Still there?" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(
      await screen.findByText("This conversation is closed: no new messages can be written."),
    ).toBeTruthy();
    unmount();

    serve(thread({ closedReason: "declined", status: "declined" }), () => new Response("{}"));
    renderWithQuery(view());
    expect(
      await screen.findByText("Closed: the funder declined this deal. The messages stay here."),
    ).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Message to Alpha Capital" })).toBeNull();
  });
});
