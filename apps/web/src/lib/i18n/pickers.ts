import { i18next } from "./index";

// The currency and industry pickers' strings (components/ui; the industries' names are
// pickers-industries.ts, loaded with the industry picker only), loaded with the forms that use them
// rather than with the log-in page (docs/decisions/005-log-in-page-budget.md).
export const pickersEn = {
  noMatches: "Nothing matches what you typed.",
  more_one: "1 more: type to narrow the list",
  more_other: "{{count}} more: type to narrow the list",
  remove: "Remove {{name}}",
};

i18next.addResourceBundle("en", "translation", { ui: { pickers: pickersEn } }, true, false);
