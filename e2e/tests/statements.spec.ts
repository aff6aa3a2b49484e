import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { audit, expectNoSidewaysScroll } from "../support/audit";
import { createDeal, createListing, publishListing } from "../support/factories";
import { choose } from "../support/kit";
import { setLanguage } from "../support/language";
import { signIn } from "../support/people";
import { screenshots } from "../support/screenshots";

// Issue 37: a broker's bank statements read into the deal's facts, each figure with its lines.
const fixtures = resolve(import.meta.dirname, "../../apps/api/test/fixtures/statements");
const statement = (name: string) => ({
  name,
  mimeType: "application/pdf",
  buffer: readFileSync(resolve(fixtures, name)),
});
const months = ["us-chase-2026-01.pdf", "us-chase-2026-02.pdf", "us-chase-2026-03.pdf"];

async function uploadStatements(page: Page, files: string[]) {
  await page.getByRole("tab", { name: /^Documents/ }).click();
  const documents = page.getByRole("region", { name: "Documents" });
  await choose(documents.getByLabel("Document type"), "bank_statement");
  for (const file of files) {
    await documents.getByLabel("Drop files here or choose files").setInputFiles(statement(file));
    await expect(documents.getByRole("row").filter({ hasText: file })).toContainText(
      "Bank statement",
    );
  }
}

/**
 * The screen at 1280 and 390 px: no serious axe finding, nothing to scroll sideways to, and
 * pictured in both themes (with SCREENSHOTS set).
 */
