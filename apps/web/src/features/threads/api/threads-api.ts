import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  DealThreads,
  Thread,
  ThreadMessageInput,
} from "@portal/contract/threads/thread-schemas";
import { api } from "@/lib/api-client";
import { queryRoots } from "@/lib/query-keys";

/**
 * Where a thread's queries live: under the deal (the broker's side: `deal:{id}` live updates read
 * it again) or under the funder's inbox (`inbox` updates).
 */
export type ThreadScope = { side: "broker"; dealId: string } | { side: "funder" };

const rootOf = (scope: ThreadScope) =>
  scope.side === "broker"
    ? [...queryRoots.deal(scope.dealId), "threads"]
    : [...queryRoots.funderInbox, "threads"];

export const threadKeys = {
  thread: (scope: ThreadScope, submissionId: string) => [...rootOf(scope), submissionId] as const,
  ofDeal: (dealId: string) => [...queryRoots.deal(dealId), "threads", "list"] as const,
};

const base = (id: string) => `/v1/threads/${encodeURIComponent(id)}`;

// GET /v1/threads/{id}: the newest 50 messages, the newest last.
export const useThread = (scope: ThreadScope, submissionId: string) =>
  useQuery({
    queryKey: threadKeys.thread(scope, submissionId),
    queryFn: () => api<Thread>(base(submissionId)),
  });

// GET /v1/threads/{id}?before=: an older page, read on demand (not cached).
export const olderMessages = (submissionId: string, before: string) =>
  api<Thread>(`${base(submissionId)}?before=${encodeURIComponent(before)}`);

// GET /v1/user/deal/{id}/threads: one line per funder the deal went to.
export const useDealThreads = (dealId: string) =>
  useQuery({
    queryKey: threadKeys.ofDeal(dealId),
    queryFn: () => api<DealThreads>(`/v1/user/deal/${encodeURIComponent(dealId)}/threads`),
  });

/** A message may move the submission: the thread, the deal's parts and the inbox are read again. */
export function useWriteMessage(scope: ThreadScope, submissionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ThreadMessageInput) =>
      api<Thread>(`${base(submissionId)}/messages`, { method: "POST", body: input }),
    onSuccess: (thread) => {
      client.setQueryData(threadKeys.thread(scope, submissionId), thread);
      void client.invalidateQueries({ queryKey: queryRoots.deal(thread.dealId) });
      void client.invalidateQueries({ queryKey: queryRoots.funderInbox });
      void client.invalidateQueries({ queryKey: queryRoots.dealLists });
    },
  });
}

/** Read up to now: the unread counts and the bell follow. */
export function useMarkRead(scope: ThreadScope, submissionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<null>(`${base(submissionId)}/read`, { method: "POST" }),
    onSuccess: () => {
      if (scope.side === "broker")
        void client.invalidateQueries({ queryKey: threadKeys.ofDeal(scope.dealId) });
      void client.invalidateQueries({ queryKey: queryRoots.notifications });
      void client.invalidateQueries({ queryKey: queryRoots.dealLists });
    },
  });
}
