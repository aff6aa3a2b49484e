import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import "@/lib/i18n";
import type { Member } from "@portal/contract/team/team-schemas";
import { renderWithQuery } from "@/testing/render-with-query";
import { TeamManagement } from "./team-management";

const member = (n: number, overrides: Partial<Member> = {}): Member => ({
  userId: `u${n}`,
  name: `Member ${n}`,
  email: `member.number${n}@fresh-brokers.example`,
  role: "member",
  salesRole: "agent",
  teamId: null,
  regionId: null,
  managerId: null,
  avatarUrl: null,
  disabled: false,
  joinedAt: "2026-01-01T00:00:00Z",
  ...overrides,
});
const team = {
  regions: [],
  teams: [],
  members: [member(1, { role: "owner" }), member(2)],
  invitations: [],
};

function show() {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) =>
      url.startsWith("/v1/team/views")
        ? new Response(JSON.stringify({ views: [] }), { status: 200 })
        : new Response(JSON.stringify(team), { status: 200 }),
    ),
  );
  return renderWithQuery(<TeamManagement role="owner" userId="u1" />);
}

afterEach(() => vi.unstubAllGlobals());

describe("team management", () => {
  it("offers to remove members only once some are chosen", async () => {
    show();
    const box = await screen.findByRole("checkbox", { name: /Member 2/ });
    expect(screen.queryByRole("button", { name: /Remove selected/ })).toBeNull();
    fireEvent.click(box);
    expect(screen.getByRole("button", { name: "Remove selected (1)" })).toBeTruthy();
    fireEvent.click(box);
    expect(screen.queryByRole("button", { name: /Remove selected/ })).toBeNull();
  });

  it("lets an address wrap only before its @ or a dot, not inside a word", async () => {
    show();
    const address = (await screen.findAllByText("member.number1@fresh-brokers.example")).find(
      (element) => element.tagName === "BDI",
    )!;
    expect(address.textContent).toBe("member.number1@fresh-brokers.example");
    // A break opportunity before each "." and the "@", and nowhere else.
    expect(
      Array.from(address.childNodes).map((n) => (n.nodeName === "WBR" ? "|" : n.textContent)),
    ).toEqual(["member", "|", ".number1", "|", "@fresh-brokers", "|", ".example"]);
  });
});
