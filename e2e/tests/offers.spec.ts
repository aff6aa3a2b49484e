import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { funderWithDeal } from "../support/funder-deal";
import { signIn } from "../support/people";
import { sendProposal } from "../support/proposal";
import { screenshots } from "../support/screenshots";

// Issue 31: a funder's second offer silently replaced the first, and the next step "1 question
// from ..." opened the Offers tab, not the question. Now the funder sees its current
// offer, revises it (the broker, in another browser, reads the revised terms marked Revised with
// what changed) and withdraws it (it leaves the broker's comparison; the history says so)
// (docs/decisions/048-revising-and-withdrawing-offers.md).

/**
 * With SCREENSHOTS=dir: the page at 1280 and 390 px, light and dark, in English and Arabic (read
 * again in each language); `asIs` keeps the page as it stands (a form's errors), in English.
 */
async function pictures(page: Page, label: string, asIs = false) {
  if (!process.env.SCREENSHOTS) return;
  for (const language of asIs ? [] : ["en", "ar"]) {
    await speak(page, language);
    await page.locator("main h1").first().waitFor();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshots(page, `${label}-${language}-${width}`);
    }
  }
  if (asIs) {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshots(page, `${label}-${width}`);
    }
    return page.setViewportSize({ width: 1280, height: 720 });
  }
  await speak(page, "en");
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** The person's language, chosen in Settings > Appearance (stored with them), back on the page. */
async function speak(page: Page, language: string) {
  const back = page.url();
  await page.goto("/settings/appearance");
  await page.locator(`input[name="language"][value="${language}"]`).click();
  await expect(page.locator("html")).toHaveAttribute("lang", language);
  await page.goto(back);
}

