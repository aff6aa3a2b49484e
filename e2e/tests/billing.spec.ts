import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { screenshots } from "../support/screenshots";
import { signIn, type Person } from "../support/people";
import { joinOrganization } from "../support/team";
import { choose } from "../support/kit";

// Billing (issue 19) against the in-repo fake Stripe the journeys' server starts (support/server.ts):
// its hosted Checkout and Billing Portal are plain pages on 127.0.0.1 that the browser fills in, and
// its webhooks are signed and delivered to the server as Stripe's would be.
test.describe.configure({ timeout: 240_000 });

const phone = { width: 390, height: 844 };
const laptop = { width: 1280, height: 800 };
const readOnlyBanner =
  "Your organization's free trial or plan has ended. Everything stays visible; nothing can be added or changed until an owner or admin chooses a plan.";
const readOnlyRefusal =
  "Your organization's free trial or plan has ended: everything stays visible, but nothing can be added or changed until an owner or admin chooses a plan in Billing.";
/** A day with the month in words, as a British owner reads it ("20 May 2027"). */
const longDay =
  /\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/;

/** The page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, label: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${label}: ${width} px wide`).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** No serious or critical axe finding (WCAG 2 A and AA), as the accessibility walk checks. */
async function audit(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${label}: ${v.id} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(serious).toEqual([]);
}

/** The Billing page at a laptop's and a phone's width: no sideways scroll, saved in both themes. */
async function lookAtBilling(page: Page, label: string) {
  await loaded(page);
  for (const size of [laptop, phone]) {
    await page.setViewportSize(size);
    await expectNoSidewaysScroll(page, `${label} at ${size.width} px`);
    await screenshots(page, `${label}-${size.width}`);
  }
  await page.setViewportSize(laptop);
}

/** Nothing still loading: what the screenshots show is the page as a person reads it. */
const loaded = (page: Page) =>
  expect(page.getByRole("status").filter({ hasText: "Loading" })).toHaveCount(0);

/** The journeys' server's e2e endpoints (support/server.ts). */
async function e2e(someone: Person, path: string, data: object) {
  const response = await someone.api.post(path, { data });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
}

const billingPage = (page: Page) => page.goto("/settings/billing");
const plan = (page: Page) => page.getByTestId("billing-plan");
const card = (page: Page) => page.getByTestId("billing-card");

/** The fake's hosted Checkout: the card and the billing address, then Subscribe. */
async function payAtCheckout(page: Page, cardNumber: string) {
  await expect(page.getByRole("heading", { name: "Subscribe to Dealbridge" })).toBeVisible();
  await expect(page.getByText("£30.00 per seat per month × 1 seat")).toBeVisible();
  await page.getByLabel("Card number").fill(cardNumber);
  await page.getByLabel("Expiry (MM/YY)").fill("12/30");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Name on card").fill("Ann Lee");
  await page.getByLabel("Address line 1").fill("1 King Street");
  await page.getByLabel("City").fill("London");
  await page.getByLabel("Postal code").fill("EC2V 8AU");
  await page.getByLabel("Country").fill("GB");
  await page.getByRole("button", { name: "Subscribe" }).click();
}

/** From the Billing page to the fake's hosted Billing Portal. */
async function openPortal(page: Page) {
  await page.getByRole("button", { name: "Manage billing" }).click();
  await expect(page.getByRole("heading", { name: "Dealbridge billing" })).toBeVisible();
}

