import { i18next } from "@/lib/i18n";

// Strings of the Security page, the two-factor and email-change pages and the password forms
// (forgot, reset, change), loaded with those pages rather than with the log-in page
// (docs/decisions/005-log-in-page-budget.md).
export const accountSecurityEn = {
  passwordReset: {
    forgotIntro:
      "Enter the email address of your account and we will send you a link to choose a new password.",
    sendResetLink: "Send reset link",
    resetSent:
      "If an account exists for that address, a reset link is on its way. It works once and expires within the hour.",
    newPassword: "New password",
    savePassword: "Save new password",
    resetDone: "Your password has been changed and every other session has been signed out.",
    askAgain: "Ask for a new link",
    currentPassword: "Current password",
    changePassword: "Change password",
    changed: "Password changed. Your other sessions have been signed out.",
  },
  passwordMeter: {
    strength: "Password strength: {{word}}.",
    tooWeak: "Choose a stronger password.",
    scores: {
      0: "very weak",
      1: "weak",
      2: "fair",
      3: "strong",
      4: "very strong",
    },
  },
  twoFactor: {
    title: "Two-factor authentication",
    isOn: "Two-factor authentication is on: signing in asks for a code from your authenticator app.",
    isOff:
      "Two-factor authentication is off. Turn it on to ask for a code from an authenticator app at every sign-in.",
    turnOn: "Turn on two-factor",
    turnOff: "Turn off two-factor",
    scan: "Scan this QR code with your authenticator app, then enter the code it shows.",
    qrAlt: "QR code for your authenticator app",
    setupKey: "Cannot scan? Enter this setup key:",
    backupCodesIntro:
      "Keep these backup codes somewhere safe. Each works once if you lose your device.",
    backupCodes: "Backup codes",
    codeFromApp: "Code from your app",
    codeOrBackup: "Code from your app or a backup code",
    backupCode: "Backup code",
    confirm: "Confirm and turn on",
    turnedOn: "Two-factor authentication is on",
    turnedOff: "Two-factor authentication is off",
    enterCode: "Enter the code from your authenticator app.",
    enterBackupCode: "Enter one of your backup codes. Each works once.",
    verify: "Verify",
    useBackupCode: "Lost your device? Use a backup code",
    useApp: "Use the code from your app",
  },
  changeEmail: {
    title: "Email address",
    current: "You sign in with {{email}}.",
    newEmail: "New email address",
    confirmEmail: "Confirm new email address",
    submit: "Change email",
    confirming: "Confirming your new email address…",
    continue: "Continue",
  },
  deleteAccount: {
    title: "Delete account",
    warning:
      "This deletes your profile, your sign-in and, if you are its only member, your organization with everything in it. It cannot be undone.",
    start: "Delete my account",
    confirmLabel: "Type {{email}} to confirm",
    confirm: "Delete permanently",
    cancel: "Cancel",
    deleted: "Your account was deleted",
  },
};

i18next.addResourceBundle("en", "translation", { ui: accountSecurityEn }, true, false);
