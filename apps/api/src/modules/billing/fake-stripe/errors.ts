// Stripe's error responses: { error: { type, message, code?, param?, doc_url? } }.
import type { Obj } from "./store";

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { error: Obj },
  ) {
    super(String(body.error.message));
  }
}

export function invalid(message: string, param?: string, code?: string): StripeApiError {
  const error: Obj = { type: "invalid_request_error", message };
  if (code) error.code = code;
  if (param) error.param = param;
  return new StripeApiError(400, { error });
}

export const missingParam = (param: string) =>
  invalid(`Missing required param: ${param}.`, param, "parameter_missing");

export const missing = (type: string, id: string, param = "id") =>
  new StripeApiError(404, {
    error: {
      type: "invalid_request_error",
      code: "resource_missing",
      doc_url: "https://stripe.com/docs/error-codes/resource-missing",
      message: `No such ${type}: '${id}'`,
      param,
    },
  });

export const unrecognized = (method: string, path: string) =>
  new StripeApiError(404, {
    error: {
      type: "invalid_request_error",
      message: `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
    },
  });

/** 401 for a missing or wrong key (the SDK raises StripeAuthenticationError). */
export function unauthorized(key: string | null): StripeApiError {
  const redacted =
    key && key.length > 12
      ? `${key.slice(0, 8)}${"*".repeat(key.length - 12)}${key.slice(-4)}`
      : key;
  const message = key
    ? `Invalid API Key provided: ${redacted}`
    : "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.";
  return new StripeApiError(401, { error: { type: "invalid_request_error", message } });
}
