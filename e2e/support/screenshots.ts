import type { Page } from "@playwright/test";

/** With SCREENSHOTS=dir, the page at its width in both themes is saved there, to be looked at. */
export async function screenshots(page: Page, label: string) {
  const dir = process.env.SCREENSHOTS;
  if (!dir) return;
  for (const dark of [false, true]) {
    // Buttons fade to the theme's colours (transition-colors): the picture waits until they have.
    await page.evaluate(async (on) => {
      document.documentElement.classList.toggle("dark", on);
      await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)));
    }, dark);
    await page.screenshot({
      path: `${dir}/${label}-${dark ? "dark" : "light"}.png`,
      fullPage: true,
    });
  }
  await page.evaluate(() => document.documentElement.classList.remove("dark"));
}
