import { z } from "zod";

// Latest news (spec section 2, issue 17; docs/decisions/036-news.md): posts for the whole
// platform, an organization, a region or a team, written in Markdown and rendered on the server.

/** Who a post is for. */
export const newsAudiences = ["platform", "organization", "region", "team"] as const;
export type NewsAudience = (typeof newsAudiences)[number];

export const newsTitleMax = 200;
export const newsBodyMax = 20_000;

/** `POST /v1/news`, `PUT /v1/news/{id}`: the region or team is the author's own (not chosen). */
export const newsInputSchema = z.strictObject({
  title: z
    .string({ error: "newsTitleRequired" })
    .trim()
    .min(1, { error: "newsTitleRequired" })
    .max(newsTitleMax, { error: "newsTitleRequired" }),
  body: z
    .string({ error: "newsBodyRequired" })
    .max(newsBodyMax, { error: "newsBodyRequired" })
    .refine((s) => s.trim().length > 0, { error: "newsBodyRequired" }),
  audience: z.enum(newsAudiences, { error: "newsAudienceChoice" }),
});
export type NewsInput = z.input<typeof newsInputSchema>;

/** `PUT /v1/news/{id}`: the audience stays as posted. */
export const newsUpdateSchema = newsInputSchema.omit({ audience: true });
export type NewsUpdate = z.input<typeof newsUpdateSchema>;

/** `GET /v1/news?limit=`: the newest posts first. */
export const newsQuerySchema = z.strictObject({
  limit: z.coerce.number({ error: "invalidValue" }).int().min(1).max(100).default(50),
});

export const newsPostSchema = z.object({
  id: z.string(),
  audience: z.enum(newsAudiences),
  /** The region's or team's name for region and team posts. */
  placeName: z.string().nullable(),
  authorName: z.string().nullable(),
  title: z.string(),
  body: z.string(),
  /** Rendered on the server from `body` with raw HTML off: the only HTML the web shows. */
  bodyHtml: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  read: z.boolean(),
  /** Whether the viewer may edit and delete it. */
  mine: z.boolean(),
});
export type NewsPost = z.infer<typeof newsPostSchema>;

export const newsListSchema = z.object({
  items: z.array(newsPostSchema),
  /** Unread posts among all the viewer may see (not only those listed). */
  unread: z.number().int(),
  /** The audiences the viewer may post to (empty: they may not post). */
  mayPostTo: z.array(z.enum(newsAudiences)),
});
export type NewsList = z.infer<typeof newsListSchema>;
