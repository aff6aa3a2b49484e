import type { z } from "zod";
import { toFieldIssues } from "@portal/contract/errors/field-issues";
import { AppError } from "./app-error";

/** Validates with a contract schema; a failure is a 400 naming every bad field. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success)
    throw new AppError("validation_failed", { issues: toFieldIssues(result.error.issues) });
  return result.data;
}
