import type { FieldMessageKey } from "./field-messages";

/**
 * Every user-facing message of the product spec, once, keyed by a stable code.
 * The API answers with the English text; the web shows `t(key)` from i18next resources built
 * from this table, so a translation never needs a component change.
 */
export const messages = {
  // §8 error catalogue
  unknownError: "Unknown error. Please Try again.",
  invalidEmailAddress: "Invalid email address.",
  emailAlreadyExists: "Email already exists.",
  accountAlreadyExists: "Account already exists",
  accountAlreadyLinked: "Account already linked.",
  requiresRecentLogin: "Requires recent login. Please login again.",
  incorrectPassword: "Incorrect password.",
  emailsDoNotMatch: "Emails do not match.",
  verificationFailed: "Verification failed, please log in and try again.",
  resetLinkExpired: "The reset link has expired.",
  inviteExpired: "Invite was expired. Please ask the user to send a new invite.",
  pleaseWait: "Please wait before trying again.",
  tryAgainLater: "Please try again later.",
  somethingWentWrong: "Something went wrong, please try again.",
  copyFailed: "Failed to Copy to Clipboard.",
  memberDisabled: "Your access to this organization is disabled. Ask its owner or an admin.",
  // §5 validation
  invalidPhoneNumber: "Invalid phone number",
  invalidEmailOrPassword: "Invalid email or password",
  passwordsDoNotMatch: "Passwords do not match",
  fillInPassword: "Please fill in your password",
  fillInEmail: "Please fill in your email address",
  emailRequired: "Email is required",
  emailEmpty: "Email cannot be empty",
  passwordEmpty: "Password cannot be empty",
  phoneNumberEmpty: "Phone number cannot be empty",
  strongerPassword: "Choose a stronger password",
  companyNameRequired: "Company name is required",
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  dateOfBirthRequired: "Date of birth is required",
  termsRequired: "Terms are required",
  countryRequired: "Country is required",
  genderRequired: "Gender is required",
  languageRequired: "Language is required",
  displayCurrencyRequired: "Display currency is required",
  minimumAge: "Minimum age is 18 years",
  selectImage: "Please select an image",
  uploadDocument: "Please upload a document",
  fileTooLarge: "File size too large",
  invalidFileType: "Invalid file type",
  tooManyInvites: "You cannot add more than 25 members at a time",
  // Messages the spec leaves to us (recorded in docs/decisions/003-error-model.md)
  sendAsJson: "Send this request as JSON (Content-Type: application/json).",
  invalidValue: "This value is not valid",
  nothingToChange: "Send at least one value to change.",
  invalidForm: "The form could not be read: it was cut off or malformed. Please send it again.",
  formPartWithoutName: "Every part of the form needs a name.",
  tooManyParts: "The form has too many fields or files.",
  accountTypeRequired: "Choose an account type",
  tooLong: "This value is too long",
  invalidDate: "Enter a valid date",
  invalidUrl: "Enter a valid web address",
  unauthorized: "Please log in to continue.",
  forbidden: "You do not have access to this.",
  notFound: "Not found.",
  notOnboarded: "Finish your registration to continue.",
  alreadyOnboarded: "Your registration is already complete.",
  invalidCode: "That code is not valid. Enter the current code from your authenticator app.",
  lastSignInMethod: "This is your only way to sign in, so it cannot be removed.",
  emailChangeSent: "We sent a link to your new address. Open it to finish the change.",
  emailChanged: "Your email address was changed.",
  serviceUnavailable: "The portal is busy or restarting. Please try again in a moment.",
  noInternetConnection: "No internet connection. Check your connection and try again.",
} as const;

/** A key of the messages every page carries. */
export type GeneralMessageKey = keyof typeof messages;

/** A message's key: one of these, or a form field's (`field-messages.ts`, loaded with the forms). */
export type MessageKey = keyof typeof messages | FieldMessageKey;

/** A key of `messages` (the field messages are checked by `field-messages.ts`). */
export function isMessageKey(value: string): value is GeneralMessageKey {
  return Object.hasOwn(messages, value);
}
