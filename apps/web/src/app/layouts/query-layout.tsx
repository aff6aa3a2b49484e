import { useEffect, useState } from "react";
import { Outlet } from "react-router";
import { QueryClientProvider } from "@tanstack/react-query";
import { createQueryClient, sharedQueryClient } from "@/lib/query-client";
import { useSession } from "../session-provider";

// Loaded with the first signed-in page, not with the log-in page: TanStack Query stays out of the
// log-in page's budget (docs/decisions/005-log-in-page-budget.md).
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

/** The server-state cache of the signed-in pages: a new person (or a log-out) starts empty. */
export function Component() {
  const { state } = useSession();
  return <QueryProvider key={state.user?.id ?? "signed-out"} />;
}
