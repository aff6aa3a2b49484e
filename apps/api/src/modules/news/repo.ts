import { and, count, desc, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Executor } from "@portal/db/database";
import type { NewsAudience } from "@portal/contract/news/news-schemas";
import type { Scope } from "@portal/contract/team/team-options";
import { users } from "@portal/db/schema/identity";
import { newsPosts, newsReads } from "@portal/db/schema/news";
import { salesRegions, teams } from "@portal/db/schema/organizations";
import { profiles } from "@portal/db/schema/user";

/** Where the reader sits: their organization (none for an operator without one), region, team. */
export interface Reader {
  userId: string;
  organizationId: string | null;
  regionId: string | null;
  teamId: string | null;
  /** Whose work their position oversees (`scopeOf`): the organization's heads read every post of it. */
  scope: Scope;
}

/**
 * The posts a reader sees: platform-wide posts; their organization's; their region's and their
 * team's; and, for those who oversee more, every region's and team's post below them.
 */
export function visibleTo(r: Reader): SQL {
  const platform = eq(newsPosts.audience, "platform");
  if (!r.organizationId) return platform;
  const region = r.regionId
    ? and(eq(newsPosts.audience, "region"), eq(newsPosts.regionId, r.regionId))
    : undefined;
  const team = r.teamId
    ? and(eq(newsPosts.audience, "team"), eq(newsPosts.teamId, r.teamId))
    : undefined;
  const regionTeams =
    r.scope === "region" && r.regionId
      ? and(
          eq(newsPosts.audience, "team"),
          inArray(
            newsPosts.teamId,
            sql`(select ${teams.id} from ${teams} where ${teams.regionId} = ${r.regionId})`,
          ),
        )
      : undefined;
  const own =
    r.scope === "organization"
      ? undefined
      : or(eq(newsPosts.audience, "organization"), region, team, regionTeams);
  return or(platform, and(eq(newsPosts.organizationId, r.organizationId), own))!;
}

const authorName = sql<
  string | null
>`coalesce(nullif(trim(${profiles.firstName} || ' ' || ${profiles.lastName}), ''), ${users.name})`;

/** The posts a reader sees, newest first, with whether they read each. */
export function listPosts(db: Executor, reader: Reader, where: SQL | undefined, limit: number) {
  return db
    .select({
      post: newsPosts,
      authorName,
      placeName: sql<string | null>`coalesce(${teams.name}, ${salesRegions.name})`,
      readAt: newsReads.readAt,
    })
    .from(newsPosts)
    .leftJoin(users, eq(users.id, newsPosts.authorId))
    .leftJoin(profiles, eq(profiles.userId, newsPosts.authorId))
    .leftJoin(teams, eq(teams.id, newsPosts.teamId))
    .leftJoin(salesRegions, eq(salesRegions.id, newsPosts.regionId))
    .leftJoin(
      newsReads,
      and(eq(newsReads.postId, newsPosts.id), eq(newsReads.userId, reader.userId)),
    )
    .where(and(visibleTo(reader), where))
    .orderBy(desc(newsPosts.createdAt), desc(newsPosts.id))
    .limit(limit);
}
export type PostRow = Awaited<ReturnType<typeof listPosts>>[number];

/** How many of the posts a reader sees they have not read. */
export async function countUnread(db: Executor, reader: Reader) {
  const [row] = await db
    .select({ n: count() })
    .from(newsPosts)
    .leftJoin(
      newsReads,
      and(eq(newsReads.postId, newsPosts.id), eq(newsReads.userId, reader.userId)),
    )
    .where(and(visibleTo(reader), isNull(newsReads.postId)));
  return row?.n ?? 0;
}

export interface NewPost {
  organizationId: string | null;
  audience: NewsAudience;
  regionId: string | null;
  teamId: string | null;
  authorId: string;
  title: string;
  body: string;
  bodyHtml: string;
}

export async function insertPost(db: Executor, values: NewPost) {
  const [row] = await db.insert(newsPosts).values(values).returning({ id: newsPosts.id });
  return row!.id;
}

export async function updatePost(
  db: Executor,
  id: string,
  values: { title: string; body: string; bodyHtml: string },
) {
  await db
    .update(newsPosts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(newsPosts.id, id));
}

export async function deletePost(db: Executor, id: string) {
  await db.delete(newsPosts).where(eq(newsPosts.id, id));
}

export async function markRead(db: Executor, userId: string, postId: string) {
  await db.insert(newsReads).values({ userId, postId }).onConflictDoNothing();
}
