import { i18next } from "@/lib/i18n";

// The terms of service page's strings (`/terms`), loaded with that page. Under `ui.terms`.
export const termsEn = {
  title: "Terms of service",
  updated: "Last updated {{date}}",
};

i18next.addResourceBundle("en", "translation", { ui: { terms: termsEn } }, true, false);
