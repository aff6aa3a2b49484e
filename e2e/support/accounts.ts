// What the journeys' server and the journeys both know about accounts (no Playwright here: the
// server imports it).

/** The operator account the journeys' server creates and onboards at start (operators are never made by sign-up). */
export const e2eOperator = {
  email: "operator@e2e.example.com",
  password: "correct horse battery staple",
};

export type AccountType = "organization" | "individual" | "funder";

/** `PUT /v1/user/update` onboarding with the answers `completeOnboarding` gives on the page. */
export function onboardingAnswers(accountType: AccountType, company: string) {
  return {
    accountType,
    ...(accountType === "individual" ? {} : { company: { companyName: company } }),
    firstName: "Ann",
    lastName: "Lee",
    dateOfBirth: "1990-01-02",
    gender: "female",
    country: "GB",
    phoneNumber: "07911 123456",
    language: "en",
    displayCurrency: "GBP",
    termsAccepted: true,
  };
}
