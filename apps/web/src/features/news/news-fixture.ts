import type { NewsList, NewsPost } from "@portal/contract/news/news-schemas";

/** A post as GET /v1/news answers it. */
export const newsPost = (overrides: Partial<NewsPost> = {}): NewsPost => ({
  id: "11111111-1111-4111-8111-111111111111",
  audience: "team",
  placeName: "London North",
  authorName: "Tess Manager",
  title: "Team meeting moved",
  body: "We meet **Friday**.",
  bodyHtml: "<p>We meet <strong>Friday</strong>.</p>\n",
  createdAt: "2026-11-20T09:30:00.000Z",
  updatedAt: "2026-11-20T09:30:00.000Z",
  read: false,
  mine: false,
  ...overrides,
});

export const newsList = (overrides: Partial<NewsList> = {}): NewsList => ({
  items: [],
  unread: 0,
  mayPostTo: [],
  ...overrides,
});
