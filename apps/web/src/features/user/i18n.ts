import { i18next } from "@/lib/i18n";
import "@/lib/i18n/field-messages";

// The account screens' English strings that the log-in page never shows, loaded with those
// screens (docs/decisions/005-log-in-page-budget.md). Merged under `ui.company`.
export const companyEn = {
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

i18next.addResourceBundle("en", "translation", { ui: { company: companyEn } }, true, false);
