import { expect, test } from "../support/fixtures";
import { signIn } from "../support/people";
import { screenshots } from "../support/screenshots";
import { joinOrganization } from "../support/team";

// Issue 31's small seams (docs/decisions/051): Team and News in the sidebar, /team, the terms.

test("Team and News are in the sidebar; /team manages the team, the old tab link still opens it", async ({
  page,
  people,
}) => {
  test.setTimeout(120_000);
  const owner = await people.broker({ company: `Sidebar Brokers ${Date.now()}` });
  const member = await people.broker({
    prefix: "a-rather-long-member-address.with-dots",
    company: "Own Firm",
  });
  await joinOrganization(owner, [member]);
  await signIn(page, owner);
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await nav.getByRole("link", { name: "News" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "News" })).toBeVisible();
  await nav.getByRole("link", { name: "Team" }).click();
  await expect(page).toHaveURL(/\/team$/);
  await expect(page.getByRole("heading", { level: 1, name: "Team" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Members (2)" })).toBeVisible();
  // Nothing chosen, nothing to remove.
  await expect(page.getByRole("button", { name: /Remove selected/ })).toHaveCount(0);
  await page.getByRole("checkbox", { name: new RegExp(`Select .*${member.email}`) }).check();
  await expect(page.getByRole("button", { name: "Remove selected (1)" })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshots(page, "team-1280");
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshots(page, "team-390");

  // A link to the old place (a mail, a bookmark) still opens team management.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/settings/account?tab=team");
  await expect(page.getByRole("heading", { name: "Members (2)" })).toBeVisible();

  // A solo broker has no Team entry; a funder has News but no Team.
  const solo = await people.broker({ prefix: "solo", accountType: "individual" });
  await signIn(page, solo);
  await expect(nav.getByRole("link", { name: "News" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Team" })).toHaveCount(0);
});

test("the terms of service are a public page", async ({ page }) => {
  await page.goto("/terms");
  await expect(page.getByRole("heading", { level: 1, name: "Terms of service" })).toBeVisible();
  await expect(page.getByText(/has not published its own\s+terms yet/)).toBeVisible();
  await screenshots(page, "terms-1280");
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshots(page, "terms-390");
});
