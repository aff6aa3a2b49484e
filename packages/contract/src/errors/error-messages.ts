import type { MessageKey } from "../messages";

/**
 * Every error code the API can answer with, and the message it shows by default. The web maps a
 * code to its message with this alone (the statuses, in error-codes.ts, stay out of the log-in
 * page's bundle: decision 005).
 */
export const errorMessages = {
  validation_failed: "invalidValue",
  bad_request: "invalidValue",
  document_required: "uploadDocument",
  image_required: "selectImage",
  invalid_form: "invalidForm",
  unauthorized: "unauthorized",
  invalid_credentials: "invalidEmailOrPassword",
  forbidden: "forbidden",
  not_your_move: "notYourMove",
  member_disabled: "memberDisabled",
  view_only: "viewOnly",
  view_ended: "viewEnded",
  view_private: "viewPrivate",
  requires_recent_login: "requiresRecentLogin",
  verification_failed: "verificationFailed",
  not_found: "notFound",
  profile_not_found: "notOnboarded",
  request_timeout: "tryAgainLater",
  conflict: "somethingWentWrong",
  already_onboarded: "alreadyOnboarded",
  version_conflict: "changedMeanwhile",
  invalid_transition: "invalidTransition",
  reference_ambiguous: "referenceAmbiguous",
  offer_exists: "offerExists",
  no_offer: "noOffer",
  offer_unchanged: "offerUnchanged",
  offer_accepted: "offerAccepted",
  offer_changed: "offerChanged",
  offer_expired: "offerExpired",
  not_assignable: "notAssignable",
  email_already_exists: "emailAlreadyExists",
  office_file_too_large: "officeFileTooLarge",
  office_file_damaged: "officeFileDamaged",
  owner_must_hand_over: "ownerMustHandOver",
  name_taken: "nameTaken",
  still_in_use: "stillInUse",
  already_in_organization: "alreadyInOrganization",
  funder_not_approved: "funderNotApproved",
  already_sent: "alreadySent",
  training_required: "trainingRequired",
  attempts_cooldown: "attemptsCooldown",
  attempt_closed: "attemptClosed",
  product_has_course: "productHasCourse",
  billing_read_only: "billingReadOnly",
  billing_off: "billingOff",
  not_billed: "notBilled",
  already_subscribed: "alreadySubscribed",
  no_subscription: "noSubscription",
  getting_started_open: "gettingStartedOpen",
  thread_closed: "threadClosed",
  billing_unavailable: "billingUnavailable",
  submission_withdrawn: "dealWithdrawn",
  invite_expired: "inviteExpired",
  payload_too_large: "fileTooLarge",
  too_many_parts: "tooManyParts",
  uri_too_long: "invalidValue",
  unsupported_media_type: "invalidFileType",
  unsupported_content_type: "sendAsJson",
  rate_limited: "pleaseWait",
  headers_too_large: "invalidValue",
  internal: "unknownError",
  service_unavailable: "serviceUnavailable",
} as const satisfies Record<string, MessageKey>;

export type ErrorCode = keyof typeof errorMessages;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(errorMessages, value);
}
