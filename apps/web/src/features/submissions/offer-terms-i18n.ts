import { i18next } from "@/lib/i18n";
import "@/lib/i18n/field-messages";

// Offer conditions, expiry and the term sheet (issue 35), loaded with the pages that show it.
export const offerTermsEn = {};

i18next.addResourceBundle("en", "translation", { ui: { offerTerms: offerTermsEn } }, true, false);
