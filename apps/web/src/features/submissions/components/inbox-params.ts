import {
  inboxQuerySchema,
  inboxSorts,
  inboxTabs,
  type InboxQuery,
  type InboxSort,
  type InboxTab,
} from "@portal/contract/submissions/inbox-schemas";

/** The inbox's filters (the tab, the search and the order apart), under the contract's names. */
export const inboxFilterKeys = [
  "product",
  "country",
  "minAmountMinor",
  "maxAmountMinor",
  "brokerId",
  "listingId",
  "minAgeDays",
  "assignee",
] as const;
export type InboxFilterKey = (typeof inboxFilterKeys)[number];
export type InboxFilters = Pick<InboxQuery, InboxFilterKey>;

/** What the URL holds: the tab, the search, the filters and the order (`?tab=new&product=…`). */
export interface InboxView {
  tab: InboxTab;
  search: string;
  filters: InboxFilters;
  sort: InboxSort;
  dir: "asc" | "desc";
}

/**
 * The view a URL asks for, each value checked by the contract: one it refuses (a hand-edited
 * link) is left out rather than failing the inbox.
 */
export function viewOfParams(params: URLSearchParams): InboxView {
  const filters: Record<string, unknown> = {};
  for (const key of inboxFilterKeys) {
    const value = params.get(key);
    if (value === null || value === "") continue;
    const parsed = inboxQuerySchema.shape[key].safeParse(value);
    if (parsed.success && parsed.data !== undefined) filters[key] = parsed.data;
  }
  const tab = params.get("tab");
  const sort = params.get("sort");
  return {
    tab: inboxTabs.includes(tab as InboxTab) ? (tab as InboxTab) : "new",
    search: (params.get("search") ?? "").slice(0, 100),
    filters: filters as InboxFilters,
    sort: inboxSorts.includes(sort as InboxSort) ? (sort as InboxSort) : "age",
    dir: params.get("dir") === "desc" ? "desc" : "asc",
  };
}

/** The URL of a view: defaults are left out, so a plain inbox is `/inbox`. */
export function paramsOfView(view: InboxView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.tab !== "new") params.set("tab", view.tab);
  if (view.search.trim()) params.set("search", view.search.trim());
  for (const key of inboxFilterKeys) {
    const value = view.filters[key];
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  if (view.sort !== "age") params.set("sort", view.sort);
  if (view.dir !== "asc") params.set("dir", view.dir);
  return params;
}

/** What the server is asked for this view. */
export const queryOfView = (view: InboxView): InboxQuery => ({
  tab: view.tab,
  ...(view.search.trim() ? { search: view.search.trim() } : {}),
  ...view.filters,
  sort: view.sort,
  dir: view.dir,
});

/** How many filters are on ("Filters (2 on)"). */
export const inboxFiltersOn = (filters: InboxFilters) =>
  inboxFilterKeys.filter((key) => filters[key] !== undefined).length;
