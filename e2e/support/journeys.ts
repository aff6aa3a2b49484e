import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { linkFromOutbox } from "./outbox";
import { choose, fillDate } from "./kit";

export const password = "correct horse battery staple";

export function uniqueEmail(prefix = "broker") {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Fills and sends the register form; the page then says to check the inbox (decision 022). */
export async function submitRegistration(page: Page, email: string) {
  await page.goto("/register");
  await expect(page.getByRole("heading", { level: 1, name: "Register" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel(/confirm password/i).fill(password);
  await page.getByRole("button", { name: /register|create account|sign up/i }).click();
  await expect(page).toHaveURL(/\/verify$/);
  await expect(page.getByRole("status")).toHaveText(
    `Check your inbox: we sent a message to ${email}.`,
  );
}

/**
 * Registers through the UI, follows the emailed link (which verifies the address and signs in)
 * and lands on onboarding (a new account has no profile yet).
 */
export async function register(page: Page, email: string) {
  await submitRegistration(page, email);
  await page.goto(await linkFromOutbox(email, /verify your email/i));
  await expect(page).toHaveURL(/\/verify\?verified=1$/);
  await page.getByRole("link", { name: "Continue to set up your account" }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole("heading", { level: 1, name: "Onboarding" })).toBeVisible();
}

/** Answers and sends the onboarding form (as a broker organization unless told a funder). */
export async function answerOnboarding(
  page: Page,
  company = "Acme Brokers",
  accountType: "organization" | "funder" = "organization",
) {
  await page.getByLabel(accountType === "funder" ? /^funder/i : /^organization/i).check();
  await page.getByLabel(/company name/i).fill(company);
  await answerPersonalFields(page);
}

/**
 * An invitee's onboarding (decision 046): the page says whom they join on every step and asks
 * only their own details (no account type, no company); they land on the dashboard.
 */
export async function answerJoiningOnboarding(page: Page, organization: string) {
  await expect(page.getByText(`You are joining ${organization}`)).toBeVisible();
  await expect(page.getByLabel(/company name/i)).toHaveCount(0);
  await expect(page.getByLabel(/^organization/i)).toHaveCount(0);
  await answerPersonalFields(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
}

/**
 * Picks `value` in one of the kit's pickers: a select (Radix) opens and its option with that value
 * is clicked; a searchable combobox (currencies) takes the code typed and the option it names.
 */
export async function pick(page: Page, label: RegExp | string, value: string) {
  const field = page.getByLabel(label);
  if ((await field.evaluate((element) => element.tagName)) === "INPUT") {
    await field.fill(value);
    await page
      .getByRole("option", { name: new RegExp(`^${value} `) })
      .first()
      .click();
    return;
  }
  await choose(field, value);
}

/** The onboarding form's own details, then send. */
async function answerPersonalFields(page: Page) {
  await page.getByLabel(/first name/i).fill("Ann");
  await page.getByLabel(/last name/i).fill("Lee");
  await fillDate(page.getByLabel(/date of birth/i), "1990-01-02");
  await pick(page, /^gender/i, "female");
  await pick(page, /^country/i, "GB");
  await page.getByLabel(/phone number/i).fill("07911 123456");
  await pick(page, /^language/i, "en");
  await pick(page, /display currency/i, "GBP");
  await page.getByLabel(/terms/i).check();
  await page.getByRole("button", { name: /finish|complete|continue|save/i }).click();
}

/** Completes onboarding (as a broker organization unless told a funder) and lands on the dashboard. */
export async function completeOnboarding(
  page: Page,
  company = "Acme Brokers",
  accountType: "organization" | "funder" = "organization",
) {
  await answerOnboarding(page, company, accountType);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
}

export async function logIn(page: Page, email: string, pass = password) {
  await page.goto("/");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(pass);
  await page.getByRole("button", { name: /^log in$/i }).click();
}

export async function logOut(page: Page) {
  await page.getByRole("button", { name: /log out/i }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Log in" })).toBeVisible();
}

/** The local provider's sign-in page (support/server.ts), standing in for Google's or Apple's. */
export async function signInAtProvider(page: Page, provider: "Google" | "Apple", email: string) {
  await expect(page.getByRole("heading", { name: `Sign in with ${provider}` })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Name").fill("Ann Lee");
  await page.getByRole("button", { name: "Continue" }).click();
}
