import { i18next } from "@/lib/i18n";

// The operators' screens, loaded with them (docs/decisions/005-log-in-page-budget.md).
export const operatorsEn = {
  intro:
    "Funders who signed up. Approve a funder once vetted: its listings can then be published and matched.",
  empty: "No funder has signed up yet.",
  columns: { name: "Funder", joined: "Signed up", status: "Status", action: "Approval" },
  waiting: "Waiting for approval",
  approvedOn: "Approved on {{date}}",
  approve: "Approve {{name}}",
  approved: "{{name}} is approved.",
};

i18next.addResourceBundle("en", "translation", { ui: { operators: operatorsEn } }, true, false);
