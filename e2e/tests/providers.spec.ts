import { expect, test } from "../support/fixtures";
import {
  completeOnboarding,
  logIn,
  logOut,
  password,
  signInAtProvider,
  uniqueEmail,
} from "../support/journeys";
import { signIn } from "../support/people";

for (const provider of ["Google", "Apple"] as const) {
  test(`${provider}: a new person registers through the provider, then returns straight to the dashboard`, async ({
    page,
  }) => {
    const email = uniqueEmail(provider.toLowerCase());
    await page.goto("/");
    await page.getByRole("button", { name: `Continue with ${provider}` }).click();
    await signInAtProvider(page, provider, email);
    await expect(page).toHaveURL(/\/onboarding$/);
    await completeOnboarding(page);
    await logOut(page);

    // Still signed in at the provider (as with the real ones): straight back, to the dashboard.
    await page.getByRole("button", { name: `Continue with ${provider}` }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
}

test("Google for an email that has a password account: Account already exists", async ({
  page,
  people,
}) => {
  // A password account made elsewhere; this browser is signed out, on the log-in page.
  const { email } = await people.broker({ prefix: "taken" });
  await page.goto("/");
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await signInAtProvider(page, "Google", email);
  await expect(page).toHaveURL(/\/\?error=account_not_linked$/);
  await expect(page.getByRole("alert")).toHaveText("Account already exists");
});

test("link Google on the Security page, sign in with it, unlink it; the last method stays", async ({
  page,
  people,
}) => {
  const { email } = await signIn(
    page,
    await people.broker({ prefix: "linker" }),
    "/settings/security",
  );
  await page.getByRole("button", { name: "Link Google" }).click();
  await signInAtProvider(page, "Google", email);
  await expect(page).toHaveURL(/\/settings\/security$/);
  await expect(page.getByRole("status").filter({ hasText: "Google is linked" })).toBeVisible();

  await logOut(page);
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto("/settings/security");
  await page.getByRole("button", { name: "Unlink Google" }).click();
  await expect(page.getByRole("button", { name: "Link Google" })).toBeVisible();
  await page.getByRole("button", { name: "Unlink Email and password" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "This is your only way to sign in, so it cannot be removed.",
  );
  await logOut(page);
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("linking a Google account with another email is refused: Emails do not match.", async ({
  page,
  people,
}) => {
  await signIn(page, await people.broker({ prefix: "mismatch" }), "/settings/security");
  await page.getByRole("button", { name: "Link Google" }).click();
  await signInAtProvider(page, "Google", uniqueEmail("someone-else"));
  await expect(page).toHaveURL(/\/settings\/security\?error=email_does_not_match$/);
  await expect(page.getByRole("alert")).toHaveText("Emails do not match.");
});

test("linking a Google account that is someone else's is refused: Account already linked.", async ({
  page,
  browser,
  people,
}) => {
  const first = await signIn(
    page,
    await people.broker({ prefix: "first-link" }),
    "/settings/security",
  );
  await page.getByRole("button", { name: "Link Google" }).click();
  await signInAtProvider(page, "Google", first.email);
  await expect(page.getByRole("status").filter({ hasText: "Google is linked" })).toBeVisible();

  // Another person, on another device, signs in at Google with that same Google account.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, await people.broker({ prefix: "second-link" }), "/settings/security");
  await otherPage.getByRole("button", { name: "Link Google" }).click();
  await signInAtProvider(otherPage, "Google", first.email);
  await expect(otherPage).toHaveURL(
    /\/settings\/security\?error=account_already_linked_to_different_user(&|$)/,
  );
  await expect(otherPage.getByRole("alert")).toHaveText("Account already linked.");
  await other.close();
});
