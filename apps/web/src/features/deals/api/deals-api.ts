import type { DealCreateInput, DealDetail, DealPage } from "@portal/contract/deals/deal-schemas";
import type { DealStatus } from "@portal/contract/deals/deal-states";
import { api } from "../../../lib/api-client";

export type DealListParams = Partial<Record<"q" | "status" | "product" | "sort" | "page" | "pageSize", string>>;

export function listDeals(params: DealListParams, signal?: AbortSignal) {
  const query = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => !!e[1]));
  return api<DealPage>(`/v1/user/deals${query.size ? `?${query}` : ""}`, { signal });
}

export const getDeal = (id: string) => api<DealDetail>(`/v1/user/deal/${encodeURIComponent(id)}`);

export const createDeal = (input: DealCreateInput) => api<DealDetail>("/v1/user/deals", { method: "POST", body: input });

export const moveDeal = (id: string, to: DealStatus, version: number, reason?: string) =>
  api<DealDetail>(`/v1/user/deal/${encodeURIComponent(id)}/transition`, { method: "POST", body: { to, version, ...(reason ? { reason } : {}) } });
