import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type {
  Board,
  BoardColumnPage,
  BoardFilters,
  SavedView,
  SavedViewCreate,
  savedViewListSchema,
} from "@portal/contract/deals/board-schemas";
import type { z } from "zod";
import { api } from "@/lib/api-client";
import { dealKeys } from "./keys";

// The pipeline board (issue 34): its heads and first cards, further pages of a column, and the
// person's saved views. Moves from a card go through deals-api's useMoveDeal (the deal page's).

/** The filters as a query string: the ones set, in the contract's names. */
export function boardQueryString(filters: BoardFilters, extra: Record<string, string> = {}) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== "" && value !== false) query.set(key, String(value));
  for (const [key, value] of Object.entries(extra)) query.set(key, value);
  return query.size ? `?${query}` : "";
}

// GET /v1/user/deals/board
export const boardQuery = (filters: BoardFilters) =>
  queryOptions({
    queryKey: dealKeys.board(filters),
    queryFn: ({ signal }) =>
      api<Board>(`/v1/user/deals/board${boardQueryString(filters)}`, { signal }),
    // New filters keep the board on screen until the answer comes.
    placeholderData: keepPreviousData,
  });
export const useBoard = (filters: BoardFilters) => useQuery(boardQuery(filters));

// GET /v1/user/deals/board/column
/** The pages of one column after its first, one per cursor asked for ("Load more"). */
export function useBoardColumnPages(filters: BoardFilters, stage: string, cursors: string[]) {
  return useQueries({
    queries: cursors.map((cursor) => ({
      queryKey: dealKeys.boardColumn(filters, stage, cursor),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api<BoardColumnPage>(
          `/v1/user/deals/board/column${boardQueryString(filters, { stage, cursor })}`,
          { signal },
        ),
    })),
  });
}

// GET /v1/user/deals/views
export const useSavedViews = () =>
  useQuery({
    queryKey: dealKeys.views(),
    queryFn: ({ signal }) =>
      api<z.infer<typeof savedViewListSchema>>("/v1/user/deals/views", { signal }),
  });

// POST /v1/user/deals/views
export function useSaveView() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (view: SavedViewCreate) =>
      api<SavedView>("/v1/user/deals/views", { method: "POST", body: view }),
    onSuccess: () => client.invalidateQueries({ queryKey: dealKeys.views() }),
  });
}

// DELETE /v1/user/deals/views/{id}
export function useDeleteView() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<unknown>(`/v1/user/deals/views/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: () => client.invalidateQueries({ queryKey: dealKeys.views() }),
  });
}
