import { errorMessages, isErrorCode } from "@portal/contract/errors/error-messages";
import { identityMessageFor } from "@portal/contract/identity/identity-errors";
import type { MessageKey } from "@portal/contract/messages";
import { ApiError, isNoInternet } from "./api-client";

/**
 * The one mapping from a failed call to the spec's message (§8): no response -> no internet;
 * a product API envelope code (`/v1`) -> its contract message; an identity service code (`/auth`)
 * -> the identity table; anything else -> "Unknown error. Please Try again.".
 */
export function errorMessageKey(error: unknown): MessageKey {
  if (isNoInternet(error)) return "noInternetConnection";
  if (!(error instanceof ApiError)) return "unknownError";
  if (isErrorCode(error.code)) return errorMessages[error.code];
  return identityMessageFor(error.code);
}
