import { i18next } from "./index";
import { propertyTypeLabels } from "./borrowers";
import { documentTypeLabels } from "./document-types";
import { industryLabels } from "./industries";
import { productLabels } from "./products";

// Matching's facts worded (issue 36, decision 072): every check code, value kind and suggestion
// the engine returns, in English here and in Arabic in ar/reasons.ts. Used through
// lib/reasons.ts and lib/values-in-words.ts by the deal's Funders tab, the lender check, the
// funder's inbox and secure link page and the Lenders directory; loaded with those pages.
// A check reads "{{name}} {{deal}} meets the minimum {{listing}}": `names` are the criteria.
export const reasonsEn = {
  names: {
    products: "product",
    amount: "amount",
    countries: "country",
    regions: "region",
    excludedRegions: "region",
    excludedIndustries: "industry",
    minCreditScore: "credit score",
    minMonthsInBusiness: "time in business",
    minMonthlyRevenueMinor: "monthly revenue",
    maxPositions: "existing advances",
    maxExistingBalanceMinor: "owed on existing advances",
    propertyTypes: "property type",
    maxLtvBp: "loan-to-value",
    minDscrBp: "debt service coverage",
    term: "term",
    requiredDocumentTypes: "documents",
  },
  checks: {
    meets_minimum: "{{name}} {{deal}} meets the minimum {{listing}}",
    close_to_minimum: "{{name}} {{deal}} is close to the minimum {{listing}}",
    below_minimum: "{{name}} {{deal}} is below the minimum {{listing}}",
    within_maximum: "{{name}} {{deal}} is within the maximum {{listing}}",
    close_to_maximum: "{{name}} {{deal}} is close to the maximum {{listing}}",
    above_maximum: "{{name}} {{deal}} is above the maximum {{listing}}",
    within_range: "{{name}} {{deal}} is within {{from}} to {{to}}",
    accepted: "{{name}} {{deal}} is accepted",
    not_accepted: "{{name}} {{deal}} is not one this listing takes ({{list}})",
    broader: "{{name}} {{deal}} is broader than this listing's ({{list}}): say which",
    excluded: "industry {{deal}} is excluded",
    excludedBy: "industry {{deal}} is excluded (this listing excludes {{listing}})",
    not_excluded: "industry {{deal}} is not excluded",
    broad_excluded: "industry {{deal}} is broad and this listing excludes {{list}}: say which",
    other_currency: "{{name}} is in {{deal}}, this listing's in {{listing}}",
    no_rate: "debt service coverage is not known (no interest rate given)",
    no_income:
      "debt service coverage is not known (give the property's net operating income and the term)",
    documents_present: "has the documents required ({{list}})",
    documents_missing: "missing documents: {{list}}",
    /** A code this version of the web does not know yet (a newer API): the outcome speaks alone. */
    other: "{{name}}",
  },
  /** The codes an excluded region shares with an excluded industry, worded for a region. */
  regionChecks: {
    excluded: "region {{deal}} is excluded",
    excludedBy: "region {{deal}} is excluded (this listing excludes {{listing}})",
    not_excluded: "region {{deal}} is not excluded",
    broad_excluded: "region {{deal}} is broad and this listing excludes {{list}} in it: say where",
  },
  /** `other_currency` of the criteria that compare money. */
  otherCurrency: {
    amount: "this listing lends in {{listing}}, the deal is in {{deal}}",
    minMonthlyRevenueMinor: "monthly revenue is in {{deal}}, this listing's minimum in {{listing}}",
    maxExistingBalanceMinor:
      "existing advances are in {{deal}}, this listing's maximum in {{listing}}",
  },
  /** `not_given`: what the deal does not say, then the listing's limit if it has one. */
  notGiven: {
    products: "no product given",
    amount: "no amount given",
    countries: "the business's country is not given",
    regions: "the business's region is not given",
    excludedRegions: "the business's region is not given",
    excludedIndustries: "the industry is not given",
    minCreditScore: "no credit score given",
    minMonthsInBusiness: "the business's start date is not given",
    minMonthlyRevenueMinor: "monthly revenue is not given",
    maxPositions: "the number of existing advances is not given",
    maxExistingBalanceMinor: "what is owed on existing advances is not given",
    propertyTypes: "the property's type is not given",
    maxLtvBp: "loan-to-value is not known (no property value)",
    minDscrBp: "debt service coverage is not known",
    term: "no term given",
    requiredDocumentTypes: "the borrower's documents are not known",
  },
  limits: {
    minimum: "{{text}} (minimum {{value}})",
    maximum: "{{text}} (maximum {{value}})",
    range: "{{text}} ({{from}} to {{to}})",
  },
  values: {
    months_one: "{{value}} month",
    months_other: "{{value}} months",
    ratio: "{{value}}x",
  },
  /** "With 3 more months in business, 1 more funder fits." */
  suggestion: "{{change}}, {{more}}.",
  more_one: "{{n}} more funder fits",
  more_other: "{{n}} more funders fit",
  changes: {
    monthsInBusinessBy_one: "With {{n}} more month in business",
    monthsInBusinessBy_other: "With {{n}} more months in business",
    positionsBy_one: "With {{n}} fewer existing advance",
    positionsBy_other: "With {{n}} fewer existing advances",
    monthsInBusiness: { atLeast: "With {{value}} in business" },
    creditScore: { atLeast: "With a credit score of {{value}}" },
    amountMinor: {
      atLeast: "Asking for {{value}} or more",
      atMost: "Asking for {{value}} or less",
    },
    monthlyRevenueMinor: { atLeast: "With monthly revenue of {{value}}" },
    positions: { atMost: "With {{value}} existing advances or fewer" },
    existingBalanceMinor: { atMost: "Owing {{value}} or less on existing advances" },
    ltvBp: { atMost: "With a loan-to-value of {{value}} or less" },
    dscrBp: { atLeast: "With debt service coverage of {{value}}" },
    termMonths: {
      atLeast: "With a term of {{value}} or more",
      atMost: "With a term of {{value}} or less",
    },
    documentTypes: { add: "With {{value}} uploaded" },
    /** A fact and direction this version of the web does not know: generic. */
    atLeast: "With {{fact}} of {{value}} or more",
    atMost: "With {{fact}} of {{value}} or less",
    add: "With {{fact}}: {{value}} added",
  },
  /** The facts a suggestion may change, for the generic wordings. */
  facts: {
    amountMinor: "an amount",
    creditScore: "a credit score",
    monthsInBusiness: "time in business",
    monthlyRevenueMinor: "monthly revenue",
    positions: "existing advances",
    existingBalanceMinor: "owed on existing advances",
    ltvBp: "a loan-to-value",
    dscrBp: "debt service coverage",
    termMonths: "a term",
    documentTypes: "documents",
  },
  products: productLabels,
  industries: industryLabels,
  propertyTypes: propertyTypeLabels,
  documentTypes: documentTypeLabels,
};

i18next.addResourceBundle("en", "translation", { ui: { reasons: reasonsEn } }, true, false);
