import type { DealMatches } from "@portal/contract/matching/match-schemas";
import { api } from "../../../lib/api-client";

export const getMatches = (dealId: string) => api<DealMatches>(`/v1/user/deal/${encodeURIComponent(dealId)}/matches`);
