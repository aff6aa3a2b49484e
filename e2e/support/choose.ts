import type { Locator, Page } from "@playwright/test";

/** Picks the option named `name` of one of the kit's selects (a Radix select, not a native one). */
export async function choose(page: Page, trigger: Locator, name: string) {
  await trigger.click();
  await page.getByRole("option", { name, exact: true }).click();
}
