import { expect, test } from "../support/fixtures";
import {
  completeOnboarding,
  logIn,
  logOut,
  password,
  register,
  uniqueEmail,
} from "../support/journeys";
import { signIn } from "../support/people";
import { fillDate } from "../support/kit";

test("register, onboard and reach the dashboard", async ({ page }) => {
  const email = uniqueEmail();
  await register(page, email);
  await completeOnboarding(page, "Harbour Finance");
  // The profile the API returns is what the shell shows.
  await expect(page.getByText("Ann Lee").first()).toBeVisible();
});

test("onboarding shows the spec's messages and keeps what was typed", async ({ page, people }) => {
  await signIn(page, await people.signedUp());
  await page.getByLabel(/^organization/i).check();
  await page.getByLabel(/first name/i).fill("Ann");
  await fillDate(page.getByLabel(/date of birth/i), "2020-01-01");
  await page.getByRole("button", { name: /finish|complete|continue|save/i }).click();
  await expect(page.getByText("Company name is required")).toBeVisible();
  await expect(page.getByText("Last name is required")).toBeVisible();
  await expect(page.getByText("Minimum age is 18 years")).toBeVisible();
  await expect(page.getByText("Terms are required")).toBeVisible();
  await expect(page.getByLabel(/first name/i)).toHaveValue("Ann");
  await expect(page).toHaveURL(/\/onboarding$/);
});

test("log out and back in", async ({ page, people }) => {
  const { email } = await signIn(page, await people.broker());
  await logOut(page);
  // Signed out: app pages send you back to log in.
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/$/);
  await logIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
});

test("wrong password shows the spec's message and stays signed out", async ({ page, people }) => {
  const { email } = await people.broker();
  await logIn(page, email, `${password}-wrong`);
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/$/);
});

test("repeated wrong passwords lock the email: the right one then waits too", async ({
  page,
  people,
}) => {
  const { email } = await people.broker({ prefix: "locked" });
  // The server's default lockout: 5 failures.
  for (let i = 0; i < 5; i++) {
    await logIn(page, email, `${password}-wrong-${i}`);
    await expect(page.getByText("Invalid email or password")).toBeVisible();
  }
  await logIn(page, email, password);
  await expect(page.getByText("Please wait before trying again.")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test("empty log-in fields show the spec's messages", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(/Log in/);
  await page.getByRole("button", { name: /^log in$/i }).click();
  await expect(page.getByText("Please fill in your email address")).toBeVisible();
  await expect(page.getByText("Please fill in your password")).toBeVisible();
});

test("reload keeps the session", async ({ page, people }) => {
  await signIn(page, await people.broker());
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await page.goto("/settings/account");
  await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
});

test("the sidebar remembers being collapsed across a reload", async ({ page, people }) => {
  await signIn(page, await people.broker());
  await page.getByRole("button", { name: "Collapse sidebar" }).click();
  await expect(page.getByRole("button", { name: "Expand sidebar" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("sidebarCollapsed"))).toBe("true");
  await page.reload();
  await expect(page.getByRole("button", { name: "Expand sidebar" })).toBeVisible();
  await page.getByRole("button", { name: "Expand sidebar" }).click();
  await page.reload();
  await expect(page.getByRole("button", { name: "Collapse sidebar" })).toBeVisible();
});

test("an unknown path shows Page not found", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
});

test("every page of the spec has its title", async ({ page, people }) => {
  for (const [path, title] of [
    ["/", "Log in"],
    ["/register", "Register"],
    ["/forgot-password", "Forgot password"],
    ["/reset-password", "Reset password"],
    ["/verify", "Verify"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  }
  await signIn(page, await people.broker());
  for (const [path, title] of [
    ["/dashboard", "Dashboard"],
    ["/deals", "Deals"],
    ["/settings", "Settings"],
    ["/settings/account", "Account"],
    ["/settings/security", "Security"],
    ["/settings/billing", "Billing"],
    ["/settings/appearance", "Appearance"],
    ["/learn", "Learn"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  }
});
