import { i18next } from "./index";

// The design system's date field's strings (components/ui/date-field.tsx), loaded with the forms
// that use it rather than with the log-in page (docs/decisions/005-log-in-page-budget.md).
export const kitEn = {
  calendar: "Calendar",
  chooseDate: "Open the calendar",
  dateLetters: { d: "d", m: "m", y: "y" },
};

i18next.addResourceBundle("en", "translation", { ui: { kit: kitEn } }, true, false);
