import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { createDeal, createListing, publishListing } from "../support/factories";
import { funderWithDeal } from "../support/funder-deal";
import { signIn, type Person } from "../support/people";
import { screenshots } from "../support/screenshots";
import { pickFrom } from "../support/combobox";
import { choose } from "../support/kit";

// Lenders and Investments (issue 20, decision 042): a broker finds a funder in the directory by
// product and amount and checks a deal against it; a funder sees the deal it funded in its
// portfolio, and the broker sees the funded client with the renewal date.

/** The page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** The page at 1280 and 390 px: no sideways scroll, and pictures when SCREENSHOTS is set. */
async function atBothWidths(page: Page, label: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(page);
    await screenshots(page, `${label}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function call(someone: Person, method: "post", url: string, data?: object) {
  const response = await someone.api[method](url, { headers: await someone.headers(), data });
  expect(response.ok(), `${method} ${url}: ${response.status()} ${await response.text()}`).toBe(
    true,
  );
}

test("a broker finds a funder in Lenders by product and amount and checks a deal against it", async ({
  page,
  people,
}) => {
  const funderName = `Lenders Capital ${Date.now()}`;
  const funder = await people.funder(funderName, { approved: true });
  // Equipment from £10,000 to £200,000 in GB at 650+; and a listing for tickets above £500,000.
  for (const [name, min, max] of [
    ["Equipment loans", 1_000_000, 20_000_000],
    ["Big tickets", 50_000_000, 500_000_000],
  ] as const) {
    const listing = await createListing(funder, {
      name,
      currency: "GBP",
      brokerCommissionBp: 250,
      criteria: {
        products: ["equipment_finance"],
        amountMinMinor: min,
        amountMaxMinor: max,
        countries: ["GB"],
        minCreditScore: 650,
      },
    });
    await publishListing(funder, listing.id);
  }
  const broker = await people.broker({
    prefix: "lenders",
    company: `Lenders Brokers ${Date.now()}`,
  });
  const deal = await createDeal(broker, { product: "equipment_finance", amountMinor: 5_000_000 });

  await signIn(page, broker);
  await page.getByRole("navigation").getByRole("link", { name: "Lenders" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Lenders" })).toBeVisible();
  await expect(page).toHaveTitle(/Lenders/);
  await page.getByLabel("Funder name").fill(funderName);
  await choose(page.getByRole("combobox", { name: "Product" }), { label: "Equipment finance" });
  await page.getByLabel("Amount").fill("50000");
  await expect(page.getByText("Choose the amount's currency.")).toBeVisible();
  // The currency is the one searchable picker: by code or name.
  await pickFrom(page, "Currency", "pound", "GBP · British Pound");
  await expect(page).toHaveURL(/product=equipment_finance/);
  await expect(page).toHaveURL(/amount=50000/);
  const card = page.getByRole("article", { name: funderName });
  await expect(card.getByRole("heading", { name: "Equipment loans" })).toBeVisible();
  await expect(card.getByRole("heading", { name: "Big tickets" })).toHaveCount(0);
  await expect(card).toContainText("1 of 2 listings match the filters");
  await expect(card).toContainText("Response time: not enough answers yet");
  await expect(card).toContainText("Broker commission 2.5%");
  await expect(card).toContainText("Amounts from £10,000.00 to £200,000.00");
  await expect(card).toContainText("Credit score 650 or more");
  await expect(page.getByRole("status").filter({ hasText: "1 funder" })).toBeVisible();
  await atBothWidths(page, "lenders-directory");

  // Another product: no funder; the filters are in the address and survive a reload.
  await choose(page.getByRole("combobox", { name: "Product" }), { label: "Bridge" });
  await expect(
    page.getByText("No approved funder has a published listing that matches"),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Product" })).toHaveText("Bridge");
  await expect(page.getByRole("combobox", { name: "Currency" })).toHaveValue("GBP · British Pound");
  await expect(page.getByLabel("Amount")).toHaveValue("50000");
  await choose(page.getByRole("combobox", { name: "Product" }), { label: "Equipment finance" });

  await card.getByRole("link", { name: "Check a deal against this funder" }).click();
  await expect(page.getByRole("heading", { level: 1, name: funderName })).toBeVisible();
  const deals = page.getByRole("combobox", { name: "Deal" });
  await choose(deals, deal.id);
  await expect(page).toHaveURL(new RegExp(`deal=${deal.id}`));
  await expect(page.getByRole("status").filter({ hasText: deal.reference })).toHaveText(
    new RegExp(`${deal.reference} fits 1 of this funder's listings`),
  );
  const big = page.getByRole("listitem", { name: "Big tickets" });
  await expect(big).toContainText("Does not fit");
  await expect(big.locator('[data-result="fail"]')).toContainText("amount");
  await expect(page.getByRole("listitem", { name: "Equipment loans" })).toContainText("Fits");
  await atBothWidths(page, "lenders-check");
  await page.getByRole("link", { name: "Open the deal to send it" }).click();
  await expect(page).toHaveURL(new RegExp(`/deals/${deal.id}$`));
});

