import { i18next } from "@/lib/i18n";

// The Appearance setting's strings (docs/decisions/043), loaded with the Appearance page. Apart
// from the banner's (./i18n.ts), which load only with the analytics entry.
export const analyticsSettingEn = {
  label: "Analytics and advertising cookies",
  hint: "Page visits counted with Google Tag Manager, Google Analytics and an advertising pixel, never your name, email or what you enter. Remembered on this device.",
  granted: "Allowed",
  denied: "Not allowed",
};

i18next.addResourceBundle(
  "en",
  "translation",
  { ui: { analyticsSetting: analyticsSettingEn } },
  true,
  false,
);
