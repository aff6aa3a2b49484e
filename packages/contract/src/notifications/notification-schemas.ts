import { z } from "zod";
import { notificationKinds } from "./notification-options";

// The in-app notification centre and live updates (issue 17;
// docs/decisions/038-notifications-and-live-updates.md). A notification is one person's, about
// one event they act on; the web words it from `kind` and `params` and opens `link`.

/** What a message names: a deal's reference, a funder's or a person's name, a date. */
export const notificationParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type NotificationParams = z.infer<typeof notificationParamsSchema>;

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(notificationKinds),
  params: notificationParamsSchema,
  /** The portal page it opens (a path: /deals/{id}, /inbox/{id}, /news, ...). */
  link: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageMax = 50;

/** `GET /v1/notifications?cursor=&limit=`: the newest first; `cursor` is the last page's `nextCursor`. */
export const notificationQuerySchema = z.strictObject({
  cursor: z.string({ error: "invalidValue" }).max(200, { error: "invalidValue" }).optional(),
  limit: z.coerce
    .number({ error: "invalidValue" })
    .int({ error: "invalidValue" })
    .min(1, { error: "invalidValue" })
    .max(notificationPageMax, { error: "invalidValue" })
    .default(20),
});
export type NotificationQuery = z.input<typeof notificationQuerySchema>;

/** What the bell counts: the person's unread notifications and unread news posts (news has no rows). */
export const unreadCountSchema = z.object({
  unread: z.number().int(),
  newsUnread: z.number().int(),
});
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const notificationListSchema = unreadCountSchema.extend({
  items: z.array(notificationSchema),
  /** Where the next (older) page starts; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const markReadMax = 100;

/** `POST /v1/notifications/read`: some of one's own notifications, or all of them. */
export const markReadSchema = z.union(
  [
    z.strictObject({
      ids: z
        .array(z.string({ error: "invalidValue" }), { error: "invalidValue" })
        .min(1, { error: "invalidValue" })
        .max(markReadMax, { error: "invalidValue" }),
    }),
    z.strictObject({ all: z.literal(true, { error: "invalidValue" }) }),
  ],
  { error: "invalidValue" },
);
export type MarkRead = z.input<typeof markReadSchema>;

/**
 * Live updates (`GET /v1/events`, text/event-stream): each `change` event names the queries to
 * read again, never their data. Topics: `deal:{id}` (one deal's page), `deals` (the lists),
 * `inbox` (a funder's inbox), `dashboard`, `notifications`, `news`; `*` means everything (sent after
 * the stream may have missed events). A new notification of the person's own comes with it, for
 * the toast.
 */
export const liveTopicSchema = z.union([
  z.templateLiteral(["deal:", z.string()]),
  z.enum(["deals", "inbox", "dashboard", "notifications", "news", "*"]),
]);
export type LiveTopic = z.infer<typeof liveTopicSchema>;

export const liveEventSchema = z.object({
  topics: z.array(liveTopicSchema),
  notification: notificationSchema.optional(),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;

export const dealTopic = (dealId: string): LiveTopic => `deal:${dealId}`;
