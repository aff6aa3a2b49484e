import { isFieldMessageKey } from "@portal/contract/field-messages";
import { isMessageKey, type MessageKey } from "@portal/contract/messages";
import { ApiError } from "./api-client";
import { errorMessageKey } from "./errors";

/**
 * What went wrong, said as the first field the server refused says it, else by the error's code.
 * For the signed-in pages' forms (kept out of the log-in page's chunk).
 */
export function failureOf(error: unknown): MessageKey {
  const code = error instanceof ApiError ? error.issues[0]?.code : undefined;
  return code && (isMessageKey(code) || isFieldMessageKey(code)) ? code : errorMessageKey(error);
}
