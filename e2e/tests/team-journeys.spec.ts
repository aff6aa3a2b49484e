// Teams (issue 16, docs/decisions/032-teams-and-the-sales-hierarchy.md): inviting and claiming by
// each way in, an expired invitation, whose deals a team manager sees, removing people at once.
import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { createDeal } from "../support/factories";
import {
  answerJoiningOnboarding,
  logIn,
  register,
  signInAtProvider,
  uniqueEmail,
} from "../support/journeys";
import { linkFromOutbox } from "../support/outbox";
import { signIn } from "../support/people";
import {
  addTeams,
  expireInvitations,
  invite,
  joinOrganization,
  placeMember,
} from "../support/team";

/** The emailed invitation link to `email`, as a path with its secret. */
async function invitationPath(email: string) {
  const link = new URL(await linkFromOutbox(email, /invited you/i));
  return link.pathname + link.search;
}

/** Signed out, from the invitation link: Log in, then Continue with Google as a new person. */
async function googleFromInvitation(page: Page, email: string) {
  await page.goto(await invitationPath(email));
  await page.getByRole("link", { name: "Log in to accept" }).click();
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await signInAtProvider(page, "Google", email);
}

test("an owner invites three people at once; each claims: signed in, by registering, by Google", async ({
  page,
  browser,
  people,
}) => {
  test.setTimeout(120_000);
  const company = `Three Ways ${Date.now()}`;
  const owner = await people.broker({ company });
  const registered = await people.broker({ prefix: "registered", company: "Own Firm" });
  const byPassword = uniqueEmail("password");
  const byGoogle = uniqueEmail("google");
  await signIn(page, owner, "/settings/account");
  await page.getByRole("tab", { name: "Team management" }).click();
  await page.getByLabel("Email addresses").fill(`${registered.email}\n${byPassword}\n${byGoogle}`);
  await page.getByRole("button", { name: "Send invitations" }).click();
  const results = page.getByRole("status").filter({ hasText: "invited" });
  for (const email of [registered.email, byPassword, byGoogle])
    await expect(results).toContainText(`${email}: invited`);
  await expect(page.getByRole("heading", { name: "Pending invitations (3)" })).toBeVisible();
  const accept = new RegExp(`Accept and join ${company}`);

  // Already registered and signed in: the link, then Accept.
  const theirs = await browser.newPage();
  await signIn(theirs, registered, await invitationPath(registered.email));
  await theirs.getByRole("button", { name: accept }).click();
  await expect(theirs.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await theirs.close();

  // New, by email and password from the link: register, verify, onboard into the team (asked
  // no company); they are on the dashboard.
  const newcomer = await browser.newPage();
  await newcomer.goto(await invitationPath(byPassword));
  await expect(
    newcomer.getByText(`Log in or register with ${byPassword} to accept it.`),
  ).toBeVisible();
  await newcomer.getByRole("link", { name: "Register to accept" }).click();
  await register(newcomer, byPassword);
  await answerJoiningOnboarding(newcomer, company);
  await newcomer.close();

  // New, by Google from the link: a new person is in registration mode (onboarding), joining the
  // team (spec section 4), then on the dashboard.
  const googler = await browser.newPage();
  await googleFromInvitation(googler, byGoogle);
  await expect(googler).toHaveURL(/\/onboarding$/);
  await answerJoiningOnboarding(googler, company);
  await googler.close();

  await page.reload();
  await page.getByRole("tab", { name: "Team management" }).click();
  await expect(page.getByRole("heading", { name: "Members (4)" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Pending invitations (0)" })).toBeVisible();
  for (const email of [registered.email, byPassword, byGoogle])
    await expect(page.getByRole("row").filter({ hasText: email })).toBeVisible();
});

test("an expired invitation says so, and cannot be accepted", async ({ page, people }) => {
  const owner = await people.broker({ company: `Late Brokers ${Date.now()}` });
  const invitee = await people.broker({ prefix: "late", company: "Own Firm" });
  await invite(owner, [invitee.email]);
  const path = await invitationPath(invitee.email);
  await expireInvitations(owner, invitee.email);

  await signIn(page, invitee, path);
  await expect(page.getByRole("alert")).toHaveText(
    "Invite was expired. Please ask the user to send a new invite.",
  );
  await expect(page.getByRole("button", { name: /Accept and join/ })).toHaveCount(0);
});

test("a team manager sees the team's deals and not another team's", async ({ page, people }) => {
  const owner = await people.broker({ company: `Two Teams ${Date.now()}` });
  const manager = await people.broker({ prefix: "manager", company: "Own Firm" });
  const inTeamA = await people.broker({ prefix: "member-a", company: "Own Firm" });
  const inTeamB = await people.broker({ prefix: "member-b", company: "Own Firm" });
  await joinOrganization(owner, [manager, inTeamA, inTeamB]);
  const teams = await addTeams(owner, "United Kingdom", ["Team A", "Team B"]);
  await placeMember(owner, manager, { salesRole: "team_manager", teamId: teams["Team A"] });
  await placeMember(owner, inTeamA, { salesRole: "team_member", teamId: teams["Team A"] });
  await placeMember(owner, inTeamB, { salesRole: "team_member", teamId: teams["Team B"] });
  const mine = await createDeal(manager);
  const teamA = await createDeal(inTeamA);
  const teamB = await createDeal(inTeamB);

  await signIn(page, manager, "/deals?view=table");
  await expect(page.getByRole("link", { name: teamA.reference })).toBeVisible();
  await expect(page.getByRole("link", { name: mine.reference })).toBeVisible();
  await expect(page.getByRole("link", { name: teamB.reference })).toHaveCount(0);

  await page.goto(`/deals/${teamB.id}`);
  await expect(page.getByRole("alert")).toHaveText("Not found.");
  await page.goto(`/deals/${teamA.id}`);
  await expect(
    page.getByRole("heading", { level: 1, name: new RegExp(teamA.reference) }),
  ).toBeVisible();
});

test("an owner removes two members at once; signing in, they start onboarding again", async ({
  page,
  people,
}) => {
  const owner = await people.broker({ company: `Parting Ways ${Date.now()}` });
  const leaving = [
    await people.broker({ prefix: "leaving", company: "Own Firm" }),
    await people.broker({ prefix: "leaving", company: "Own Firm" }),
  ];
  const staying = await people.broker({ prefix: "staying", company: "Own Firm" });
  await joinOrganization(owner, [...leaving, staying]);

  await signIn(page, owner, "/settings/account");
  await page.getByRole("tab", { name: "Team management" }).click();
  await expect(page.getByRole("heading", { name: "Members (4)" })).toBeVisible();
  // Each row's box (its label names the person only, and all of them are "Ann Lee" here).
  const row = (email: string) => page.getByRole("row").filter({ hasText: email });
  for (const { email } of leaving) await row(email).getByRole("checkbox").check();
  await page.getByRole("button", { name: "Remove selected (2)" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Remove" }).click();
  await expect(page.getByRole("heading", { name: "Members (2)" })).toBeVisible();
  for (const { email } of leaving) await expect(row(email)).toHaveCount(0);
  await expect(row(staying.email)).toBeVisible();

  // The removed keep their accounts, with no organization: signing in starts onboarding again.
  for (const { email } of leaving) {
    await page.context().clearCookies();
    await logIn(page, email);
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByRole("heading", { level: 1, name: "Onboarding" })).toBeVisible();
  }
});
