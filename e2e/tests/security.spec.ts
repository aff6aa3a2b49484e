import { expect, test } from "../support/fixtures";
import { logIn, logOut, password, uniqueEmail } from "../support/journeys";
import { linkFromOutbox } from "../support/outbox";
import { signIn } from "../support/people";
import { TOTP } from "otpauth";

test("change password: spec messages, other devices signed out, new password works", async ({
  page,
  browser,
  people,
}) => {
  const { email } = await signIn(page, await people.broker({ prefix: "changepw" }));

  // A second device, signed in with the old password (a session of its own).
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, await people.signedIn(email));

  await page.goto("/settings/security");
  const current = page.getByLabel("Current password");
  const fresh = page.getByLabel("New password");
  const confirm = page.getByLabel("Confirm password");
  const submit = page.getByRole("button", { name: "Change password" });

  // Nothing typed: the spec's "Password cannot be empty" at each field.
  await submit.click();
  await expect(page.getByText("Password cannot be empty")).toHaveCount(3);

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

test("change email: typed twice, confirmed from the new inbox, then used to log in", async ({
  page,
  people,
}) => {
  const newEmail = uniqueEmail("newaddr");
  const { email } = await signIn(
    page,
    await people.broker({ prefix: "oldaddr" }),
    "/settings/security",
  );
  const fresh = page.getByLabel("New email address", { exact: true });
  const confirm = page.getByLabel("Confirm new email address");
  const submit = page.getByRole("button", { name: "Change email" });

  await fresh.fill(newEmail);
  await confirm.fill(uniqueEmail("typo"));
  await submit.click();
  await expect(page.getByText("Emails do not match.")).toBeVisible();

  await confirm.fill(email);
  await fresh.fill(email);
  await submit.click();
  await expect(page.getByRole("alert")).toHaveText("Email already exists.");

  await fresh.fill(newEmail);
  await confirm.fill(newEmail);
  await submit.click();
  await expect(
    page.getByRole("status").filter({ hasText: "We sent a link to your new address" }),
  ).toBeVisible();

  const link = new URL(await linkFromOutbox(newEmail, /confirm your new email/i));
  await page.goto(link.pathname + link.search);
  await expect(
    page.getByRole("status").filter({ hasText: "Your email address was changed." }),
  ).toBeVisible();
  // The link works once.
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole("alert")).toHaveText(
    /Verification failed, please log in and try again./,
  );

  await page.goto("/dashboard");
  await logOut(page);
  await logIn(page, email);
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  await logIn(page, newEmail);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("the email-change link asks a signed-out person to log in", async ({ page }) => {
  await page.goto("/verify-email?token=abcdefghijklmnopqrstuvwxyz");
  await expect(page.getByRole("alert")).toHaveText(
    /Verification failed, please log in and try again./,
  );
  await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();
});

test("delete account: typed confirmation, then the account is gone", async ({ page, people }) => {
  const { email } = await signIn(
    page,
    await people.broker({ prefix: "leaver" }),
    "/settings/security",
  );
  await page.getByRole("button", { name: "Delete my account" }).click();
  const typed = page.getByLabel(`Type ${email} to confirm`);
  await typed.fill("someone-else@example.com");
  await page.getByRole("button", { name: "Delete permanently" }).click();
  await expect(page.getByText("Type your email address exactly as shown")).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/security$/);

  await typed.fill(email);
  await page.getByRole("button", { name: "Delete permanently" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Log in" })).toBeVisible();
  await logIn(page, email);
  await expect(page.getByText("Invalid email or password")).toBeVisible();
});

test("two-factor: enrol with the QR setup key, sign in with a code, then a backup code, then turn off", async ({
  page,
  people,
}) => {
  const { email } = await signIn(
    page,
    await people.broker({ prefix: "totp" }),
    "/settings/security",
  );
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Turn on two-factor" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = ((await page.locator("code").first().textContent()) ?? "").replace(/\s/g, "");
  const totp = new TOTP({ secret, digits: 6, period: 30 });
  const backupCodes = await page
    .getByRole("list", { name: "Backup codes" })
    .getByRole("listitem")
    .allTextContents();
  expect(backupCodes).toHaveLength(10);

  await page.getByLabel("Code from your app").fill("000000");
  await page.getByRole("button", { name: "Confirm and turn on" }).click();
  await expect(page.getByRole("alert")).toContainText("That code is not valid.");
  await page.getByLabel("Code from your app").fill(totp.generate());
  await page.getByRole("button", { name: "Confirm and turn on" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Two-factor authentication is on" }),
  ).toBeVisible();

  // Sign-in now asks for the code.
  await logOut(page);
  await logIn(page, email);
  await expect(page).toHaveURL(/\/two-factor$/);
  await page
    .getByLabel("Code from your app")
    .fill(totp.generate({ timestamp: Date.now() + 300_000 }));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("alert")).toContainText("That code is not valid.");
  await page.getByLabel("Code from your app").fill(totp.generate());
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Lost device: a backup code works once.
  const withBackupCode = async (code: string) => {
    await logOut(page);
    await logIn(page, email);
    await page.getByRole("button", { name: "Lost your device? Use a backup code" }).click();
    await page.getByLabel("Backup code").fill(code);
    await page.getByRole("button", { name: "Verify" }).click();
  };
  await withBackupCode(backupCodes[0]!);
  await expect(page).toHaveURL(/\/dashboard$/);
  await withBackupCode(backupCodes[0]!);
  await expect(page.getByRole("alert")).toContainText("That code is not valid.");
  await page.getByLabel("Backup code").fill(backupCodes[1]!);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Off with the password and a code; sign-in goes straight in again.
  await page.goto("/settings/security");
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Code from your app or a backup code").fill(totp.generate());
  await page.getByRole("button", { name: "Turn off two-factor" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Two-factor authentication is off" }),
  ).toBeVisible();
  await logOut(page);
  await logIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
});
