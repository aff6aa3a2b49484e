import { queryRoots } from "@/lib/query-keys";

export const notificationKeys = {
  all: queryRoots.notifications,
  /** The bell's first page (with the unread counts). */
  list: (limit: number) => [...queryRoots.notifications, "list", limit] as const,
};
