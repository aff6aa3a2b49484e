import { i18next } from "@/lib/i18n";

// Checking a deal against one funder (the Lenders page of a funder), loaded with that page
// (docs/decisions/005-log-in-page-budget.md). Under `ui.funderCheck`.
export const funderCheckEn = {
  title: "Check a deal against this funder",
  intro:
    "Every published listing of this funder judged against the deal, criterion by criterion, as matching does.",
  deal: "Deal",
  choose: "Choose one of your open deals",
  noDeals: "You have no open deal to check. Create a deal, then come back to check it here.",
  fits: "{{reference}} fits {{count}} of this funder's listings.",
  fitsNone: "{{reference}} fits none of this funder's listings. The reasons are below.",
  fit: "Fits",
  noFit: "Does not fit",
  open: "Open the deal to send it",
};

i18next.addResourceBundle("en", "translation", { ui: { funderCheck: funderCheckEn } }, true, false);
