import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import type { Document } from "@portal/contract/documents/document-schemas";
import "@/lib/i18n";
import { renderWithQuery } from "@/testing/render-with-query";
import { SendToFunders } from "./send-to-funders";

const document = (id: string, fileName: string, type: Document["type"]): Document => ({
  id,
  borrowerId: "b",
  dealId: "d1",
  type,
  fileName,
  contentType: "application/pdf",
  sizeBytes: 10,
  sha256: "x",
  expiresOn: null,
  expiryStatus: "unknown",
  uploadedBy: "u",
  createdAt: "2026-11-01T00:00:00Z",
});
const documents = [
  document("statement", "statement.pdf", "bank_statement"),
  document("tax", "tax.pdf", "tax_return"),
];
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The server suggests the statement for listing a, both documents for listing b; sends are recorded. */
function serve() {
  const sent: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body ?? "{}")) as { listingIds?: string[] };
      if (url.endsWith("/submissions/preview"))
        return json(200, {
          warnings: [],
          training: null,
          documents,
          suggestedDocumentIds: body.listingIds?.includes("b")
            ? ["statement", "tax"]
            : ["statement"],
        });
      sent.push(body);
      return json(201, { items: [] });
    }),
  );
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

const borrower = { id: "b", property: undefined };

const box = (name: RegExp) =>
  within(screen.getByRole("group", { name: "Documents the funders will see" })).getByRole(
    "checkbox",
    { name },
  ) as HTMLInputElement;

describe("SendToFunders", () => {
  it("ticks what the funders chosen ask for, keeps a box the broker changed, and warns before sending none", async () => {
    const sent = serve();
    const onSent = vi.fn();
    const { rerender, client } = renderWithQuery(
      <SendToFunders
        dealId="d1"
        borrower={borrower}
        listingIds={["a"]}
        documents={documents}
        onSent={onSent}
      />,
    );
    await waitFor(() => expect(box(/statement\.pdf/).checked).toBe(true));
    expect(box(/tax\.pdf/).checked).toBe(false);

    // The broker unticks the statement; another funder's suggestion ticks the tax return only.
    fireEvent.click(box(/statement\.pdf/));
    rerender(
      <QueryClientProvider client={client}>
        <SendToFunders
          dealId="d1"
          borrower={borrower}
          listingIds={["a", "b"]}
          documents={documents}
          onSent={onSent}
        />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(box(/tax\.pdf/).checked).toBe(true));
    expect(box(/statement\.pdf/).checked).toBe(false);

    // With nothing ticked, the first click warns and sends nothing; the second sends.
    fireEvent.click(box(/tax\.pdf/));
    fireEvent.click(screen.getByRole("button", { name: "Send to 2 funders" }));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "The funders will see no documents",
    );
    expect(sent).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Send anyway" }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(sent).toEqual([{ listingIds: ["a", "b"], sharedDocumentIds: [] }]);
  });

  it("asks for what the chosen funders need, gives it to the borrower, then sends", async () => {
    const calls: { url: string; body: unknown }[] = [];
    let industry: string | undefined;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        const body = JSON.parse(String(init?.body ?? "{}")) as Record<string, unknown>;
        calls.push({ url, body });
        if (url.includes("/v1/borrower/")) {
          industry = body.industry as string;
          return json(200, {});
        }
        const factsNeeded = industry
          ? null
          : {
              facts: ["industry"],
              listings: [{ listingId: "a", funderName: "Careful Capital", facts: ["industry"] }],
            };
        if (url.endsWith("/submissions/preview"))
          return json(200, {
            warnings: [],
            training: null,
            factsNeeded,
            documents,
            suggestedDocumentIds: ["statement"],
          });
        if (factsNeeded)
          return json(409, {
            error: { code: "facts_needed", message: "x", requestId: "r", details: factsNeeded },
          });
        return json(201, { items: [] });
      }),
    );
    const onSent = vi.fn();
    renderWithQuery(
      <SendToFunders
        dealId="d1"
        borrower={borrower}
        listingIds={["a"]}
        documents={documents}
        onSent={onSent}
      />,
    );
    // The step names what is missing and who needs it; Send waits for it.
    expect(
      await screen.findByRole("heading", {
        name: "Before sending: what the funders you chose need",
      }),
    ).toBeTruthy();
    expect(screen.getByText("Needed by Careful Capital")).toBeTruthy();
    expect(
      (screen.getByRole("button", { name: "Send to 1 funder" }) as HTMLButtonElement).disabled,
    ).toBe(true);
    const save = screen.getByRole("button", { name: "Save and send" }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    // The broker picks the industry right there, then saves and sends.
    const picker = screen.getByRole("combobox", { name: /Industry/ });
    fireEvent.change(picker, { target: { value: "Restaurants" } });
    fireEvent.keyDown(picker, { key: "Enter" });
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(calls.find((c) => c.url.includes("/v1/borrower/b"))?.body).toEqual({
      industry: expect.any(String),
    });
    const sends = calls.filter((c) => c.url.endsWith("/submissions"));
    expect(sends.map((c) => c.body)).toEqual([
      { listingIds: ["a"], sharedDocumentIds: ["statement"] },
    ]);
  });
});