async function pictures(page: Page, label: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await audit(page, `${label} at ${width}`);
    await expectNoSidewaysScroll(page, `${label} at ${width}`);
    await screenshots(page, `${label}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("a broker uploads three statements, sees the months and the positions with their lines, accepts the proposal, and the funders that fit change; the funder sees the summary", async ({
  page,
  browser,
  people,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const funderName = `Ledger Funding ${stamp}`;
  // A listing whose monthly revenue minimum ($20,000) the deal meets only once the statements'
  // revenue is accepted: it starts at $10,000 a month.
  const funder = await people.funder(funderName, { approved: true });
  const listing = await createListing(funder, {
    name: "Revenue based",
    currency: "USD",
    criteria: {
      products: ["term_loan"],
      countries: ["GB"],
      amountMinMinor: 1_000_000,
      amountMaxMinor: 50_000_000,
      minMonthlyRevenueMinor: 2_000_000,
    },
  });
  await publishListing(funder, listing.id);
  const broker = await people.broker({ company: "Statement Brokers" });
  const deal = await createDeal(broker, {
    currency: "USD",
    monthlyRevenueMinor: 1_000_000,
    borrower: { legalName: `Northwind Trading ${stamp}` },
  });
  const listingTitle = `${funderName} · Revenue based`;
  await signIn(page, broker, `/deals/${deal.id}?tab=funders`);
  const funders = page.getByRole("region", { name: "Funders", exact: true });
  const notFit = funders.getByRole("region", { name: /^Not a fit/ });
  const fit = funders.getByRole("region", { name: /^Fit/ });
  await expect(notFit.getByRole("listitem", { name: listingTitle })).toContainText(
    "monthly revenue",
  );

  await uploadStatements(page, months);
  await page.getByRole("tab", { name: "Statements" }).click();
  await expect(page).toHaveURL(/tab=statements/);
  const tab = page.getByRole("tabpanel", { name: "Statements" });
  const files = tab.getByRole("table", { name: "Statement files" });
  // Read in the background: each row reads "Read" once done (the tab asks again meanwhile).
  for (const file of months)
    await expect(files.getByRole("row").filter({ hasText: file })).toContainText("Read", {
      timeout: 90_000,
    });
  await expect(files.getByRole("row").filter({ hasText: months[0] })).toContainText("···3456");

  // The months: January to March, and the period.
  const figures = tab.getByRole("table", { name: "Figures per month" });
  await expect(figures.locator("[data-month]")).toHaveCount(4);
  await expect(figures.locator('[data-month="2026-01"]')).toContainText("$83,234.00");
  await expect(figures.locator('[data-month="total"]')).toContainText("The period");

  // The positions, each opening the payments it was found in.
  const positions = tab.getByRole("table", { name: "Existing positions" });
  const daily = positions.getByRole("row").filter({ hasText: /YELLOWSTONE/i });
  await expect(daily).toContainText("Daily");
  await expect(daily).toContainText("$349.00");
  await daily.getByRole("button", { name: /Open the lines of Payments/ }).click();
  const lines = page.getByRole("dialog", { name: /^The lines behind Payments/ });
  await expect(
    lines.getByRole("row").filter({ hasText: "YELLOWSTONE CAPITAL ACH DEBIT" }).first(),
  ).toContainText(/-(US)?\$349\.00/);
  await expect(lines).toContainText(/us-chase-2026-0\d\.pdf, page \d+, line \d+/);
  await pictures(page, "statements-lines");
  await lines.getByRole("button", { name: "Close" }).click();
  await expect(positions.getByRole("row").filter({ hasText: /RAPID FINANCE/i })).toContainText(
    "Weekly",
  );
  await pictures(page, "statements-tab");

  // Fill from statements: the revenue and each position accepted, saved into the deal.
  await tab.getByRole("button", { name: "Fill from statements" }).click();
  const fill = tab.getByRole("region", { name: "Fill the deal from the statements" });
  await fill
    .getByRole("group", { name: "Monthly revenue" })
    .getByRole("button", { name: /^Accept/ })
    .click();
  for (const position of await fill.locator('[data-proposal^="advance-"]').all()) {
    await position.getByRole("button", { name: /^Accept/ }).click();
    // A position whose funding was not seen asks what is still owed.
    const owed = position.getByLabel("Balance owed");
    if ((await position.getAttribute("data-choice")) !== "accepted") {
      await owed.fill("6000");
      await position.getByRole("button", { name: /^Accept/ }).click();
    }
    await expect(position).toHaveAttribute("data-choice", "accepted");
  }
  await pictures(page, "statements-fill");
  await fill.getByRole("button", { name: "Save to the deal" }).click();
  await expect(fill.getByRole("status")).toHaveText(
    "Saved to the deal. The funders that fit are judged again.",
  );

  // The Funders tab judges the accepted revenue: the listing now fits.
  await page.getByRole("tab", { name: "Funders" }).click();
  await expect(fit.getByRole("listitem", { name: listingTitle })).toBeVisible();
  const saved = await broker.api.get(`/v1/user/deal/${deal.id}`, {
    headers: await broker.headers(),
  });
  const facts = (await saved.json()) as {
    monthlyRevenueMinor: number;
    existingAdvances: { funder: string }[];
  };
  expect(facts.monthlyRevenueMinor).toBeGreaterThan(2_000_000);
  expect(facts.existingAdvances.length).toBeGreaterThanOrEqual(2);

  // A scanned statement: read, refused, and told what to upload instead.
  await uploadStatements(page, ["hostile-scanned.pdf"]);
  await page.getByRole("tab", { name: "Statements" }).click();
  await expect(tab.locator('[data-refusal="image_only"]')).toHaveText(
    "hostile-scanned.pdf: This statement is an image: upload the PDF or CSV your bank exports.",
    { timeout: 90_000 },
  );

  // In Arabic, for the pictures.
  await setLanguage(page, "ar", broker);
  await expect(page.getByRole("tab", { name: "كشوف الحساب" })).toBeVisible();
  await pictures(page, "statements-tab-ar");
  await page.getByRole("button", { name: "املأ من الكشوف" }).click();
  await expect(page.getByRole("region", { name: "املأ الصفقة من الكشوف" })).toBeVisible();
  await pictures(page, "statements-fill-ar");

  // Sent to the funder with the three statements: the funder sees the same summary.
  const documents = (await (
    await broker.api.get(`/v1/user/deal/${deal.id}/documents`, { headers: await broker.headers() })
  ).json()) as { items: { id: string; fileName: string }[] };
  const shared = documents.items.filter((d) => months.includes(d.fileName)).map((d) => d.id);
  const sent = await broker.api.post(`/v1/user/deal/${deal.id}/submissions`, {
    headers: await broker.headers(),
    data: {
      listingIds: [listing.id],
      sharedDocumentIds: shared,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const submissionId = ((await sent.json()) as { items: { id: string }[] }).items[0]!.id;
  const funderContext = await browser.newContext();
  const funderPage = await funderContext.newPage();
  await signIn(funderPage, funder, `/inbox/${submissionId}`);
  const view = funderPage.getByRole("region", { name: "Bank statements shared with you" });
  await expect(view.getByRole("table", { name: "Figures per month" })).toBeVisible();
  await expect(view.locator('[data-month="2026-01"]')).toContainText("$83,234.00");
  await expect(view.getByRole("button", { name: "Fill from statements" })).toHaveCount(0);
  await view
    .getByRole("table", { name: "Existing positions" })
    .getByRole("row")
    .filter({ hasText: /YELLOWSTONE/i })
    .getByRole("button", { name: /Open the lines of Payments/ })
    .click();
  await expect(funderPage.getByRole("dialog")).toContainText("YELLOWSTONE CAPITAL ACH DEBIT");
  await funderPage.getByRole("button", { name: "Close" }).click();
  await pictures(funderPage, "statements-funder");
  await setLanguage(funderPage, "ar", funder);
  await expect(
    funderPage.getByRole("region", { name: "كشوف الحساب البنكية المشارَكة معك" }),
  ).toContainText("السلف القائمة");
  await pictures(funderPage, "statements-funder-ar");
  await funderContext.close();
});

test("a CSV whose columns are not recognised asks which is which, reads with the answer, and the next export of that header is read without asking", async ({
  page,
  people,
}) => {
  test.setTimeout(180_000);
  const broker = await people.broker({ company: "Column Brokers" });
  const deal = await createDeal(broker, {
    currency: "USD",
    borrower: { legalName: `Columns Trading ${Date.now()}` },
  });
  await signIn(page, broker, `/deals/${deal.id}?tab=documents`);
  const csv = (name: string) => ({
    name,
    mimeType: "text/csv",
    buffer: readFileSync(resolve(fixtures, "unknown-columns.csv")),
  });
  const documents = page.getByRole("region", { name: "Documents" });
  await choose(documents.getByLabel("Document type"), "bank_statement");
  await documents.getByLabel("Drop files here or choose files").setInputFiles(csv("may.csv"));
  await expect(documents.getByRole("row").filter({ hasText: "may.csv" })).toBeVisible();

  await page.getByRole("tab", { name: "Statements" }).click();
  const tab = page.getByRole("tabpanel", { name: "Statements" });
  const refusal = tab.locator('[data-refusal="columns_unknown"]');
  await expect(refusal.getByRole("alert")).toHaveText(
    "may.csv: The columns of this CSV were not recognised. Say which column is which.",
    { timeout: 90_000 },
  );
  // Nothing chosen: each needed column is asked for, nothing is sent.
  await refusal.getByRole("button", { name: "Read with these columns" }).click();
  await expect(refusal.getByText("Choose a column for each of these.")).toHaveCount(3);
  await choose(refusal.getByRole("combobox", { name: "Date" }), "When");
  await choose(refusal.getByRole("combobox", { name: "Description" }), "What");
  await choose(refusal.getByRole("combobox", { name: "Amount" }), "How much");
  await pictures(page, "statements-columns");
  await refusal.getByRole("button", { name: "Read with these columns" }).click();
  const files = tab.getByRole("table", { name: "Statement files" });
  const may = files.getByRole("row").filter({ hasText: "may.csv" });
  await expect(may).toContainText("Read", { timeout: 90_000 });
  await expect(may).toContainText("48");
  await expect(tab.locator("[data-refusal]")).toHaveCount(0);

  // The same export again: its header is known now.
  await page.getByRole("tab", { name: /^Documents/ }).click();
  await choose(documents.getByLabel("Document type"), "bank_statement");
  await documents.getByLabel("Drop files here or choose files").setInputFiles(csv("may-again.csv"));
  await expect(documents.getByRole("row").filter({ hasText: "may-again.csv" })).toBeVisible();
  await page.getByRole("tab", { name: "Statements" }).click();
  await expect(files.getByRole("row").filter({ hasText: "may-again.csv" })).toContainText("Read", {
    timeout: 90_000,
  });
  await expect(tab.locator("[data-refusal]")).toHaveCount(0);
});
