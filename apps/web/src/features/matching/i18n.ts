import { i18next } from "@/lib/i18n";

// The matching panel's English strings, loaded with the deal page (docs/decisions/005-log-in-page-budget.md).
export const matchingEn = {
  title: "Funders",
  intro: "Every published listing judged against this deal, criterion by criterion.",
  fits: "Fit ({{count}})",
  excluded: "Not a fit ({{count}})",
  none: "No published listing fits this deal yet.",
  noListings: "No funder has published a listing that could take this deal.",
  changes: "What would change it",
  fit: "{{percent}} fit",
  response: "promises an answer in {{time}}",
  measured: "answers in {{time}} (median)",
  commission: "{{percent}} commission",
  updated: "criteria updated {{date}}",
  new: "New",
  newHint: "Fits since you last looked",
  outside: "Outside funder",
  results: { pass: "Meets", warn: "Close", fail: "Fails", unknown: "Unknown" },
  basket: {
    title: "Funders that fit every deal in the basket",
    intro: "Published listings that fit each of these deals. Tick the funders to send them to.",
    none: "No published listing fits every deal in the basket. Send the deals one by one from their pages.",
  },
};

i18next.addResourceBundle("en", "translation", { ui: { matching: matchingEn } }, true, false);
