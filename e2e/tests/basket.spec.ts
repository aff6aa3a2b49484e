import { expect, test } from "../support/fixtures";
import { createDeal, createListing, publishListing, uploadDocument } from "../support/factories";
import { signIn } from "../support/people";

test("the proposal basket keeps deals ticked on every page, and sends them with their documents to the funders that fit them all; the deals sent leave it", async ({
  page,
  browser,
  people,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const funderName = `Fjord Capital ${stamp}`;

  // Three deals in Norwegian kroner, which no other journey lends in: only this funder fits them.
  const broker = await people.broker({ company: "Fjord Brokers" });
  const deals = [];
  for (const [n, amountMinor] of [
    [1, 2_000_000],
    [2, 3_000_000],
    [3, 9_000_000],
  ] as const)
    deals.push(
      await createDeal(broker, {
        currency: "NOK",
        amountMinor,
        borrower: { legalName: `Fjord Joinery ${stamp} ${n}` },
      }),
    );
  const [one, two, three] = deals as [(typeof deals)[0], (typeof deals)[0], (typeof deals)[0]];
  // The first deal has a bank statement; the third has none.
  const statement = `fjord-statement-${stamp}.pdf`;
  await uploadDocument(broker, one.id, "bank_statement", statement);

  // One listing takes any size, the other only small loans (not the third deal).
  const funder = await people.funder(funderName, { approved: true });
  const criteria = { products: ["term_loan"], amountMinMinor: 1_000_000, countries: ["GB"] };
  const wide = await createListing(funder, {
    name: "Any size",
    currency: "NOK",
    criteria: { ...criteria, amountMaxMinor: 50_000_000 },
  });
  const small = await createListing(funder, {
    name: "Small loans",
    currency: "NOK",
    criteria: { ...criteria, amountMaxMinor: 5_000_000 },
  });
  for (const listing of [wide, small]) await publishListing(funder, listing.id);
  // The second deal already went to the wide listing.
  const before = await broker.api.post(`/v1/user/deal/${two.id}/submissions`, {
    headers: await broker.headers(),
    data: { listingIds: [wide.id], sharedDocumentIds: [] },
  });
  expect(before.status(), await before.text()).toBe(201);

  // Two deals a page: tick on the first page, move on, tick on the second.
  await signIn(page, broker);
  await page.goto(
    `/deals?q=${encodeURIComponent(`Fjord Joinery ${stamp}`)}&sort=reference&pageSize=2`,
  );
  const tick = (reference: string) =>
    page.getByRole("checkbox", { name: `Add ${reference} to the proposal basket` }).check();
  await tick(one.reference);
  await tick(two.reference);
  await page.getByRole("button", { name: "Next" }).click();
  await tick(three.reference);
  // Away and back, then a reload: all three are still there.
  await page.getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await page.goBack();
  await page.reload();
  const basket = page.getByRole("region", { name: "Proposal basket (3)" });
  for (const deal of deals) await expect(basket).toContainText(deal.reference);
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(
    page.getByRole("checkbox", { name: `Add ${one.reference} to the proposal basket` }),
  ).toBeChecked();

  // Only the listing that fits all three is offered.
  await basket.getByRole("button", { name: "Send basket to funders" }).click();
  const funders = page.getByRole("region", { name: "Funders that fit every deal in the basket" });
  await funders.getByLabel(`${funderName} · Any size`).check();
  await expect(funders.getByText("Small loans")).toHaveCount(0);

  // The documents step: each deal's documents, ticked as suggested for that funder.
  const documents = page.getByRole("region", { name: "Documents the funders will see" });
  await expect(
    documents.getByRole("group", { name: `Documents of ${one.reference}` }).getByLabel(statement),
  ).toBeChecked();
  await expect(
    documents.getByRole("group", { name: `Documents of ${three.reference}` }),
  ).toContainText("No documents to share yet.");
  // Deals without a document are named before anything is sent.
  await page.getByRole("button", { name: "Send 3 deals to 1 funder" }).click();
  await expect(page.getByRole("alert")).toContainText(
    `No document is ticked for ${two.reference} and ${three.reference}`,
  );
  await page.getByRole("button", { name: "Send anyway" }).click();
  const sent = page.getByRole("status", { name: "What was sent" });
  await expect(sent.getByRole("listitem")).toHaveText([
    `${one.reference}: sent to 1 funder`,
    `${two.reference}: not sent. This deal was already sent to that funder.`,
    `${three.reference}: sent to 1 funder`,
  ]);
  // The deals sent left the basket; the one refused stays.
  const left = page.getByRole("region", { name: "Proposal basket (1)" });
  await expect(left).toContainText(two.reference);
  await expect(left).not.toContainText(one.reference);

  // Or per deal: each deal of the basket leads to its own funders.
  await left.getByRole("link", { name: `Choose funders for ${two.reference} alone` }).click();
  await expect(page.getByRole("tab", { name: "Funders", selected: true })).toBeVisible();
  const tab = page.getByRole("region", { name: "Funders", exact: true });
  // The funder that has it says so, and offers no box to send it again.
  const had = tab.getByRole("listitem", { name: `${funderName} · Any size` });
  await expect(had).toContainText("Sent ·");
  await expect(had.getByRole("checkbox")).toHaveCount(0);
  // The funder's second listing is the same funder: no box either.
  await expect(
    tab.getByRole("listitem", { name: `${funderName} · Small loans` }).getByRole("checkbox"),
  ).toHaveCount(0);

  // The funder sees the first deal with its statement.
  const funderPage = await browser.newPage();
  await signIn(funderPage, funder);
  await funderPage.getByRole("link", { name: "Inbox", exact: true }).click();
  await funderPage.getByRole("row").filter({ hasText: one.reference }).getByRole("link").click();
  await expect(funderPage.getByRole("region", { name: "Shared documents" })).toContainText(
    statement,
  );
  await funderPage.context().close();
});
