import { i18next } from "@/lib/i18n";

// The terms of service page's strings (`/terms`), loaded with that page. Under `ui.terms`.
export const termsEn = {
  title: "Terms of service",
  updated: "Last updated {{date}}",
  // The portal's default terms (the API's default-terms.ts), in the person's language: shown
  // until the operator publishes their own, which are shown as written.
  placeholder: {
    intro:
      "These are the portal's default terms. The company running this portal has not published its own terms yet; until it does, ask it for them before relying on the service.",
    usingTitle: "Using the portal",
    using: {
      secret:
        "Keep your sign-in details to yourself and tell the company running the portal at once if you think someone else has used your account.",
      share:
        "Enter only information you are allowed to share: deals, documents and the details of the businesses and people they concern.",
      funders:
        "Funders decide on their own terms; nothing in the portal is an offer of finance until a funder makes one.",
    },
    dataTitle: "Your data",
    data: "The company running the portal keeps your account and the data you enter to provide the service, and deletes your account when you ask (Settings › Security).",
  },
};

i18next.addResourceBundle("en", "translation", { ui: { terms: termsEn } }, true, false);
