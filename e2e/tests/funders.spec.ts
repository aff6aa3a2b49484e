import { expect, test } from "../support/fixtures";
import { createDeal, uploadDocument } from "../support/factories";
import { signIn } from "../support/people";
import { sendProposal } from "../support/proposal";

test("a funder publishes a listing; a broker's deal matches it with reasons, is sent, offered, compared, accepted and funded; the commission appears", async ({
  page,
  browser,
  people,
}) => {
  test.setTimeout(120_000);
  const funderName = `Alpha Capital ${Date.now()}`;

  // The funder (signed up and onboarded through the API) writes a listing.
  await signIn(page, await people.funder(funderName));
  await page.getByRole("link", { name: "Listings" }).click();
  await expect(page.getByText("No listings yet.", { exact: false })).toBeVisible();
  // The header's link (the empty list offers one too).
  await page.getByRole("link", { name: "New listing" }).first().click();
  await page.getByLabel("Name").fill("Growth loans");
  await page.getByLabel("Broker commission (%)").fill("2.5");
  await page.getByLabel("Response time promised (hours)").fill("24");
  await page.getByRole("group", { name: "Products" }).getByLabel("Term loan").check();
  await page.getByLabel("Amount from").fill("10,000");
  await page.getByLabel("Amount up to").fill("5,000");
  await page.getByRole("button", { name: "Save listing" }).click();
  await expect(page.getByLabel("Amount from")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Amount up to").fill("500,000");
  await page.getByLabel("Minimum credit score").fill("600");
  // Countries and excluded industries are picked by name, several of each, shown as chips.
  const countries = page.getByRole("combobox", { name: "Countries you lend in" });
  await countries.fill("united king");
  await page.keyboard.press("Enter");
  await countries.fill("irel");
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Remove Ireland" }).click();
  // Regions by name within the countries chosen: Scotland takes Glasgow.
  await page.getByRole("radio", { name: "Only these regions" }).check();
  await page.getByRole("combobox", { name: "Regions within those countries" }).fill("scotl");
  await page.keyboard.press("Enter");
  await page.getByRole("combobox", { name: "Industries you do not fund" }).fill("gambl");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("list", { name: "Countries you lend in" })).toHaveText(
    "United Kingdom",
  );
  await expect(page.getByRole("list", { name: "Industries you do not fund" })).toHaveText(
    "Gambling",
  );
  await expect(page.getByRole("list", { name: "Regions within those countries" })).toHaveText(
    "Scotland",
  );
  await page.getByRole("button", { name: "Save listing" }).click();
  const row = page.getByRole("row").filter({ hasText: "Growth loans" });
  await expect(row).toContainText("Draft");

  // Not approved yet: the page says so, and Publish is not offered (the server refuses it too).
  await expect(
    page.getByRole("note").filter({ hasText: "Your funder account is waiting for approval." }),
  ).toBeVisible();
  await expect(row.getByRole("button", { name: "Publish" })).toHaveCount(0);
  await expect(row).toContainText("Publish once your funder account is approved");

  // An operator approves the funder on the Funders to approve page.
  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await signIn(operator, await people.operator());
  await operator.getByRole("link", { name: "Funders to approve" }).click();
  const waiting = operator.getByRole("row").filter({ hasText: funderName });
  await expect(waiting).toContainText("Waiting for approval");
  await waiting.getByRole("button", { name: `Approve ${funderName}` }).click();
  await expect(operator.getByRole("status")).toHaveText(`${funderName} is approved.`);
  await expect(waiting).toContainText("Approved on");
  await expect(waiting.getByRole("button")).toHaveCount(0);
  await operatorContext.close();
  // Approved: the funder's next page (here a reload) reads the approval and offers Publish.
  await page.reload();
  await expect(page.getByText("Your funder account is waiting for approval.")).toHaveCount(0);
  await row.getByRole("button", { name: "Publish" }).click();
  await expect(row).toContainText("Published");

  // A broker's deal matches it, with the reasons.
  const brokerContext = await browser.newContext();
  const broker = await brokerContext.newPage();
  const harbour = await people.broker({ company: "Harbour Brokers" });
  const borrower = `Funded Bakery ${Date.now()}`;
  const deal = await createDeal(harbour, { borrower: { legalName: borrower, region: "GB-GLG" } });
  await signIn(broker, harbour, `/deals/${deal.id}?tab=documents`);
  await broker
    .getByRole("region", { name: "Documents" })
    .getByLabel("Drop files here or choose files")
    .setInputFiles({
      name: "statement.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.7\n% bank statement\n"),
    });
  await expect(broker.getByRole("region", { name: "Documents" }).getByRole("row")).toHaveCount(2);

  await broker.getByRole("tab", { name: "Funders" }).click();
  const funders_ = broker.getByRole("region", { name: "Funders", exact: true });
  const fit = funders_.getByRole("listitem", { name: `${funderName} · Growth loans` });
  await expect(fit).toContainText("credit score 720 meets the minimum 600");
  await expect(fit).toContainText("region Glasgow is accepted");
  await expect(fit).toContainText("2.5% commission");

  // Sent, sharing the statement; dated in the history.
  await fit.getByRole("checkbox").check();
  const send = broker.getByRole("region", { name: "Send to funders" });
  // Ticked for the funder chosen (decision 047), once the suggestion has arrived.
  await expect(send.getByLabel("statement.pdf")).toBeChecked();
  await send.getByRole("button", { name: "Send to 1 funder" }).click();
  await broker.getByRole("tab", { name: /^Offers/ }).click();
  const submissions = broker.getByRole("region", { name: "Submissions" });
  await expect(submissions.getByRole("listitem", { name: funderName })).toContainText(
    "Waiting for the funder",
  );
  await broker.getByRole("tab", { name: "History" }).click();
  await expect(broker.getByRole("list", { name: "History" })).toContainText(
    `Sent to ${funderName} (Growth loans)`,
  );
  await broker.getByRole("tab", { name: /^Offers/ }).click();

  // The funder sees it with the shared document, and proposes.
  await page.getByRole("link", { name: "Inbox", exact: true }).click();
  await page.getByRole("row").filter({ hasText: "Harbour Brokers" }).getByRole("link").click();
  // Titled by the deal's reference and business, with the facts funders decide on.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `${deal.reference} · ${borrower}`,
  );
  await expect(page.getByText("Ann Lee · 100% · credit score 720")).toBeVisible();
  await expect(page.getByText("Restaurants and cafés", { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Shared documents" })).toContainText(
    "statement.pdf",
  );

  // The funder asks a question in the thread; the broker answers it there, attaching another
  // document of the deal (which shares it with the funder).
  await page
    .getByRole("textbox", { name: "Message to Harbour Brokers" })
    .fill("Please send last year's tax return");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.locator("[data-status]").first()).toHaveText("Asked the broker");
  await uploadDocument(harbour, deal.id, "tax_return", "tax-2025.pdf");
  await broker.reload();
  const asked = submissions.getByRole("listitem", { name: funderName });
  await expect(asked).toContainText("Please send last year's tax return");
  await asked.getByRole("button", { name: `Answer ${funderName} in the conversation` }).click();
  const thread = broker.getByRole("region", { name: `Conversation with ${funderName}` });
  await thread.getByRole("textbox", { name: `Message to ${funderName}` }).fill("Attached");
  await thread.getByRole("checkbox", { name: "tax-2025.pdf" }).click();
  await thread.getByRole("button", { name: "Send" }).click();
  await expect(thread.getByRole("list", { name: "Messages" })).toContainText("Attached");
  await broker.getByRole("tab", { name: /^Offers/ }).click();
  await expect(asked).toContainText("Waiting for the funder");
  await page.reload();
  await expect(page.getByRole("region", { name: "Shared documents" })).toContainText(
    "tax-2025.pdf",
  );
  await sendProposal(page);

  // The broker compares and accepts; the expected commission is in the ledger.
  await broker.reload();
  // What it costs: £2,118.31 a month for 24 months, plus the £500 fee.
  const compare = broker.getByRole("region", { name: "Offers side by side" });
  const card = compare.getByRole("listitem", { name: funderName });
  await expect(card).toContainText("£45,000.00");
  await expect(card).toContainText("£2,118.31 a month · 24 payments");
  await expect(card).toContainText("Total repayable£51,339.35");
  await expect(card).toContainText("Cost of funds£6,339.35");
  await expect(card).toContainText("Estimated APR13.13%");
  await expect(card).toContainText("Funds in3 working days");
  // Accepting asks first, saying what it closes; "Keep comparing" changes nothing.
  await card.getByRole("button", { name: `Accept ${funderName}'s offer` }).click();
  const confirm = broker.getByRole("dialog", { name: `Accept ${funderName}'s offer?` });
  await expect(confirm).toContainText("No other funder has this deal open.");
  await confirm.getByRole("button", { name: "Keep comparing" }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toContainText("Offer received");
  await card.getByRole("button", { name: `Accept ${funderName}'s offer` }).click();
  await confirm.getByRole("button", { name: "Accept the offer" }).click();
  await expect(confirm).toBeHidden();
  // The ledger names whose commission it is (the wallet's beneficiary, decision 037).
  await expect(broker.getByRole("region", { name: "Commission" })).toContainText(
    /Expected · [^:]+: £1,125\.00/,
  );

  // The funder marks it funded; the broker sees the deal funded and the commission earned.
  await page.reload();
  await page.getByRole("button", { name: "Mark funded" }).click();
  await expect(page.getByRole("region", { name: "Activity" })).toBeVisible();
  await expect(page.locator("[data-status]").first()).toHaveText("Funded");
  await expect(page.getByRole("button", { name: "Mark funded" })).toHaveCount(0);
  await broker.reload();
  await expect(broker.getByRole("region", { name: "Commission" })).toContainText(
    /Earned · [^:]+: £1,125\.00/,
  );
  await broker.getByRole("tab", { name: "Overview" }).click();
  await expect(broker.getByRole("region", { name: "Request" })).toContainText("Funded");
  await brokerContext.close();
});
