import { expect, test } from "../support/fixtures";
import { createDeal, createListing, publishListing } from "../support/factories";
import { signIn } from "../support/people";

// Decision 021: a deal the broker withdraws from a funder stays in that funder's inbox as
// "Withdrawn", without the deal's details or its shared documents.
test("a broker withdraws a deal from a funder: the funder's inbox keeps it as Withdrawn, without its details or documents", async ({
  page,
  browser,
  people,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const funderName = `Quayside Capital ${stamp}`;
  const borrowerName = `Withdrawn Bakery ${stamp}`;

  const funder = await people.funder(funderName, { approved: true });
  const listing = await createListing(funder, {
    name: "Working capital",
    currency: "GBP",
    criteria: { products: ["term_loan"], amountMinMinor: 1_000_000, amountMaxMinor: 50_000_000 },
  });
  await publishListing(funder, listing.id);

  // The broker sends the deal, with a document, through the API; then withdraws it in the page.
  const broker = await people.broker({ company: "Pier Brokers" });
  const deal = await createDeal(broker, { borrower: { legalName: borrowerName } });
  const sent = await broker.api.post(`/v1/user/deal/${deal.id}/submissions`, {
    headers: await broker.headers(),
    data: { listingIds: [listing.id] },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await signIn(page, broker, `/deals/${deal.id}?tab=offers`);
  const submissions = page.getByRole("region", { name: "Submissions" });
  const toFunder = submissions.getByRole("listitem", { name: funderName });
  await expect(toFunder).toContainText("Waiting for the funder");
  await toFunder.getByRole("button", { name: "Withdraw" }).click();
  await expect(toFunder).toContainText("Withdrawn");
  await expect(toFunder.getByRole("button", { name: "Withdraw" })).toHaveCount(0);

  // The funder's inbox still lists it, marked withdrawn; its page shows no deal and no documents.
  const funderContext = await browser.newContext();
  const inbox = await funderContext.newPage();
  await signIn(inbox, funder, "/inbox?tab=lost");
  const row = inbox.getByRole("row").filter({ hasText: "Pier Brokers" });
  await expect(row).toContainText("Withdrawn");
  await expect(row).not.toContainText(borrowerName);
  await row.getByRole("link").click();
  await expect(inbox.getByRole("status")).toHaveText(
    "The broker withdrew this deal: its details and documents are no longer available to you.",
  );
  await expect(inbox.getByText("Pier Brokers", { exact: true })).toBeVisible();
  await expect(inbox.getByText(borrowerName)).toHaveCount(0);
  await expect(inbox.getByRole("region", { name: "Shared documents" })).toHaveCount(0);
  await expect(inbox.getByRole("region", { name: "Send a proposal" })).toHaveCount(0);
  await funderContext.close();
});
