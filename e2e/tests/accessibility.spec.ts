import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { onboard, signIn } from "../support/people";

// axe-core on every page a person can reach today, in both themes: no serious or critical
// violations (labels, names, contrast, landmarks).
// axe takes a few seconds a page on two shared cores.
test.describe.configure({ timeout: 120_000 });

async function audit(page: Page, label: string, rules?: string[]) {
  const axe = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]);
  const results = await (rules ? axe.withRules(rules) : axe).analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${label}: ${v.id} (${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")})`,
    );
  expect(serious).toEqual([]);
}

test("signed-out pages", async ({ page }) => {
  for (const path of [
    "/",
    "/register",
    "/forgot-password",
    "/two-factor",
    "/verify-email?token=x",
    "/no/such/page",
  ]) {
    await page.goto(path);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await audit(page, path);
  }
  await page.goto("/");
  await page.getByRole("button", { name: "Log in" }).click();
  await page.getByText("Please fill in your password").waitFor();
  await audit(page, "/ with errors");
});

/**
 * Every rule in the light theme, then the colour rules in the dark one. The dark theme is a class
 * on <html> that changes colours and nothing else (features/settings/hooks/use-theme.ts), so
 * contrast is all it can break.
 */
async function auditBothThemes(page: Page, label: string) {
  await audit(page, `${label} (light)`);
  await page.evaluate(() => document.documentElement.classList.add("dark"));
  await audit(page, `${label} (dark)`, ["color-contrast", "link-in-text-block"]);
  await page.evaluate(() => document.documentElement.classList.remove("dark"));
}

// Two halves, so the two workers share them.
const signedInPages = [
  ["/dashboard", "/deals", "/settings", "/settings/account"],
  ["/settings/security", "/settings/appearance", "/learn", "/deals/new"],
];
signedInPages.forEach((paths, half) => {
  test(`signed-in pages (${paths.join(", ")}), light and dark themes`, async ({ page, people }) => {
    await page.addInitScript(() => localStorage.setItem("theme", "light"));
    const person = await people.signedUp(`a11y-${half}`);
    await signIn(page, person);
    if (half === 0) await auditBothThemes(page, "/onboarding");
    await onboard(person);
    for (const path of paths) {
      await page.goto(path);
      await page.getByRole("heading", { level: 1 }).waitFor();
      await auditBothThemes(page, path);
    }
  });
});
