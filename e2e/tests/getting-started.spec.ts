import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { setLanguage } from "../support/language";
import { auditBothThemes, expectNoSidewaysScroll } from "../support/audit";
import { createListing, publishListing } from "../support/factories";
import { choose } from "../support/kit";
import { passCourse, publishCourse } from "../support/learn";
import { uniqueEmail } from "../support/journeys";
import { signIn, type Person } from "../support/people";
import { screenshots } from "../support/screenshots";

// Getting started (issue 34): a new brokerage's dashboard lists the steps that set it up, each
// done as its data appears; the journey follows each step's link and does it there, through the
// pages (the course is passed through the API, as the Learn journeys' helper does), then puts
// the list away. axe finds nothing serious on it, light and dark, English and Arabic.

// A 2x2 PNG (the logo), as the avatar journey uploads.
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWOQqzghV3GCAUIBACOuBXkyPgc+AAAAAElFTkSuQmCC",
  "base64",
);

const checklist = (page: Page) => page.getByRole("region", { name: /^(Getting started|البدء)$/ });
const step = (page: Page, name: string) => checklist(page).locator(`[data-step="${name}"]`);

/** Back on the dashboard: the step is ticked, read from the data. */
async function expectDone(page: Page, name: string) {
  await page.goto("/dashboard");
  await expect(step(page, name)).toHaveAttribute("data-done", "true");
}

/** Follows the step's link from the dashboard. */
async function follow(page: Page, name: string, label: RegExp) {
  await page.goto("/dashboard");
  await step(page, name).getByRole("link", { name: label }).click();
}

