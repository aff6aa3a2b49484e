import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import { useQuery } from "@tanstack/react-query";
import "@/lib/i18n";
import { api } from "@/lib/api-client";
import { renderWithQuery } from "@/testing/render-with-query";
import { QueryState } from "./query-state";

function Items() {
  const query = useQuery({
    queryKey: ["items"],
    queryFn: () => api<{ items: string[] }>("/v1/items"),
  });
  return (
    <QueryState query={query} isEmpty={(page) => page.items.length === 0} empty="Nothing yet.">
      {(page) => <p>{page.items.join(", ")}</p>}
    </QueryState>
  );
}

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

afterEach(() => vi.unstubAllGlobals());

describe("QueryState", () => {
  it("shows a spinner, then the spec's message for a refusal with Retry, then the data", async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        answer({ error: { code: "forbidden", message: "x", requestId: "r" } }, 403),
      )
      .mockResolvedValueOnce(answer({ items: ["a", "b"] }));
    vi.stubGlobal("fetch", fetchMock);
    renderWithQuery(<Items />);
    expect(screen.getByRole("status").textContent).toBe("Loading…");
    expect((await screen.findByRole("alert")).textContent).toBe("You do not have access to this.");
    // A refusal is not asked again by itself: only Retry asks.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("a, b")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("says what will be here when there is nothing", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => answer({ items: [] })),
    );
    renderWithQuery(<Items />);
    expect(await screen.findByText("Nothing yet.")).toBeTruthy();
  });
});
