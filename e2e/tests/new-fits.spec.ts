import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { completeOnboarding, register, uniqueEmail } from "../support/journeys";
import { approveFunder } from "../support/operator";

/** The signed-in user's API headers, from the browser's own session. */
async function apiHeaders(page: Page) {
  return {
    authorizationkey: (await (await page.request.get("/auth/token")).json()).token as string,
  };
}

test("a funder publishes a listing that fits a broker's open deal: the deals list counts it, the deal names it New, then it is seen", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const funderName = `Beacon Finance ${stamp}`;

  // The broker's deals exist first: one the listing will fit, one it will not (another product).
  // In Swiss francs, which no other journey lends in: the server is shared, the counts are exact.
  await register(page, uniqueEmail("broker"));
  await completeOnboarding(page, "Harbour Brokers");
  const broker = await apiHeaders(page);
  const borrower = {
    entityType: "limited_company",
    industry: "restaurants",
    country: "GB",
    owners: [{ name: "Ann Lee", ownershipBp: 10_000, creditScore: 720 }],
  };
  const newDeal = async (product: string, legalName: string) => {
    const res = await page.request.post("/v1/user/deals", {
      headers: broker,
      data: {
        product,
        amountMinor: 5_000_000,
        currency: "CHF",
        purpose: "Ovens",
        borrower: { ...borrower, legalName },
      },
    });
    expect(res.status()).toBe(201);
    return (await res.json()) as { reference: string };
  };
  const fitting = await newDeal("term_loan", `Harbour Bakery ${stamp}`);
  const other = await newDeal("merchant_cash_advance", `Quay Cafe ${stamp}`);

  // An approved funder writes two listings and publishes them through its Listings page: one fits
  // the term loan, the other asks for a credit score the owner does not have.
  const funderContext = await browser.newContext();
  const funder = await funderContext.newPage();
  await register(funder, uniqueEmail("funder"));
  await completeOnboarding(funder, funderName, "funder");
  await approveFunder(request, new URL(funder.url()).origin, funderName);
  const funderHeaders = await apiHeaders(funder);
  const criteria = {
    products: ["term_loan"],
    amountMinMinor: 1_000_000,
    amountMaxMinor: 50_000_000,
    countries: ["GB"],
  };
  for (const [name, minCreditScore] of [
    ["Growth loans", 600],
    ["Prime loans", 800],
  ] as const) {
    const res = await funder.request.post("/v1/lender", {
      headers: funderHeaders,
      data: { name, currency: "CHF", criteria: { ...criteria, minCreditScore } },
    });
    expect(res.status()).toBe(201);
  }
  await funder.getByRole("link", { name: "Listings" }).click();
  for (const name of ["Prime loans", "Growth loans"]) {
    const row = funder.getByRole("row").filter({ hasText: name });
    await row.getByRole("button", { name: "Publish" }).click();
    await expect(row).toContainText("Published");
  }
  await funderContext.close();

  // The broker's deals list counts the new fit on the deal it fits, and only there.
  await page.goto("/deals");
  const referenceCell = (reference: string) =>
    page.getByRole("row").filter({ has: page.getByRole("link", { name: reference }) });
  await expect(referenceCell(fitting.reference)).toContainText("1 new funder fits");
  await expect(referenceCell(other.reference)).not.toContainText("new funder");

  // The deal's Funders panel tags it New; the listing that does not fit is not.
  await page.getByRole("link", { name: fitting.reference }).click();
  const funders = page.getByRole("region", { name: "Funders", exact: true });
  const fit = funders.getByRole("listitem", { name: `${funderName} · Growth loans` });
  await expect(fit).toContainText("New");
  await expect(fit).toContainText("credit score 720 meets the minimum 600");
  await funders.getByText("Not a fit (1)").click();
  const miss = funders.getByRole("listitem", { name: `${funderName} · Prime loans` });
  await expect(miss).toContainText("credit score 720 is below the minimum 800");
  await expect(miss).not.toContainText("New");

  // Seen: the list no longer counts it, and the next visit no longer tags it.
  await page.goto("/deals");
  await expect(
    referenceCell(fitting.reference).getByRole("link", { name: fitting.reference }),
  ).toBeVisible();
  await expect(referenceCell(fitting.reference)).not.toContainText("new funder");
  await page.getByRole("link", { name: fitting.reference }).click();
  await expect(
    funders.getByRole("listitem", { name: `${funderName} · Growth loans` }),
  ).toContainText("credit score 720 meets the minimum 600");
  await expect(
    funders.getByRole("listitem", { name: `${funderName} · Growth loans` }),
  ).not.toContainText("New");
});
