import type { MessageKey } from "../messages";

/** Every error code the API can answer with, its HTTP status and its default message. */
export const errorCodes = {
  validation_failed: { status: 400, message: "invalidValue" },
  bad_request: { status: 400, message: "invalidValue" },
  document_required: { status: 400, message: "uploadDocument" },
  image_required: { status: 400, message: "selectImage" },
  invalid_form: { status: 400, message: "invalidForm" },
  unauthorized: { status: 401, message: "unauthorized" },
  invalid_credentials: { status: 401, message: "invalidEmailOrPassword" },
  forbidden: { status: 403, message: "forbidden" },
  not_your_move: { status: 403, message: "notYourMove" },
  member_disabled: { status: 403, message: "memberDisabled" },
  view_only: { status: 403, message: "viewOnly" },
  view_ended: { status: 403, message: "viewEnded" },
  requires_recent_login: { status: 403, message: "requiresRecentLogin" },
  verification_failed: { status: 400, message: "verificationFailed" },
  not_found: { status: 404, message: "notFound" },
  profile_not_found: { status: 404, message: "notOnboarded" },
  request_timeout: { status: 408, message: "tryAgainLater" },
  conflict: { status: 409, message: "somethingWentWrong" },
  already_onboarded: { status: 409, message: "alreadyOnboarded" },
  version_conflict: { status: 409, message: "changedMeanwhile" },
  invalid_transition: { status: 409, message: "invalidTransition" },
  email_already_exists: { status: 422, message: "emailAlreadyExists" },
  office_file_too_large: { status: 422, message: "officeFileTooLarge" },
  office_file_damaged: { status: 422, message: "officeFileDamaged" },
  owner_must_hand_over: { status: 409, message: "ownerMustHandOver" },
  name_taken: { status: 409, message: "nameTaken" },
  still_in_use: { status: 409, message: "stillInUse" },
  already_in_organization: { status: 409, message: "alreadyInOrganization" },
  funder_not_approved: { status: 409, message: "funderNotApproved" },
  already_sent: { status: 409, message: "alreadySent" },
  training_required: { status: 409, message: "trainingRequired" },
  attempts_cooldown: { status: 409, message: "attemptsCooldown" },
  attempt_closed: { status: 409, message: "attemptClosed" },
  product_has_course: { status: 409, message: "productHasCourse" },
  submission_withdrawn: { status: 410, message: "dealWithdrawn" },
  invite_expired: { status: 410, message: "inviteExpired" },
  payload_too_large: { status: 413, message: "fileTooLarge" },
  too_many_parts: { status: 413, message: "tooManyParts" },
  uri_too_long: { status: 414, message: "invalidValue" },
  unsupported_media_type: { status: 415, message: "invalidFileType" },
  unsupported_content_type: { status: 415, message: "sendAsJson" },
  rate_limited: { status: 429, message: "pleaseWait" },
  headers_too_large: { status: 431, message: "invalidValue" },
  internal: { status: 500, message: "unknownError" },
  service_unavailable: { status: 503, message: "serviceUnavailable" },
} as const satisfies Record<string, { status: number; message: MessageKey }>;

export type ErrorCode = keyof typeof errorCodes;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(errorCodes, value);
}
