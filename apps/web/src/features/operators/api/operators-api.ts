import type { FunderApproval } from "@portal/contract/user/operator-schemas";
import { api } from "@/lib/api-client";

export const listFunders = () => api<{ items: FunderApproval[] }>("/v1/operator/funders");
export const approveFunder = (id: string) =>
  api<FunderApproval>(`/v1/operator/funders/${encodeURIComponent(id)}/approve`, { method: "PUT" });
