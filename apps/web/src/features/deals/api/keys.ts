import type { BoardFilters } from "@portal/contract/deals/board-schemas";
import { queryRoots } from "@/lib/query-keys";

/** The deals list's filters, sort and page, as the query string sends them. */
export type DealListParams = Partial<
  Record<"q" | "status" | "product" | "from" | "to" | "sort" | "page" | "pageSize", string>
>;

// The board's keys start with the lists' root: the live "deals" topic and every move of a deal
// refresh them with the list.
export const dealKeys = {
  lists: () => queryRoots.dealLists,
  list: (params: DealListParams) => [...queryRoots.dealLists, "list", params] as const,
  /** The board's heads and first cards, for these filters. */
  board: (filters: BoardFilters) => [...queryRoots.dealLists, "board", filters] as const,
  /** A further page of one column of the board. */
  boardColumn: (filters: BoardFilters, stage: string, cursor: string) =>
    [...queryRoots.dealLists, "board-column", filters, stage, cursor] as const,
  /** The person's saved views of the board. */
  views: () => [...queryRoots.dealLists, "views"] as const,
  /** The deal's facts and its history (one answer). */
  detail: (id: string) => queryRoots.dealPart(id, "detail"),
};
