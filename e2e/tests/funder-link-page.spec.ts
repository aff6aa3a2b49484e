import type { Browser, Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { auditBothThemes, expectNoSidewaysScroll } from "../support/audit";
import { createDeal, uploadDocument } from "../support/factories";
import { uniqueEmail } from "../support/journeys";
import { choose } from "../support/kit";
import { setLanguage } from "../support/language";
import { linkCodeFromOutbox, linkFromOutbox } from "../support/outbox";
import { signIn } from "../support/people";
import { screenshots } from "../support/screenshots";

// Issue 39, done when: a broker sends a deal with a document to an outside funder; in a fresh
// browser the link from the mail asks for the code from a second mail, opens the deal, downloads
// the document, asks a question, then sends an offer; the broker sees the opens, the download,
// the question and the offer (marked as an outside funder's) in the comparison; stopping the link
// makes the next open show that it ended. A forwarded link opened by another address without the
// code gets nothing of the deal.

/** A browser of its own (no session, analytics refused as every journey's), its page at 390 px if asked. */
async function freshPage(browser: Browser, baseURL: string, phone = false) {
  const context = await browser.newContext({
    baseURL,
    ...(phone ? { viewport: { width: 390, height: 844 } } : {}),
    storageState: {
      cookies: [],
      origins: [{ origin: baseURL, localStorage: [{ name: "analyticsConsent", value: "denied" }] }],
    },
  });
  return context.newPage();
}

/** Screenshots of the page as it stands (SCREENSHOTS=dir), and in Arabic when `arabic`. */
async function look(page: Page, label: string, arabic = false) {
  await screenshots(page, label);
  if (!arabic || !process.env.SCREENSHOTS) return;
  await page.evaluate(() => localStorage.setItem("language", "ar"));
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await screenshots(page, `${label}-ar`);
  await page.evaluate(() => localStorage.setItem("language", "en"));
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
}

test("an outside funder opens its secure link with a mailed code, downloads, asks and offers; the broker sees it all and stops the link", async ({
  browser,
  page,
  people,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now();
  const brokerage = `Link Brokers ${stamp}`;
  const company = `Outside Capital ${stamp}`;
  const email = uniqueEmail("outside");
  const business = `Harbour Bakery ${stamp}`;
  const statement = `bank-statements-${stamp}.pdf`;

  // The brokerage keeps the funder (My funders) and sends it a deal with a bank statement.
  const broker = await people.broker({ company: brokerage });
  const added = await broker.api.post("/v1/funder-contacts", {
    headers: await broker.headers(),
    data: {
      company,
      people: [{ name: "Olu Reader", email }],
      products: ["term_loan"],
      listing: { currency: "GBP", criteria: { products: ["term_loan"], countries: ["GB"] } },
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const contact = (await added.json()) as { listingId: string };
  const deal = await createDeal(broker, { borrower: { legalName: business } });
  const documentId = await uploadDocument(broker, deal.id, "bank_statement", statement);
  const sent = await broker.api.post(`/v1/user/deal/${deal.id}/submissions`, {
    headers: await broker.headers(),
    data: { listingIds: [contact.listingId], sharedDocumentIds: [documentId] },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const link = await linkFromOutbox(email, new RegExp(`sent you deal ${deal.reference}`));
  expect(new URL(link).pathname).toMatch(/^\/link\/[A-Za-z0-9_-]{43}$/);

  // A fresh browser: the link asks for the code first, and is never indexed nor a referrer.
  const visitor = await freshPage(browser, baseURL!);
  await visitor.goto(link);
  await expect(
    visitor.getByRole("heading", { level: 1, name: `A deal from ${brokerage}` }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(visitor.locator('meta[name="referrer"]')).toHaveAttribute("content", "no-referrer");
  await expect(visitor.getByText(business)).toHaveCount(0);
  await auditBothThemes(visitor, "link: code");
  await look(visitor, "link-code", true);

  // The address, "Email me a code", then the code from the second mail.
  await visitor.getByLabel("Your email address").fill(email);
  const asked = Date.now() - 1000;
  await visitor.getByRole("button", { name: "Email me a code" }).click();
  await expect(visitor.getByText(`If ${email} is one of the addresses`)).toBeVisible();
  const code = await linkCodeFromOutbox(email, asked);
  // A wrong code is said at its field; the right one opens the deal.
  await visitor.getByLabel("6-digit code").fill(code === "000000" ? "111111" : "000000");
  await visitor.getByRole("button", { name: "Open the deal" }).click();
  await expect(visitor.getByText("That code is not right or has expired.")).toBeVisible();
  await auditBothThemes(visitor, "link: wrong code");
  await look(visitor, "link-code-wrong");
  await visitor.getByLabel("6-digit code").fill(code);
  await visitor.getByRole("button", { name: "Open the deal" }).click();
  await expect(
    visitor.getByRole("heading", { level: 1, name: `${deal.reference} · ${business}` }),
  ).toBeVisible();
  await expect(visitor.getByRole("region", { name: "The deal" })).toContainText(brokerage);

  // The shared document downloads through the link.
  const download = visitor.waitForEvent("download", { timeout: 30_000 });
  await visitor.getByRole("button", { name: statement }).click();
  expect((await download).suggestedFilename()).toBe(statement);

  // A question in the deal's thread.
  const question = `Can you share the last 3 months of card takings? ${stamp}`;
  await visitor.getByLabel(`Message to ${brokerage}`).fill(question);
  await visitor.getByRole("button", { name: "Send", exact: true }).click();
  await expect(visitor.getByText(question, { exact: true })).toBeVisible();

  // An offer with the same form as on the portal.
  const offer = visitor.getByRole("region", { name: "Send a proposal" });
  await offer.getByLabel("Amount").fill("45,000");
  await offer.getByLabel("Rate (% a year)").fill("12");
  await offer.getByLabel("Term (months)").fill("24");
  await offer.getByLabel("Fees").fill("500");
  await offer.getByLabel("Broker commission (%)").fill("2.5");
  await choose(offer.getByLabel("Payments"), { label: "Monthly" });
  await offer.getByRole("button", { name: "Send proposal" }).click();
  await expect(visitor.locator("[data-status]").first()).toHaveText("Offer sent");
  await expect(visitor.getByRole("button", { name: "Term sheet (PDF)" })).toBeVisible();
  await auditBothThemes(visitor, "link: the deal with an offer");
  await expectNoSidewaysScroll(visitor, "link: the deal at 1280 px");
  await look(visitor, "link-deal", true);
  await visitor.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(visitor, "link: the deal at 390 px");
  await look(visitor, "link-deal-390", true);

  // Another address (a forwarded link) gets nothing of the deal, in any answer it receives.
  const stranger = await freshPage(browser, baseURL!, true);
  const answers: Promise<string>[] = [];
  stranger.on("response", (response) => {
    if (new URL(response.url()).pathname.startsWith("/v1/link/"))
      answers.push(response.text().catch(() => ""));
  });
  await stranger.goto(link);
  await stranger.getByLabel("Your email address").fill(uniqueEmail("forwarded"));
  await stranger.getByRole("button", { name: "Email me a code" }).click();
  await stranger.getByLabel("6-digit code").fill("123456");
  await stranger.getByRole("button", { name: "Open the deal" }).click();
  await expect(stranger.getByText("That code is not right or has expired.")).toBeVisible();
  await stranger.reload();
  await expect(
    stranger.getByRole("heading", { level: 1, name: `A deal from ${brokerage}` }),
  ).toBeVisible();
  await expectNoSidewaysScroll(stranger, "link: code at 390 px");
  await look(stranger, "link-code-390");
  const bodies = await Promise.all(answers);
  expect(bodies.length).toBeGreaterThan(2);
  for (const body of bodies) {
    expect(body).not.toContain(business);
    expect(body).not.toContain(deal.reference);
    expect(body).not.toContain(statement);
  }
  await stranger.context().close();

  // The broker: the link opened and the download, the question, and the offer marked as outside.
  await signIn(page, broker, `/deals/${deal.id}?tab=offers`);
  const card = page.getByRole("listitem", { name: company }).last();
  const panel = card.getByRole("group", { name: "Secure link" });
  await expect(panel).toContainText(`Sent by secure link to ${email}`);
  await expect(panel).toContainText("Opened");
  await expect(panel).toContainText(`downloaded ${statement} on`);
  const compared = page.getByRole("region", { name: "Offers side by side" }).getByRole("listitem", {
    name: company,
  });
  await expect(compared).toContainText("Outside funder");
  await panel.getByText(/What happened/).click();
  await expect(panel).toContainText(`${email} downloaded ${statement}`);
  await auditBothThemes(page, "deal: an outside funder's link");
  await look(page, "broker-link-panel");
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page, "deal: an outside funder's link at 390 px");
  await look(page, "broker-link-panel-390");
  await page.setViewportSize({ width: 1280, height: 720 });
  if (process.env.SCREENSHOTS) {
    // A signed-in person's language is their profile's.
    await setLanguage(page, "ar", broker);
    await page.getByRole("group", { name: "الرابط الآمن" }).waitFor();
    await screenshots(page, "broker-link-panel-ar");
    await setLanguage(page, "en", broker);
  }
  await page.getByRole("tab", { name: /Conversations/ }).click();
  await expect(page.getByText(question, { exact: true })).toBeVisible();

  // The broker accepts the outside funder's offer; from its link the funder says the money went out.
  await page.getByRole("tab", { name: /Offers/ }).click();
  await compared.getByRole("button", { name: `Accept ${company}'s offer` }).click();
  const confirm = page.getByRole("dialog", { name: `Accept ${company}'s offer?` });
  await confirm.getByRole("button", { name: "Accept the offer" }).click();
  await expect(confirm).toBeHidden();
  await visitor.reload();
  await visitor.getByRole("button", { name: "Mark funded" }).click();
  await expect(visitor.locator("[data-status]").first()).toHaveText("Funded");
  await expect(visitor.getByRole("button", { name: "Mark funded" })).toHaveCount(0);
  // The broker sees the commission earned (2.5 % of £45,000.00).
  await page.reload();
  await expect(page.getByRole("region", { name: "Commission" })).toContainText(
    /Earned · [^:]+: £1,125\.00/,
  );

  // Stopping the link: the next open says it ended and whom to ask, nothing of the deal.
  await panel.getByRole("button", { name: "Stop the link" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Stop the link" }).click();
  await expect(panel).toContainText("Link stopped on");
  await visitor.reload();
  await expect(
    visitor.getByRole("heading", { level: 1, name: "This link was stopped" }),
  ).toBeVisible();
  await expect(visitor.getByText(business)).toHaveCount(0);
  await expect(visitor.getByRole("link", { name: broker.email })).toBeVisible();
  await auditBothThemes(visitor, "link: stopped");
  await look(visitor, "link-stopped-390", true);
  await visitor.context().close();
});
