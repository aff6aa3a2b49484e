// Arabic for lib/i18n/charts.ts (components/charts). Drafts until reviewed (reviewed.ts).
export const chartsAr = {
  currency: "العملة",
  month: "الشهر",
  monthSummary:
    "{{metric}} بعملة {{currency}} حسب الشهر، من {{first}} إلى {{last}}: {{total}} إجمالًا، وأعلاها {{highest}} في {{highestMonth}}.",
  monthSummaryEmpty: "{{metric}} بعملة {{currency}} حسب الشهر، من {{first}} إلى {{last}}: لا شيء.",
  showTable: "العرض كجدول",
};
