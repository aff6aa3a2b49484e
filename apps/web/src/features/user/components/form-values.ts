import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "@/lib/api-client";

/** Drops fields left empty (optional selects and inputs) so they are not sent. */
export function withoutEmpty<T extends object>(values: T): T {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== "")) as T;
}

/** Puts the API's field issues (400 validation_failed) on the form's fields; true when it did. */
export function applyServerIssues<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
): boolean {
  if (!(error instanceof ApiError) || error.code !== "validation_failed") return false;
  const issues =
    (error.body as { error?: { issues?: { path: string; code: string }[] } }).error?.issues ?? [];
  for (const issue of issues)
    setError(issue.path as Path<T>, { type: "server", message: issue.code });
  return issues.length > 0;
}
