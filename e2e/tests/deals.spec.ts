import { expect, test } from "../support/fixtures";
import { completeOnboarding, register, uniqueEmail } from "../support/journeys";

test("create a deal, move it along with its history, and find it by search", async ({ page }) => {
  await register(page, uniqueEmail("dealer"));
  await completeOnboarding(page);
  await page.getByRole("link", { name: "Deals" }).click();
  await expect(page.getByText("No deals yet. Create one with “New deal”.")).toBeVisible();
  await page.getByRole("link", { name: "New deal" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New deal" })).toBeVisible();

  // Checked with the contract before it is sent.
  await page.getByRole("button", { name: "Create deal" }).click();
  await expect(page.getByLabel("Legal name")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Amount")).toHaveAttribute("aria-invalid", "true");

  const borrower = `Northwind ${Date.now()}`;
  await page.getByLabel("Legal name").fill(borrower);
  await page.getByLabel("Entity type").selectOption("limited_company");
  await page.getByLabel("Industry").fill("Bakery");
  await page.getByLabel("Country").selectOption("GB");
  await page.getByLabel("Product").selectOption("term_loan");
  await page.getByLabel("Amount").fill("50,000");
  await page.getByLabel("Purpose").fill("New ovens");
  await page.getByRole("button", { name: "Create deal" }).click();

  await expect(page.getByRole("heading", { level: 1, name: new RegExp(`^D-\\d+ · ${borrower}$`) })).toBeVisible();
  await expect(page.getByText("£50,000.00")).toBeVisible();
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("list", { name: "History" })).toContainText("Draft → Submitted");
  await page.getByRole("button", { name: "Withdraw" }).click();
  await page.getByLabel("Reason").fill("Client found other funding");
  await page.getByRole("button", { name: "Withdraw" }).last().click();
  await expect(page.getByText("This deal is closed.")).toBeVisible();
  await expect(page.getByRole("list", { name: "History" })).toContainText("Client found other funding");

  await page.getByRole("link", { name: "All deals" }).click();
  await page.getByLabel("Search by borrower or reference").fill("no such borrower");
  await page.keyboard.press("Enter");
  await expect(page.getByText("No deals match this search and these filters.")).toBeVisible();
  await page.getByLabel("Search by borrower or reference").fill(borrower);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("row")).toHaveCount(2);
  await expect(page.getByRole("cell", { name: borrower })).toBeVisible();
  await page.getByLabel("Status").selectOption("withdrawn");
  await expect(page.getByRole("cell", { name: "Withdrawn" })).toBeVisible();
  await expect(page).toHaveURL(/status=withdrawn/);
});
