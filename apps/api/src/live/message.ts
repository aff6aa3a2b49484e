import type { LiveTopic, Notification } from "@portal/contract/notifications/notification-schemas";

/** The PostgreSQL channel live updates travel on between API processes. */
export const liveChannel = "portal_live";

/** What one NOTIFY carries (short names: it travels to every process). */
export interface LiveMessage {
  u?: string;
  us?: string[];
  o?: string;
  all?: true;
  t: LiveTopic[];
  n?: Notification;
}
