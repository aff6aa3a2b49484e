import type { z } from "zod";
import { eq } from "drizzle-orm";
import type { Db } from "@portal/db/database";
import { newsPosts } from "@portal/db/schema/news";
import type {
  newsInputSchema,
  newsQuerySchema,
  newsUpdateSchema,
  NewsAudience,
  NewsList,
  NewsPost,
} from "@portal/contract/news/news-schemas";
import { scopeOf } from "@portal/contract/team/team-options";
import { AppError } from "../../lib/app-error";
import { uuidOrNotFound } from "../../lib/uuid";
import * as notifications from "../notifications/service";
import * as organizations from "../organizations/service";
import { renderMarkdown } from "../../lib/markdown";
import * as repo from "./repo";

/** A reader, with what their position lets them post and manage. */
interface Viewer extends repo.Reader {
  operator: boolean;
  role: "owner" | "admin" | "member" | null;
  mayPostTo: NewsAudience[];
}

/**
 * Who may post where (docs/decisions/036-news.md): operators the whole platform; owners, admins
 * and general managers their organization; a country manager their region; a team manager their team.
 */
async function viewerOf(db: Db, userId: string): Promise<Viewer> {
  const [membership, operator] = await Promise.all([
    organizations.getMembership(db, userId),
    organizations.isOperator(db, userId),
  ]);
  const position = membership && {
    role: membership.role,
    salesRole: membership.salesRole,
    teamId: membership.teamId,
    regionId: membership.regionId,
  };
  const scope = position ? scopeOf(position) : "own";
  const mayPostTo: NewsAudience[] = [
    ...(operator ? (["platform"] as const) : []),
    ...(scope === "organization" ? (["organization"] as const) : []),
    ...(position?.salesRole === "country_manager" && position.regionId
      ? (["region"] as const)
      : []),
    ...(position?.salesRole === "team_manager" && position.teamId ? (["team"] as const) : []),
  ];
  return {
    userId,
    organizationId: membership?.organization.id ?? null,
    regionId: position?.regionId ?? null,
    teamId: position?.teamId ?? null,
    scope,
    operator,
    role: membership?.role ?? null,
    mayPostTo,
  };
}

function present(row: repo.PostRow, viewer: Viewer): NewsPost {
  const { post } = row;
  return {
    id: post.id,
    audience: post.audience,
    placeName: post.audience === "region" || post.audience === "team" ? row.placeName : null,
    authorName: row.authorName,
    title: post.title,
    body: post.body,
    bodyHtml: post.bodyHtml,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
    read: row.readAt !== null,
    mine: mayManage(post, viewer),
  };
}

/** The author manages their post; an organization's owner and admins its posts; operators platform posts. */
function mayManage(post: repo.PostRow["post"], viewer: Viewer) {
  if (post.authorId === viewer.userId) return true;
  if (post.audience === "platform") return viewer.operator;
  return (
    post.organizationId === viewer.organizationId &&
    (viewer.role === "owner" || viewer.role === "admin")
  );
}

/** Latest news (issue 17): posts for the platform, an organization, a region or a team. */
export function createNewsService(db: Db) {
  /** One post the viewer sees; any other (another organization's, another team's) is not found. */
  async function visiblePost(viewer: Viewer, rawId: string) {
    const id = uuidOrNotFound(rawId);
    const [row] = await repo.listPosts(db, viewer, eq(newsPosts.id, id), 1);
    if (!row) throw new AppError("not_found");
    return row;
  }
  async function managedPost(userId: string, rawId: string) {
    const viewer = await viewerOf(db, userId);
    const row = await visiblePost(viewer, rawId);
    if (!mayManage(row.post, viewer)) throw new AppError("forbidden");
    return { viewer, row };
  }

  return {
    /** `GET /v1/news`: the newest posts the viewer sees, whether each is read, and the unread count. */
    async list(userId: string, q: z.output<typeof newsQuerySchema>): Promise<NewsList> {
      const viewer = await viewerOf(db, userId);
      const [rows, unread] = await Promise.all([
        repo.listPosts(db, viewer, undefined, q.limit),
        repo.countUnread(db, viewer),
      ]);
      return {
        items: rows.map((row) => present(row, viewer)),
        unread,
        mayPostTo: viewer.mayPostTo,
      };
    },

    /** Unread posts among all the person may see (the notification centre's bell counts them). */
    async unreadCount(userId: string): Promise<number> {
      return repo.countUnread(db, await viewerOf(db, userId));
    },

    /** `POST /v1/news`: a post for an audience the author's position allows; read by its author. */
    async create(userId: string, values: z.output<typeof newsInputSchema>): Promise<NewsPost> {
      const viewer = await viewerOf(db, userId);
      if (!viewer.mayPostTo.includes(values.audience)) throw new AppError("forbidden");
      const id = await db.transaction(async (tx) => {
        const postId = await repo.insertPost(tx, {
          organizationId: values.audience === "platform" ? null : viewer.organizationId,
          audience: values.audience,
          regionId: values.audience === "region" ? viewer.regionId : null,
          teamId: values.audience === "team" ? viewer.teamId : null,
          authorId: userId,
          title: values.title,
          body: values.body,
          bodyHtml: renderMarkdown(values.body),
        });
        await repo.markRead(tx, userId, postId);
        // News makes no notification rows (decision 038): its readers' open pages are told to
        // read the news again (the bell counts unread posts from the news itself).
        await notifications.publish(
          tx,
          values.audience === "platform"
            ? { everyone: true }
            : { organizationId: viewer.organizationId! },
          ["news", "notifications"],
        );
        return postId;
      });
      return present(await visiblePost(viewer, id), viewer);
    },

    /** `PUT /v1/news/{id}`: the author (or the organization's owner and admins) changes the words. */
    async update(
      userId: string,
      rawId: string,
      values: z.output<typeof newsUpdateSchema>,
    ): Promise<NewsPost> {
      const { viewer, row } = await managedPost(userId, rawId);
      await repo.updatePost(db, row.post.id, { ...values, bodyHtml: renderMarkdown(values.body) });
      return present(await visiblePost(viewer, row.post.id), viewer);
    },

    /** `DELETE /v1/news/{id}`. */
    async remove(userId: string, rawId: string): Promise<void> {
      const { row } = await managedPost(userId, rawId);
      await repo.deletePost(db, row.post.id);
    },

    /** `POST /v1/news/{id}/read`: the viewer opened the post. */
    async markRead(userId: string, rawId: string): Promise<NewsPost> {
      const viewer = await viewerOf(db, userId);
      const row = await visiblePost(viewer, rawId);
      await repo.markRead(db, userId, row.post.id);
      return { ...present(row, viewer), read: true };
    },
  };
}

export type NewsService = ReturnType<typeof createNewsService>;
