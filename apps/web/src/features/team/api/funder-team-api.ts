import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { FunderTeam, InboxItem } from "@portal/contract/submissions/inbox-schemas";
import { api } from "@/lib/api-client";
import { queryRoots } from "@/lib/query-keys";
import { teamKeys } from "./keys";

/** The funder's team as `GET /v1/funder/team` answers it: with who reads it (`you`). */
export type FunderTeamView = FunderTeam & { you: string };

/**
 * Who holds what lives under the inbox's root: a live `inbox` event (an item taken, a deal sent)
 * reads it again with the inbox.
 */
export const funderTeamKey = [...queryRoots.funderInbox, "team"] as const;

// GET /v1/funder/team
export const useFunderTeam = () =>
  useQuery({
    queryKey: funderTeamKey,
    queryFn: ({ signal }) => api<FunderTeamView>("/v1/funder/team", { signal }),
  });

/** PUT /v1/funder/submission/{id}/assignee: afterwards the inbox, its items and the team read again. */
export function useAssign(submissionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (assigneeId: string | null) =>
      api<{ assignee: InboxItem["assignee"] }>(
        `/v1/funder/submission/${encodeURIComponent(submissionId)}/assignee`,
        { method: "PUT", body: { assigneeId } },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: queryRoots.funderInbox }),
  });
}

/** After a change to the members (a removal): the team overview and who holds what read again. */
export function useFunderTeamRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: teamKeys.all }),
      client.invalidateQueries({ queryKey: queryRoots.funderInbox }),
    ]);
}
