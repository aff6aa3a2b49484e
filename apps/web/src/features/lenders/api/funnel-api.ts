import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ListingFunnel } from "@portal/contract/lenders/funnel-schemas";
import { api } from "@/lib/api-client";
import { listingKeys } from "./keys";

// GET /v1/lender/{id}/funnel?months=
export const getListingFunnel = (id: string, months: number, signal?: AbortSignal) =>
  api<ListingFunnel>(`/v1/lender/${encodeURIComponent(id)}/funnel?months=${months}`, { signal });
export const listingFunnelQuery = (id: string, months: number) =>
  queryOptions({
    // Under the listing's key: read again with the listing.
    queryKey: [...listingKeys.detail(id), "funnel", months] as const,
    queryFn: ({ signal }) => getListingFunnel(id, months, signal),
    // The period changes in place: the last figures stay until the new ones come.
    placeholderData: keepPreviousData,
  });
export const useListingFunnel = (id: string, months: number) =>
  useQuery(listingFunnelQuery(id, months));
