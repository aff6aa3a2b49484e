import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
import type { Listing, ListingInput } from "@portal/contract/lenders/listing-schemas";
import { api } from "@/lib/api-client";
import { createOrUpdate } from "./create-or-update";
import { listingKeys } from "./keys";

const one = (id: string) => `/v1/lender/${encodeURIComponent(id)}`;

// GET /v1/lender
export const listListings = (signal?: AbortSignal) =>
  api<{ items: Listing[] }>("/v1/lender", { signal });
export const listingsQuery = () =>
  queryOptions({
    queryKey: listingKeys.list(),
    queryFn: ({ signal }) => listListings(signal),
    select: (page) => page.items,
  });
export const useListings = () => useQuery(listingsQuery());

// GET /v1/lender/{id}
export const getListing = (id: string, signal?: AbortSignal) => api<Listing>(one(id), { signal });
export const listingQuery = (id: string) =>
  queryOptions({
    queryKey: listingKeys.detail(id),
    queryFn: ({ signal }) => getListing(id, signal),
  });
export const useListing = (id: string) => useQuery(listingQuery(id));

/** A listing changed: its page shows the server's answer and the list is read again. */
function listingChanged(client: QueryClient, listing: Listing) {
  client.setQueryData(listingKeys.detail(listing.id), listing);
  void client.invalidateQueries({ queryKey: listingKeys.list() });
}

// POST /v1/lender
export const createListing = (input: ListingInput) =>
  api<Listing>("/v1/lender", { method: "POST", body: input });
// PUT /v1/lender/{id}
export const updateListing = (id: string, input: ListingInput & { version: number }) =>
  api<Listing>(one(id), { method: "PUT", body: input });
/** Saves the listing form (createOrUpdate). */
export function useSaveListing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createOrUpdate<ListingInput, Listing>(createListing, updateListing),
    onSuccess: (listing) => listingChanged(client, listing),
  });
}

// PUT /v1/lender/{id}/publish and /unpublish
export const publishListing = (id: string) => api<Listing>(`${one(id)}/publish`, { method: "PUT" });
export const unpublishListing = (id: string) =>
  api<Listing>(`${one(id)}/unpublish`, { method: "PUT" });
export function usePublishListing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; publish: boolean }) =>
      input.publish ? publishListing(input.id) : unpublishListing(input.id),
    onSuccess: (listing) => listingChanged(client, listing),
  });
}
