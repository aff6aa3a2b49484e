import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import type { DealDetail } from "@portal/contract/deals/deal-schemas";
import "@/lib/i18n";
import { renderWithQuery } from "@/testing/render-with-query";
import { DealMoves } from "./deal-moves";
import { dealListItem } from "../deal-fixture";

const deal: DealDetail = {
  ...dealListItem(3),
  borrower: {
    id: "b",
    legalName: "Crumb Bakery Ltd",
    entityType: "limited_company",
    industry: "restaurants",
    country: "GB",
    owners: [],
  },
  history: [],
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
function answer(response: () => Response) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => response());
  vi.stubGlobal("fetch", fetch);
  return fetch;
}
afterEach(() => vi.unstubAllGlobals());

const show = () =>
  renderWithQuery(
    <MemoryRouter>
      <DealMoves deal={deal} />
    </MemoryRouter>,
  );
const click = (name: string) => fireEvent.click(screen.getByRole("button", { name }));
const reason = () => screen.getByRole("textbox", { name: "Reason" }) as HTMLInputElement;

describe("moving a deal", () => {
  it("asks why before an end, at the field, and sends nothing without it", async () => {
    const fetch = answer(() => json(200, deal));
    show();
    click("Withdraw");
    fireEvent.submit(reason().closest("form")!);
    await screen.findByText("Give a reason");
    expect(reason().getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(reason()));
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.change(reason(), { target: { value: "Client found other funding" } });
    await waitFor(() => expect(screen.queryByText("Give a reason")).toBeNull());
  });

  it("shows the server's refusal of the reason at its field", async () => {
    answer(() =>
      json(400, {
        error: {
          code: "validation_failed",
          requestId: "r",
          issues: [{ path: "reason", code: "reasonRequired" }],
        },
      }),
    );
    show();
    click("Withdraw");
    fireEvent.change(reason(), { target: { value: "x" } });
    fireEvent.submit(reason().closest("form")!);
    await screen.findByText("Give a reason");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("keeps the reason typed when someone else moved the deal meanwhile", async () => {
    const fetch = answer(() => json(409, { error: { code: "version_conflict", requestId: "r" } }));
    show();
    click("Withdraw");
    fireEvent.change(reason(), { target: { value: "Client found other funding" } });
    fireEvent.submit(reason().closest("form")!);
    expect((await screen.findByRole("alert")).textContent).toContain("This changed since");
    expect(reason().value).toBe("Client found other funding");
    const body = JSON.parse(String(fetch.mock.calls[0]?.[1]?.body)) as Record<string, unknown>;
    expect(body).toEqual({ to: "withdrawn", version: 1, reason: "Client found other funding" });
  });

  it("moves without asking when no reason is needed", async () => {
    const fetch = answer(() => json(200, { ...deal, status: "submitted" }));
    show();
    click("Submit");
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      to: "submitted",
      version: 1,
    });
    expect(screen.queryByRole("textbox", { name: "Reason" })).toBeNull();
  });
});
