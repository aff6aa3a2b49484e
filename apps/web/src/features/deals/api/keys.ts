import { queryRoots } from "@/lib/query-keys";

/** The deals list's filters, sort and page, as the query string sends them. */
export type DealListParams = Partial<
  Record<"q" | "status" | "product" | "from" | "to" | "sort" | "page" | "pageSize", string>
>;

export const dealKeys = {
  lists: () => queryRoots.dealLists,
  list: (params: DealListParams) => [...queryRoots.dealLists, "list", params] as const,
  /** The deal's facts and its history (one answer). */
  detail: (id: string) => queryRoots.dealPart(id, "detail"),
};
