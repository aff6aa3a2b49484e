import { ApiError } from "@/lib/api-client";

/** The server's refusals by field path (`borrower.industry`), as message keys. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const issues = (error.body as { error?: { issues?: { path: string; code: string }[] } } | null)
    ?.error?.issues;
  return Object.fromEntries((issues ?? []).map((i) => [i.path, `messages.${i.code}`]));
}

/** The contract's issues (the form's own check) the same way: the first one of each field. */
export function fieldErrorsOfIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.path.join(".")] ??= `messages.${issue.message}`;
  return errors;
}
