import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import "@/lib/i18n";
import { renderWithQuery } from "@/testing/render-with-query";
import { newsList, newsPost } from "../news-fixture";
import { LatestNews } from "./latest-news";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function show(body: unknown, status = 200) {
  const fetch = vi.fn(async () => json(status, body));
  vi.stubGlobal("fetch", fetch);
  renderWithQuery(
    <MemoryRouter>
      <LatestNews />
    </MemoryRouter>,
  );
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe("the dashboard's latest news", () => {
  it("lists the 5 newest posts, marks the unread ones and links to the news page", async () => {
    const fetch = show(
      newsList({
        unread: 1,
        items: [
          newsPost(),
          newsPost({
            id: "2",
            title: "Holiday hours",
            read: true,
            audience: "platform",
            placeName: null,
          }),
        ],
      }),
    );
    const card = await screen.findByRole("region", { name: "Latest news" });
    expect(fetch).toHaveBeenCalledWith("/v1/news?limit=5", expect.anything());
    const items = await within(card).findAllByRole("listitem");
    expect(items.map((i) => i.textContent?.split(" · ")[0])).toEqual([
      "Team meeting movedUnreadTeam: London North",
      "Holiday hoursEveryone on the portal",
    ]);
    expect(within(card).getByText("1 unread")).toBeTruthy();
    expect(
      within(card).getByRole("link", { name: "Team meeting moved" }).getAttribute("href"),
    ).toBe("/news#post-11111111-1111-4111-8111-111111111111");
    expect(within(card).getByRole("link", { name: "See all news" }).getAttribute("href")).toBe(
      "/news",
    );
  });

  it("says so when there is no news", async () => {
    show(newsList());
    expect(await screen.findByText(/No news yet/)).toBeTruthy();
  });

  it("shows a failure with Retry", async () => {
    show({ error: { code: "internal", message: "x", requestId: "r" } }, 500);
    expect(await screen.findByRole("button", { name: "Retry" })).toBeTruthy();
  });
});
