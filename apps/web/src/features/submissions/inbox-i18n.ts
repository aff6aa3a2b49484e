import { i18next } from "@/lib/i18n";
import "@/lib/i18n/field-messages";

// The funder's inbox and item (issue 35), loaded with the pages that show it.
export const inboxEn = {};

i18next.addResourceBundle("en", "translation", { ui: { inbox: inboxEn } }, true, false);
