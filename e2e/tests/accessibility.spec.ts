import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { setLanguage } from "../support/language";
import { createDeal, createListing, publishListing } from "../support/factories";
import { linkFromOutbox } from "../support/outbox";
import { onboard, signIn, type Person } from "../support/people";
import { joinOrganization } from "../support/team";
import { passCourse, publishCourse } from "../support/learn";
import { choose } from "../support/kit";
import { audit, auditBothThemes, expectNoSidewaysScroll } from "../support/audit";

// Every page a person can reach, on a phone (390x844) and a laptop (1280x800), in both themes:
// axe-core finds no serious or critical violations (labels, names, contrast, landmarks), and no
// page scrolls sideways (also checked at 360 px, the narrowest phone we support).
// axe takes a few seconds a page on two shared cores.
test.describe.configure({ timeout: 300_000 });

const phone = { width: 390, height: 844 };
const laptop = { width: 1280, height: 800 };

/**
 * Every rule in the light theme, then the colour rules in the dark one. The dark theme is a class
 * on <html> that changes colours and nothing else (features/settings/hooks/use-theme.ts), so
 * contrast is all it can break.
 */
const auditThemes = (page: Page, label: string) =>
  auditBothThemes(page, label, (theme) => screenshot(page, `${label} ${theme}`));

/** With SCREENSHOTS=dir, each page at each width and theme is saved there, to be looked at. */
async function screenshot(page: Page, label: string) {
  const dir = process.env.SCREENSHOTS;
  if (!dir) return;
  const name = label.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "");
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

type Stop = { path: string; label?: string; ready?: (page: Page) => Promise<void> };

/**
 * Opens each page at both widths: no sideways scroll (at 360 px too) and no serious axe finding in
 * either theme. `ready` waits for what the page loads beyond its heading. With SCREENSHOTS set (a
 * screenshot walk, to be looked at), every page is then walked again in Arabic, right to left,
 * audited and saved the same way: as `person` when signed in (their profile's language), else as
 * the device's (signed out).
 */
async function walk(page: Page, pages: Stop[], person?: Person | null) {
  await walkAtBothWidths(page, pages, "");
  // null: a shared account (the journeys' one operator), whose language one walk must not change
  // under another running beside it.
  if (!process.env.SCREENSHOTS || person === null) return;
  await setLanguage(page, "ar", person);
  await walkAtBothWidths(page, pages, "ar ");
  await setLanguage(page, "en", person);
}

async function walkAtBothWidths(page: Page, pages: Stop[], prefix: string) {
  for (const size of [phone, laptop]) {
    await page.setViewportSize(size);
    for (const { path, label: given = path, ready } of pages) {
      const name = prefix + given;
      const label = `${name} at ${size.width} px`;
      await page.goto(path);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      // Spinners, in any language, are gone; `ready` reads English, so the Arabic pass skips it.
      await expect(page.locator('[role="status"] .animate-spin')).toHaveCount(0);
      if (ready && !prefix) await ready(page);
      await expectNoSidewaysScroll(page, label);
      if (size === phone) {
        await page.setViewportSize({ width: 360, height: 780 });
        await expectNoSidewaysScroll(page, `${name} at 360 px`);
        await page.setViewportSize(size);
      }
      await auditThemes(page, label);
    }
  }
}

test("signed-out pages", async ({ page }) => {
  await walk(page, [
    { path: "/" },
    { path: "/register" },
    { path: "/forgot-password" },
    { path: "/two-factor" },
    { path: "/verify-email?token=x" },
    {
      path: "/invite/00000000-0000-0000-0000-000000000000?secret=x",
      ready: (p) => p.getByRole("alert").waitFor(),
    },
    { path: "/no/such/page" },
  ]);
  await page.goto("/");
  await page.getByRole("button", { name: "Log in" }).click();
  await page.getByText("Please fill in your password").waitFor();
  await audit(page, "/ with errors");
});

