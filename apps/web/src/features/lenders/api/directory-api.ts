import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { DirectoryFunder, DirectoryPage } from "@portal/contract/lenders/directory-schemas";
import { api } from "@/lib/api-client";
import { listingKeys } from "./keys";

/** What the directory is asked for: the API's query, as text (absent when not filtered). */
export type DirectoryParams = Partial<
  Record<"q" | "product" | "amountMinor" | "currency" | "country" | "page", string>
>;

const query = (params: DirectoryParams) => {
  const search = new URLSearchParams(
    Object.entries(params).filter((entry): entry is [string, string] => !!entry[1]),
  ).toString();
  return search ? `?${search}` : "";
};

// GET /v1/lenders
export const listDirectory = (params: DirectoryParams, signal?: AbortSignal) =>
  api<DirectoryPage>(`/v1/lenders${query(params)}`, { signal });
export const directoryQuery = (params: DirectoryParams) =>
  queryOptions({
    queryKey: [...listingKeys.all, "directory", params] as const,
    queryFn: ({ signal }) => listDirectory(params, signal),
    // The page keeps the funders shown while the next filter's answer loads.
    placeholderData: keepPreviousData,
  });
export const useDirectory = (params: DirectoryParams) => useQuery(directoryQuery(params));

// GET /v1/lenders/{id}
export const getDirectoryFunder = (id: string, signal?: AbortSignal) =>
  api<DirectoryFunder>(`/v1/lenders/${encodeURIComponent(id)}`, { signal });
export const directoryFunderQuery = (id: string) =>
  queryOptions({
    queryKey: [...listingKeys.all, "directory-funder", id] as const,
    queryFn: ({ signal }) => getDirectoryFunder(id, signal),
  });
export const useDirectoryFunder = (id: string) => useQuery(directoryFunderQuery(id));
