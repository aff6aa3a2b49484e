import { expect, test } from "../support/fixtures";
import { screenshots } from "../support/screenshots";
import { signIn } from "../support/people";
import { addTeams, joinOrganization, placeMember } from "../support/team";

// Latest news (decision 036): a team manager posts Markdown to their team; a team member sees it
// unread on the dashboard, opens it on the news page (read afterwards); another team does not see it.
test("a team manager's news reaches their team, unread until opened", async ({
  browser,
  page,
  people,
}) => {
  const owner = await people.broker({ company: `News Brokers ${Date.now()}` });
  const manager = await people.broker({ prefix: "news-manager", company: "Own Firm" });
  const member = await people.broker({ prefix: "news-member", company: "Own Firm" });
  const elsewhere = await people.broker({ prefix: "news-other", company: "Own Firm" });
  await joinOrganization(owner, [manager, member, elsewhere]);
  const teams = await addTeams(owner, "United Kingdom", ["Team A", "Team B"]);
  await placeMember(owner, manager, { salesRole: "team_manager", teamId: teams["Team A"] });
  await placeMember(owner, member, { salesRole: "team_member", teamId: teams["Team A"] });
  await placeMember(owner, elsewhere, { salesRole: "team_member", teamId: teams["Team B"] });

  await signIn(page, manager, "/news");
  await expect(page.getByRole("heading", { level: 1, name: "News" })).toBeVisible();
  const audience = page.getByLabel("Who it is for");
  // The kit's select: its list offers the one audience the manager may post to, chosen already.
  await expect(audience).toHaveText("Team");
  await audience.click();
  await expect(page.getByRole("option")).toHaveText(["Team"]);
  await page.keyboard.press("Escape");
  await page.getByLabel("Title").fill("Targets for December");
  await page.getByLabel("Text").fill("Well done, **Team A**!\n\n<script>alert(1)</script>");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("button", { name: "Targets for December" })).toBeVisible();

  const memberPage = await browser.newPage();
  await signIn(memberPage, member, "/dashboard");
  const card = memberPage.getByRole("region", { name: "Latest news" });
  await expect(card.getByRole("link", { name: "Targets for December" })).toBeVisible();
  await expect(card).toContainText("1 unread");
  await expect(card).toContainText("Unread");
  await screenshots(memberPage, "news-dashboard-unread-1280");
  await card.getByRole("link", { name: "Targets for December" }).click();
  await expect(memberPage).toHaveURL(/\/news#post-/);
  const post = memberPage.getByRole("article");
  await expect(post.locator("strong")).toHaveText("Team A");
  await expect(post).toContainText("<script>alert(1)</script>");
  await expect(post.getByText("Unread")).toHaveCount(0);
  await memberPage.goto("/dashboard");
  await expect(
    memberPage.getByRole("region", { name: "Latest news" }).getByRole("link", {
      name: "Targets for December",
    }),
  ).toBeVisible();
  await expect(memberPage.getByRole("region", { name: "Latest news" })).not.toContainText("unread");
  for (const width of [1280, 390]) {
    await memberPage.setViewportSize({ width, height: 900 });
    await screenshots(memberPage, `news-dashboard-${width}`);
    await memberPage.goto("/news");
    await memberPage.getByRole("button", { name: "Targets for December" }).click();
    await screenshots(memberPage, `news-page-member-${width}`);
    await page.setViewportSize({ width, height: 900 });
    await screenshots(page, `news-page-manager-${width}`);
    await memberPage.goto("/dashboard");
  }
  await memberPage.close();

  const otherPage = await browser.newPage();
  await signIn(otherPage, elsewhere, "/dashboard");
  await expect(otherPage.getByRole("region", { name: "Latest news" })).toContainText("No news yet");
  await otherPage.close();
});
