import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { onboard, signIn } from "../support/people";

// axe-core on every page a person can reach today, in both themes: no serious or critical
// violations (labels, names, contrast, landmarks).
// axe takes a few seconds a page on two shared cores.
test.describe.configure({ timeout: 120_000 });

async function audit(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
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

for (const theme of ["light", "dark"] as const) {
  test(`signed-in pages, ${theme} theme`, async ({ page, people }) => {
    await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
    const person = await people.signedUp(`a11y-${theme}`);
    await signIn(page, person);
    await audit(page, "/onboarding");
    await onboard(person);
    for (const path of [
      "/dashboard",
      "/deals",
      "/settings",
      "/settings/account",
      "/settings/security",
      "/settings/appearance",
      "/learn",
      "/deals/new",
    ]) {
      await page.goto(path);
      await page.getByRole("heading", { level: 1 }).waitFor();
      await audit(page, `${path} (${theme})`);
    }
  });
}
