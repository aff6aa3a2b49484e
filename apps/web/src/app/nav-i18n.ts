import { i18next } from "@/lib/i18n";
import "@/lib/i18n/pages";

// The app shell's own strings (its menu, the verify banner): loaded with the shell, not with the
// log-in page (decision 005). Under `ui`, beside the others; the pages' names: lib/i18n/pages.ts.
export const shellEn = {
  collapseSidebar: "Collapse sidebar",
  expandSidebar: "Expand sidebar",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  mainNavigation: "Main navigation",
  verifyEmailBanner: "Please verify your email address: we sent you a link.",
  verifyEmailLink: "Resend or learn more",
};

i18next.addResourceBundle("en", "translation", { ui: shellEn }, true, false);
