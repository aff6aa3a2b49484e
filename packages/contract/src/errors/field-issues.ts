import type { z } from "zod";
import { isMessageKey, messages } from "../messages";
import type { FieldIssue } from "./error-envelope";

/**
 * Schemas in this package use message keys as their error text, so a rule's key becomes the
 * issue code and the English text its message. Anything else (a zod default) is "invalidValue".
 */
export function toFieldIssue(path: readonly PropertyKey[], rawMessage: string): FieldIssue {
  const key = isMessageKey(rawMessage) ? rawMessage : "invalidValue";
  return { path: path.map(String).join("."), code: key, message: messages[key] };
}

export function toFieldIssues(issues: readonly z.core.$ZodIssue[]): FieldIssue[] {
  return issues.map((issue) => toFieldIssue(issue.path, issue.message));
}
