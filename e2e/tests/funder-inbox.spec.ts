import { readFile } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import { getDocument, VerbosityLevel } from "pdfjs-dist/legacy/build/pdf.mjs";
import { expect, test } from "../support/fixtures";
import { auditBothThemes, expectNoSidewaysScroll } from "../support/audit";
import { createDeal } from "../support/factories";
import { funderWithDeal } from "../support/funder-deal";
import { choose } from "../support/kit";
import { setLanguage } from "../support/language";
import { signIn, type Person } from "../support/people";
import { screenshots } from "../support/screenshots";

// The funder's workspace (issue 35), as an underwriter works through it: the New tab lists an
// incoming deal with its age; the funder filters by product, opens the item, asks in the thread,
// finds the broker's answer under Needs your answer, sends an offer, downloads the term sheet (its
// text read back: the amount and the total repayable), revises the offer (the broker's comparison
// shows the revised one only), and declines a second deal with a reason the broker then reads on
// the deal's Funders tab. axe on the inbox and the item at 1280 and 390 px, light and dark.

/** axe in both themes at 1280 and 390 px (no sideways scroll there), pictures in English and Arabic. */
async function auditScreen(page: Page, person: Person, label: string, ready: () => Locator) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await ready().waitFor();
    await auditBothThemes(page, `${label} ${width}`);
    if (width === 390) await expectNoSidewaysScroll(page, `${label} ${width}`);
    await screenshots(page, `funder-inbox-${label}-en-${width}`);
  }
  await setLanguage(page, "ar", person);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.locator("main h1").waitFor();
    if (width === 390) await expectNoSidewaysScroll(page, `${label} ar ${width}`);
    await screenshots(page, `funder-inbox-${label}-ar-${width}`);
  }
  await setLanguage(page, "en", person);
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** The PDF's text, as pdfjs-dist reads it. */
async function pdfText(path: string) {
  const pdf = await getDocument({
    data: new Uint8Array(await readFile(path)),
    verbosity: VerbosityLevel.ERRORS,
  }).promise;
  const pieces: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    for (const item of content.items) if ("str" in item && item.str.trim()) pieces.push(item.str);
  }
  await pdf.destroy();
  return pieces.join(" ");
}