test("a funder lends in all US states except California and New York; a Californian deal is not a fit on region alone", async ({
  page,
  browser,
  people,
}) => {
  test.setTimeout(90_000);
  const funderName = `Inland Capital ${Date.now()}`;
  await signIn(page, await people.funder(funderName, { approved: true }));
  await page.getByRole("link", { name: "Listings" }).click();
  await page.getByRole("link", { name: "New listing" }).first().click();
  await page.getByLabel("Name").fill("Inland states");
  await page.getByRole("group", { name: "Products" }).getByLabel("Term loan").check();
  // Several of each, so the list stays open: Enter takes the best match.
  await page.getByRole("combobox", { name: "Countries you lend in" }).fill("united states");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("list", { name: "Countries you lend in" })).toHaveText(
    "United States",
  );
  await page.getByRole("radio", { name: "All regions except these" }).check();
  await expect(page.getByRole("combobox", { name: "Regions within those countries" })).toHaveCount(
    0,
  );
  const except = page.getByRole("combobox", { name: "Regions you do not lend in" });
  await except.fill("californ");
  await page.keyboard.press("Enter");
  await except.fill("new york");
  await page.keyboard.press("Enter");
  const excluded = page.getByRole("list", { name: "Regions you do not lend in" });
  await expect(excluded).toContainText("California");
  await expect(excluded).toContainText("New York");
  await page.getByRole("button", { name: "Save listing" }).click();
  const row = page.getByRole("row").filter({ hasText: "Inland states" });
  await row.getByRole("button", { name: "Publish" }).click();
  await expect(row).toContainText("Published");
  // Editing shows what was saved.
  await row.getByRole("link", { name: "Inland states" }).click();
  await expect(page.getByRole("radio", { name: "All regions except these" })).toBeChecked();
  await expect(page.getByRole("list", { name: "Regions you do not lend in" })).toContainText(
    "New York",
  );

  const brokerContext = await browser.newContext();
  const brokerPage = await brokerContext.newPage();
  const broker = await people.broker({
    prefix: "inland",
    company: `Inland Brokers ${Date.now()}`,
  });
  const deal = await createDeal(broker, {
    borrower: { legalName: `Golden Gate Bakery ${Date.now()}`, country: "US", region: "US-CA" },
  });
  await signIn(brokerPage, broker, `/deals/${deal.id}`);
  await brokerPage.getByRole("tab", { name: "Funders" }).click();
  const misses = brokerPage
    .getByRole("region", { name: "Funders", exact: true })
    .getByRole("region", { name: /^Not a fit/ });
  const miss = misses.getByRole("listitem", { name: `${funderName} · Inland states` });
  await expect(miss.locator('[data-result="fail"]')).toHaveText(/region California is excluded/);
  await expect(miss.locator('[data-result="fail"]')).toHaveCount(1);
  await expect(miss).toContainText("country United States is accepted");

  // The directory says it in words, never codes.
  await brokerPage.getByRole("navigation").getByRole("link", { name: "Lenders" }).click();
  await brokerPage.getByLabel("Funder name").fill(funderName);
  await expect(brokerPage.getByRole("article", { name: funderName })).toContainText(
    "All US states except California and New York",
  );
  await atBothWidths(brokerPage, "lenders-except-regions");
  await brokerContext.close();
});

test("a funder sees the deal it funded in Investments; the broker sees the funded client and its renewal date", async ({
  page,
  people,
}) => {
  const stamp = Date.now();
  const { funder, broker, deal, submissionId } = await funderWithDeal(people, {
    funderName: `Portfolio Capital ${stamp}`,
    listingName: "Portfolio loans",
    company: `Portfolio Brokers ${stamp}`,
    brokerPrefix: "investments",
    currency: "NOK",
    deal: { borrower: { legalName: `Fjord Bakery ${stamp}` } },
    send: true,
  });
  await call(funder, "post", `/v1/funder/submission/${submissionId}/offer`, {
    amountMinor: 5_000_000,
    rateBp: 1200,
    termMonths: 24,
    brokerCommissionBp: 200,
  });
  await call(broker, "post", `/v1/user/submission/${submissionId}/accept`);
  await call(funder, "post", `/v1/funder/submission/${submissionId}/funded`, {});
  const renewal = new Date();
  renewal.setUTCMonth(renewal.getUTCMonth() + 24);
  const renewalText = new Intl.DateTimeFormat("en-GB", {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    timeZone: "UTC",
  }).format(renewal);

  await signIn(page, funder);
  await page.getByRole("navigation").getByRole("link", { name: "Investments" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Investments" })).toBeVisible();
  await expect(page.getByRole("navigation").getByRole("link", { name: "Lenders" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Amount deployed" })).toContainText("NOK");
  const row = page
    .getByRole("region", { name: "Funded deals" })
    .locator(`[data-deal="${deal.reference}"]`);
  await expect(row).toContainText(`Fjord Bakery ${stamp}`);
  await expect(row).toContainText(`Portfolio Brokers ${stamp}`);
  await expect(row).toContainText("24 months");
  // Funded by month as columns, said in a sentence for screen readers.
  await expect(
    page.getByRole("region", { name: "Funded by month (last 12 months)" }).getByRole("img"),
  ).toHaveAttribute(
    "aria-label",
    /^Amount deployed in Norwegian Krone by month, .+ in all, most .+\.$/,
  );
  await atBothWidths(page, "investments-funder");

  await signIn(page, broker, "/investments");
  await expect(page.getByRole("heading", { level: 1, name: "Investments" })).toBeVisible();
  const client = page
    .getByRole("region", { name: "Funded deals" })
    .locator(`[data-deal="${deal.reference}"]`);
  await expect(client).toContainText(`Portfolio Capital ${stamp}`);
  await expect(client.getByRole("link", { name: deal.reference })).toBeVisible();
  await expect(client).toContainText(renewalText);
  await expect(
    page.getByRole("region", { name: "Funded by month (last 12 months)" }).getByRole("img"),
  ).toHaveAttribute("aria-label", /^Funded for your clients in Norwegian Krone by month, /);
  await atBothWidths(page, "investments-broker");
});
