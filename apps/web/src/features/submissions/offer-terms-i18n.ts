import { i18next } from "@/lib/i18n";
import "@/lib/i18n/field-messages";

// Offer conditions, expiry and the term sheet (issue 35), loaded with the pages that show it.
export const offerTermsEn = {
  conditions: "Conditions",
  conditionsHint:
    "Optional. What must be true before the money goes out; the term sheet lists them.",
  expiresOn: "Offer expires on",
  expiresOnHint: "Optional. The last day the broker may accept these terms.",
  /** A badge on the offer: its last day to come, or passed. */
  expires: "Expires {{date}}",
  expired: "Expired",
  expiredExplains: "This offer expired on {{date}}: ask the funder to revise it before you accept.",
  /** The download of the offer's PDF (the journeys find it by this name). */
  termSheet: "Term sheet (PDF)",
  termSheetOf: "Term sheet (PDF) of {{funder}}'s offer",
  /** A declined funder's line on the broker's Funders tab. */
  declinedBecause: "Declined: {{reason}}",
};

i18next.addResourceBundle("en", "translation", { ui: { offerTerms: offerTermsEn } }, true, false);
