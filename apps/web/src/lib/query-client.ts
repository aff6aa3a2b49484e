import { QueryClient } from "@tanstack/react-query";
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
        // Pages hold forms built from what they loaded (a listing, a deal with its version):
        // refreshing when the window regains focus could change them under the person typing.
        // Mutations invalidate what they change instead.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
