import { i18next } from "@/lib/i18n";

// The Security page's words for the ways to sign in (linking Google or Apple), loaded with that
// page rather than with the log-in page (docs/decisions/005-log-in-page-budget.md), which keeps
// only `ui.providers.continueWith`. Under `ui.providers`.
export const signInMethodsEn = {
  title: "Ways to sign in",
  password: "Email and password",
  linked: "Linked",
  notLinked: "Not linked",
  link: "Link {{provider}}",
  unlink: "Unlink",
  unlinkNamed: "Unlink {{provider}}",
  linkedToast: "{{provider}} is linked: you can sign in with it.",
  unlinkedToast: "Unlinked",
};

i18next.addResourceBundle("en", "translation", { ui: { providers: signInMethodsEn } }, true, false);
