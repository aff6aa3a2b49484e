import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type { z } from "zod";
import type {
  bulkDeclineResultSchema,
  DeclineInput,
  FunderFit,
  FunderSettings,
  InboxChoices,
  InboxPage,
  InboxQuery,
} from "@portal/contract/submissions/inbox-schemas";
import type { FunderSubmission } from "@portal/contract/submissions/submission-schemas";
import { api } from "@/lib/api-client";
import { queryRoots } from "@/lib/query-keys";
import { submissionKeys } from "./keys";

const theirs = (id: string) => `/v1/funder/submission/${encodeURIComponent(id)}`;

/** The query string of an inbox query (the cursor apart), the keys in a fixed order. */
export function inboxSearch(query: InboxQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query).sort(([a], [b]) => a.localeCompare(b)))
    if (value !== undefined && value !== "" && key !== "cursor") params.set(key, String(value));
  return params.toString();
}

// GET /v1/funder/submissions?tab=…&cursor=…: one tab's pages, every tab's count with each.
export const useInboxPages = (query: InboxQuery) => {
  const search = inboxSearch(query);
  return useInfiniteQuery({
    queryKey: submissionKeys.inbox(search),
    initialPageParam: "",
    queryFn: ({ signal, pageParam }) =>
      api<InboxPage>(
        `/v1/funder/submissions?${search}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ""}`,
        { signal },
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // Another tab or filter keeps the rows shown until its own arrive (no flash of a spinner).
    placeholderData: keepPreviousData,
  });
};

/**
 * GET /v1/funder/submissions/choices: the brokers that ever sent and the listings items came
 * through, for the filters. Under the inbox's root: whatever reads the inbox again reads these too.
 */
export const useInboxChoices = () =>
  useQuery({
    queryKey: [...queryRoots.funderInbox, "choices"],
    queryFn: ({ signal }) => api<InboxChoices>("/v1/funder/submissions/choices", { signal }),
  });

export type BulkDeclineResult = z.infer<typeof bulkDeclineResultSchema>;
// POST /v1/funder/submissions/decline: each id its own move, the answer says which went through.
export function useBulkDecline() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: DeclineInput & { ids: string[] }) =>
      api<BulkDeclineResult>("/v1/funder/submissions/decline", { method: "POST", body: input }),
    // Refused ones too may have moved meanwhile: the inbox and its items are read again.
    onSettled: () => void client.invalidateQueries({ queryKey: queryRoots.funderInbox }),
  });
}

// POST /v1/funder/submission/{id}/decline with a reason from the list (and a note for "other").
export function useDecline(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: DeclineInput) =>
      api<FunderSubmission>(`${theirs(id)}/decline`, { method: "POST", body: input }),
    onSuccess: (item) => {
      client.setQueryData(submissionKeys.funderItem(id), item);
      void client.invalidateQueries({ queryKey: queryRoots.funderInbox });
      void client.invalidateQueries({ queryKey: queryRoots.deal(item.dealId) });
    },
  });
}

// GET /v1/funder/submission/{id}/fit: the deal against each of the funder's listings.
export const useFunderFit = (id: string, enabled = true) =>
  useQuery({
    queryKey: submissionKeys.fit(id),
    queryFn: ({ signal }) => api<FunderFit>(`${theirs(id)}/fit`, { signal }),
    enabled,
  });

// GET /v1/funder/settings, PUT /v1/funder/settings
export const useFunderSettings = () =>
  useQuery({
    queryKey: submissionKeys.settings(),
    queryFn: ({ signal }) => api<FunderSettings>("/v1/funder/settings", { signal }),
  });
export function useSaveFunderSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: FunderSettings) =>
      api<FunderSettings>("/v1/funder/settings", { method: "PUT", body: input }),
    onSuccess: (saved) => {
      client.setQueryData(submissionKeys.settings(), saved);
      // The clocks of the inbox read the target.
      void client.invalidateQueries({ queryKey: queryRoots.funderInbox });
    },
  });
}
