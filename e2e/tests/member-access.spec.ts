// An owner views the portal as a member (read-only, recorded, a way back) and disables and
// re-enables them (issue 16, docs/decisions/032 and 033).
import { expect, test } from "../support/fixtures";
import { createDeal } from "../support/factories";
import { logIn } from "../support/journeys";
import { signIn } from "../support/people";
import { joinOrganization } from "../support/team";

test("an owner views the portal as a member, read-only, and goes back; then disables and re-enables them", async ({
  page,
  browser,
  people,
}) => {
  test.setTimeout(120_000);
  const owner = await people.broker({ company: `Access Brokers ${Date.now()}` });
  const member = await people.broker({ prefix: "viewed", company: "Own Firm" });
  await joinOrganization(owner, [member]);
  const theirs = await createDeal(member);
  const ours = await createDeal(owner);

  await signIn(page, owner, "/settings/account?tab=team");
  const row = page.getByRole("row").filter({ hasText: member.email });
  await row.getByRole("button", { name: /More for/ }).click();
  await row.getByRole("button", { name: /^View as / }).click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: /^View as/ })
    .click();

  // The member's portal, with the banner: their deal only.
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  const banner = page.getByRole("region", { name: "View as" });
  await expect(banner).toContainText(/You are viewing the portal as .*, read-only, until/);
  await page.goto("/deals?view=table");
  await expect(page.getByRole("link", { name: theirs.reference })).toBeVisible();
  await expect(page.getByRole("link", { name: ours.reference })).toHaveCount(0);
  await page.goto(`/deals/${ours.id}`);
  await expect(page.getByRole("alert")).toHaveText("Not found.");

  // Read-only pages (decision 052): no New deal, no Edit, nothing to type or press but tabs and
  // links; the pages that only write, and the member's private settings, lead elsewhere; no bell.
  await page.goto("/deals?view=table");
  await expect(page.getByRole("link", { name: theirs.reference })).toBeVisible();
  await expect(page.getByRole("link", { name: "New deal" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Notifications/ })).toHaveCount(0);
  await page.goto(`/deals/${theirs.id}`);
  const main = page.getByRole("main");
  const tabs = main.getByRole("tab");
  await expect(tabs.first()).toBeVisible();
  await expect(main.getByRole("link", { name: "Edit deal" })).toHaveCount(0);
  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
  const controls = main.locator("input, textarea, select, button");
  expect(await controls.count()).toBeGreaterThan(0);
  for (const control of await controls.all()) await expect(control).toBeDisabled();
  for (const [url, lands] of [
    ["/deals/new", /\/dashboard$/],
    [`/deals/${theirs.id}/edit`, new RegExp(`/deals/${theirs.id}$`)],
    ["/settings/account", /\/dashboard$/],
    ["/settings/security", /\/dashboard$/],
  ] as const) {
    await page.goto(url);
    await expect(page, url).toHaveURL(lands);
  }
  await page.goto("/settings");
  await expect(page.getByRole("link", { name: "Appearance" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Security" })).toHaveCount(0);

  // Back: the owner's own page, the view in the log.
  await page.getByRole("button", { name: "Back to my account" }).click();
  await expect(page).toHaveURL(/\/settings\/account\?tab=team$/);
  await expect(page.getByRole("region", { name: "View as" })).toHaveCount(0);
  const log = page.getByRole("region", { name: "Views as members" });
  await expect(log.getByRole("row").nth(1)).toContainText("viewed as");
  await expect(log.getByRole("row").nth(1)).not.toContainText("still open");

  // Disabled, the member is signed out and cannot log in; re-enabled, they can.
  const theirPage = await browser.newPage();
  await signIn(theirPage, member);
  await row.getByRole("button", { name: /More for/ }).click();
  await row.getByRole("button", { name: /^Disable/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Disable" }).click();
  await expect(page.getByRole("status").filter({ hasText: "is disabled" })).toBeVisible();
  await expect(row).toContainText("Disabled");

  await theirPage.reload();
  await expect(theirPage.getByRole("heading", { level: 1, name: "Log in" })).toBeVisible({
    timeout: 30_000,
  });
  await logIn(theirPage, member.email);
  await expect(theirPage.getByRole("alert")).toContainText(
    "Your access to this organization is disabled. Ask its owner or an admin.",
  );

  await row.getByRole("button", { name: /^Re-enable/ }).click();
  await expect(page.getByRole("status").filter({ hasText: "can sign in again" })).toBeVisible();
  await logIn(theirPage, member.email);
  await expect(theirPage.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await theirPage.close();
});
