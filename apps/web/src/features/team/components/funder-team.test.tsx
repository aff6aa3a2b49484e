import { afterEach, describe, expect, it, vi } from "vitest";
import { MemoryRouter } from "react-router";
import { screen } from "@testing-library/react";
import "@/lib/i18n";
import { renderWithQuery } from "@/testing/render-with-query";
import type { FunderTeamView } from "../api/funder-team-api";
import { FunderTeamPage } from "./funder-team";

const holding = (n: number) => ({ new: n, needs_answer: 1, offered: 0, won: 0, lost: 0 });
const holdings = (manager: boolean): FunderTeamView => ({
  you: "m1",
  manager,
  unassigned: 3,
  members: [
    { id: "m1", name: "Mona Manager", email: "m@f.example", role: "owner", holding: holding(0) },
    {
      id: "u1",
      name: "Uma Underwriter",
      email: "u@f.example",
      role: "member",
      holding: holding(2),
    },
  ],
});
const overview = {
  regions: [],
  teams: [],
  members: ["m1", "u1"].map((userId, i) => ({
    userId,
    name: i ? "Uma Underwriter" : "Mona Manager",
    email: i ? "u@f.example" : "m@f.example",
    role: i ? "member" : "owner",
    salesRole: "agent",
    teamId: null,
    regionId: null,
    managerId: null,
    avatarUrl: null,
    disabled: false,
    joinedAt: "2026-01-01T00:00:00Z",
  })),
  invitations: [],
};

function show(manager: boolean) {
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async (url: string) =>
        new Response(
          JSON.stringify(url.startsWith("/v1/funder/team") ? holdings(manager) : overview),
          {
            status: 200,
          },
        ),
    ),
  );
  renderWithQuery(
    <MemoryRouter>
      <FunderTeamPage userId="m1" />
    </MemoryRouter>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("the funder's team page", () => {
  it("links each member's open deals, per tab, to the inbox filtered by them", async () => {
    show(true);
    const link = await screen.findByRole("link", { name: "New: 2 held by Uma Underwriter" });
    expect(link.getAttribute("href")).toBe("/inbox?tab=new&assignee=u1");
    expect(
      screen
        .getByRole("link", { name: "3 open deals held by Uma Underwriter" })
        .getAttribute("href"),
    ).toBe("/inbox?assignee=u1");
    expect(screen.getByText("Nobody holds 3 open deals.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "See them in the inbox" }).getAttribute("href")).toBe(
      "/inbox?assignee=none",
    );
  });

  it("a manager removes others and invites; an underwriter does neither", async () => {
    show(true);
    expect(
      await screen.findByRole("button", { name: "Remove Uma Underwriter from the team" }),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Remove Mona Manager/ })).toBeNull();
    expect(screen.getByRole("button", { name: "Send invitation" })).toBeTruthy();
  });

  it("an underwriter reads who holds what, with no manager's actions", async () => {
    show(false);
    await screen.findByRole("table", { name: "The team's members" });
    expect(screen.queryByRole("button", { name: /Remove/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Send invitation" })).toBeNull();
  });
});
