import { i18next } from "@/lib/i18n";

// A deal's history events worded when shown (issue 36): stored as facts, worded here in English
// and in lib/i18n/ar/deal-events.ts in Arabic. Loaded with the deal page.
export const dealEventsEn = {
  /** Where a move was made from. */
  sources: { ui: "portal", api: "API", crm: "CRM", link: "secure link" },
  /** What the portal recorded, one wording per event kind (the contract's dealEventKinds). */
  kinds: {
    sent: "Sent to {{funder}} ({{listing}})",
    offer_accepted: "Accepted {{funder}}'s offer",
    funded: "Funded by {{funder}}",
    crm_stage: "CRM stage: {{stage}}",
  },
};

i18next.addResourceBundle("en", "translation", { ui: { dealEvents: dealEventsEn } }, true, false);
