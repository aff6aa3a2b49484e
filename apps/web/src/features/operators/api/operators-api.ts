import { api } from "../../../lib/api-client";

export interface FunderForApproval {
  id: string;
  name: string;
  createdAt: string;
  approvedAt: string | null;
}

export const listFunders = () => api<{ items: FunderForApproval[] }>("/v1/operator/funders");
export const approveFunder = (id: string) => api<FunderForApproval>(`/v1/operator/funders/${encodeURIComponent(id)}/approve`, { method: "PUT" });
