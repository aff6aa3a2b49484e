import { i18next } from "@/lib/i18n";
import "@/lib/i18n/field-messages";

// A listing's funnel: what it brings (issue 35), loaded with the pages that show it. Criteria are
// named with the listing form's labels (ui.lenders.form); those without one of their own here.
export const funnelEn = {
  title: "What this listing brings",
  intro:
    "Deals brokers were shown this listing as fitting, and what became of the ones they sent you.",
  period: "Period",
  periods: {
    "1": "Last month",
    "3": "Last 3 months",
    "6": "Last 6 months",
    "12": "Last 12 months",
  },
  since: "Since {{date}}",
  steps: {
    matched: "Matched",
    sent: "Sent to you",
    offered: "Offered",
    won: "Won",
    funded: "Funded",
  },
  stepsLabel: "Deals at each step",
  shareOf: "{{share}} of {{step}}",
  median: "Median time to your first answer",
  noMedian: "Not enough deals to measure yet (it takes 3 answered, or waiting 48 hours).",
  failures: "Criteria sent deals most often failed",
  failuresHint: "Loosening one of these would fit more of the deals brokers send you.",
  noFailures: "No deal sent in this period failed a criterion.",
  deals_one: "{{count}} deal",
  deals_other: "{{count}} deals",
  criteria: {
    amount: "Amount",
    term: "Term",
    minDscrBp: "Minimum debt service coverage",
  },
};

i18next.addResourceBundle("en", "translation", { ui: { funnel: funnelEn } }, true, false);
