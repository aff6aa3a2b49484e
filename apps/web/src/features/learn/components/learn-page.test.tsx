import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import "@/lib/i18n";
import type { LearnOverview } from "@portal/contract/learn/learn-schemas";
import { renderWithQuery } from "@/testing/render-with-query";
import { LearnPage } from "./learn-page";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The page with `overview`; the members' list answers as the API does for someone who may read it. */
function show(overview: LearnOverview) {
  const asked: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      asked.push(url);
      if (url.endsWith("/v1/learn/members")) return json(200, { items: [] });
      return json(200, overview);
    }),
  );
  renderWithQuery(
    <MemoryRouter>
      <LearnPage />
    </MemoryRouter>,
  );
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

describe("the Learn page", () => {
  it("does not ask for the members' training when the person may not read it (an agent)", async () => {
    const asked = show({ courses: [], products: [], seesMembers: false });
    await screen.findByText("Your accreditation");
    expect(asked.some((url) => url.includes("/v1/learn/members"))).toBe(false);
    expect(screen.queryByText("Your members' training")).toBeNull();
  });

  it("shows the members' training to those who may read it", async () => {
    const asked = show({ courses: [], products: [], seesMembers: true });
    await screen.findByText("Your accreditation");
    await waitFor(() => expect(asked.some((url) => url.endsWith("/v1/learn/members"))).toBe(true));
  });
});
