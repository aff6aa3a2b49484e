import { expect, test } from "../support/fixtures";
import { funderWithDeal } from "../support/funder-deal";
import { signIn } from "../support/people";

// The bugs this guards: a document uploaded on a deal's page was missing from "Send to funders"
// until a reload, and then its box started unticked, so deals went to funders without their
// documents; once sent, the Funders tab still offered the funder a box (decision 047).
test("a broker uploads a document on a deal's page and, without reloading or ticking it, sends it to a funder, who sees it; the tab then shows the funder as sent", async ({
  page,
  browser,
  people,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const fileName = `statement-${stamp}.pdf`;

  // An approved funder with a published listing for term loans, and the broker's deal, set up
  // through the API: the journey is the broker's upload and sending.
  const {
    funder: funderPerson,
    funderName,
    broker,
    deal,
  } = await funderWithDeal(people, {
    funderName: `Keel Lending ${stamp}`,
    listingName: "Bridge loans",
    company: "Harbour Brokers",
    deal: { purpose: "Ovens", borrower: { legalName: `Keel Bakery ${stamp}` } },
  });
  await signIn(page, broker, `/deals/${deal.id}?tab=funders`);

  // "Send to funders" has nothing to share yet.
  const send = page.getByRole("region", { name: "Send to funders" });
  await expect(send).toContainText("No documents to share yet.");

  // The upload: its row appears in Documents, and the same document in "Send to funders".
  await page.getByRole("tab", { name: /^Documents/ }).click();
  const documents = page.getByRole("region", { name: "Documents" });
  await documents.getByLabel("Drop files here or choose files").setInputFiles({
    name: fileName,
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.7\n% bank statement\n"),
  });
  await expect(documents.getByRole("row").filter({ hasText: fileName })).toBeVisible();
  await page.getByRole("tab", { name: "Funders" }).click();
  await expect(send.getByLabel(fileName)).toBeVisible();
  await expect(send).not.toContainText("No documents to share yet.");

  // The funder ticked, the document is ticked for it (the listing asks for no type: every valid
  // one goes); sent without touching the document's box, still without a reload.
  const fit = page
    .getByRole("region", { name: "Funders", exact: true })
    .getByRole("listitem", { name: `${funderName} · Bridge loans` });
  await expect(send.getByLabel(fileName)).not.toBeChecked();
  await fit.getByRole("checkbox").check();
  await expect(send.getByLabel(fileName)).toBeChecked();
  await send.getByRole("button", { name: "Send to 1 funder" }).click();

  // The Funders tab now says the funder has it, since when, and offers no box to send it again.
  await expect(fit).toContainText(/Sent · \d{2}\/\d{2}\/\d{4}/);
  await expect(fit.getByRole("checkbox")).toHaveCount(0);

  await page.getByRole("tab", { name: /^Offers/ }).click();
  await expect(
    page.getByRole("region", { name: "Submissions" }).getByRole("listitem", { name: funderName }),
  ).toContainText("Waiting for the funder");

  // The funder finds the deal in its inbox, with the document.
  const funderContext = await browser.newContext();
  const funder = await funderContext.newPage();
  await signIn(funder, funderPerson);
  await funder.getByRole("link", { name: "Inbox", exact: true }).click();
  await funder.getByRole("row").filter({ hasText: "Harbour Brokers" }).getByRole("link").click();
  await expect(funder.getByRole("region", { name: "Shared documents" })).toContainText(fileName);
  await funderContext.close();
});

test("sending with no document ticked is warned of first, then sent anyway", async ({
  page,
  people,
}) => {
  test.setTimeout(60_000);
  const stamp = Date.now();
  const { funderName, broker, deal } = await funderWithDeal(people, {
    funderName: `Bare Lending ${stamp}`,
    listingName: "Bare loans",
    company: "Bare Brokers",
    deal: { borrower: { legalName: `Bare Bakery ${stamp}` } },
  });
  await signIn(page, broker, `/deals/${deal.id}?tab=funders`);
  const fit = page
    .getByRole("region", { name: "Funders", exact: true })
    .getByRole("listitem", { name: `${funderName} · Bare loans` });
  await fit.getByRole("checkbox").check();
  const send = page.getByRole("region", { name: "Send to funders" });
  await send.getByRole("button", { name: "Send to 1 funder" }).click();
  await expect(send.getByRole("alert")).toContainText("The funders will see no documents");
  await send.getByRole("button", { name: "Send anyway" }).click();
  await expect(fit).toContainText("Sent ·");
});
