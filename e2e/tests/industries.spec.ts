import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { setLanguage } from "../support/language";
import { signIn } from "../support/people";
import { screenshots } from "../support/screenshots";

/** The page at 1280 and 390 px wide, both themes (with SCREENSHOTS=dir), then back to 1280. */
async function shoot(page: Page, label: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshots(page, `${label}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

// The finer industries funders exclude by name (decision 074): a funder finds "Bail bonds" by an
// everyday word and a title company by its NAICS number in the listing form's excluded industries,
// sees each under its group, and the listing keeps them.
test("a funder excludes bail bonds and title and escrow companies, found by everyday word and by NAICS number", async ({
  page,
  people,
}) => {
  test.setTimeout(90_000);
  const funder = await people.funder(`Finer Industries Capital ${Date.now()}`);
  await signIn(page, funder);
  await page.getByRole("link", { name: "Listings" }).click();
  await page.getByRole("link", { name: "New listing" }).first().click();
  await page.getByLabel("Name").fill("No bail bonds");
  await page.getByLabel("Broker commission (%)").fill("2");
  await page.getByLabel("Response time promised (hours)").fill("24");
  await page.getByRole("group", { name: "Products" }).getByLabel("Term loan").check();
  await page.getByLabel("Amount from").fill("10,000");
  await page.getByLabel("Amount up to").fill("250,000");

  const excluded = page.getByRole("combobox", { name: "Industries you do not fund" });
  const list = page.getByRole("listbox", { name: "Industries you do not fund" });
  await excluded.fill("bail bondsman");
  await expect(list.getByRole("option").first()).toHaveText("Bail bonds");
  await page.keyboard.press("Enter");
  // By its NAICS number: the title company shows its group's name after its own.
  await excluded.fill("541191");
  await expect(list.getByRole("option").first()).toHaveText(
    "Title and escrow companies · Legal services",
  );
  await shoot(page, "industries-picker-en");
  await page.keyboard.press("Enter");
  const chips = page.getByRole("list", { name: "Industries you do not fund" });
  await expect(chips.getByRole("listitem")).toHaveText([
    "Bail bonds",
    "Title and escrow companies",
  ]);

  // A group is there too, to exclude it whole.
  await excluded.fill("legal services");
  await expect(list.getByRole("option").first()).toHaveText("Legal services");
  // With nothing typed, the list is the tree: each sector, the groups inside it indented.
  await excluded.fill("");
  await expect(list.getByRole("option").first()).toHaveText("Accommodation and food services");
  await shoot(page, "industries-tree-en");

  await page.getByRole("button", { name: "Save listing" }).click();
  const row = page.getByRole("row").filter({ hasText: "No bail bonds" });
  await expect(row).toContainText("Draft");

  // Opened again, the listing keeps both; in Arabic they read as Arabic names.
  await row.getByRole("link", { name: "No bail bonds" }).click();
  await expect(chips.getByRole("listitem")).toHaveText([
    "Bail bonds",
    "Title and escrow companies",
  ]);
  await setLanguage(page, "ar", funder);
  const chipsAr = page.getByRole("list", { name: "القطاعات التي لا تموّلها" });
  await expect(chipsAr.getByRole("listitem")).toHaveText([
    "كفالات الإفراج المالية",
    "شركات سندات الملكية وحسابات الضمان",
  ]);
  // An everyday Arabic word finds the finer code too.
  await page.getByRole("combobox", { name: "القطاعات التي لا تموّلها" }).fill("تسوية الديون");
  await expect(
    page.getByRole("listbox", { name: "القطاعات التي لا تموّلها" }).getByRole("option").first(),
  ).toHaveText("تسوية الديون وتخفيفها");
  await shoot(page, "industries-picker-ar");
  await setLanguage(page, "en", funder);
});
