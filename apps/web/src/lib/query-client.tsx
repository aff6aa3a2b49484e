import { useSyncExternalStore, type ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { ApiError } from "./api-client";

/**
 * One client per signed-in person (the app's layout makes it), so nobody sees the cache of the
 * person who used the tab before.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A refusal (4xx) will not change by asking again; a lost connection or a server error
        // gets one more try before the Retry button shows.
        retry: (failureCount, error) =>
          failureCount < 1 && !(error instanceof ApiError && error.status < 500),
        // A busy server (503 from load shedding) says when to come back: wait that long (at most
        // 30 s) rather than asking again at once.
        retryDelay: (attempt, error) =>
          error instanceof ApiError && error.retryAfterSeconds
            ? Math.min(error.retryAfterSeconds, 30) * 1000
            : Math.min(1000 * 2 ** attempt, 30_000),
        // Pages hold forms built from what they loaded (a listing, a deal with its version):
        // refreshing when the window regains focus could change them under the person typing.
        // Mutations invalidate what they change instead.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

let shared: QueryClient | null = null;
const listeners = new Set<() => void>();

/**
 * The signed-in person's client, for what the app shell shows outside the pages' layout (the
 * notification bell and the live updates): set by the layout that makes it, cleared with it.
 */
export const sharedQueryClient = {
  get: () => shared,
  set(client: QueryClient | null) {
    shared = client;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

/**
 * Gives what the app shell shows outside the pages' layout (the bell, the billing banner, the
 * invitations notice) the shared client; nothing until the layout has made it.
 */
export function WithSharedQueryClient({ children }: { children: ReactNode }) {
  const client = useSyncExternalStore(sharedQueryClient.subscribe, sharedQueryClient.get);
  if (!client) return null;
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