test("a funder works through the inbox: filter, ask, answer, offer with a term sheet, revise, decline with a reason", async ({
  page,
  browser,
  people,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now();
  const funderName = `Inbox Capital ${stamp}`;
  const company = `Inbox Brokers ${stamp}`;
  const first = `Harbour Bakery ${stamp}`;
  const second = `Pier Cafe ${stamp}`;
  const world = await funderWithDeal(people, {
    funderName,
    listingName: "Inbox loans",
    company,
    deal: { borrower: { legalName: first } },
    send: true,
  });
  const firstId = world.submissionId!;
  const other = await createDeal(world.broker, { borrower: { legalName: second } });
  const sent = await world.broker.api.post(`/v1/user/deal/${other.id}/submissions`, {
    headers: await world.broker.headers(),
    data: { listingIds: [world.listing.id] },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  // The funder's owner sets the response target the inbox's clocks run against.
  await signIn(page, world.funder, "/settings");
  const target = page.getByRole("region", { name: "Response target" });
  await target.getByLabel("Response target (hours)").fill("24");
  await target.getByRole("button", { name: "Save" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Response target saved." }),
  ).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await auditBothThemes(page, `settings ${width}`);
    await screenshots(page, `funder-inbox-settings-en-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 720 });

  // The New tab lists both, each with its age, its clock and the funder's words.
  await page.goto("/inbox");
  await expect(page.getByRole("tab", { name: "New (2)" })).toHaveAttribute("aria-selected", "true");
  const row = (name: string) => page.getByRole("row").filter({ hasText: name });
  await expect(row(first)).toContainText("Today");
  await expect(row(first)).toContainText("Waiting for you");
  await expect(row(first).locator('[data-clock="ok"]')).toHaveText(
    /^Waiting \d+ min \(target 24 hrs?\)$/,
  );
  await auditScreen(page, world.funder, "inbox", () => row(first));

  // Filters by product, kept in the address; a product it does not lend in leaves nothing.
  await page.getByRole("button", { name: "Filters" }).click();
  const filters = page.getByRole("group", { name: "Inbox filters" });
  await choose(filters.getByRole("combobox", { name: "Product" }), {
    label: "Merchant cash advance",
  });
  await expect(page).toHaveURL(/\/inbox\?product=merchant_cash_advance$/);
  await expect(page.getByText("No deals in this tab match the search and filters.")).toBeVisible();
  await expect(page.getByRole("tab", { name: "New (0)" })).toBeVisible();
  await choose(filters.getByRole("combobox", { name: "Product" }), { label: "Term loan" });
  await expect(page).toHaveURL(/\/inbox\?product=term_loan$/);
  await expect(page.getByRole("button", { name: "Filters (1 on)" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Filters on" })).toContainText("Product: Term loan");
  await expect(row(first)).toBeVisible();
  await expect(row(second)).toBeVisible();

  // Opens the item: the header, the facts, the fit with its listing; asks in the thread.
  await row(first).getByRole("link", { name: first }).click();
  await expect(page).toHaveURL(new RegExp(`/inbox/${firstId}$`));
  const status = page.locator("[data-status]").first();
  await expect(status).toHaveText("Waiting for you");
  const fit = page.getByRole("region", { name: "Fit with your listings" });
  await expect(fit.getByRole("listitem", { name: "Inbox loans" })).toContainText(
    "Came through this listing",
  );
  await expect(fit.getByRole("listitem", { name: "Inbox loans" })).toContainText("Fits");
  const thread = page.getByRole("region", { name: `Conversation with ${company}` });
  await thread
    .getByRole("textbox", { name: `Message to ${company}` })
    .fill("Are the accounts audited?");
  await thread.getByRole("button", { name: "Send" }).click();
  await expect(status).toHaveText("Asked the broker");
  await auditScreen(page, world.funder, "item", () =>
    thread.getByRole("list", { name: "Messages" }),
  );

  // The broker answers in a second browser.
  const brokerContext = await browser.newContext();
  const broker = await brokerContext.newPage();
  await signIn(broker, world.broker, `/deals/${world.deal.id}?tab=messages&thread=${firstId}`);
  const brokerThread = broker.getByRole("region", { name: `Conversation with ${funderName}` });
  await expect(brokerThread.getByRole("list", { name: "Messages" })).toContainText(
    "Are the accounts audited?",
  );
  await brokerThread
    .getByRole("textbox", { name: `Message to ${funderName}` })
    .fill("Yes, by Smith & Co");
  await brokerThread.getByRole("button", { name: "Send" }).click();
  await expect(brokerThread.getByRole("list", { name: "Messages" })).toContainText(
    "Yes, by Smith & Co",
  );

  // The funder finds it under Needs your answer.
  await page.goto("/inbox");
  await page.getByRole("tab", { name: /^Needs your answer/ }).click();
  await expect(page).toHaveURL(/\/inbox\?tab=needs_answer$/);
  await expect(page.getByRole("tab", { name: "Needs your answer (1)" })).toBeVisible();
  await expect(row(first)).toBeVisible();
  await expect(row(second)).toHaveCount(0);

  // Sends an offer: £45,000 at 12% a year over 24 months, monthly, a £500 fee.
  await row(first).getByRole("link", { name: first }).click();
  const offer = page.getByRole("region", { name: "Send a proposal" });
  await offer.getByLabel("Amount").fill("45,000");
  await offer.getByLabel("Rate (% a year)").fill("12");
  await offer.getByLabel("Term (months)").fill("24");
  await offer.getByLabel("Fees").fill("500");
  await offer.getByLabel("Broker commission (%)").fill("2.5");
  await choose(offer.getByLabel("Payments"), { label: "Monthly" });
  await offer.getByRole("button", { name: "Send proposal" }).click();
  await expect(status).toHaveText("Offer sent");
  const current = page.getByRole("region", { name: "Your current offer" });
  await expect(current).toContainText("£45,000.00");

  // The term sheet: its text holds the amount and the total repayable (24 level payments + fee).
  const download = page.waitForEvent("download");
  await current.getByRole("button", { name: "Term sheet (PDF)" }).click();
  const file = await (await download).path();
  const text = await pdfText(file);
  expect(text).toContain("45,000.00");
  expect(text).toContain("51,339.35");

  // Revises it: the broker's comparison shows the revised offer only.
  await current.getByRole("button", { name: "Revise offer" }).click();
  const revise = current.getByRole("region", { name: "Revise your offer" });
  await revise.getByLabel("Amount").fill("50,000");
  await revise.getByRole("button", { name: "Send revised terms" }).click();
  await expect(current).toContainText("£50,000.00");
  await broker.goto(`/deals/${world.deal.id}?tab=offers`);
  const compare = broker.getByRole("region", { name: "Offers side by side" });
  const card = compare.getByRole("listitem", { name: funderName });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("£50,000.00");
  await expect(card).toContainText(/Revised \d/);

  // Declines the second deal with a reason; the broker reads it on the deal's Funders tab.
  await page.goto("/inbox");
  await row(second).getByRole("link", { name: second }).click();
  await page.getByRole("button", { name: "Decline…" }).click();
  const dialog = page.getByRole("dialog", { name: /^Decline D-/ });
  await choose(dialog.getByRole("combobox", { name: /Why you decline/ }), {
    label: "Revenue too low",
  });
  await dialog.getByLabel("Note for the broker").fill("Needs £20k a month");
  await dialog.getByRole("button", { name: "Decline", exact: true }).click();
  await expect(page.getByText("Declined: Revenue too low.")).toBeVisible();
  await expect(status).toHaveText("Declined");
  await broker.goto(`/deals/${other.id}?tab=funders`);
  const funderLine = broker
    .getByRole("region", { name: "Funders", exact: true })
    .getByRole("listitem", { name: `${funderName} · Inbox loans` });
  await expect(funderLine).toContainText("Revenue too low — Needs £20k a month");
  await brokerContext.close();
});
