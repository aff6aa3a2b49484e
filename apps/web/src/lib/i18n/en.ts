import { messages } from "@portal/contract/messages";

/** English resources: the contract's messages (spec texts, once) plus the interface's own strings. */
export const en = {
  messages,
  ui: {
    appName: "Dealbridge",
    documentTitle: "{{page}} · Dealbridge",
    loading: "Loading…",
    retry: "Retry",
    email: "Email",
    password: "Password",
    confirmPassword: "Confirm password",
    logIn: "Log in",
    logOut: "Log out",
    logInAgain: "Log in again",
    register: "Register",
    createAccount: "Create account",
    noAccount: "New to the portal?",
    haveAccount: "Already have an account?",
    forgotPassword: "Forgot password?",
    freeTrial:
      "Start with a free trial. Submit deals once, upload documents and get matched with funders.",
    pitch: "Submit deals once, upload documents and get matched with funders.",
    dismiss: "Dismiss",
    optional: "optional",
    select: "Select…",
    pages: {
      logIn: "Log in",
      register: "Register",
      onboarding: "Onboarding",
      forgotPassword: "Forgot password",
      resetPassword: "Reset password",
      verify: "Verify",
      verifyEmail: "Confirm email",
      twoFactor: "Two-factor authentication",
      // The signed-in pages' names: lib/i18n/pages.ts.
      notFound: "Page not found",
      error: "Something went wrong",
    },
    notFoundText: "The page you asked for does not exist or has moved.",
    errorText: "An unexpected error stopped this page. Reload to try again.",
    backHome: "Go to the start page",
    reload: "Reload",
    backToLogIn: "Back to log in",
    // The Security page's: features/identity/sign-in-methods-i18n.ts.
    providers: { continueWith: "Continue with {{provider}}" },
  },
} as const;
