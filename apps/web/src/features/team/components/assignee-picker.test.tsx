import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import "@/lib/i18n";
import { renderWithQuery } from "@/testing/render-with-query";
import type { FunderTeamView } from "../api/funder-team-api";
import { AssigneePicker } from "./assignee-picker";

const empty = { new: 0, needs_answer: 0, offered: 0, won: 0, lost: 0 };
const team = (you: string, manager: boolean): FunderTeamView => ({
  you,
  manager,
  unassigned: 1,
  members: [
    { id: "m1", name: "Mona Manager", email: "m@f.example", role: "owner", holding: empty },
    { id: "u1", name: "Uma Underwriter", email: "u@f.example", role: "member", holding: empty },
  ],
});

/** The picker with the server stubbed: GET the team, PUT the assignee (recorded). */
function show(view: FunderTeamView, assignee: { id: string; name: string } | null) {
  const puts: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === "PUT") {
        const body = JSON.parse(String(init.body)) as { assigneeId: string | null };
        puts.push({ url, body });
        const holder = view.members.find((m) => m.id === body.assigneeId);
        return new Response(
          JSON.stringify({ assignee: holder ? { id: holder.id, name: holder.name } : null }),
          { status: 200 },
        );
      }
      return new Response(JSON.stringify(view), { status: 200 });
    }),
  );
  renderWithQuery(<AssigneePicker submissionId="s1" assignee={assignee} />);
  return puts;
}

afterEach(() => vi.unstubAllGlobals());

describe("AssigneePicker", () => {
  it("an underwriter takes an item nobody holds", async () => {
    const puts = show(team("u1", false), null);
    fireEvent.click(await screen.findByRole("button", { name: "Take it" }));
    await waitFor(() =>
      expect(puts).toEqual([
        { url: "/v1/funder/submission/s1/assignee", body: { assigneeId: "u1" } },
      ]),
    );
  });

  it("an underwriter gives back their own item", async () => {
    const puts = show(team("u1", false), { id: "u1", name: "Uma Underwriter" });
    fireEvent.click(await screen.findByRole("button", { name: "Give it back" }));
    await waitFor(() => expect(puts).toMatchObject([{ body: { assigneeId: null } }]));
  });

  it("an underwriter only reads who holds a colleague's item", async () => {
    show(team("u1", false), { id: "m1", name: "Mona Manager" });
    expect(await screen.findByText("Mona Manager holds it")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("a manager picks from the team", async () => {
    show(team("m1", true), { id: "u1", name: "Uma Underwriter" });
    const picker = await screen.findByRole("combobox", { name: "Who holds it" });
    expect(picker.textContent).toContain("Uma Underwriter");
  });
});
