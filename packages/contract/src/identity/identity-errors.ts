import type { GeneralMessageKey } from "../messages";

/**
 * The one table from identity-service error codes (better-auth's `code` under /auth) to the
 * spec's user-facing messages (§8). Anything not listed shows "Unknown error. Please Try again."
 */
export const identityErrorMessages: Readonly<Record<string, GeneralMessageKey>> = {
  INVALID_EMAIL_OR_PASSWORD: "invalidEmailOrPassword",
  INVALID_EMAIL: "invalidEmailAddress",
  USER_ALREADY_EXISTS: "emailAlreadyExists",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "emailAlreadyExists",
  PASSWORD_EMPTY: "passwordEmpty",
  PASSWORD_TOO_SHORT: "strongerPassword",
  PASSWORD_TOO_WEAK: "strongerPassword",
  PASSWORD_TOO_LONG: "tooLong",
  INVALID_PASSWORD: "incorrectPassword",
  SESSION_EXPIRED: "requiresRecentLogin",
  SESSION_NOT_FRESH: "requiresRecentLogin",
  TOO_MANY_REQUESTS: "pleaseWait",
  INVALID_ORIGIN: "somethingWentWrong",
  MEMBER_DISABLED: "memberDisabled",
  // Two-factor: a wrong code, too many of them, or a sign-in challenge that ran out.
  INVALID_CODE: "invalidCode",
  INVALID_BACKUP_CODE: "invalidCode",
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: "pleaseWait",
  ACCOUNT_TEMPORARILY_LOCKED: "pleaseWait",
  INVALID_TWO_FACTOR_COOKIE: "verificationFailed",
  // Google and Apple: linking and unlinking.
  FAILED_TO_UNLINK_LAST_ACCOUNT: "lastSignInMethod",
  ACCOUNT_NOT_FOUND: "somethingWentWrong",
  // Reset and verification links that are unknown, used or past their time.
  INVALID_TOKEN: "resetLinkExpired",
  TOKEN_EXPIRED: "resetLinkExpired",
};

export function identityMessageFor(code: string | undefined): GeneralMessageKey {
  return code && Object.hasOwn(identityErrorMessages, code)
    ? identityErrorMessages[code]!
    : "unknownError";
}

/**
 * `?error=` codes the identity service puts on the page a Google or Apple sign-in or link returns
 * to, and the message each shows (anything else: "Unknown error. Please Try again.").
 */
export const oidcCallbackErrorMessages: Readonly<Record<string, GeneralMessageKey>> = {
  account_not_linked: "accountAlreadyExists",
  account_already_linked_to_different_user: "accountAlreadyLinked",
  email_does_not_match: "emailsDoNotMatch",
  unable_to_link_account: "verificationFailed",
  email_not_verified: "verificationFailed",
  signup_disabled: "accountAlreadyExists",
};

export function oidcCallbackMessageFor(code: string): GeneralMessageKey {
  return Object.hasOwn(oidcCallbackErrorMessages, code)
    ? oidcCallbackErrorMessages[code]!
    : "unknownError";
}
