import { expect, test } from "../support/fixtures";
import { completeOnboarding, logIn, logOut, password, register, uniqueEmail } from "../support/journeys";

test("change password: spec messages, other devices signed out, new password works", async ({ page, browser }) => {
  const email = uniqueEmail("changepw");
  await register(page, email);
  await completeOnboarding(page);

  // A second device, signed in with the old password.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await logIn(otherPage, email);
  await expect(otherPage).toHaveURL(/\/dashboard$/);

  await page.goto("/settings/security");
  const current = page.getByLabel("Current password");
  const fresh = page.getByLabel("New password");
  const confirm = page.getByLabel("Confirm password");
  const submit = page.getByRole("button", { name: "Change password" });

  await current.fill("not my password");
  await fresh.fill("an even better passphrase");
  await confirm.fill("an even better passphrase");
  await submit.click();
  await expect(page.getByRole("alert")).toHaveText("Incorrect password.");

  await current.fill(password);
  await fresh.fill("qwerty123");
  await confirm.fill("qwerty123");
  await submit.click();
  await expect(page.getByRole("alert")).toHaveText("Choose a stronger password");

  await fresh.fill("an even better passphrase");
  await confirm.fill("an even better passphrase!");
  await submit.click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();

  await confirm.fill("an even better passphrase");
  await submit.click();
  await expect(page.getByRole("status").filter({ hasText: "Password changed" })).toBeVisible();

  // The other device is out at its next step; this one is still in.
  await otherPage.getByRole("link", { name: "Deals" }).click();
  await expect(otherPage).toHaveURL(/\/$/);
  await other.close();
  await page.getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

  await logOut(page);
  await logIn(page, email, password);
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  await logIn(page, email, "an even better passphrase");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("registering with a weak password shows the spec's message", async ({ page }) => {
  await page.goto("/register");
  await page.getByLabel("Email").fill(uniqueEmail("weak"));
  await page.getByLabel("Password", { exact: true }).fill("password1");
  await page.getByLabel(/confirm password/i).fill("password1");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("alert")).toHaveText("Choose a stronger password");
  await expect(page).toHaveURL(/\/register$/);
});
