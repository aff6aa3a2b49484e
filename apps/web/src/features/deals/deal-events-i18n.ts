import { i18next } from "@/lib/i18n";

// A deal's history events worded when shown (issue 36): stored as facts, worded here in English
// and in lib/i18n/ar/deal-events.ts in Arabic. Loaded with the deal page.
export const dealEventsEn = {};

i18next.addResourceBundle("en", "translation", { ui: { dealEvents: dealEventsEn } }, true, false);
