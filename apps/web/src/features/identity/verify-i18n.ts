import { i18next } from "@/lib/i18n";

// The email verification page's strings (`/verify`), loaded with that page rather than with the
// log-in page (docs/decisions/005-log-in-page-budget.md). Under `ui.verify`.
export const verifyEn = {
  instructions: "Open the link in the email we sent you to verify your address.",
  checkInbox: "Check your inbox: we sent a message to {{email}}.",
  openTheLink:
    "Open the link in it to continue. It can take a minute to arrive; look in the spam folder too.",
  resend: "Send the email again",
  resent: "Verification email sent",
  done: "Your email address is verified.",
  continue: "Continue to the dashboard",
  continueSetUp: "Continue to set up your account",
};

i18next.addResourceBundle("en", "translation", { ui: { verify: verifyEn } }, true, false);
