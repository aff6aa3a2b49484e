import type { z } from "zod";
import { sql } from "drizzle-orm";
import type { Db, Executor } from "@portal/db/database";
import type {
  markReadSchema,
  notificationQuerySchema,
  LiveTopic,
  Notification,
  NotificationList,
  NotificationParams,
  UnreadCount,
} from "@portal/contract/notifications/notification-schemas";
import type {
  NotificationKind,
  NotificationParamsOf,
} from "@portal/contract/notifications/notification-options";
import { AppError } from "../../lib/app-error";
import { isUuid, uuidOrNotFound } from "../../lib/uuid";
import { liveChannel, type LiveMessage } from "../../live/message";
import * as repo from "./repo";

/** NOTIFY carries at most 8000 bytes: a notification too long to carry is left for the list. */
const maxPayloadBytes = 7_500;

/** Who a live update is for: one person, everyone of an organization, or everyone (platform news). */
export type Audience =
  { userId: string } | { userIds: string[] } | { organizationId: string } | { everyone: true };

const present = (row: repo.NotificationRow): Notification => ({
  id: row.id,
  kind: row.kind as NotificationKind,
  params: row.params,
  link: row.link,
  createdAt: row.createdAt.toISOString(),
  read: row.readAt !== null,
});

/**
 * Tells the audience's open streams which queries to read again. Sent through `tx`: the streams
 * hear of it when the change commits, and never if it rolls back.
 */
export async function publish(
  tx: Executor,
  to: Audience,
  topics: LiveTopic[],
  notification?: Notification,
) {
  const message: LiveMessage = {
    ...("userId" in to ? { u: to.userId } : "organizationId" in to ? { o: to.organizationId } : {}),
    ...("userIds" in to ? { us: to.userIds } : {}),
    ...("everyone" in to ? { all: true as const } : {}),
    t: topics,
    ...(notification ? { n: notification } : {}),
  };
  let payload = JSON.stringify(message);
  if (Buffer.byteLength(payload) > maxPayloadBytes)
    payload = JSON.stringify({ ...message, n: undefined });
  await tx.execute(sql`select pg_notify(${liveChannel}, ${payload})`);
}

/**
 * One event to tell of: its params are those its kind names (contract `notificationParamNames`),
 * so a kind about a deal cannot be created without the business and the other side.
 */
export type NotificationEvent = {
  [K in NotificationKind]: {
    kind: K;
    params: NotificationParamsOf<K> & NotificationParams;
    /** The portal page it opens. */
    link: string;
    /** The same event seen again (a daily job, a listing changed twice) adds no second row per person. */
    dedupeKey?: string;
  };
}[NotificationKind];

/**
 * Called inside the business transaction of the event: one notification per recipient, each
 * told live (with `topics` besides the bell's) once the transaction commits.
 */
export async function notify(
  tx: Executor,
  userIds: readonly string[],
  event: NotificationEvent,
  topics: LiveTopic[] = [],
) {
  // Milliseconds, as the list's cursor carries them.
  const createdAt = new Date();
  const recipients = await repo.existingUsers(tx, [...new Set(userIds)]);
  const rows = await repo.insertNotifications(
    tx,
    recipients.map((userId) => ({ userId, ...event, createdAt })),
  );
  for (const row of rows)
    await publish(tx, { userId: row.userId }, ["notifications", ...topics], present(row));
  return rows.length;
}

/**
 * Opening the page a notification links to reads it (a thread read marks its messages' and
 * question's notifications read); the person's bell is told.
 */
export async function markReadOfLink(
  tx: Executor,
  userId: string,
  kinds: readonly NotificationKind[],
  link: string,
) {
  if ((await repo.markReadOfLink(tx, userId, kinds, link)) > 0)
    await publish(tx, { userId }, ["notifications"]);
}

function encodeCursor(row: repo.NotificationRow) {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString("base64url");
}

function decodeCursor(cursor: string | undefined) {
  if (cursor === undefined) return undefined;
  const [at = "", id = ""] = Buffer.from(cursor, "base64url").toString().split("|");
  const createdAt = new Date(at);
  if (Number.isNaN(createdAt.getTime()) || !isUuid(id))
    throw new AppError("validation_failed", {
      issues: [{ path: "cursor", code: "invalidValue", message: "This value is not valid" }],
    });
  return { createdAt, id };
}

/** The notification centre: each person reads and marks only their own. */
export function createNotificationService(
  db: Db,
  deps: { newsUnread: (userId: string) => Promise<number> },
) {
  async function unreadCount(userId: string): Promise<UnreadCount> {
    const [unread, newsUnread] = await Promise.all([
      repo.countUnread(db, userId),
      deps.newsUnread(userId),
    ]);
    return { unread, newsUnread };
  }

  return {
    /** `GET /v1/notifications`: a page, the newest first, with the unread counts. */
    async list(
      userId: string,
      q: z.output<typeof notificationQuerySchema>,
    ): Promise<NotificationList> {
      const rows = await repo.listNotifications(db, userId, decodeCursor(q.cursor), q.limit + 1);
      const page = rows.slice(0, q.limit);
      return {
        items: page.map(present),
        nextCursor: rows.length > q.limit ? encodeCursor(page.at(-1)!) : null,
        ...(await unreadCount(userId)),
      };
    },

    /** `GET /v1/notifications/unread-count`. */
    unreadCount,

    /**
     * `POST /v1/notifications/read`: some of one's own (any id not one's own: 404, nothing marked)
     * or all. The person's other tabs are told.
     */
    async markRead(userId: string, body: z.output<typeof markReadSchema>): Promise<UnreadCount> {
      await db.transaction(async (tx) => {
        if ("ids" in body) {
          const ids = [...new Set(body.ids.map(uuidOrNotFound))];
          if ((await repo.countOwned(tx, userId, ids)) !== ids.length)
            throw new AppError("not_found");
          await repo.markRead(tx, userId, ids);
        } else await repo.markRead(tx, userId, "all");
        await publish(tx, { userId }, ["notifications"]);
      });
      return unreadCount(userId);
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
