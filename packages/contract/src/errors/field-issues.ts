import type { z } from "zod";
import { fieldMessages, isFieldMessageKey } from "../field-messages";
import { isMessageKey, messages, type MessageKey } from "../messages";
import type { FieldIssue } from "./error-envelope";

/**
 * Schemas in this package use message keys as their error text, so a rule's key becomes the
 * issue code and the English text its message. Anything else (a zod default) is "invalidValue".
 */
export function toFieldIssue(path: readonly PropertyKey[], rawMessage: string): FieldIssue {
  const key: MessageKey =
    isMessageKey(rawMessage) || isFieldMessageKey(rawMessage) ? rawMessage : "invalidValue";
  return { path: path.map(String).join("."), code: key, message: messageText(key) };
}

/** The English text of any message key, general or a form field's. */
export function messageText(key: MessageKey): string {
  return isFieldMessageKey(key) ? fieldMessages[key] : messages[key];
}

export function toFieldIssues(issues: readonly z.core.$ZodIssue[]): FieldIssue[] {
  return issues.map((issue) => toFieldIssue(issue.path, issue.message));
}
