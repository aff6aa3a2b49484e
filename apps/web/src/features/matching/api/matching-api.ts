import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DealMatches } from "@portal/contract/matching/match-schemas";
import { api } from "@/lib/api-client";
import { queryRoots } from "@/lib/query-keys";
import { matchKeys } from "./keys";

const matches = (dealId: string) => `/v1/user/deal/${encodeURIComponent(dealId)}/matches`;

// GET /v1/user/deal/{id}/matches
export const getMatches = (dealId: string, signal?: AbortSignal) =>
  api<DealMatches>(matches(dealId), { signal });

// PUT /v1/user/deal/{id}/matches/seen
/** The broker has seen the deal's new fits: the deals list stops counting them. */
export const markMatchesSeen = (dealId: string) =>
  api<void>(`${matches(dealId)}/seen`, { method: "PUT" });

export const matchesQuery = (dealId: string) =>
  queryOptions({
    queryKey: matchKeys.deal(dealId),
    queryFn: async ({ signal, client }) => {
      const found = await getMatches(dealId, signal);
      // Shown now: the deals list stops counting them. The tags stay on this answer; the next
      // load of the matches no longer has them.
      if (found.newFits.length > 0)
        markMatchesSeen(dealId).then(
          () => client.invalidateQueries({ queryKey: queryRoots.dealLists }),
          () => undefined,
        );
      return found;
    },
  });
export const useMatches = (dealId: string) => useQuery(matchesQuery(dealId));
