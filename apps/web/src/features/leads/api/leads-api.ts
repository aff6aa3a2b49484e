import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  LeadConvertInput,
  LeadCreateInput,
  LeadDetail,
  LeadImportResult,
  LeadLink,
  LeadPage,
  LeadUpdateInput,
  PublicLeadForm,
  PublicLeadInput,
} from "@portal/contract/leads/lead-schemas";
import { api } from "@/lib/api-client";
import { downloadFile } from "@/lib/download-file";
import { queryRoots } from "@/lib/query-keys";
import { leadKeys } from "./keys";

const id = (value: string) => encodeURIComponent(value);

// GET /v1/leads?status=&source=&assignee=&page=
export const useLeads = (query: string) =>
  useQuery({
    queryKey: leadKeys.list(query),
    queryFn: ({ signal }) => api<LeadPage>(`/v1/leads${query ? `?${query}` : ""}`, { signal }),
  });

// GET /v1/leads/{id}
export const useLead = (leadId: string) =>
  useQuery({
    queryKey: leadKeys.one(leadId),
    queryFn: ({ signal }) => api<LeadDetail>(`/v1/leads/${id(leadId)}`, { signal }),
  });

// GET /v1/leads/export?… (the server writes the CSV, formula-safe)
export const exportLeads = (query: string) =>
  downloadFile(`/v1/leads/export${query ? `?${query}` : ""}`, "leads.csv");

/** A change to leads: the lists and the lead are read again (a conversion also makes a deal). */
function useLeadChange<I, O>(call: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: leadKeys.all }),
        client.invalidateQueries({ queryKey: queryRoots.dealLists }),
      ]);
    },
  });
}

// POST /v1/leads
export const useCreateLead = () =>
  useLeadChange((input: LeadCreateInput) =>
    api<LeadDetail>("/v1/leads", { method: "POST", body: input }),
  );

// POST /v1/leads/{id}: its details, with the version read (409 version_conflict when stale)
export const useUpdateLead = (leadId: string) =>
  useLeadChange((body: LeadUpdateInput) =>
    api<LeadDetail>(`/v1/leads/${id(leadId)}`, { method: "POST", body }),
  );

// POST /v1/leads/{id}/status | assign | notes | convert
export const useLeadMove = (leadId: string) =>
  useLeadChange(({ path, body }: { path: "status" | "assign" | "notes"; body: object }) =>
    api<LeadDetail>(`/v1/leads/${id(leadId)}/${path}`, { method: "POST", body }),
  );

export const useConvertLead = (leadId: string) =>
  useLeadChange((body: LeadConvertInput) =>
    api<LeadDetail & { dealId: string }>(`/v1/leads/${id(leadId)}/convert`, {
      method: "POST",
      body,
    }),
  );

// POST /v1/leads/import (dryRun: the preview)
export const useImportLeads = () =>
  useLeadChange((body: { csv: string; dryRun: boolean }) =>
    api<LeadImportResult>("/v1/leads/import", { method: "POST", body }),
  );

// GET, POST (new), DELETE (off) /v1/leads/link
export const useLeadLink = () =>
  useQuery({
    queryKey: leadKeys.link,
    queryFn: ({ signal }) => api<LeadLink>("/v1/leads/link", { signal }),
  });
export function useChangeLeadLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (method: "POST" | "DELETE") => api<LeadLink>("/v1/leads/link", { method }),
    onSuccess: (link) => client.setQueryData(leadKeys.link, link),
  });
}

// The public form (no account): GET and POST /v1/public/leads/{token}
export const usePublicLeadForm = (token: string) =>
  useQuery({
    queryKey: leadKeys.publicForm(token),
    queryFn: ({ signal }) =>
      api<PublicLeadForm>(`/v1/public/leads/${id(token)}`, { public: true, signal }),
  });
export const sendPublicForm = (token: string, body: PublicLeadInput) =>
  api<{ received: true }>(`/v1/public/leads/${id(token)}`, { method: "POST", public: true, body });
