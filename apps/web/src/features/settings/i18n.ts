import { i18next } from "@/lib/i18n";

// The theme picker's strings (the Appearance page), loaded with it rather than with the log-in
// page (docs/decisions/005-log-in-page-budget.md). Under `ui.theme`.
export const themeEn = { label: "Theme", light: "Light", dark: "Dark", system: "System" };

i18next.addResourceBundle("en", "translation", { ui: { theme: themeEn } }, true, false);
