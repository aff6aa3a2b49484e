import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  MarkRead,
  NotificationList,
  UnreadCount,
} from "@portal/contract/notifications/notification-schemas";
import { api } from "@/lib/api-client";
import { notificationKeys } from "./keys";

export const pageSize = 20;

// GET /v1/notifications?limit=&cursor=: the newest first, older pages on demand.
export const useNotifications = () =>
  useInfiniteQuery({
    queryKey: notificationKeys.list(pageSize),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      api<NotificationList>(
        `/v1/notifications?limit=${pageSize}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ""}`,
        { signal },
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

// POST /v1/notifications/read: afterwards the bell reads its list again.
export const useMarkRead = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkRead) =>
      api<UnreadCount>("/v1/notifications/read", { method: "POST", body }),
    onSuccess: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
};
