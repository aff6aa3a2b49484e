// Invitations that survive the mail (issue 31, docs/decisions/046): the invitation is kept on the
// server for the invited address, so the verification link opened in another browser, or a Google
// sign-in with no link at all, still ends in the inviting team; a solo broker's leads come along.
import { expect, test } from "../support/fixtures";
import {
  answerJoiningOnboarding,
  signInAtProvider,
  submitRegistration,
  uniqueEmail,
} from "../support/journeys";
import { linkFromOutbox } from "../support/outbox";
import { signIn } from "../support/people";
import { invite } from "../support/team";

test("invitees who verify in another browser or sign in with Google join the team, asked no company", async ({
  page,
  browser,
  people,
}) => {
  test.setTimeout(150_000);
  const company = `Fresh Brokers ${Date.now()}`;
  const owner = await people.broker({ company });
  const mia = uniqueEmail("mia");
  const googler = uniqueEmail("google");
  await signIn(page, owner, "/settings/account");
  await page.getByRole("tab", { name: "Team management" }).click();
  await page.getByLabel("Email addresses").fill(`${mia}\n${googler}`);
  await page.getByRole("button", { name: "Send invitations" }).click();
  await expect(page.getByRole("heading", { name: "Pending invitations (2)" })).toBeVisible();

  // Mia opens the mailed link, chooses Register to accept and registers in this browser...
  const first = await browser.newContext();
  const tab = await first.newPage();
  const link = new URL(await linkFromOutbox(mia, /invited you/i));
  await tab.goto(link.pathname + link.search);
  await tab.getByRole("link", { name: "Register to accept" }).click();
  await submitRegistration(tab, mia);
  // ...then opens the verification mail's link in another browser (no session storage shared).
  const second = await browser.newContext();
  const elsewhere = await second.newPage();
  await elsewhere.goto(await linkFromOutbox(mia, /verify your email/i));
  await expect(elsewhere).toHaveURL(/\/verify\?verified=1$/);
  await elsewhere.goto("/onboarding");
  await answerJoiningOnboarding(elsewhere, company);
  await first.close();
  await second.close();

  // The other signs in with Google, in a browser that never saw the invitation link.
  const third = await browser.newContext();
  const google = await third.newPage();
  await google.goto("/");
  await google.getByRole("button", { name: "Continue with Google" }).click();
  await signInAtProvider(google, "Google", googler);
  await expect(google).toHaveURL(/\/onboarding$/);
  await answerJoiningOnboarding(google, company);
  await third.close();

  await page.reload();
  await page.getByRole("tab", { name: "Team management" }).click();
  await expect(page.getByRole("heading", { name: "Members (3)" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Pending invitations (0)" })).toBeVisible();
  for (const email of [mia, googler])
    await expect(page.getByRole("row").filter({ hasText: email })).toBeVisible();
});

test("a solo broker with leads sees what accepting changes, accepts, and every lead is in the team", async ({
  page,
  people,
}) => {
  const company = `Roomy Team ${Date.now()}`;
  const owner = await people.broker({ company });
  const solo = await people.broker({ prefix: "solo", company: "Solo Broking" });
  const headers = await solo.headers();
  for (const contactName of ["Rita Moss", "Sam Hill", "Ola Ode"]) {
    const res = await solo.api.post("/v1/leads", {
      headers,
      data: { contactName, email: `${contactName.split(" ")[0]}@client.example` },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  const idsOf = async () =>
    (
      (await (await solo.api.get("/v1/leads", { headers: await solo.headers() })).json()) as {
        items: { id: string }[];
      }
    ).items
      .map((l) => l.id)
      .sort();
  const before = await idsOf();
  expect(before).toHaveLength(3);
  await invite(owner, [solo.email]);
  const link = new URL(await linkFromOutbox(solo.email, /invited you/i));

  await signIn(page, solo, link.pathname + link.search);
  await expect(
    page.getByText("Accepting moves you out of Solo Broking, which then closes."),
  ).toBeVisible();
  await expect(page.getByText(`Comes with you into ${company}:`)).toBeVisible();
  await expect(page.getByText("Leads (yours to work in the team): 3")).toBeVisible();
  await page.getByRole("button", { name: `Accept and join ${company}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

  expect(await idsOf()).toEqual(before);
  const ownerSees = (await (
    await owner.api.get("/v1/leads", { headers: await owner.headers() })
  ).json()) as { items: { id: string }[] };
  expect(ownerSees.items.map((l) => l.id).sort()).toEqual(before);
});
