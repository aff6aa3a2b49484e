import { expect, type Page } from "@playwright/test";
import type { Person } from "./people";

/**
 * Switches the page to `language`: kept with the person when one is given (as Settings →
 * Appearance does, so their next device opens in it too) and on this device; the page in front
 * reloads in it.
 */
export async function setLanguage(page: Page, language: "ar" | "en", person?: Person) {
  if (person) {
    const changed = await person.api.put("/v1/user/update", {
      headers: await person.headers(),
      data: { language },
    });
    expect(changed.ok(), await changed.text()).toBe(true);
  }
  await page.evaluate((value) => localStorage.setItem("language", value), language);
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", language);
}
