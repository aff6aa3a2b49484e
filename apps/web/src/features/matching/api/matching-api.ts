import type { DealMatches } from "@portal/contract/matching/match-schemas";
import { api } from "@/lib/api-client";

const matches = (dealId: string) => `/v1/user/deal/${encodeURIComponent(dealId)}/matches`;

export const getMatches = (dealId: string) => api<DealMatches>(matches(dealId));
/** The broker has seen the deal's new fits: the deals list stops counting them. */
export const markMatchesSeen = (dealId: string) =>
  api<void>(`${matches(dealId)}/seen`, { method: "PUT" });
