import { i18next } from "./index";

// The charts' strings (components/charts: the dashboard's, the investments' and the wallet's),
// loaded with the pages that draw them rather than with the log-in page
// (docs/decisions/005-log-in-page-budget.md).
export const chartsEn = {
  currency: "Currency",
  month: "Month",
  monthSummary:
    "{{metric}} in {{currency}} by month, {{first}} to {{last}}: {{total}} in all, most {{highest}} in {{highestMonth}}.",
  monthSummaryEmpty: "{{metric}} in {{currency}} by month, {{first}} to {{last}}: none.",
  showTable: "Show as table",
};

i18next.addResourceBundle("en", "translation", { ui: { charts: chartsEn } }, true, false);
