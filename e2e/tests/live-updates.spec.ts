import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { funderWithDeal } from "../support/funder-deal";
import { signIn } from "../support/people";
import { sendProposal } from "../support/proposal";

/** With SCREENSHOTS=dir, the page at its width in both themes is saved there, to be looked at. */
async function screenshots(page: Page, label: string) {
  const dir = process.env.SCREENSHOTS;
  if (!dir) return;
  for (const dark of [false, true]) {
    await page.evaluate((on) => document.documentElement.classList.toggle("dark", on), dark);
    await page.screenshot({ path: `${dir}/${label}-${dark ? "dark" : "light"}.png` });
  }
  await page.evaluate(() => document.documentElement.classList.remove("dark"));
}

// Live updates and the notification centre (decision 038): the funder, in one browser, sends an
// offer; the broker's open deal page, in another, shows it within 2 s without a reload, the bell
// counts it, a toast says so, and the notification opens the deal.
test("a funder's offer reaches the broker's open deal page and bell without a reload", async ({
  page,
  browser,
  people,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  // A long name: the bell wraps it, never the reference (issue 34).
  const businessName = `Tideway Bakery and Patisserie of the Old Harbour ${stamp}`;
  const {
    funder: funderPerson,
    funderName,
    broker,
    deal,
    submissionId,
  } = await funderWithDeal(people, {
    funderName: `Tideway Capital ${stamp}`,
    listingName: "Working capital",
    company: "Harbour Brokers",
    // In Swedish kronor, which no other journey lends in: the bell must count this offer alone,
    // and upload-and-send's listing (same helper, GBP) would notify the broker of a new fit.
    currency: "SEK",
    deal: { borrower: { legalName: businessName } },
    send: true,
  });

  // The broker's deal page is open on its offers, with no notification yet.
  await signIn(page, broker, `/deals/${deal.id}?tab=offers`);
  const submissions = page.getByRole("region", { name: "Submissions" });
  // The submission's line (an offer adds a comparison card of the same name before it).
  const card = submissions.getByRole("listitem", { name: funderName }).last();
  await expect(card).toContainText("Waiting for the funder");
  const bell = page.getByTestId("notification-bell");
  await expect(bell).toHaveAccessibleName("Notifications");
  // The stream is open once the bell's chunk has loaded and the server said it listens.
  await expect(page.locator("html[data-live='open']")).toHaveCount(1);

  // The funder, in its own browser, proposes.
  const funderContext = await browser.newContext();
  const funder = await funderContext.newPage();
  await signIn(funder, funderPerson, `/inbox/${submissionId!}`);
  await sendProposal(funder);
  const offeredAt = Date.now();

  // Without a reload: the offer on the deal page, the bell's count, the toast. How soon (the spec's
  // 2 s) is printed and kept as an annotation, not asserted: a loaded machine is not a slow
  // product (decision 058).
  await expect(card).toContainText("Offer received");
  const shownAfter = Date.now() - offeredAt;
  await expect(bell).toHaveAccessibleName("Notifications, 1 unread");
  await expect(page.getByTestId("notification-count")).toHaveText("1");
  // It names the funder and the business, not only the reference (issue 34).
  const message = `${funderName} sent an offer for ${businessName} (${deal.reference})`;
  await expect(page.getByRole("status").filter({ hasText: message })).toBeVisible();
  console.log(`live update shown ${shownAfter} ms after the offer was answered`);
  test.info().annotations.push({ type: "live-update-ms", description: String(shownAfter) });

  // The panel lists it; opening it goes to the deal and marks it read.
  await page.goto("/dashboard");
  await bell.click();
  const panel = page.getByRole("dialog", { name: "Notifications" });
  const item = panel.getByRole("link", { name: message });
  await expect(item).toBeVisible();
  await screenshots(page, "bell-1280");
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshots(page, "bell-390");
  if (process.env.SCREENSHOTS) {
    // The same in Arabic (chosen in Settings -> Appearance), then back to English.
    await page.goto("/settings/appearance");
    await page.getByRole("radio", { name: "العربية (Arabic, preview)" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await bell.click();
    await expect(page.getByTestId("notification-item").first()).toContainText(businessName);
    await screenshots(page, "bell-390-ar");
    await page.keyboard.press("Escape");
    await page.getByRole("radio", { name: "English" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.goto("/dashboard");
    await bell.click();
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/deals/${deal.id}$`));
  await expect(bell).toHaveAccessibleName("Notifications");
  await expect(page.getByTestId("notification-count")).toHaveCount(0);
  await funderContext.close();
});
