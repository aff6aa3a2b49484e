import { i18next } from "@/lib/i18n";
import "@/lib/i18n/field-messages";

// The account screens' English strings that the log-in page never shows, loaded with those
// screens (docs/decisions/005-log-in-page-budget.md). Merged under `ui.company`.
export const companyEn = {
  legalName: "Legal name",
  description: "Description",
  website: "Website",
  addressLine1: "Address line 1",
  addressLine2: "Address line 2",
  city: "City",
  managersOnly: "Only the organization's owner and admins can change the company profile.",
  regions: {
    state: "State",
    county: "County",
    province: "Province",
    emirate: "Emirate",
    region: "Region",
  },
  postal: {
    zipCode: "ZIP code",
    postcode: "Postcode",
    postalCode: "Postal code",
    eircode: "Eircode",
    poBox: "P.O. Box",
  },
};

// Onboarding's and the profile's fields, and the language names (also Settings -> Appearance's).
// Merged under `ui.onboarding`. Arabic is labelled a preview until its translations are reviewed
// (docs/i18n-arabic.md).
export const onboardingEn = {
  intro: "Tell us about you and your business to finish registration.",
  joining: "You are joining {{organization}}",
  joiningHint:
    "{{organization}} invited you as {{role}}. Only your own details are asked: the company is theirs.",
  joiningMember: "Only your own details are asked: the company is {{organization}}'s.",
  roles: { owner: "the owner", admin: "an admin", member: "a member" },
  readTerms: "Read the terms of service (opens in a new tab)",
  accountType: "Account type",
  organization: "Organization",
  organizationHint: "Small teams",
  individual: "Individual",
  individualHint: "Solo entrepreneurs and freelancers",
  funder: "Funder",
  funderHint:
    "Lenders who publish what they fund and receive deals; approved before listings go live",
  companyName: "Company name",
  firstName: "First name",
  lastName: "Last name",
  dateOfBirth: "Date of birth",
  gender: "Gender",
  genders: { male: "Male", female: "Female", rather_not_say: "Rather not say" },
  country: "Country",
  phoneNumber: "Phone number",
  nationality: "Nationality",
  language: "Language",
  languages: { en: "English", ar: "العربية (Arabic, preview)" },
  communicationLanguage: "Communication language",
  displayCurrency: "Display currency",
  jobTitle: "Job title",
  biography: "Biography",
  terms: "I accept the terms of service",
  submit: "Finish registration",
};

// The avatar and logo pickers (docs/decisions/034-avatars-and-logos.md). Merged under `ui.images`.
export const imagesEn = {
  uploading: "Uploading…",
  avatar: {
    title: "Photo",
    hint: "JPEG, PNG or WebP. It is cropped to a square and its location data removed.",
    upload: "Upload photo",
    change: "Change photo",
    remove: "Remove photo",
    saved: "Photo saved",
    removed: "Photo removed",
  },
  logo: {
    title: "Company logo",
    hint: "JPEG, PNG or WebP. Every member of your organization sees it.",
    upload: "Upload logo",
    change: "Change logo",
    remove: "Remove logo",
    saved: "Logo saved",
    removed: "Logo removed",
  },
};

/** The Account page's tabs and its forms' save button and toasts (directly under `ui`). */
export const accountEn = {
  save: "Save",
  saving: "Saving…",
  profileSaved: "Profile saved",
  companySaved: "Company profile saved",
  account: { profileTab: "Profile", companyTab: "Company profile", teamTab: "Team management" },
};

i18next.addResourceBundle(
  "en",
  "translation",
  { ui: { ...accountEn, company: companyEn, images: imagesEn, onboarding: onboardingEn } },
  true,
  false,
);
