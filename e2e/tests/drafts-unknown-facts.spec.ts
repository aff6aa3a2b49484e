import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { createListing, publishListing } from "../support/factories";
import { signIn, type Person } from "../support/people";
import { setLanguage } from "../support/language";
import { choose } from "../support/kit";
import { screenshots } from "../support/screenshots";

/**
 * With SCREENSHOTS, the page's pictures in English, then in Arabic (kept with the person, as
 * Settings does); `again` brings the page back to what is pictured after each reload.
 */
async function bothLanguages(
  page: Page,
  person: Person,
  label: string,
  again: () => Promise<unknown>,
) {
  await screenshots(page, `${label}-en`);
  if (!process.env.SCREENSHOTS) return;
  for (const language of ["ar", "en"] as const) {
    await setLanguage(page, language, person);
    await again();
    if (language === "ar") await screenshots(page, `${label}-ar`);
  }
}

// Issue 36, decision 075: a broker saves a draft before the business's industry is known; the
// deal page says it is not given, the Funders tab says the funder's industry rule is unknown, and
// sending to that funder asks for the industry right there, then sends.
test("a draft without an industry is saved, judged unknown on industry, and asks for the industry when sent", async ({
  page,
  people,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const funderName = `Careful Capital ${stamp}`;
  const funder = await people.funder(funderName, { approved: true });
  const listing = await createListing(funder, {
    name: "Careful loans",
    currency: "GBP",
    criteria: { products: ["term_loan"], countries: ["GB"], excludedIndustries: ["gambling"] },
  });
  await publishListing(funder, listing.id);
  const broker = await people.broker({ prefix: "unknown", company: "Unknown Facts Brokers" });
  await signIn(page, broker, "/deals/new");

  // The borrower step says industry and country may wait.
  const formAgain = () => expect(page.locator("form")).toBeVisible();
  await bothLanguages(page, broker, "new-deal-borrower-1280", formAgain);
  await page.setViewportSize({ width: 390, height: 844 });
  await bothLanguages(page, broker, "new-deal-borrower-390", formAgain);
  await page.setViewportSize({ width: 1280, height: 720 });

  // The borrower, its industry left empty: not known yet.
  const borrower = `Quayside ${stamp}`;
  await page.getByLabel("Legal name").fill(borrower);
  await choose(page.getByLabel("Entity type"), "limited_company");
  await expect(page.getByRole("combobox", { name: "Industry" })).toHaveAccessibleDescription(
    /Leave it empty if not known yet/,
  );
  await page.getByRole("combobox", { name: "Country" }).fill("united k");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("combobox", { name: "Country" })).toHaveValue("United Kingdom");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Add an owner" }).click();
  const owner = page.getByRole("group", { name: "Owner 1" });
  await owner.getByLabel("Full name").fill("Ann Lee");
  await owner.getByLabel("Ownership (%)").fill("100");
  await page.getByRole("button", { name: "Next" }).click();
  await choose(page.getByLabel("Product"), "term_loan");
  await page.getByLabel("Amount", { exact: true }).fill("50,000");
  await page.getByLabel("Purpose").fill("New ovens");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("definition").filter({ hasText: "Not known yet" })).toBeVisible();
  await screenshots(page, "new-deal-review-not-known-1280-en");
  await page.getByRole("button", { name: "Create deal" }).click();

  // The deal page: a draft, its industry not given yet.
  await expect(
    page.getByRole("heading", { level: 1, name: new RegExp(`^D-\\d+ · ${borrower}$`) }),
  ).toBeVisible();
  const borrowerCard = page.getByRole("region", { name: "Borrower" });
  await expect(borrowerCard).toContainText("Not given yet");
  await expect(borrowerCard).toContainText("United Kingdom");
  const overviewAgain = () => expect(page.locator("h1")).toContainText(borrower);
  await bothLanguages(page, broker, "draft-not-given-1280", overviewAgain);
  await page.setViewportSize({ width: 390, height: 844 });
  await bothLanguages(page, broker, "draft-not-given-390", overviewAgain);
  await page.setViewportSize({ width: 1280, height: 720 });

  // The Funders tab: the funder's industry rule is unknown, not a miss.
  await page.getByRole("tab", { name: "Funders" }).click();
  const fit = page
    .getByRole("region", { name: "Funders", exact: true })
    .getByRole("listitem", { name: `${funderName} · Careful loans` });
  await expect(fit).toContainText("the industry is not given");

  // Sending to it asks for the industry first, naming the funder that needs it.
  await fit.getByRole("checkbox").check();
  const send = page.getByRole("region", { name: "Send to funders" });
  const asked = send.getByRole("region", {
    name: "Before sending: what the funders you chose need",
  });
  await expect(asked).toBeVisible();
  await expect(asked).toContainText(`Needed by ${funderName}`);
  await expect(send.getByRole("button", { name: "Send to 1 funder" })).toBeDisabled();
  await expect(asked.getByRole("button", { name: "Save and send" })).toBeDisabled();
  // The Funders tab stays open on a reload (it is in the address); the funder is ticked again.
  const tickAgain = async () => {
    // By the funder's name alone: the tab's name is in the page's language.
    await page
      .getByRole("listitem", { name: `${funderName} · Careful loans` })
      .getByRole("checkbox")
      .check();
    await expect(page.locator('section[aria-labelledby="facts-needed-title"]')).toBeVisible();
  };
  await bothLanguages(page, broker, "send-asks-industry-1280", tickAgain);
  await page.setViewportSize({ width: 390, height: 844 });
  await bothLanguages(page, broker, "send-asks-industry-390", tickAgain);
  await page.setViewportSize({ width: 1280, height: 720 });

  // Given right there, then sent: the funder has it, and the deal says its industry.
  await asked.getByRole("combobox", { name: "Industry" }).fill("bak");
  await page.getByRole("option", { name: "Restaurants and cafés" }).click();
  await asked.getByRole("button", { name: "Save and send" }).click();
  // Saved, the sending goes on as any other: with no document to share, it warns first.
  await expect(send.getByRole("alert")).toContainText("The funders will see no documents");
  await send.getByRole("button", { name: "Send anyway" }).click();
  await expect(fit).toContainText(/Sent · \d{2}\/\d{2}\/\d{4}/);
  await expect(asked).toHaveCount(0);
  await page.getByRole("tab", { name: "Overview" }).click();
  await expect(borrowerCard).toContainText("Restaurants and cafés");
  await expect(borrowerCard).not.toContainText("Not given yet");
  // Giving the industry changed only the industry: the owner is kept.
  await expect(borrowerCard).toContainText("Ann Lee · 100%");
});
