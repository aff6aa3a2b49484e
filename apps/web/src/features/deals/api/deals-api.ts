import type {
  BorrowerInput,
  DealCreateInput,
  DealDetail,
  DealPage,
  DealUpdateInput,
} from "@portal/contract/deals/deal-schemas";
import type { DealStatus } from "@portal/contract/deals/deal-states";
import { api } from "@/lib/api-client";

export type DealListParams = Partial<
  Record<"q" | "status" | "product" | "from" | "to" | "sort" | "page" | "pageSize", string>
>;

export function listDeals(params: DealListParams, signal?: AbortSignal) {
  const query = new URLSearchParams(
    Object.entries(params).filter((e): e is [string, string] => !!e[1]),
  );
  return api<DealPage>(`/v1/user/deals${query.size ? `?${query}` : ""}`, { signal });
}

export const getDeal = (id: string) => api<DealDetail>(`/v1/user/deal/${encodeURIComponent(id)}`);

export const createDeal = (input: DealCreateInput) =>
  api<DealDetail>("/v1/user/deals", { method: "POST", body: input });

export const moveDeal = (id: string, to: DealStatus, version: number, reason?: string) =>
  api<DealDetail>(`/v1/user/deal/${encodeURIComponent(id)}/transition`, {
    method: "POST",
    body: { to, version, ...(reason ? { reason } : {}) },
  });

/** `POST /v1/user/deal/{id}` as the spec sends it: multipart form data, one field per non-empty key. */
export function updateDeal(id: string, changes: DealUpdateInput) {
  const form = new FormData();
  for (const [key, value] of Object.entries(changes))
    if (value !== undefined && value !== null && value !== "") form.append(key, String(value));
  return api<DealDetail>(`/v1/user/deal/${encodeURIComponent(id)}`, { method: "POST", body: form });
}

export const updateBorrower = (id: string, borrower: BorrowerInput) =>
  api<unknown>(`/v1/borrower/${encodeURIComponent(id)}`, { method: "POST", body: borrower });