/** The list at both widths: no sideways scroll; saved with SCREENSHOTS=dir. */
async function look(page: Page, label: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(page, `${label} at ${width} px`);
    await screenshots(page, `${label}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The deal form, as a broker fills it (the billing journey's steps): a £50,000 term loan. */
async function createDealInTheForm(page: Page, legalName: string) {
  await page.getByLabel("Legal name").fill(legalName);
  await choose(page.getByLabel("Entity type"), "limited_company");
  await page.getByRole("combobox", { name: "Industry" }).fill("restaur");
  await page.getByRole("option", { name: "Restaurants and cafés" }).click();
  await page.getByRole("combobox", { name: "Country" }).fill("united k");
  await page.keyboard.press("Enter");
  await page.getByRole("combobox", { name: "Region" }).fill("glasg");
  await page.getByRole("option", { name: "Glasgow · Scotland" }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Add an owner" }).click();
  const owner = page.getByRole("group", { name: "Owner 1" });
  await owner.getByLabel("Full name").fill("Ann Lee");
  await owner.getByLabel("Ownership (%)").fill("100");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await choose(page.getByLabel("Product"), "term_loan");
  await page.getByLabel("Amount", { exact: true }).fill("50,000");
  await page.getByLabel("Monthly revenue").fill("30,000");
  await page.getByLabel("Purpose").fill("New ovens");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Create deal" }).click();
}

/** The offline stand-in's hosted Checkout (the billing journey's card and address). */
async function payAtCheckout(page: Page) {
  await expect(page.getByRole("heading", { name: "Subscribe to Dealbridge" })).toBeVisible();
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)").fill("12/30");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Name on card").fill("Ann Lee");
  await page.getByLabel("Address line 1").fill("1 King Street");
  await page.getByLabel("City").fill("London");
  await page.getByLabel("Postal code").fill("EC2V 8AU");
  await page.getByLabel("Country").fill("GB");
  await page.getByRole("button", { name: "Subscribe" }).click();
}

test("a new brokerage follows Getting started to its end, each step through its link, then puts it away", async ({
  page,
  people,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const courseId = await publishCourse(await people.operator());
  const funderName = `Start Lending ${stamp}`;
  const funder = await people.funder(funderName, { approved: true });
  const listing = await createListing(funder, {
    name: "Starter loans",
    currency: "GBP",
    criteria: {
      products: ["term_loan"],
      countries: ["GB"],
      amountMinMinor: 1_000_000,
      amountMaxMinor: 50_000_000,
    },
  });
  await publishListing(funder, listing.id);
  const owner = await people.broker({ prefix: "starter", company: `Starter Brokers ${stamp}` });
  await signIn(page, owner);

  // Nothing done: 0 of 7, nothing to put away; axe and a look in both languages.
  await expect(checklist(page)).toContainText("0 of 7 steps done");
  await expect(checklist(page).getByRole("button")).toHaveCount(0);
  await auditBothThemes(page, "getting started");
  await look(page, "getting-started");
  await setLanguage(page, "ar", owner);
  // Numbers are isolated in the Arabic sentence (U+2068 and U+2069 around each).
  await expect(checklist(page).getByRole("progressbar")).toHaveAccessibleName(
    "أُنجزت \u20680\u2069 من \u20687\u2069 خطوات",
  );
  await auditBothThemes(page, "getting started in Arabic");
  await look(page, "getting-started-ar");
  await setLanguage(page, "en", owner);

  // 1. The course: its link opens Learn; the broker passes it.
  await follow(page, "training", /Pass the course/);
  await expect(page.getByRole("heading", { level: 1, name: "Learn" })).toBeVisible();
  await passCourse(owner, courseId);
  await expectDone(page, "training");

  // 2. A deal, in the form the link opens.
  const business = `Starter Bakery ${stamp}`;
  await follow(page, "deal", /Create a deal/);
  await createDealInTheForm(page, business);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(business);
  await expectDone(page, "deal");

  // 3. Its documents: the link opens the deal's Documents tab.
  await follow(page, "documents", /Upload its documents/);
  const documents = page.getByRole("region", { name: "Documents" });
  await documents.getByLabel("Drop files here or choose files").setInputFiles({
    name: `statement-${stamp}.pdf`,
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.7\n% bank statement\n"),
  });
  await expect(
    documents.getByRole("row").filter({ hasText: `statement-${stamp}.pdf` }),
  ).toBeVisible();
  await expectDone(page, "documents");

  // 4. Sent: the link opens the Funders tab; the funder ticked, sent with the document.
  await follow(page, "sent", /Send it to a funder/);
  const fit = page
    .getByRole("region", { name: "Funders", exact: true })
    .getByRole("listitem", { name: `${funderName} · Starter loans` });
  await fit.getByRole("checkbox").check();
  await page
    .getByRole("region", { name: "Send to funders" })
    .getByRole("button", { name: "Send to 1 funder" })
    .click();
  await expect(fit).toContainText("Sent ·");
  await expectDone(page, "sent");

  // 5. The team: an invitation sent from the Team page.
  await follow(page, "team", /Invite your team/);
  const colleague = uniqueEmail("starter-colleague");
  await page.getByLabel("Email addresses").fill(colleague);
  await page.getByRole("button", { name: "Send invitations" }).click();
  await expect(page.getByRole("status").filter({ hasText: "invited" })).toContainText(
    `${colleague}: invited`,
  );
  await expectDone(page, "team");

  // 6. The logo, on the Company tab the link opens.
  await follow(page, "logo", /Add your company logo/);
  await page.getByTestId("logo-file").setInputFiles({
    name: "logo.png",
    mimeType: "image/png",
    buffer: png,
  });
  await expect(page.getByRole("status").filter({ hasText: /saved/i })).toBeVisible();
  await expectDone(page, "logo");

  // 7. A plan, through the hosted Checkout from Billing.
  await follow(page, "plan", /Choose a plan/);
  await page.getByRole("button", { name: "Choose monthly" }).click();
  await payAtCheckout(page);
  await expect(page.getByTestId("billing-plan")).toContainText("Active");
  await expectDone(page, "plan");

  // Every step done: the owner puts the list away, for good.
  await expect(checklist(page)).toContainText("7 of 7 steps done");
  await expect(checklist(page)).toContainText("Every step is done");
  await auditBothThemes(page, "getting started, done");
  await look(page, "getting-started-done");
  await checklist(page).getByRole("button", { name: "Put this list away" }).click();
  await expect(checklist(page)).toHaveCount(0);
  // Kept on the server: after a reload, the answer says it was put away and nothing shows.
  const answered = page.waitForResponse((r) => r.url().includes("/v1/dashboard/getting-started"));
  await page.reload();
  expect(await (await answered).json()).toMatchObject({ dismissed: true });
  await expect(checklist(page)).toHaveCount(0);
});

/** An empty state at both widths and themes, in English then Arabic (saved with SCREENSHOTS). */
async function lookInBothLanguages(page: Page, someone: Person, label: string) {
  await look(page, `empty-${label}`);
  await setLanguage(page, "ar", someone);
  await look(page, `empty-${label}-ar`);
  await setLanguage(page, "en", someone);
}

test("a new brokerage's and a new funder's empty lists each offer the one action that fills them", async ({
  page,
  browser,
  people,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const broker = await people.broker({ prefix: "empty", company: `Empty Brokers ${stamp}` });
  await signIn(page, broker, "/deals");
  const main = page.getByRole("main");
  // The table (the board is BOARD's, with its own empty state).
  await main.getByRole("button", { name: "Table" }).click();
  await expect(main.getByRole("link", { name: "New deal" }).last()).toHaveAttribute(
    "href",
    "/deals/new",
  );
  await expect(main).toContainText("No deals yet.");
  await lookInBothLanguages(page, broker, "deals");

  await page.goto("/leads");
  await expect(main).toContainText("No leads yet.");
  await main.getByRole("button", { name: "Add a lead" }).last().click();
  await expect(main.getByRole("button", { name: "Add a lead" }).first()).toBeDisabled();
  await page.goto("/leads");
  await lookInBothLanguages(page, broker, "leads");

  await page.goto("/wallet");
  await expect(main.getByRole("link", { name: "Open your deals" })).toHaveAttribute(
    "href",
    "/deals",
  );
  await lookInBothLanguages(page, broker, "wallet");

  await page.goto("/investments");
  await expect(main.getByRole("link", { name: "Open your deals" })).toHaveAttribute(
    "href",
    "/deals",
  );
  await lookInBothLanguages(page, broker, "investments");

  const funderName = `Empty Lending ${stamp}`;
  const funder = await people.funder(funderName, { approved: true });
  const context = await browser.newContext();
  const theirs = await context.newPage();
  await signIn(theirs, funder, "/inbox");
  await expect(
    theirs.getByRole("main").getByRole("link", { name: "Open your listings" }),
  ).toHaveAttribute("href", "/listings");
  await lookInBothLanguages(theirs, funder, "inbox");
  await theirs.goto("/listings");
  await expect(theirs.getByRole("main")).toContainText("No listings yet.");
  await expect(
    theirs.getByRole("main").getByRole("link", { name: "New listing" }).last(),
  ).toHaveAttribute("href", "/listings/new");
  await lookInBothLanguages(theirs, funder, "listings");
  await context.close();
});
