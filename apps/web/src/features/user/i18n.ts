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

i18next.addResourceBundle(
  "en",
  "translation",
  { ui: { company: companyEn, images: imagesEn } },
  true,
  false,
);
