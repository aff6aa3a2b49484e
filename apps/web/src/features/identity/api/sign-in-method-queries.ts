import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getSignInMethods, listLinkedAccounts, unlinkAccount } from "./providers-api";

// The Security page's queries, apart from providers-api.ts: the log-in page imports that file and
// must not pull TanStack Query into its bundle (docs/decisions/005-log-in-page-budget.md).

export const identityKeys = {
  signInMethods: () => ["identity", "sign-in-methods"] as const,
  linkedAccounts: () => ["identity", "linked-accounts"] as const,
};

// GET /v1/sign-in-methods
export const signInMethodsQuery = () =>
  queryOptions({ queryKey: identityKeys.signInMethods(), queryFn: getSignInMethods });
export const useSignInMethods = () => useQuery(signInMethodsQuery());

// GET /auth/list-accounts
export const linkedAccountsQuery = () =>
  queryOptions({ queryKey: identityKeys.linkedAccounts(), queryFn: listLinkedAccounts });
export const useLinkedAccounts = () => useQuery(linkedAccountsQuery());

// POST /auth/unlink-account
export function useUnlinkAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: unlinkAccount,
    onSuccess: () => client.invalidateQueries({ queryKey: identityKeys.linkedAccounts() }),
  });
}
