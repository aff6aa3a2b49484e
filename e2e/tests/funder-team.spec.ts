import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { auditBothThemes, expectNoSidewaysScroll } from "../support/audit";
import { funderWithDeal } from "../support/funder-deal";
import { answerJoiningOnboarding, submitRegistration, uniqueEmail } from "../support/journeys";
import { setLanguage } from "../support/language";
import { linkFromOutbox } from "../support/outbox";
import { signIn, type Person } from "../support/people";
import { screenshots } from "../support/screenshots";

// The funder's team (issue 35): a funder's manager invites an underwriter from the Team page; the
// underwriter opens the mailed link in a fresh browser, registers and joins; the manager gives
// them a deal on the item's page, and the underwriter finds it under "assigned to me". axe finds
// nothing serious on the team page at 1280 and 390 px, light and dark, English and Arabic.

/** The team page in both themes at both widths, in English then Arabic; pictures with SCREENSHOTS. */
async function auditTeamPage(page: Page, person: Person) {
  for (const language of ["en", "ar"] as const) {
    if (language === "ar") await setLanguage(page, "ar", person);
    await page
      .getByRole("heading", { name: language === "en" ? "Who holds what" : "من يتولى ماذا" })
      .waitFor();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      if (width === 390) await expectNoSidewaysScroll(page, `funder team ${language} ${width}`);
      await auditBothThemes(page, `funder team ${language} ${width}`);
      await screenshots(page, `funder-team-${language}-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 720 });
  }
  await setLanguage(page, "en", person);
}

test("a funder's manager invites an underwriter, gives them a deal, and they find it assigned to them", async ({
  page,
  browser,
  people,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const funderName = `Keel Capital ${stamp}`;
  const business = `Keel Bakery ${stamp}`;
  const { funder, submissionId } = await funderWithDeal(people, {
    funderName,
    listingName: `Keel term loans ${stamp}`,
    company: `Keel Brokers ${stamp}`,
    deal: { borrower: { legalName: business } },
    send: true,
  });

  // The manager finds Team in the sidebar and invites an underwriter.
  await signIn(page, funder, "/dashboard");
  await page.getByRole("link", { name: "Team" }).first().click();
  await expect(page.getByRole("heading", { name: "Who holds what" })).toBeVisible();
  await expect(page.getByText("Nobody holds 1 open deal.")).toBeVisible();
  const underwriterEmail = uniqueEmail("underwriter");
  await page.getByLabel("Email address").fill(underwriterEmail);
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Invitation sent" })).toBeVisible();
  await expect(
    page
      .getByRole("table", { name: "Invitations waiting for an answer" })
      .getByRole("cell", { name: "Underwriter", exact: true }),
  ).toBeVisible();

  // The underwriter opens the mailed link in a fresh browser, registers, verifies and joins.
  const elsewhere = await browser.newContext();
  const tab = await elsewhere.newPage();
  const link = new URL(await linkFromOutbox(underwriterEmail, /invited you/i));
  await tab.goto(link.pathname + link.search);
  await tab.getByRole("link", { name: "Register to accept" }).click();
  await submitRegistration(tab, underwriterEmail);
  await tab.goto(await linkFromOutbox(underwriterEmail, /verify your email/i));
  await expect(tab).toHaveURL(/\/verify\?verified=1$/);
  await tab.goto("/onboarding");
  await answerJoiningOnboarding(tab, funderName);

  // The manager sees them on the team, holding nothing yet, and audits the page.
  await page.reload();
  const holdings = page.getByRole("table", { name: "Open deals each member holds" });
  await expect(holdings.getByRole("row").filter({ hasText: "Underwriter" })).toBeVisible();
  await auditTeamPage(page, funder);

  // On the item's page the manager gives the deal to the underwriter.
  await page.goto(`/inbox/${submissionId!}`);
  const picker = page.getByRole("combobox", { name: "Who holds it" });
  await picker.click();
  // Both onboarded as Ann Lee: the manager's own entry says "(You)".
  const underwriterName = "Ann Lee";
  await page.getByRole("option", { name: underwriterName, exact: true }).click();
  await expect(page.getByText(`${underwriterName} holds it now.`)).toBeVisible();
  await expect(picker).toHaveText(new RegExp(underwriterName));
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshots(page, `funder-team-item-picker-en-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 720 });

  // The underwriter finds it under "assigned to me"; the team page counts it as theirs.
  await tab.goto("/inbox?assignee=me");
  await expect(tab.getByText(business).first()).toBeVisible();
  await tab.goto("/team");
  await expect(tab.getByText("Every open deal has someone on it.")).toBeVisible();
  await expect(
    tab.getByRole("link", { name: new RegExp(`New: 1 held by ${underwriterName}`) }),
  ).toBeVisible();
  await elsewhere.close();
});
