import { ApiError } from "@/lib/api-client";

/** The server's refusals by field path (`borrower.industry`), as message keys. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const issues = (error.body as { error?: { issues?: { path: string; code: string }[] } } | null)
    ?.error?.issues;
  return Object.fromEntries((issues ?? []).map((i) => [i.path, `messages.${i.code}`]));
}
