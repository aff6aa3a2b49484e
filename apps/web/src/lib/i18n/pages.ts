import { i18next } from "./index";

// The signed-in pages' names (the menu's links, their titles, the settings menu): loaded with the
// shell and those pages, not with the log-in page (docs/decisions/005-log-in-page-budget.md).
// Under `ui.pages`, beside the signed-out pages' names in en.ts.
export const signedInPagesEn = {
  dashboard: "Dashboard",
  deals: "Deals",
  newDeal: "New deal",
  listings: "Listings",
  inbox: "Inbox",
  funders: "Funders to approve",
  deal: "Deal",
  learn: "Learn",
  wallet: "Wallet",
  lenders: "Lenders",
  investments: "Investments",
  leads: "Leads",
  team: "Team",
  news: "News",
  settings: "Settings",
  account: "Account",
  security: "Security",
  billing: "Billing",
  appearance: "Appearance",
};

i18next.addResourceBundle("en", "translation", { ui: { pages: signedInPagesEn } }, true, false);
