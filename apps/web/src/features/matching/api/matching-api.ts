import { queryOptions, useQueries, useQuery } from "@tanstack/react-query";
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

type Judged = DealMatches["fits"][number];

/** The listings that fit every one of these deals' matches, in the first deal's ranking. */
export function fitEveryDeal(all: readonly DealMatches[]): Judged[] {
  const [first, ...rest] = all;
  if (!first) return [];
  return first.fits.filter((j) =>
    rest.every((m) => m.fits.some((other) => other.listingId === j.listingId)),
  );
}

/** The listings that fit every one of these deals (the proposal basket), once all have answered. */
export const useFitsOfEveryDeal = (dealIds: readonly string[]) =>
  useQueries({
    queries: dealIds.map((id) => matchesQuery(id)),
    combine: (results) => {
      const all = results.flatMap((r) => (r.data ? [r.data] : []));
      return {
        data: all.length === results.length ? fitEveryDeal(all) : undefined,
        error: results.find((r) => r.error)?.error ?? null,
        isFetching: results.some((r) => r.isFetching),
        refetch: () => Promise.all(results.map((r) => r.refetch())),
      };
    },
  });
