import { i18next } from "@/lib/i18n";
import { industryLabels } from "@/lib/i18n/industries";
import { propertyTypeLabels } from "@/lib/i18n/borrowers";
import { documentTypeLabels } from "@/lib/i18n/document-types";
import { productLabels } from "@/lib/i18n/products";

// The brokers' Lenders pages (the directory and one funder), loaded with them rather than with the
// log-in page (docs/decisions/005-log-in-page-budget.md). Under `ui.directory`.
export const directoryEn = {
  page: "Lenders",
  intro:
    "Approved funders and what their published listings lend on. Pick one to check a deal against it.",
  filters: {
    title: "Find a funder",
    search: "Funder name",
    product: "Product",
    amount: "Amount",
    currency: "Currency",
    country: "Country",
    any: "Any",
    clear: "Clear filters",
    amountHint: "In the currency chosen: listings lending in another currency are left out.",
    badAmount: "Enter an amount as a number, e.g. 50000.",
    currencyFirst: "Choose the amount's currency.",
  },
  productsOffered: "Products offered",
  found_one: "{{count}} funder",
  found_other: "{{count}} funders",
  none: "No approved funder has a published listing that matches these filters. Try fewer filters.",
  empty: "No approved funder has published a listing yet. Funders appear here once they do.",
  listingsShown: "{{shown}} of {{count}} listings match the filters",
  response: "Answers in {{time}} (median of measured answers)",
  noResponse: "Response time: not enough answers yet",
  commission: "Broker commission {{percent}}",
  commissionRange: "Broker commission {{from}} to {{to}}",
  noCommission: "Commission not published",
  updated: "Criteria updated {{date}}",
  check: "Check a deal against this funder",
  back: "All lenders",
  previous: "Previous",
  next: "Next",
  pageOf: "Page {{page}} of {{pages}}",
  criteria: {
    products: "Products: {{list}}",
    anyProduct: "Any product",
    amount: "Amounts from {{min}} to {{max}}",
    amountMin: "Amounts from {{min}}",
    amountMax: "Amounts up to {{max}}",
    lendsIn: "Lends in {{currency}}",
    countries: "Countries: {{list}}",
    anyCountry: "Any country",
    regions: "Regions: {{list}}",
    /** Excluded regions of one country: "All of United Kingdom except Scotland". */
    except: "All of {{country}} except {{list}}",
    exceptStates: "All US states except {{list}}",
    excludedIndustries: "Not for: {{list}}",
    minCreditScore: "Credit score {{value}} or more",
    minMonthsInBusiness: "{{value}} or more in business",
    minMonthlyRevenue: "Monthly revenue {{value}} or more",
    noPositions: "No existing advances",
    maxPositions_one: "At most {{n}} existing advance",
    maxPositions_other: "At most {{n}} existing advances",
    maxExistingBalance: "Existing balances up to {{value}}",
    propertyTypes: "Property: {{list}}",
    maxLtv: "Loan to value up to {{value}}",
    minDscr: "Debt service coverage {{value}} or more",
    term: "Terms of {{min}} to {{max}}",
    termMin: "Terms of {{min}} or more",
    termMax: "Terms up to {{max}}",
    documents: "Needs: {{list}}",
    rate: "Rates {{from}} to {{to}} a year",
    factor: "Factor {{from}} to {{to}}",
  },
  products: productLabels,
  industries: industryLabels,
  propertyTypes: propertyTypeLabels,
  documentTypes: documentTypeLabels,
};

i18next.addResourceBundle("en", "translation", { ui: { directory: directoryEn } }, true, false);
