import { i18next } from "@/lib/i18n";

// Matching's facts worded (issue 36): every check code, value kind and suggestion the engine
// returns, in English here and in Arabic in lib/i18n/ar/reasons.ts. Loaded with the pages that show them.
export const reasonsEn = {};

i18next.addResourceBundle("en", "translation", { ui: { reasons: reasonsEn } }, true, false);
