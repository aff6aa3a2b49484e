import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import "@/lib/i18n";
import type { TeamOverview } from "@portal/contract/team/team-schemas";
import { renderWithQuery } from "@/testing/render-with-query";
import { InviteForm } from "./invite-form";
import { StructureEditor } from "./structure-editor";

const region = {
  id: "8d7e3c1a-9a57-4c39-9b2f-0f6d8b8f0a11",
  name: "United Kingdom",
  countries: [],
};
const team = {
  regions: [region],
  teams: [],
  members: [],
  invitations: [],
} as unknown as TeamOverview;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const refusal = (status: number, code: string, issues?: { path: string; code: string }[]) =>
  json({ error: { code, message: "x", requestId: "r", issues } }, status);

/** Answers each POST with `answer` (in order); records what was sent. */
function stubPosts(...answers: (() => Response | Promise<Response>)[]) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body)));
      return (answers.shift() ?? (() => json(team)))();
    }),
  );
  return sent;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole("button", { name }));
const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

afterEach(() => vi.unstubAllGlobals());

describe("the invitation form", () => {
  it("says at the addresses that one is needed, and sends nothing", async () => {
    const sent = stubPosts();
    renderWithQuery(<InviteForm />);
    click("Send invitations");
    expect(await screen.findByText("Enter at least one email address.")).toBeTruthy();
    expect(screen.getByLabelText("Email addresses").getAttribute("aria-invalid")).toBe("true");
    expect(sent).toEqual([]);
  });

  it("sends each address once with the role, and keeps only the invalid ones to correct", async () => {
    const sent = stubPosts(() =>
      json({
        results: [
          { email: "ann@example.com", outcome: "invited" },
          { email: "not-an-address", outcome: "invalid" },
        ],
        team,
      }),
    );
    renderWithQuery(<InviteForm />);
    type("Email addresses", "ann@example.com, ann@example.com\nnot-an-address");
    click("Send invitations");
    expect(await screen.findByText("ann@example.com: invited")).toBeTruthy();
    expect(sent).toEqual([
      {
        invitations: [
          { email: "ann@example.com", role: "member" },
          { email: "not-an-address", role: "member" },
        ],
      },
    ]);
    expect(valueOf("Email addresses")).toBe("not-an-address");
  });

  it("keeps the addresses typed when the server refuses them", async () => {
    stubPosts(() =>
      refusal(400, "validation_failed", [{ path: "invitations", code: "tooManyInvites" }]),
    );
    renderWithQuery(<InviteForm />);
    type("Email addresses", "ann@example.com");
    click("Send invitations");
    expect((await screen.findByRole("alert")).textContent).toContain(
      "You cannot add more than 25 members at a time",
    );
    expect(valueOf("Email addresses")).toBe("ann@example.com");
  });
});

describe("the structure editor", () => {
  it("says at the region's name that it needs one, and sends nothing", async () => {
    const sent = stubPosts();
    renderWithQuery(<StructureEditor team={team} canEdit />);
    click("Add region");
    expect(await screen.findByText(/^Name the region/)).toBeTruthy();
    expect(screen.getByLabelText("Region name").getAttribute("aria-invalid")).toBe("true");
    expect(sent).toEqual([]);
  });

  it("puts the server's refusal at the team's name, and a name taken above the form, keeping it", async () => {
    stubPosts(
      () => refusal(400, "validation_failed", [{ path: "name", code: "tooLong" }]),
      () => refusal(409, "name_taken"),
    );
    const { container } = renderWithQuery(<StructureEditor team={team} canEdit />);
    type("Team name", "London North");
    // The region picker's form value (Radix keeps a native select for forms).
    fireEvent.change(container.querySelector("select")!, { target: { value: region.id } });
    click("Add team");
    await waitFor(() =>
      expect(screen.getByLabelText("Team name").getAttribute("aria-invalid")).toBe("true"),
    );
    expect(screen.queryByRole("alert")).toBeNull();
    click("Add team");
    expect((await screen.findByRole("alert")).textContent).toContain(
      "That name is already used in your organization.",
    );
    expect(valueOf("Team name")).toBe("London North");
  });

  it("clears the region form once added, unless a name was typed while it was on its way", async () => {
    let answer!: (response: Response) => void;
    const sent = stubPosts(
      () => json(team),
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    renderWithQuery(<StructureEditor team={team} canEdit />);
    type("Region name", "DACH");
    click("Add region");
    await waitFor(() => expect(valueOf("Region name")).toBe(""));
    type("Region name", "Nordics");
    click("Add region");
    await waitFor(() => expect(sent).toHaveLength(2));
    type("Region name", "Benelux");
    answer(json(team));
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Add region" })).toHaveProperty("disabled", false),
    );
    expect(valueOf("Region name")).toBe("Benelux");
    expect(sent).toEqual([
      { name: "DACH", countries: [] },
      { name: "Nordics", countries: [] },
    ]);
  });
});
