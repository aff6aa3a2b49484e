import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import "@/lib/i18n";
import { ToastProvider } from "@/components/ui/toast";
import { renderWithQuery } from "@/testing/render-with-query";
import { listingFixture } from "@/testing/listing-fixture";
import { ListingsTable } from "./listings-table";

const listing = (id: string, name: string, status: "draft" | "published") =>
  listingFixture(id, {
    organizationId: "org",
    funderName: "Alpha Capital",
    name,
    status,
    publishedAt: status === "published" ? "2026-11-02T00:00:00Z" : null,
  });

afterEach(() => vi.unstubAllGlobals());

function renderTable(approved: boolean) {
  const items = [listing("a", "Growth loans", "draft"), listing("b", "Bridging", "published")];
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify({ items }))),
  );
  renderWithQuery(
    <MemoryRouter>
      <ToastProvider>
        <ListingsTable approved={approved} />
      </ToastProvider>
    </MemoryRouter>,
  );
  const row = async (name: string) =>
    (await screen.findByRole("link", { name })).closest("tr") as HTMLElement;
  return row;
}

describe("ListingsTable", () => {
  it("does not offer Publish before the funder is approved, and says why", async () => {
    const row = renderTable(false);
    const draft = await row("Growth loans");
    expect(within(draft).queryByRole("button", { name: "Publish" })).toBeNull();
    expect(draft.textContent).toContain("Publish once your funder account is approved");
    expect(within(await row("Bridging")).getByRole("button", { name: "Unpublish" })).toBeTruthy();
  });

  it("offers Publish once approved", async () => {
    const row = renderTable(true);
    expect(within(await row("Growth loans")).getByRole("button", { name: "Publish" })).toBeTruthy();
  });
});
