import { expect, test } from "../support/fixtures";
import { logIn, submitRegistration } from "../support/journeys";
import { linkFromOutbox } from "../support/outbox";
import { signIn } from "../support/people";

test("verify the email address with the emailed link", async ({ page, people }) => {
  const { email } = await signIn(page, await people.broker({ prefix: "verify" }));
  await expect(page.getByRole("note")).toContainText("Please verify your email address");
  await page.goto(await linkFromOutbox(email, /verify your email/i));
  await expect(page).toHaveURL(/\/verify\?verified=1$/);
  await expect(page.getByText("Your email address is verified.")).toBeVisible();
  await page.getByRole("link", { name: "Continue to the dashboard" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByRole("note")).toHaveCount(0);
});

test("registering an address that has an account looks the same and mails its owner", async ({
  page,
  people,
}) => {
  const { email } = await people.broker({ prefix: "taken" });
  // The same "check your inbox" as for a new address (decision 022)...
  await submitRegistration(page, email);
  // ...and the owner is told, with the way to log in.
  await page.goto(await linkFromOutbox(email, /tried to register/i));
  await expect(page.getByRole("heading", { level: 1, name: "Log in" })).toBeVisible();
  await logIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a broken verification link says so", async ({ page, people }) => {
  const { email } = await signIn(page, await people.signedUp("badlink"));
  const link = new URL(await linkFromOutbox(email, /verify your email/i));
  link.searchParams.set("token", "not-a-real-token");
  await page.goto(link.toString());
  await expect(page.getByText("Verification failed, please log in and try again.")).toBeVisible();
});

test("forgot password: reset with the emailed link, then log in with the new password", async ({
  page,
  people,
}) => {
  // Signed up and onboarded elsewhere; this browser is signed out, on the log-in page.
  const { email } = await people.broker({ prefix: "forgot" });
  await page.goto("/");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Forgot password" })).toBeVisible();
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("Please fill in your email address")).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toContainText("If an account exists for that address");

  await page.goto(await linkFromOutbox(email, /reset your password/i));
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.getByLabel("New password").fill("brand new passphrase");
  await page.getByLabel("Confirm password").fill("brand new passphrase!");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await page.getByLabel("Confirm password").fill("brand new passphrase");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByRole("status")).toContainText("Your password has been changed");

  await logIn(page, email, "brand new passphrase");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("an unknown or used reset link says it has expired", async ({ page }) => {
  await page.goto("/reset-password?error=INVALID_TOKEN");
  await expect(page.getByText("The reset link has expired.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute(
    "href",
    "/forgot-password",
  );
  await page.goto("/reset-password?token=not-a-real-token");
  await page.getByLabel("New password").fill("brand new passphrase");
  await page.getByLabel("Confirm password").fill("brand new passphrase");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByRole("alert")).toHaveText("The reset link has expired.");
});
