import type { Listing, ListingInput } from "@portal/contract/lenders/listing-schemas";
import { api } from "@/lib/api-client";

const one = (id: string) => `/v1/lender/${encodeURIComponent(id)}`;

export const listListings = () => api<{ items: Listing[] }>("/v1/lender");
export const getListing = (id: string) => api<Listing>(one(id));
export const createListing = (input: ListingInput) =>
  api<Listing>("/v1/lender", { method: "POST", body: input });
export const updateListing = (id: string, input: ListingInput & { version: number }) =>
  api<Listing>(one(id), { method: "PUT", body: input });
export const publishListing = (id: string) => api<Listing>(`${one(id)}/publish`, { method: "PUT" });
export const unpublishListing = (id: string) =>
  api<Listing>(`${one(id)}/unpublish`, { method: "PUT" });
export const deleteListing = (id: string) => api<null>(one(id), { method: "DELETE" });
