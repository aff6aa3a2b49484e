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
  InboxPage,
  InboxQuery,
  InboxTab,
} from "@portal/contract/submissions/inbox-schemas";
import { inboxTabOf } from "@portal/contract/submissions/inbox-schemas";
import type { SubmissionStatus } from "@portal/contract/submissions/submission-states";
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

/**
 * The item's own inbox row (who holds it, how long the broker's message waits, the response
 * target): the funder's view of one submission does not carry them, so the row is found by its
 * reference in the tab its status puts it in, else under Needs your answer.
 */
export const useInboxRow = (item: { id: string; reference: string; status: SubmissionStatus }) =>
  useQuery({
    queryKey: [...submissionKeys.funderItem(item.id), "row", item.status],
    queryFn: async ({ signal }) => {
      const tab = inboxTabOf(item.status, false);
      const tabs: InboxTab[] = tab === "won" || tab === "lost" ? [tab] : [tab, "needs_answer"];
      let target: number | null = null;
      for (const each of tabs) {
        const search = inboxSearch({ tab: each, search: item.reference });
        const page = await api<InboxPage>(`/v1/funder/submissions?${search}`, { signal });
        target = page.responseTargetHours;
        const row = page.items.find((i) => i.id === item.id);
        if (row) return { row, responseTargetHours: target };
      }
      return { row: null, responseTargetHours: target };
    },
  });