test("a funder asks and the broker's next step opens the answer; the funder sends an offer, sees it as its current offer, revises it, the broker sees the revised terms; then it is withdrawn", async ({
  page,
  browser,
  people,
}) => {
  test.setTimeout(150_000);
  const funderName = `Revising Capital ${Date.now()}`;
  const world = await funderWithDeal(people, {
    funderName,
    listingName: "Revisable loans",
    company: "Revision Brokers",
    send: true,
  });

  // The funder asks first, in the thread. The broker's next step "1 question from ..." opens
  // where the question is answered: the funder's conversation (issue 34).
  await signIn(page, world.funder, `/inbox/${world.submissionId}`);
  await page
    .getByRole("textbox", { name: "Message to Revision Brokers" })
    .fill("Are the accounts audited?");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.locator("[data-status]").first()).toHaveText("Asked the broker");
  const brokerContext = await browser.newContext();
  const broker = await brokerContext.newPage();
  await signIn(broker, world.broker, `/deals/${world.deal.id}`);
  await expect(broker.getByRole("status").filter({ hasText: "1 question from" })).toContainText(
    funderName,
  );
  await broker.getByRole("button", { name: "Answer the question" }).click();
  await expect(broker.getByRole("tab", { name: "Conversations" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const answerBox = broker.getByRole("textbox", { name: `Message to ${funderName}` });
  await expect(broker.getByRole("list", { name: "Messages" })).toContainText(
    "Are the accounts audited?",
  );
  await answerBox.fill("Yes, by Smith & Co");
  await broker.getByRole("button", { name: "Send", exact: true }).click();
  await broker.getByRole("tab", { name: /^Offers/ }).click();
  await expect(
    broker.getByRole("list", { name: "Submissions" }).getByRole("listitem", { name: funderName }),
  ).toContainText("Waiting for the funder");

  // The funder proposes: the form gives way to the offer as sent, with Revise and Withdraw.
  await page.reload();
  await sendProposal(page);
  await expect(page.getByRole("status")).toContainText(
    "Proposal sent to Revision Brokers: £45,000.00 over 24 months",
  );
  await expect(page.getByRole("region", { name: "Send a proposal" })).toHaveCount(0);
  const current = page.getByRole("region", { name: "Your current offer" });
  await expect(current).toContainText("£45,000.00");
  await expect(current).toContainText("12% a year");
  await expect(current).toContainText(
    "Revising replaces these terms in the broker's comparison at once",
  );

  // The broker, in the second browser, compares it.
  await broker.reload();
  const compare = broker.getByRole("region", { name: "Offers side by side" });
  const card = compare.getByRole("listitem", { name: funderName });
  await expect(card).toContainText("£45,000.00");
  await expect(card).not.toContainText("Revised");

  // Revising: the form holds the offer's terms; every wrong term is said at its field at once.
  await current.getByRole("button", { name: "Revise offer" }).click();
  const revise = current.getByRole("region", { name: "Revise your offer" });
  await expect(revise.getByLabel("Amount")).toHaveValue("45000.00");
  await revise.getByLabel("Amount").fill("");
  await revise.getByLabel("Term (months)").fill("0");
  await revise.getByLabel("Broker commission (%)").fill("250");
  await revise.getByRole("button", { name: "Send revised terms" }).click();
  for (const [label, message] of [
    ["Amount", "Enter the amount as a number above 0, e.g. 250000."],
    ["Term (months)", "Enter the term in whole months, from 1 to 600."],
    ["Broker commission (%)", "Enter a percentage from 0 to 100, e.g. 2.5."],
  ] as const) {
    await expect(revise.getByLabel(label)).toHaveAttribute("aria-invalid", "true");
    await expect(revise).toContainText(message);
  }
  await expect(revise.getByLabel("Amount")).toBeFocused();
  await pictures(page, "offers-revise-errors", true);
  await revise.getByLabel("Amount").fill("50,000");
  await revise.getByLabel("Rate (% a year)").fill("11");
  await revise.getByLabel("Term (months)").fill("24");
  await revise.getByLabel("Broker commission (%)").fill("2.5");
  await expect(revise.getByLabel("Amount")).toHaveAttribute("aria-invalid", "false");
  await revise.getByRole("button", { name: "Send revised terms" }).click();
  await expect(page.getByRole("status")).toContainText(
    "Revised terms sent to Revision Brokers: £50,000.00 over 24 months at a rate of 11% a year.",
  );
  await expect(current).toContainText(/Revised \d/);
  await expect(current).toContainText("£50,000.00");
  await expect(page.getByRole("region", { name: "Activity" })).toContainText(
    "Offer revised: amount from £45,000.00 to £50,000.00; rate from 12% to 11%",
  );
  await pictures(page, "offers-funder-current");

  // The broker reads the revised terms, marked Revised with the date and what changed.
  await broker.reload();
  await expect(card).toContainText("£50,000.00");
  await expect(card).toContainText(/Revised \d/);
  await expect(card).toContainText(
    "Changed: amount from £45,000.00 to £50,000.00; rate from 12% to 11%",
  );
  const line = broker
    .getByRole("list", { name: "Submissions" })
    .getByRole("listitem", { name: funderName });
  await expect(line).toContainText("Offer revised: amount from £45,000.00 to £50,000.00");
  await pictures(broker, "offers-broker-revised");

  // The funder withdraws it, after being asked, with a reason.
  await current.getByRole("button", { name: "Withdraw offer" }).click();
  const confirm = page.getByRole("dialog", { name: "Withdraw your offer?" });
  await expect(confirm).toContainText("Revision Brokers can no longer accept it.");
  await confirm.getByLabel("Reason for the broker").fill("Our credit committee said no");
  await confirm.getByRole("button", { name: "Withdraw the offer" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Offer withdrawn: Revision Brokers can no longer accept it.",
  );
  await expect(page.locator("[data-status]").first()).toHaveText("Offer withdrawn");
  const again = page.getByRole("region", { name: "Send a proposal" });
  await expect(again).toContainText("You withdrew your offer on");
  await pictures(page, "offers-funder-withdrawn");

  // The broker: out of the comparison, nothing to accept, the history says why.
  await broker.reload();
  await expect(line).toContainText("Offer withdrawn: Our credit committee said no");
  await expect(compare).toHaveCount(0);
  await expect(broker.getByRole("button", { name: `Accept ${funderName}'s offer` })).toHaveCount(0);
  await pictures(broker, "offers-broker-withdrawn");
  await brokerContext.close();
});
