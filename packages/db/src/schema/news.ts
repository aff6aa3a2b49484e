import { index, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./identity";
import { organizations, salesRegions, teams } from "./organizations";

/** Who a news post is for (docs/decisions/036-news.md). */
export const newsAudience = pgEnum("news_audience", ["platform", "organization", "region", "team"]);

/**
 * Latest news (issue 17): posts by operators (platform-wide: no organization), by an
 * organization's heads (the organization), country managers (their region) and team managers
 * (their team). The body is Markdown; `bodyHtml` is rendered on the server with raw HTML off when
 * the post is written, and only that HTML is shown.
 */
export const newsPosts = pgTable(
  "news_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organizationId").references(() => organizations.id, {
      onDelete: "cascade",
    }),
    audience: newsAudience("audience").notNull(),
    regionId: uuid("regionId").references(() => salesRegions.id, { onDelete: "cascade" }),
    teamId: uuid("teamId").references(() => teams.id, { onDelete: "cascade" }),
    // The post outlives its author's account (shown without a name).
    authorId: text("authorId").references(() => users.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    body: text("body").notNull(),
    bodyHtml: text("bodyHtml").notNull(),
    createdAt: timestamp("createdAt", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updatedAt", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("news_posts_organization_created_idx").on(t.organizationId, t.createdAt),
    index("news_posts_region_idx").on(t.regionId),
    index("news_posts_team_idx").on(t.teamId),
  ],
);

/** Who read which post, and when: a post without a row is unread for that person. */
export const newsReads = pgTable(
  "news_reads",
  {
    userId: text("userId")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    postId: uuid("postId")
      .notNull()
      .references(() => newsPosts.id, { onDelete: "cascade" }),
    readAt: timestamp("readAt", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] }), index("news_reads_post_idx").on(t.postId)],
);
