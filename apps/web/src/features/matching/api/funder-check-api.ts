import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DealPage } from "@portal/contract/deals/deal-schemas";
import type { FunderCheck } from "@portal/contract/matching/match-schemas";
import { api } from "@/lib/api-client";
import { queryRoots } from "@/lib/query-keys";

// GET /v1/user/deal/{id}/matches/funders/{funderId}
export const checkDealAgainstFunder = (dealId: string, funderId: string, signal?: AbortSignal) =>
  api<FunderCheck>(
    `/v1/user/deal/${encodeURIComponent(dealId)}/matches/funders/${encodeURIComponent(funderId)}`,
    { signal },
  );
export const funderCheckQuery = (dealId: string, funderId: string) =>
  queryOptions({
    // Under the deal's key: a change to the deal or its documents checks it again.
    queryKey: [...queryRoots.dealPart(dealId, "matches"), "funder", funderId] as const,
    queryFn: ({ signal }) => checkDealAgainstFunder(dealId, funderId, signal),
  });
export const useFunderCheck = (dealId: string | undefined, funderId: string) =>
  useQuery({ ...funderCheckQuery(dealId ?? "", funderId), enabled: !!dealId });

/** The newest deals the person sees (the picker keeps the open ones). */
export const recentDealsQuery = () =>
  queryOptions({
    queryKey: [...queryRoots.dealLists, "recent-for-check"] as const,
    queryFn: ({ signal }) => api<DealPage>("/v1/user/deals?pageSize=100", { signal }),
  });
export const useRecentDeals = () => useQuery(recentDealsQuery());
