import { useEffect, useMemo, useState } from "react";
import { Outlet } from "react-router";
import { QueryClientProvider } from "@tanstack/react-query";
import { createQueryClient, sharedQueryClient } from "@/lib/query-client";
import { PersonCurrenciesContext } from "@/lib/person-currencies";
import { useSession } from "../session-provider";

// Loaded with the first page that reads data (signed in, or a public one: a certificate's check,
// the application form, an invitation, the terms), not with the log-in page: TanStack Query stays
// out of the log-in page's budget (docs/decisions/005-log-in-page-budget.md).
function QueryProvider() {
  const [client] = useState(createQueryClient);
  // The header's bell (outside this layout) reads and refreshes the same cache.
  useEffect(() => {
    sharedQueryClient.set(client);
    return () => sharedQueryClient.set(null);
  }, [client]);
  return (
    <QueryClientProvider client={client}>
      <Outlet />
    </QueryClientProvider>
  );
}

/**
 * The pages' server-state cache (public pages too): a new person (or a log-out) starts empty. The
 * currency pickers offer the person's display currency and their country's currency first.
 */
export function Component() {
  const { state } = useSession();
  const profile = state.user?.profile;
  const displayCurrency = profile?.displayCurrency;
  const country = profile?.country;
  const currencies = useMemo(() => ({ displayCurrency, country }), [displayCurrency, country]);
  return (
    <PersonCurrenciesContext value={currencies}>
      <QueryProvider key={state.user?.id ?? "signed-out"} />
    </PersonCurrenciesContext>
  );
}