/** A funder with a published listing, and a broker whose deal it received and made an offer on. */
async function dealWithOffer(people: {
  funder(name: string, options?: { approved?: boolean }): Promise<Person>;
  broker(options?: { company?: string }): Promise<Person>;
}) {
  const stamp = Date.now();
  const funder = await people.funder(`Northbridge Capital ${stamp}`, { approved: true });
  const listing = await createListing(funder, {
    name: "Working capital",
    currency: "GBP",
    criteria: { products: ["term_loan"], amountMinMinor: 1_000_000, amountMaxMinor: 50_000_000 },
  });
  await publishListing(funder, listing.id);
  const broker = await people.broker({ company: "Harbour Brokers" });
  const deal = await createDeal(broker);
  const sent = await broker.api.post(`/v1/user/deal/${deal.id}/submissions`, {
    headers: await broker.headers(),
    data: { listingIds: [listing.id] },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const {
    items: [submission],
  } = (await sent.json()) as { items: { id: string }[] };
  const offered = await funder.api.post(`/v1/funder/submission/${submission!.id}/offer`, {
    headers: await funder.headers(),
    data: { amountMinor: 4_500_000, rateBp: 1200, termMonths: 24, brokerCommissionBp: 250 },
  });
  expect(offered.status(), await offered.text()).toBe(200);
  return { funder, broker, deal, listing, submissionId: submission!.id };
}

// The wallet (decision 037) on its own: the broker's walk below already takes most of its time.
test("a broker's wallet and a deal's commission split", async ({ page, people }) => {
  const { broker, deal, submissionId } = await dealWithOffer(people);
  // Accepted: the commission is expected, so the wallet has balances and draws them over time.
  const accepted = await broker.api.post(`/v1/user/submission/${submissionId}/accept`, {
    headers: await broker.headers(),
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  await signIn(page, broker);
  await walk(
    page,
    [
      {
        // Balances and their chart, entries, the statement and the owner's form to record money.
        path: "/wallet",
        ready: async (p) => {
          await p.getByRole("img", { name: /^Balances in British Pound/ }).waitFor();
          await p.getByRole("button", { name: "Record", exact: true }).waitFor();
        },
      },
      {
        path: `/deals/${deal.id}`,
        label: "a deal's commission split",
        ready: async (p) => {
          const split = p.getByRole("region", { name: "Commission split" });
          await choose(split.getByLabel("Add a broker"), { index: 1 });
          await split.getByRole("button", { name: "Save split" }).waitFor();
        },
      },
    ],
    broker,
  );
});

// Learn (decision 040) on its own, as the wallet: a course (gating invoice_finance only, see
// support/learn.ts), passed through the API for the certificate.
test("Learn: the overview, a course with its quiz, a certificate and its public check", async ({
  page,
  people,
}) => {
  const courseId = await publishCourse(await people.operator());
  const broker = await people.broker({ prefix: "a11y-learn" });
  const certificateId = await passCourse(broker, courseId);
  await signIn(page, broker);
  await walk(
    page,
    [
      {
        path: "/learn",
        ready: (p) => p.getByRole("region", { name: "Your accreditation" }).waitFor(),
      },
      {
        path: `/learn/${courseId}`,
        label: "a course with its quiz",
        ready: async (p) => {
          await p.getByRole("button", { name: /^(Start|Continue) the quiz$/ }).click();
          await p.getByRole("button", { name: "Submit answers" }).waitFor();
        },
      },
      {
        path: `/learn/certificates/${certificateId}`,
        ready: (p) => p.getByRole("region", { name: "Verification link" }).waitFor(),
      },
      {
        path: `/verify/${certificateId}`,
        ready: (p) => p.getByText("Valid", { exact: true }).waitFor(),
      },
    ],
    broker,
  );
});

test("a broker's pages: dashboard, news, deals, a deal with an offer, its edit, learn and settings", async ({
  page,
  people,
}) => {
  // Some 25 pages at three widths in two themes: it ran past 5 minutes once on the two shared
  // cores while other suites ran (the other walks stay within the default).
  test.setTimeout(600_000);
  const { broker, deal } = await dealWithOffer(people);
  // A team with a member, a region, a team and an invitation waiting, for the team tab.
  const headers = await broker.headers();
  const colleague = `colleague.${Date.now()}@example.com`;
  const region = await broker.api.post("/v1/team/regions", {
    headers,
    data: { name: "United Kingdom", countries: ["GB"] },
  });
  const regionId = ((await region.json()) as { regions: { id: string }[] }).regions[0]!.id;
  await broker.api.post("/v1/team/teams", { headers, data: { name: "London North", regionId } });
  await broker.api.post("/v1/team/invitations", {
    headers,
    data: { invitations: [{ email: colleague, role: "member" }] },
  });
  const inviteLink = new URL(await linkFromOutbox(colleague, /invited you/i));
  await joinOrganization(broker, [await people.broker({ prefix: "a11y-member", company: "Own" })]);
  // A post for the news page (decision 036), opened there with its Markdown's HTML.
  const news = await broker.api.post("/v1/news", {
    headers,
    data: {
      title: "Office closed on Friday",
      body: "## Opening hours\n\nWe are **closed** on Friday. See [the calendar](https://example.com).\n\n- Monday: 9-17",
      audience: "organization",
    },
  });
  expect(news.status(), await news.text()).toBe(200);
  await signIn(page, broker);
  const dealPage = `/deals/${deal.id}`;
  await walk(
    page,
    [
      { path: "/dashboard" },
      {
        path: "/news",
        ready: (p) => p.getByRole("button", { name: "Office closed on Friday" }).click(),
      },
      // The board (the Deals home) and the table.
      { path: "/deals", ready: (p) => p.getByText(deal.reference).waitFor() },
      {
        path: "/deals?view=table",
        ready: (p) => p.getByRole("link", { name: deal.reference }).waitFor(),
      },
      { path: dealPage, ready: (p) => p.getByText("1 offer to look at").waitFor() },
      {
        path: `${dealPage}?tab=documents`,
        ready: (p) => p.getByText("What funders ask for").waitFor(),
      },
      {
        path: `${dealPage}?tab=funders`,
        ready: (p) => p.getByText("Northbridge Capital").first().waitFor(),
      },
      {
        path: `${dealPage}?tab=offers`,
        ready: (p) => p.getByText("Total repayable").first().waitFor(),
      },
      { path: `${dealPage}?tab=history` },
      { path: `${dealPage}/edit` },
      {
        // The request step, with existing advances listed one by one.
        path: `${dealPage}/edit`,
        label: "the edit's request step",
        ready: async (p) => {
          await p.getByRole("button", { name: "Next" }).click();
          await p.getByRole("button", { name: "Next" }).click();
          await p.getByLabel("Yes, listed below").check();
          await p.getByRole("group", { name: "Advance 1" }).waitFor();
        },
      },
      { path: "/deals/new" },
      { path: "/learn" },
      {
        // The invitation page, as someone signed in sees it.
        path: inviteLink.pathname + inviteLink.search,
        ready: (p) => p.getByRole("button", { name: /Accept and join/ }).waitFor(),
      },
      { path: "/settings" },
      { path: "/settings/account" },
      {
        path: "/settings/account",
        label: "the account's team tab",
        ready: async (p) => {
          await p.getByRole("tab", { name: "Team management" }).click();
          await p.getByText("Pending invitations (1)").waitFor();
          // A member's More actions open (Disable, View as).
          await p.getByRole("button", { name: /^More for/ }).click();
          await p.getByRole("button", { name: /^View as / }).waitFor();
        },
      },
      { path: "/settings/security" },
      { path: "/settings/appearance" },
    ],
    broker,
  );

  // On a phone the navigation is a drawer behind the menu button: Escape closes it, choosing a
  // page closes it and opens the page.
  await page.setViewportSize(phone);
  const menu = page.getByRole("button", { name: "Open menu" });
  const drawer = page.getByRole("dialog", { name: "Main navigation" });
  await expect(page.getByRole("link", { name: "Deals" })).toBeHidden();
  await menu.click();
  await expect(drawer).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(menu).toBeFocused();
  await menu.click();
  await drawer.getByRole("link", { name: "Deals" }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Deals" })).toBeVisible();
  // Deals opens on the board; the table is one press away.
  await page.getByRole("button", { name: "Table" }).click();
  // The deals fold their filters behind one button; the table becomes one card per deal.
  await expect(page.getByLabel("Status")).toBeHidden();
  await page.getByRole("button", { name: "Filters" }).click();
  await choose(page.getByLabel("Product"), { label: "Term loan" });
  await expect(page.getByRole("button", { name: "Filters (1 on)" })).toBeVisible();
  await expect(page.getByRole("cell", { name: `Reference ${deal.reference}` })).toBeVisible();
});

// The rest of a brokerage's workspace, so the walk covers every page of the portal (issue 32):
// the team, leads (list, one lead, the import, the client's quick-application form), the lenders
// directory and one lender, investments, billing, the terms, and Learn's authoring for an operator.
test("the rest of the workspace: team, leads, lenders, investments, billing, terms, authoring", async ({
  page,
  people,
}) => {
  test.setTimeout(600_000);
  const { broker } = await dealWithOffer(people);
  const headers = await broker.headers();
  const lead = await broker.api.post("/v1/leads", {
    headers,
    data: { contactName: "Rita Moss", companyName: "Moss Joinery Ltd", email: "rita@moss.example" },
  });
  expect(lead.status(), await lead.text()).toBeLessThan(300);
  const { id: leadId } = (await lead.json()) as { id: string };
  const link = await broker.api.post("/v1/leads/link", { headers });
  const { token } = (await link.json()) as { token: string };
  const lenders = await broker.api.get("/v1/lenders", { headers });
  expect(lenders.status(), await lenders.text()).toBe(200);
  const { items } = (await lenders.json()) as { items: { id: string; name: string }[] };
  const lender = items.find((item) => item.name.startsWith("Northbridge Capital"))!;
  await signIn(page, broker);
  await walk(
    page,
    [
      { path: "/team" },
      { path: "/leads", ready: (p) => p.getByRole("link", { name: "Rita Moss" }).waitFor() },
      { path: `/leads/${leadId}` },
      { path: "/leads/import" },
      { path: `/apply/${token}`, label: "the quick-application form" },
      { path: "/lenders", ready: (p) => p.getByText(lender.name).first().waitFor() },
      { path: `/lenders/${lender.id}`, label: "one lender" },
      { path: "/investments" },
      { path: "/settings/billing" },
      { path: "/terms" },
    ],
    broker,
  );

  const operator = await people.operator();
  const courseId = await publishCourse(operator);
  await page.context().clearCookies();
  await signIn(page, operator);
  await walk(
    page,
    [
      { path: "/learn/authoring" },
      { path: `/learn/authoring/${courseId}`, label: "a course being written" },
      { path: "/news" },
    ],
    null,
  );
});

test("a funder's and an operator's pages: inbox, a received deal, listings, funders to approve", async ({
  page,
  people,
}) => {
  const { funder, listing, submissionId } = await dealWithOffer(people);
  await signIn(page, funder);
  await walk(
    page,
    [
      {
        path: "/dashboard",
        label: "funder dashboard",
        ready: (p) => p.getByRole("region", { name: "Deals waiting" }).waitFor(),
      },
      // The deal has an offer: it is under the inbox's Offered tab (New is the default).
      {
        path: "/inbox?tab=offered",
        ready: (p) => p.getByText("Harbour Brokers").first().waitFor(),
      },
      {
        path: `/inbox/${submissionId}`,
        ready: (p) => p.getByText("Harbour Brokers").first().waitFor(),
      },
      { path: "/listings", ready: (p) => p.getByText("Working capital").first().waitFor() },
      { path: `/listings/${listing.id}` },
      { path: "/listings/new" },
    ],
    funder,
  );

  const operator = await people.operator();
  await page.context().clearCookies();
  await signIn(page, operator);
  await walk(
    page,
    [
      {
        path: "/dashboard",
        label: "operator dashboard",
        ready: (p) => p.getByRole("region", { name: "Funders waiting" }).waitFor(),
      },
      { path: "/operator/funders" },
    ],
    null,
  );
});

test("onboarding, before a profile exists", async ({ page, people }) => {
  await page.addInitScript(() => localStorage.setItem("theme", "light"));
  const person = await people.signedUp("a11y");
  await signIn(page, person);
  await walk(page, [{ path: "/onboarding" }]);
  await onboard(person);
});
