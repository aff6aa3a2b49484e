/** Every route of the web app, in one place. */
export const paths = {
  logIn: "/",
  register: "/register",
  twoFactor: "/two-factor",
  onboarding: "/onboarding",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  verify: "/verify",
  verifyEmail: "/verify-email",
  dashboard: "/dashboard",
  deals: "/deals",
  learn: "/learn",
  settings: "/settings",
  account: "/settings/account",
  security: "/settings/security",
  billing: "/settings/billing",
  appearance: "/settings/appearance",
} as const;
