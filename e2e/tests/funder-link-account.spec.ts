import { expect, test } from "../support/fixtures";
import { createDeal } from "../support/factories";
import { answerJoiningOnboarding, logIn, uniqueEmail } from "../support/journeys";
import { linkCodeFromOutbox, linkFromOutbox } from "../support/outbox";
import { signIn } from "../support/people";

// Issue 39, done when: "The outside funder's Create an account ends, after the operator approves,
// with the same deals in its inbox." A broker keeps an outside funder (My funders) and sends it two
// deals by secure link; in a fresh browser the funder opens the link from the mail, proves its
// address with the code from a second mail, and creates its account from the link's page; the
// operator approves it on Funders to approve; signed in, the funder finds both deals under the
// inbox's New tab, and the brokerage's My funders says it joined the portal.

test("an outside funder creates its account from a secure link; once the operator approves, both deals are in its inbox", async ({
  browser,
  page,
  people,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const company = `Outside Lending ${stamp}`;
  const email = uniqueEmail("outside");
  const funderPassword = "a long funder passphrase 42";
  const first = `Quay Bakery ${stamp}`;
  const second = `Dockside Deli ${stamp}`;

  // The brokerage keeps the funder (My funders) and sends it two deals by secure link.
  const broker = await people.broker({ company: `Link Brokers ${stamp}` });
  const added = await broker.api.post("/v1/funder-contacts", {
    headers: await broker.headers(),
    data: {
      company,
      people: [{ name: "Una Writer", email }],
      products: ["term_loan"],
      listing: { currency: "GBP", criteria: { products: ["term_loan"], countries: ["GB"] } },
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const contact = (await added.json()) as { listingId: string };
  const references: string[] = [];
  for (const legalName of [first, second]) {
    const deal = await createDeal(broker, { borrower: { legalName } });
    const sent = await broker.api.post(`/v1/user/deal/${deal.id}/submissions`, {
      headers: await broker.headers(),
      data: { listingIds: [contact.listingId] },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    references.push(deal.reference);
  }

  // A fresh browser follows the first deal's link: it asks for the code, which comes by mail.
  const link = await linkFromOutbox(email, new RegExp(`sent you deal ${references[0]}`));
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(link);
  await visitor.getByLabel("Your email address").fill(email);
  await visitor.getByRole("button", { name: "Email me a code" }).click();
  // The code ends the subject (the broker's name before it may hold digits too).
  const code = await linkCodeFromOutbox(email);
  await visitor.getByLabel("6-digit code").fill(code);
  await visitor.getByRole("button", { name: "Open the deal" }).click();
  await expect(visitor.getByText(first).first()).toBeVisible();

  // "Create an account to keep these deals": the visitor's proven address, a name and a password.
  const account = visitor.getByRole("region", { name: "Create an account to keep these deals" });
  await expect(account).toContainText(`Your account's address: ${email}`);
  await account.getByLabel("Your name").fill("Una Writer");
  await account.getByLabel("Password").fill(funderPassword);
  await account.getByRole("button", { name: "Create my account" }).click();
  await expect(
    visitor.getByText("Your account is waiting for the portal's approval."),
  ).toBeVisible();
  // The link's page still opens for it meanwhile, and says so again after a reload.
  await visitor.reload();
  await expect(
    visitor.getByText("Your account is waiting for the portal's approval."),
  ).toBeVisible();
  await visitorContext.close();

  // The operator approves the new funder on Funders to approve.
  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await signIn(operator, await people.operator());
  await operator.getByRole("link", { name: "Funders to approve" }).click();
  const waiting = operator.getByRole("row").filter({ hasText: company });
  await expect(waiting).toContainText("Waiting for approval");
  await waiting.getByRole("button", { name: `Approve ${company}` }).click();
  await expect(operator.getByRole("status")).toHaveText(`${company} is approved.`);
  await operatorContext.close();

  // The funder logs in with the password it chose; its first visit asks its own details (it joins
  // its organization, as an invited member does), then both deals are under the inbox's New tab.
  await logIn(page, email, funderPassword);
  await answerJoiningOnboarding(page, company);
  await page.getByRole("link", { name: "Inbox", exact: true }).click();
  await expect(page.getByRole("tab", { name: "New (2)" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("row").filter({ hasText: first })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: second })).toBeVisible();

  // The brokerage's My funders says the funder joined the portal.
  const brokerContext = await browser.newContext();
  const brokerPage = await brokerContext.newPage();
  await signIn(brokerPage, broker, "/lenders?tab=mine");
  await expect(brokerPage.getByRole("article", { name: company })).toContainText(
    "Joined the portal",
  );
  await brokerContext.close();
});
