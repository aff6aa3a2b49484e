import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { setLanguage } from "../support/language";
import { audit, auditBothThemes, expectNoSidewaysScroll } from "../support/audit";
import { createDeal } from "../support/factories";
import { funderWithDeal } from "../support/funder-deal";
import { choose } from "../support/kit";
import { signIn } from "../support/people";
import { sendProposal } from "../support/proposal";
import { screenshots } from "../support/screenshots";

// The pipeline board, the Deals home (issue 34): a broker filters it to one product, saves the
// view and gets it back after a reload, submits a draft from its card with the keyboard, and sees
// a funder's chip change when the funder answers in another browser (no reload). On a phone it
// shows one stage at a time with no sideways scroll; axe finds nothing serious on it, light and
// dark, English and Arabic.
test("a broker works the pipeline board: filters, a saved view, a move from a card, a live chip", async ({
  page,
  browser,
  people,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const sentName = `Larkspur Bakery ${stamp}`;
  const draftName = `Kestrel Joinery ${stamp}`;
  const otherName = `Osprey Lofts ${stamp}`;
  const { funder, funderName, broker, submissionId } = await funderWithDeal(people, {
    funderName: `Meridian Capital ${stamp}`,
    listingName: "Term lending",
    company: "Board Brokers",
    deal: { borrower: { legalName: sentName } },
    send: true,
  });
  const draft = await createDeal(broker, { borrower: { legalName: draftName } });
  await createDeal(broker, { product: "line_of_credit", borrower: { legalName: otherName } });

  // Deals opens on the board: the sent deal waits on its funder, the drafts are drafts.
  await signIn(page, broker, "/deals");
  const column = (stage: string) => page.getByRole("region", { name: stage, exact: true });
  const card = (name: string) => page.locator("article").filter({ hasText: name });
  await expect(column("Submitted").getByRole("link", { name: sentName })).toBeVisible();
  await expect(column("Draft").getByRole("link", { name: draftName })).toBeVisible();
  await expect(column("Draft").getByRole("link", { name: otherName })).toBeVisible();
  const chip = card(sentName).getByRole("list", { name: "Funders" });
  await expect(chip).toHaveText(`${funderName}: Sent`);

  // Filtered to term loans from the folded filters: the line of credit leaves, the filter is in
  // the URL and shows as a chip beside the "Filters (1 on)" button.
  const filters = page.getByRole("button", { name: /^Filters/ });
  await filters.click();
  await expect(filters).toHaveAttribute("aria-expanded", "true");
  await choose(page.getByRole("combobox", { name: "Product" }), "term_loan");
  await expect(page).toHaveURL(/product=term_loan/);
  await expect(card(otherName)).toHaveCount(0);
  await audit(page, "board en 1280, the filters open");
  await screenshots(page, "board-en-1280-filters-open");
  await page.getByRole("button", { name: "Done" }).click();
  await expect(filters).toBeFocused();
  await expect(filters).toHaveText("Filters (1 on)");
  await expect(page.getByRole("list", { name: "Filters on" })).toHaveText("Product: Term loan×");

  // Saved as a view; after a reload without it, the view brings the filter back.
  await page.getByRole("button", { name: "Save view" }).click();
  const dialog = page.getByRole("dialog", { name: "Save these filters as a view" });
  await dialog.getByRole("textbox", { name: "Name of the view" }).fill("Term loans");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await page.goto("/deals");
  await expect(card(otherName)).toBeVisible();
  await choose(page.getByRole("combobox", { name: "Saved views" }), { label: "Term loans" });
  await expect(page).toHaveURL(/product=term_loan/);
  await expect(card(otherName)).toHaveCount(0);
  await expect(card(draftName)).toBeVisible();

  // The draft is submitted from its card with the keyboard, after the confirmation.
  const menu = page.getByRole("button", { name: `Moves for ${draft.reference}` });
  await menu.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: "Submit" })).toBeFocused();
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("dialog", { name: `Submit: ${draft.reference}` });
  await expect(confirm.getByRole("button", { name: "Submit" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(confirm).toBeHidden();
  await expect(column("Submitted").getByRole("link", { name: draftName })).toBeVisible();
  await expect(column("Submitted").getByRole("link", { name: draftName })).toBeFocused();

  // The funder answers in its own browser: the chip says so here without a reload.
  await expect(page.locator("html[data-live='open']")).toHaveCount(1);
  const funderContext = await browser.newContext();
  const funderPage = await funderContext.newPage();
  await signIn(funderPage, funder, `/inbox/${submissionId!}`);
  await sendProposal(funderPage);
  await expect(chip).toHaveText(`${funderName}: Offer`);
  await expect(card(sentName).getByRole("link", { name: "Compare offers" })).toBeVisible();
  await funderContext.close();

  // Audited and looked at: laptop and phone, light and dark, English and Arabic.
  await auditBoard(page, "en");
  await setLanguage(page, "ar", broker);
  await expect(page.getByRole("heading", { level: 1, name: "الصفقات" })).toBeVisible();
  await auditBoard(page, "ar");
  await setLanguage(page, "en", broker);
});

/** The board at 1280 px, then at 390x844 one stage at a time, audited in both themes. */
async function auditBoard(page: Page, language: "en" | "ar") {
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(
    page.getByRole("region", { name: language === "en" ? "Stages" : "المراحل" }),
  ).toBeVisible();
  await auditThemes(page, `board ${language} 1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  const tabs = page.getByRole("tablist");
  await expect(tabs).toBeVisible();
  await expect(tabs.getByRole("tab")).toHaveCount(6);
  // One stage at a time: the selected tab's column alone.
  await expect(page.locator("section[aria-labelledby^='column-']")).toHaveCount(1);
  await expectNoSidewaysScroll(page, `board ${language} 390`);
  await auditThemes(page, `board ${language} 390`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function auditThemes(page: Page, label: string) {
  await auditBothThemes(page, label);
  await screenshots(page, label.replace(/\s+/g, "-"));
}
