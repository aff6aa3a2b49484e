import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
import type {
  BorrowerInput,
  DealCreateInput,
  DealDetail,
  DealPage,
  DealUpdateInput,
} from "@portal/contract/deals/deal-schemas";
import type { DealStatus } from "@portal/contract/deals/deal-states";
import { api, ApiError } from "@/lib/api-client";
import { queryRoots } from "@/lib/query-keys";
import { dealKeys, type DealListParams } from "./keys";

// One block per endpoint: the request, its query options (reads) and the hook the screens use.
// Writes put the deal the server answered into the cache and mark stale what they change.

// GET /v1/user/deals
export function listDeals(params: DealListParams, signal?: AbortSignal) {
  const query = new URLSearchParams(
    Object.entries(params).filter((e): e is [string, string] => !!e[1]),
  );
  return api<DealPage>(`/v1/user/deals${query.size ? `?${query}` : ""}`, { signal });
}
export const dealsQuery = (params: DealListParams) =>
  queryOptions({
    queryKey: dealKeys.list(params),
    // A new filter or page cancels the answer to the previous one.
    queryFn: ({ signal }) => listDeals(params, signal),
    // The table keeps the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
export const useDeals = (params: DealListParams) => useQuery(dealsQuery(params));

// GET /v1/user/deal/{id}
export const getDeal = (id: string, signal?: AbortSignal) =>
  api<DealDetail>(`/v1/user/deal/${encodeURIComponent(id)}`, { signal });
export const dealQuery = (id: string) =>
  queryOptions({ queryKey: dealKeys.detail(id), queryFn: ({ signal }) => getDeal(id, signal) });
export const useDeal = (id: string) => useQuery(dealQuery(id));

/** A deal changed: its page shows the server's answer, and what depends on it is refreshed. */
function dealChanged(client: QueryClient, deal: DealDetail) {
  client.setQueryData(dealKeys.detail(deal.id), deal);
  // Its matches (amount, product, status decide what fits) and anything else about the deal.
  void client.invalidateQueries({
    queryKey: queryRoots.deal(deal.id),
    predicate: (query) => query.queryKey[2] !== "detail",
  });
  void client.invalidateQueries({ queryKey: dealKeys.lists() });
}

// POST /v1/user/deals
export const createDeal = (input: DealCreateInput) =>
  api<DealDetail>("/v1/user/deals", { method: "POST", body: input });
export function useCreateDeal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createDeal,
    onSuccess: (deal) => dealChanged(client, deal),
  });
}

// POST /v1/user/deal/{id}/transition
export const moveDeal = (id: string, to: DealStatus, version: number, reason?: string) =>
  api<DealDetail>(`/v1/user/deal/${encodeURIComponent(id)}/transition`, {
    method: "POST",
    body: { to, version, ...(reason ? { reason } : {}) },
  });
export function useMoveDeal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; to: DealStatus; version: number; reason?: string }) =>
      moveDeal(input.id, input.to, input.version, input.reason),
    onSuccess: (deal) => dealChanged(client, deal),
  });
}

// POST /v1/user/deal/{id}
/** `POST /v1/user/deal/{id}` as the spec sends it: multipart form data, one field per non-empty key. */
export function updateDeal(id: string, changes: DealUpdateInput) {
  const form = new FormData();
  // A list (the existing advances) goes as its JSON text.
  for (const [key, value] of Object.entries(changes))
    if (value !== undefined && value !== null && value !== "")
      form.append(key, typeof value === "object" ? JSON.stringify(value) : String(value));
  return api<DealDetail>(`/v1/user/deal/${encodeURIComponent(id)}`, { method: "POST", body: form });
}
// POST /v1/borrower/{id}
export const updateBorrower = (id: string, borrower: BorrowerInput) =>
  api<unknown>(`/v1/borrower/${encodeURIComponent(id)}`, { method: "POST", body: borrower });

/**
 * The borrower's refusal about its input's part `key`: its issues' paths start there
 * (`legalName` -> `borrower.legalName`), as the caller sent them.
 */
function within(key: string, error: unknown) {
  if (!(error instanceof ApiError) || error.issues.length === 0) return error;
  const issues = error.issues.map((issue) => ({ ...issue, path: `${key}.${issue.path}` }));
  return new ApiError(error.status, {
    error: { code: error.code, details: error.details, issues },
  });
}

/** Editing a deal saves its borrower, then its facts (the form's two parts, in that order). */
export function useUpdateDeal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      id: string;
      borrowerId: string;
      borrower: BorrowerInput;
      changes: DealUpdateInput;
    }) => {
      await updateBorrower(input.borrowerId, input.borrower).catch((error: unknown) => {
        throw within("borrower", error);
      });
      return updateDeal(input.id, input.changes);
    },
    onSuccess: (deal) => dealChanged(client, deal),
    // The borrower may have been saved although the deal was not.
    onError: (_error, input) =>
      void client.invalidateQueries({ queryKey: queryRoots.deal(input.id) }),
  });
}
