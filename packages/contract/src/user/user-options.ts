import { getCountries } from "libphonenumber-js/min";

/** Choices offered by the profile and company forms; the API accepts exactly these. */
export const genders = ["male", "female", "rather_not_say"] as const;
/** organization: a broker team; individual: a solo broker; funder: a lender organization (approved by an operator before it publishes). */
export const accountTypes = ["organization", "individual", "funder"] as const;
export const memberRoles = ["owner", "admin", "member"] as const;
/** Spec §9: English, and Arabic (right to left; docs/decisions/045-arabic-right-to-left.md). */
export const languages = ["en", "ar"] as const;
export const countries = getCountries();
export const currencies = Intl.supportedValuesOf("currency") as [string, ...string[]];
export const minimumAge = 18;

export type Gender = (typeof genders)[number];
export type AccountType = (typeof accountTypes)[number];
export type MemberRole = (typeof memberRoles)[number];
export type Language = (typeof languages)[number];
