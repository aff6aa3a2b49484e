import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import "@/lib/i18n";
import { renderWithQuery } from "@/testing/render-with-query";
import { FundersToApprove } from "./funders-to-approve";

const funder = (id: string, name: string, createdAt: string, approvedAt: string | null = null) => ({
  id,
  name,
  createdAt,
  approvedAt,
});

afterEach(() => vi.unstubAllGlobals());

describe("FundersToApprove", () => {
  it("lists the waiting funders first, approves one and shows it approved", async () => {
    // A small server: approving Beta changes what the list answers afterwards.
    const funders = [
      funder("a", "Alpha Capital", "2026-11-01T00:00:00Z", "2026-11-03T00:00:00Z"),
      funder("c", "Gamma Loans", "2026-11-05T00:00:00Z"),
      funder("b", "Beta Funding", "2026-11-02T00:00:00Z"),
    ];
    const fetchMock = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method !== "PUT") return new Response(JSON.stringify({ items: funders }));
      const approved = { ...funders[2]!, approvedAt: "2026-11-20T00:00:00Z" };
      funders[2] = approved;
      return new Response(JSON.stringify(approved));
    });
    vi.stubGlobal("fetch", fetchMock);
    renderWithQuery(<FundersToApprove />);
    await screen.findByText("Alpha Capital");
    const names = () =>
      screen
        .getAllByRole("row")
        .slice(1)
        .map((r) => r.querySelector("td")!.textContent);
    expect(names()).toEqual(["Beta Funding", "Gamma Loans", "Alpha Capital"]);
    const alpha = screen.getAllByRole("row")[3]!;
    expect(within(alpha).queryByRole("button")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Approve Beta Funding" }));
    expect((await screen.findByRole("status")).textContent).toBe("Beta Funding is approved.");
    expect(
      fetchMock.mock.calls.filter(([, init]) => init?.method === "PUT").map(([url]) => String(url)),
    ).toEqual(["/v1/operator/funders/b/approve"]);
    // The list is read again after the approval, and shows Beta approved, last.
    await waitFor(() => expect(names()).toEqual(["Gamma Loans", "Alpha Capital", "Beta Funding"]));
    expect(screen.queryByRole("button", { name: "Approve Beta Funding" })).toBeNull();
  });

  it("shows the server's refusal to someone who is not an operator", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ error: { code: "forbidden", message: "x", requestId: "r" } }),
            { status: 403 },
          ),
      ),
    );
    renderWithQuery(<FundersToApprove />);
    expect((await screen.findByRole("alert")).textContent).toBe("You do not have access to this.");
  });
});