/** Back from the portal: the page reads the provider again and shows its state. */
async function returnFromPortal(page: Page) {
  await page.getByRole("link", { name: "Return to Dealbridge" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Billing" })).toBeVisible();
}

/** Creating a deal in the form, up to Create deal: refused while the organization is read-only. */
async function tryToCreateDeal(page: Page) {
  await page.goto("/deals/new");
  await page.getByLabel("Legal name").fill(`Readonly Bakery ${Date.now()}`);
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

test("a brokerage's trial, a monthly plan, yearly with a new card, a second seat, cancelled, then read-only with a link to Billing", async ({
  page,
  people,
}) => {
  const owner = await people.broker({
    prefix: "billing-owner",
    company: `Billing Brokers ${Date.now()}`,
  });
  await signIn(page, owner, "/settings/billing");
  await expect(page.getByRole("heading", { level: 1, name: "Billing" })).toBeVisible({
    timeout: 30_000,
  });

  // The trial counts down; the plans show their price per seat and the one active member.
  await expect(page.getByTestId("trial-days")).toHaveText("14 days left of your free trial");
  await expect(page.getByText(new RegExp(`^Ends on ${longDay.source}`))).toBeVisible();
  await expect(
    page.getByText("Your organization has 1 active member.", { exact: false }),
  ).toBeVisible();
  await expect(page.getByText("£30.00 per seat a month")).toBeVisible();
  await expect(page.getByText("£300.00 per seat a year")).toBeVisible();
  await audit(page, "Billing in the trial");
  await lookAtBilling(page, "billing-trial");

  // In the trial's last days the shell says so on every page, with a link to choose a plan.
  await e2e(owner, "/e2e/billing/trial", { email: owner.email, endsInDays: 3 });
  await page.goto("/dashboard");
  const banner = page.getByTestId("billing-banner");
  await expect(banner).toHaveText("3 days left of your free trial — Choose a plan");
  await loaded(page);
  await page.setViewportSize(phone);
  await expectNoSidewaysScroll(page, "trial banner at 390 px");
  await screenshots(page, "billing-banner-trial-390");
  await page.setViewportSize(laptop);
  await banner.getByRole("link", { name: "Choose a plan" }).click();
  await expect(page.getByTestId("trial-days")).toHaveText("3 days left of your free trial");

  // Monthly, through the hosted Checkout: back on Billing the plan and the card show.
  await page.getByRole("button", { name: "Choose monthly" }).click();
  await payAtCheckout(page, "4242 4242 4242 4242");
  await expect(plan(page)).toContainText("Monthly");
  await expect(plan(page)).toContainText("Active");
  await expect(card(page)).toHaveText("Visa •••• 4242");
  await expect(page.getByTestId("billing-seats")).toHaveText("1 seat × £30.00 per seat");
  await expect(page.getByTestId("billing-period")).toHaveText(
    new RegExp(`^Renews on ${longDay.source}$`),
  );
  await expect(page.getByTestId("billing-address")).toContainText("1 King Street");
  await expect(page.getByRole("button", { name: /^Choose/ })).toHaveCount(0);
  await expect(page.getByTestId("billing-banner")).toHaveCount(0);
  await expect(page).toHaveURL(/\/settings\/billing$/);
  const invoices = page.getByRole("region", { name: "Invoices" }).getByRole("table");
  await expect(invoices.getByRole("row")).toHaveCount(2);
  await expect(invoices).toContainText("£30.00");
  await expect(invoices).toContainText("Paid");

  // The portal: yearly, and a new card; back on Billing both show.
  await openPortal(page);
  await page.getByRole("button", { name: "Switch to yearly" }).click();
  const payment = page.getByRole("region", { name: "Update payment method" });
  await payment.getByLabel("Card number").fill("5555 5555 5555 4444");
  await payment.getByLabel("Expiry (MM/YY)").fill("01/31");
  await payment.getByRole("button", { name: "Update payment method" }).click();
  await expect(page.getByText("Mastercard •••• 4444", { exact: false })).toBeVisible();
  await returnFromPortal(page);
  await expect(plan(page)).toContainText("Yearly");
  await expect(card(page)).toHaveText("Mastercard •••• 4444");
  await expect(page.getByText("Expires January 2031")).toBeVisible();

  // A second member: the seats follow (a background job tells the provider, then reads it back).
  const member = await people.broker({ prefix: "billing-member", company: "Own Firm" });
  await joinOrganization(owner, [member]);
  await expect
    .poll(
      async () => {
        await billingPage(page);
        return page.getByTestId("billing-seats").textContent();
      },
      { timeout: 60_000, intervals: [1_000, 2_000, 3_000] },
    )
    .toBe("2 seats × £300.00 per seat");
  await audit(page, "Billing with a plan");
  await lookAtBilling(page, "billing-subscribed");

  // Cancelled in the portal: the plan runs to its period's end.
  await openPortal(page);
  await page.getByRole("button", { name: "Cancel plan" }).click();
  await expect(page.getByRole("button", { name: "Renew plan" })).toBeVisible();
  await returnFromPortal(page);
  await expect(page.getByTestId("billing-period")).toHaveText(
    new RegExp(`^Ends on ${longDay.source}$`),
  );

  // The trial is long over and the period ends: the organization is read-only.
  await e2e(owner, "/e2e/billing/trial", { email: owner.email });
  await e2e(owner, "/e2e/billing/advance", { email: owner.email });
  await page.goto("/dashboard");
  await expect(banner).toHaveText(`${readOnlyBanner} Go to Billing`);
  await loaded(page);
  for (const size of [laptop, phone]) {
    await page.setViewportSize(size);
    await expectNoSidewaysScroll(page, `read-only banner at ${size.width} px`);
    await screenshots(page, `billing-banner-read-only-${size.width}`);
  }
  await page.setViewportSize(laptop);

  // Nothing can be added: a new deal is refused with the contract's message.
  await tryToCreateDeal(page);
  await expect(page.getByRole("alert").filter({ hasText: readOnlyRefusal })).toBeVisible();

  // The banner's link leads to Billing, where a plan can be chosen again.
  await banner.getByRole("link", { name: "Go to Billing" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Billing" })).toBeVisible();
  await expect(page.getByTestId("billing-state")).toHaveText(readOnlyBanner);
  await expect(plan(page)).toContainText("Ended");
  await expect(page.getByRole("button", { name: "Choose monthly" })).toBeVisible();
  await audit(page, "Billing read-only");
  await lookAtBilling(page, "billing-read-only");

  // A member without billing rights sees where the organization stands and who manages it.
  const memberPage = await page.context().browser()!.newPage();
  await signIn(memberPage, member, "/settings/billing");
  await expect(memberPage.getByTestId("billing-state")).toHaveText(readOnlyBanner);
  await expect(
    memberPage.getByText("Only owners and admins choose or change the plan."),
  ).toBeVisible();
  await expect(memberPage.getByRole("button", { name: "Choose monthly" })).toHaveCount(0);
  await memberPage.close();
});
