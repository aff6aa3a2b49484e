import { expect, test } from "../support/fixtures";
import { pick } from "../support/journeys";
import { signIn } from "../support/people";
import { fillDate } from "../support/kit";

test("an individual onboards, edits the profile and sees it saved", async ({ page, people }) => {
  await signIn(page, await people.signedUp("solo"));
  await page.getByLabel(/^individual/i).check();
  await expect(page.getByLabel(/company name/i)).toHaveCount(0);
  await page.getByLabel(/first name/i).fill("Sam");
  await page.getByLabel(/last name/i).fill("Okafor");
  await fillDate(page.getByLabel(/date of birth/i), "1985-06-30");
  await pick(page, /^gender/i, "rather_not_say");
  await pick(page, /^country/i, "US");
  await page.getByLabel(/phone number/i).fill("12");
  await pick(page, /display currency/i, "USD");
  await page.getByLabel(/terms/i).check();
  await page.getByRole("button", { name: "Finish registration" }).click();
  await expect(page.getByText("Invalid phone number")).toBeVisible();
  await page.getByLabel(/phone number/i).fill("(201) 555-0123");
  await page.getByRole("button", { name: "Finish registration" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto("/settings/account");
  await expect(page.getByLabel(/phone number/i)).toHaveValue("+12015550123");
  await page.getByLabel(/job title/i).fill("Senior broker");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Profile saved" })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(/job title/i)).toHaveValue("Senior broker");

  // The company tab belongs to the organization; as its owner the person can edit it.
  await page.getByRole("tab", { name: "Company profile" }).click();
  // A US company's address asks for a state and a ZIP code (a UK one, a county and a postcode).
  await expect(page.getByLabel("State")).toBeVisible();
  await expect(page.getByLabel("ZIP code")).toBeVisible();
  await expect(page.getByLabel("County")).toHaveCount(0);
  await page.getByLabel("Website").fill("not a url");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Enter a valid web address")).toBeVisible();
});

test("the dark theme is remembered", async ({ page, people }) => {
  await signIn(page, await people.broker({ prefix: "theme" }));
  await page.goto("/settings/appearance");
  // Light is the default.
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await expect(page.getByLabel("Light")).toBeChecked();
  await page.getByLabel("Dark").check();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expect(page.getByLabel("Dark")).toBeChecked();
});

test("the register page judges a new password as it is typed, as the server will", async ({
  page,
}) => {
  await page.goto("/register");
  await page.getByLabel("Email").fill("ann.lee@harbour.example");
  await page.getByLabel("Password", { exact: true }).fill("password1");
  await expect(
    page.getByText("Password strength: very weak. Choose a stronger password."),
  ).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill("correct horse battery staple");
  await expect(page.getByText(/^Password strength: (strong|very strong)\.$/)).toBeVisible();
});
