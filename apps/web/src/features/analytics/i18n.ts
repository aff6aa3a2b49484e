import { getI18n } from "react-i18next";

// The consent banner's strings (docs/decisions/043), under
// `ui.analytics`. Loaded only when analytics is configured. Added through react-i18next's handle
// on the app's i18next instance rather than "@/lib/i18n": the analytics entry then shares only
// React with the log-in page, whose chunks stay as they are (docs/decisions/005).
export const analyticsEn = {
  title: "Cookies and analytics",
  banner:
    "May we count page visits with analytics and advertising tools (Google Tag Manager, Google Analytics, an advertising pixel)? They set cookies and learn which pages are opened, never your name, email or what you enter. Nothing loads unless you accept; you can change your answer later in Settings › Appearance.",
  accept: "Accept",
  reject: "Reject",
};

getI18n().addResourceBundle("en", "translation", { ui: { analytics: analyticsEn } }, true, false);
