import { boardFiltersSchema, type BoardFilters } from "@portal/contract/deals/board-schemas";

/** The board's filters, in the URL under the contract's names (`?product=term_loan&ended=true`). */
export const boardFilterKeys = Object.keys(boardFiltersSchema.shape) as (keyof BoardFilters)[];

/**
 * The filters a URL asks for, each checked by the contract: one it refuses (a hand-edited
 * link) is left out rather than failing the board.
 */
export function filtersOfParams(params: URLSearchParams): BoardFilters {
  const filters: Record<string, unknown> = {};
  for (const key of boardFilterKeys) {
    const value = params.get(key);
    if (value === null || value === "") continue;
    const parsed = boardFiltersSchema.shape[key].safeParse(value);
    if (parsed.success && parsed.data !== false) filters[key] = parsed.data;
  }
  return filters as BoardFilters;
}

/** The URL with these filters instead of the board's filters it had (other keys are kept). */
export function paramsWithFilters(params: URLSearchParams, filters: BoardFilters) {
  const next = new URLSearchParams(params);
  for (const key of boardFilterKeys) next.delete(key);
  for (const key of boardFilterKeys) {
    const value = filters[key];
    if (value !== undefined && value !== "" && value !== false) next.set(key, String(value));
  }
  return next;
}

/** How many filters are on ("Filters (2 on)"). */
export const filtersOn = (filters: BoardFilters) =>
  boardFilterKeys.filter((key) => filters[key] !== undefined && filters[key] !== false).length;
