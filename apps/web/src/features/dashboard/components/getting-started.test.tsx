import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import type { GettingStarted as Checklist } from "@portal/contract/dashboard/getting-started-schemas";
import "@/lib/i18n";
// The app shell loads the refusals' messages on every signed-in page.
import "@/lib/i18n/field-messages";
import "../i18n";
import { renderWithQuery } from "@/testing/render-with-query";
import { GettingStarted } from "./getting-started";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const steps = ["training", "deal", "documents", "sent", "team", "logo", "plan"] as const;
const checklist = (doneCount: number, more: Partial<Checklist> = {}): Checklist => ({
  steps: steps.map((step, i) => ({ step, done: i < doneCount })),
  dealId: doneCount > 1 ? "deal-1" : null,
  dismissed: false,
  canDismiss: doneCount === steps.length,
  ...more,
});

/** Answers the checklist `first`, and `dismissed` (or a refusal) to the dismissal. */
function show(first: Checklist, dismissal?: Response) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) =>
    init?.method === "POST" ? (dismissal ?? json({ ...first, dismissed: true })) : json(first),
  );
  vi.stubGlobal("fetch", fetch);
  const { client } = renderWithQuery(
    <MemoryRouter>
      <GettingStarted />
    </MemoryRouter>,
  );
  return { fetch, client };
}

afterEach(() => vi.unstubAllGlobals());

describe("dashboard: getting started", () => {
  it("shows the progress and links each step to where it is done", async () => {
    show(checklist(3));
    const card = await screen.findByRole("region", { name: "Getting started" });
    expect(within(card).getByText("3 of 7 steps done")).toBeTruthy();
    const bar = within(card).getByRole("progressbar", { name: "3 of 7 steps done" });
    expect(bar.getAttribute("aria-valuenow")).toBe("3");
    expect(bar.getAttribute("aria-valuemax")).toBe("7");
    const link = (name: RegExp) => within(card).getByRole("link", { name });
    expect(link(/Pass the course/).getAttribute("href")).toBe("/learn");
    expect(link(/Pass the course/).textContent).toBe(
      "Pass the course for your first product (done)",
    );
    expect(link(/Create a deal/).getAttribute("href")).toBe("/deals/new");
    expect(link(/Upload its documents/).getAttribute("href")).toBe("/deals/deal-1?tab=documents");
    expect(link(/Send it/).textContent).toBe("Send it to a funder (to do)");
    expect(link(/Send it/).getAttribute("href")).toBe("/deals/deal-1?tab=funders");
    expect(link(/Invite your team/).getAttribute("href")).toBe("/team");
    expect(link(/logo/).getAttribute("href")).toBe("/settings/account?tab=company");
    expect(link(/Choose a plan/).getAttribute("href")).toBe("/settings/billing");
    // Not done: nothing to put away yet.
    expect(within(card).queryByRole("button")).toBeNull();
  });

  it("points at the deals list while there is no deal, and leaves out steps that do not apply", async () => {
    show({
      ...checklist(0),
      steps: steps.filter((s) => s !== "team").map((step) => ({ step, done: false })),
    });
    const card = await screen.findByRole("region", { name: "Getting started" });
    expect(within(card).getByText("0 of 6 steps done")).toBeTruthy();
    const documents = within(card).getByRole("link", { name: /Upload its documents/ });
    expect(documents.getAttribute("href")).toBe("/deals");
    expect(within(card).queryByRole("link", { name: /Invite/ })).toBeNull();
  });

  it("once done, an owner puts it away and it disappears", async () => {
    const { fetch } = show(checklist(7));
    const card = await screen.findByRole("region", { name: "Getting started" });
    expect(within(card).getByText("Every step is done: your organization is set up.")).toBeTruthy();
    fireEvent.click(within(card).getByRole("button", { name: "Put this list away" }));
    await waitFor(() =>
      expect(screen.queryByRole("region", { name: "Getting started" })).toBeNull(),
    );
    expect(fetch).toHaveBeenCalledWith(
      expect.stringContaining("/v1/dashboard/getting-started/dismiss"),
      expect.objectContaining({ method: "POST" }),
    );
  });

  it("a member sees it done, read-only", async () => {
    show(checklist(7, { canDismiss: false }));
    const card = await screen.findByRole("region", { name: "Getting started" });
    expect(within(card).getByText("An owner or an admin can put this list away.")).toBeTruthy();
    expect(within(card).queryByRole("button")).toBeNull();
  });

  it("says why when the server refuses to put it away", async () => {
    show(
      checklist(7),
      json({ error: { code: "getting_started_open", message: "x", requestId: "r" } }, 409),
    );
    const card = await screen.findByRole("region", { name: "Getting started" });
    fireEvent.click(within(card).getByRole("button", { name: "Put this list away" }));
    expect((await within(card).findByRole("alert")).textContent).toContain(
      "Finish every step of Getting started before putting it away.",
    );
  });

  it("shows nothing once put away", async () => {
    const { client } = show(checklist(7, { dismissed: true, canDismiss: false }));
    // Once the answer is in the cache, the list has had its chance to render.
    await waitFor(() =>
      expect(client.getQueryData(["dashboard", "getting-started"])).toMatchObject({
        dismissed: true,
      }),
    );
    expect(screen.queryByRole("region", { name: "Getting started" })).toBeNull();
  });
});
