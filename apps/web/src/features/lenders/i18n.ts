import { i18next } from "@/lib/i18n";
import "@/lib/i18n/field-messages";
import { industryLabels } from "@/lib/i18n/industries";
import { propertyTypeLabels } from "@/lib/i18n/borrowers";
import { documentTypeLabels } from "@/lib/i18n/document-types";
import { productLabels } from "@/lib/i18n/products";

// The funder's listing screens, loaded with them (docs/decisions/005-log-in-page-budget.md).
export const lendersEn = {
  title: "Listings",
  new: "New listing",
  empty:
    "No listings yet. A listing says what you lend on; brokers' deals are matched against it once it is published.",
  columns: { name: "Listing", status: "Status", updated: "Criteria updated" },
  statuses: { draft: "Draft", published: "Published" },
  publish: "Publish",
  unpublish: "Unpublish",
  publishOnceApproved: "Publish once your funder account is approved",
  edit: "Edit",
  delete: "Delete",
  published: "{{name}} is published",
  saved: "Listing saved",
  products: productLabels,
  industries: industryLabels,
  propertyTypes: propertyTypeLabels,
  documentTypes: documentTypeLabels,

  form: {
    terms: "Terms",
    name: "Name",
    description: "Description",
    currency: "Lends in",
    rateMin: "Rate from (% a year)",
    rateMax: "Rate up to (% a year)",
    commission: "Broker commission (%)",
    response: "Response time promised (hours)",
    criteria: "What you lend on",
    criteriaHint: "Leave a criterion empty when you do not limit on it.",
    products: "Products",
    amountMin: "Amount from",
    amountMax: "Amount up to",
    countries: "Countries you lend in",
    countriesHint: "Type to find a country; none chosen means any country.",
    regions: "Regions within those countries",
    regionsHint:
      "A region takes the areas inside it (Scotland takes Glasgow). None chosen means the whole of each country.",
    regionsNeedCountries: "Choose the countries first, then the regions within them.",
    regionScope: "Where in those countries",
    regionScopes: {
      all: "All regions",
      only: "Only these regions",
      except: "All regions except these",
    },
    excludedRegions: "Regions you do not lend in",
    excludedRegionsHint:
      "Excluding a region excludes the areas inside it (excluding Scotland excludes Glasgow).",
    factorMin: "Factor rate from (e.g. 1.15)",
    factorMax: "Factor rate up to (e.g. 1.45)",
    maxExistingBalance: "Most still owed on existing advances",
    propertyTypes: "Property types you lend on",
    propertyTypesHint: "Residential or commercial takes every type in it.",
    minDscr: "Minimum debt service coverage (e.g. 1.25)",
    requiredDocumentTypes: "Documents you require",
    excludedIndustries: "Industries you do not fund",
    noMatches: "Nothing matches what you typed.",
    remove: "Remove {{name}}",
    minCreditScore: "Minimum credit score",
    minMonthsInBusiness: "Minimum months in business",
    minMonthlyRevenue: "Minimum monthly revenue",
    maxPositions: "Maximum existing advances",
    maxLtv: "Maximum loan-to-value (%)",
    termMin: "Term from (months)",
    termMax: "Term up to (months)",
    save: "Save listing",
  },
};

i18next.addResourceBundle("en", "translation", { ui: { lenders: lendersEn } }, true, false);
