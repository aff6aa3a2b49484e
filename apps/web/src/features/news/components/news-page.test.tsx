import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import "@/lib/i18n";
import { renderWithQuery } from "@/testing/render-with-query";
import { newsList, newsPost } from "../news-fixture";
import { NewsPage } from "./news-page";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

type Call = { url: string; method: string; body?: unknown };

function show(list: unknown, path = "/news") {
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? "GET";
    calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (method === "GET") return json(200, list);
    return json(200, newsPost({ read: true }));
  });
  vi.stubGlobal("fetch", fetch);
  renderWithQuery(
    <MemoryRouter initialEntries={[path]}>
      <NewsPage />
    </MemoryRouter>,
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe("the news page", () => {
  it("opens a post, shows its server-rendered HTML and marks it read", async () => {
    const calls = show(newsList({ unread: 1, items: [newsPost()] }));
    const title = await screen.findByRole("button", { name: "Team meeting moved" });
    expect(title.getAttribute("aria-expanded")).toBe("false");
    expect(screen.getByText("Unread")).toBeTruthy();
    expect(screen.queryByRole("form")).toBeNull();
    fireEvent.click(title);
    expect(title.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByText("Friday").tagName).toBe("STRONG");
    await waitFor(() =>
      expect(calls).toContainEqual({
        url: "/v1/news/11111111-1111-4111-8111-111111111111/read",
        method: "POST",
        body: undefined,
      }),
    );
  });

  it("opens the post a link names", async () => {
    const calls = show(
      newsList({ items: [newsPost()] }),
      "/news#post-11111111-1111-4111-8111-111111111111",
    );
    const title = await screen.findByRole("button", { name: "Team meeting moved" });
    expect(title.getAttribute("aria-expanded")).toBe("true");
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
  });

  it("offers only the audiences the writer may post to, and says what is missing", async () => {
    const calls = show(newsList({ mayPostTo: ["team"] }));
    fireEvent.click(await screen.findByLabelText("Who it is for"));
    expect((await screen.findAllByRole("option")).map((o) => o.textContent)).toEqual(["Team"]);
    fireEvent.keyDown(screen.getByRole("listbox"), { key: "Escape" });
    fireEvent.click(screen.getByRole("button", { name: "Publish" }));
    expect(await screen.findByText("Give the post a title (up to 200 characters).")).toBeTruthy();
    expect(screen.getByText("Write the post (up to 20,000 characters).")).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Targets" } });
    fireEvent.change(screen.getByLabelText("Text"), { target: { value: "**Well done**" } });
    fireEvent.click(screen.getByRole("button", { name: "Publish" }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        url: "/v1/news",
        method: "POST",
        body: { title: "Targets", body: "**Well done**", audience: "team" },
      }),
    );
  });

  it("lets the author edit and delete their post", async () => {
    show(newsList({ items: [newsPost({ mine: true, read: true })] }));
    fireEvent.click(await screen.findByRole("button", { name: "Team meeting moved" }));
    expect(screen.getByRole("button", { name: "Edit" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Delete" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Edit" }));
    expect((screen.getByLabelText("Title") as HTMLInputElement).value).toBe("Team meeting moved");
    expect(screen.queryByLabelText("Who it is for")).toBeNull();
  });
});
