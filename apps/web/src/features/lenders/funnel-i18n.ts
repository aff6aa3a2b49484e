import { i18next } from "@/lib/i18n";
import "@/lib/i18n/field-messages";

// A listing's funnel: what it brings (issue 35), loaded with the pages that show it.
export const funnelEn = {};

i18next.addResourceBundle("en", "translation", { ui: { funnel: funnelEn } }, true, false);
