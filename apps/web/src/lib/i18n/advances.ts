import { i18next } from "./index";

// A deal's existing advances as the broker's deal page and the funder's inbox show them; loaded
// with those pages (lib/advances.ts imports it), not the log-in page.
const advanceLabels = {
  title: "Existing advances",
  none: "None",
  unknown: "Not given",
  totalOnly: "{{total}} still owed (not listed one by one)",
  summary_one: "1 advance, {{total}} still owed",
  summary_other: "{{count}} advances, {{total}} still owed",
  item: "Advance {{n}}",
  line: "{{funder}} · {{balance}} owed",
  payment: "{{payment}} {{frequency}}",
  frequencies: { daily: "a day", weekly: "a week", monthly: "a month" },
};

i18next.addResourceBundle("en", "translation", { ui: { advances: advanceLabels } }, true, false);
