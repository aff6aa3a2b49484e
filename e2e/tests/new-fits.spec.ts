import { expect, test } from "../support/fixtures";
import { createDeal, createListing, publishListing } from "../support/factories";
import { signIn } from "../support/people";

test("a funder publishes a listing that fits a broker's open deal: the deals list counts it, the deal names it New, then it is seen", async ({
  page,
  people,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const funderName = `Beacon Finance ${stamp}`;

  // The broker's deals exist first: one the listing will fit, one it will not (another product).
  // In Swiss francs, which no other journey lends in: the server is shared, the counts are exact.
  const broker = await people.broker({ company: "Harbour Brokers" });
  const newDeal = (product: string, legalName: string) =>
    createDeal(broker, { product, currency: "CHF", purpose: "Ovens", borrower: { legalName } });
  const fitting = await newDeal("term_loan", `Harbour Bakery ${stamp}`);
  const other = await newDeal("merchant_cash_advance", `Quay Cafe ${stamp}`);

  // An approved funder writes two listings and publishes them: one fits the term loan, the other
  // asks for a credit score the owner does not have.
  const funder = await people.funder(funderName, { approved: true });
  const criteria = {
    products: ["term_loan"],
    amountMinMinor: 1_000_000,
    amountMaxMinor: 50_000_000,
    countries: ["GB"],
  };
  const ids: Record<string, string> = {};
  for (const [name, minCreditScore] of [
    ["Growth loans", 600],
    ["Prime loans", 800],
  ] as const) {
    const listing = await createListing(funder, {
      name,
      currency: "CHF",
      criteria: { ...criteria, minCreditScore },
    });
    ids[name] = listing.id;
  }
  for (const name of ["Prime loans", "Growth loans"]) await publishListing(funder, ids[name]!);
  await signIn(page, broker);

  // The broker's deals list counts the new fit on the deal it fits, and only there.
  await page.goto("/deals?view=table");
  const referenceCell = (reference: string) =>
    page.getByRole("row").filter({ has: page.getByRole("link", { name: reference }) });
  await expect(referenceCell(fitting.reference)).toContainText("1 new funder fits");
  await expect(referenceCell(other.reference)).not.toContainText("new funder");

  // The deal's Funders panel tags it New; the listing that does not fit is not.
  await page.getByRole("link", { name: fitting.reference }).click();
  await page.getByRole("tab", { name: "Funders" }).click();
  const funders = page.getByRole("region", { name: "Funders", exact: true });
  const fit = funders.getByRole("listitem", { name: `${funderName} · Growth loans` });
  await expect(fit).toContainText("New");
  await expect(fit).toContainText("credit score 720 meets the minimum 600");
  await funders.getByText("Not a fit (1)").click();
  const miss = funders.getByRole("listitem", { name: `${funderName} · Prime loans` });
  await expect(miss).toContainText("credit score 720 is below the minimum 800");
  await expect(miss).not.toContainText("New");

  // Seen: the list no longer counts it, and the next visit no longer tags it.
  await page.goto("/deals?view=table");
  await expect(
    referenceCell(fitting.reference).getByRole("link", { name: fitting.reference }),
  ).toBeVisible();
  await expect(referenceCell(fitting.reference)).not.toContainText("new funder");
  await page.getByRole("link", { name: fitting.reference }).click();
  await page.getByRole("tab", { name: "Funders" }).click();
  await expect(
    funders.getByRole("listitem", { name: `${funderName} · Growth loans` }),
  ).toContainText("credit score 720 meets the minimum 600");
  await expect(
    funders.getByRole("listitem", { name: `${funderName} · Growth loans` }),
  ).not.toContainText("New");
});
