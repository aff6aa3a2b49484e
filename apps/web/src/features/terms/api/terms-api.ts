import { useQuery } from "@tanstack/react-query";
import type { Terms } from "@portal/contract/terms/terms-schemas";
import { api } from "@/lib/api-client";

export const termsKeys = { terms: () => ["terms"] as const };

// GET /v1/public/terms: public (read before registering and at onboarding).
export const useTerms = () =>
  useQuery({
    queryKey: termsKeys.terms(),
    queryFn: ({ signal }) => api<Terms>("/v1/public/terms", { public: true, signal }),
  });
