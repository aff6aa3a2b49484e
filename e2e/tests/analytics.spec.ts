import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { standInTags, type Tool } from "../support/analytics-stand-ins";
import { createDeal } from "../support/factories";
import { signIn } from "../support/people";
import { screenshots } from "../support/screenshots";

// Analytics with consent (docs/decisions/043). The journeys' server has all three tools
// configured; this file's browsers start without an answer (the others start with "refused").
test.use({ storageState: { cookies: [], origins: [] } });

const tools: Tool[] = ["gtm", "ga", "pixel"];
const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/** Cookies not set by the portal itself (its session cookies are on localhost, not ours to test). */
async function trackingCookies(context: BrowserContext) {
  return (await context.cookies())
    .map((c) => c.name)
    .filter((name) => /^(_ga|_gid|_gcl|_fbp|_fbc)/.test(name));
}

/** Longer than the browser's idle wait before the tools load, so "nothing" is really nothing. */
const settle = (page: Page) => page.waitForTimeout(1500);

const banner = (page: Page) => page.getByRole("region", { name: "Cookies and analytics" });

/** The banner's box, measured in the window, and the window's size. */
const bannerBox = (page: Page) =>
  banner(page).evaluate((el) => {
    const box = el.getBoundingClientRect();
    return {
      top: box.top,
      bottom: box.bottom,
      left: box.left,
      right: box.right,
      width: window.innerWidth,
      height: window.innerHeight,
      room: parseFloat(getComputedStyle(document.body).paddingBottom),
    };
  });

for (const size of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`the banner is in the window on the first page load at ${size.width}x${size.height}, and the page makes room for it`, async ({
    page,
    people,
  }) => {
    await page.setViewportSize(size);
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    const box = await bannerBox(page);
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.bottom).toBeLessThanOrEqual(box.height);
    expect(box.right).toBeLessThanOrEqual(box.width);
    // The page ends below the banner: nothing it covers is out of reach.
    expect(box.room).toBeGreaterThanOrEqual(box.bottom - box.top);

    // Still pinned on a signed-in page scrolled to its end, and its last content is above it.
    const broker = await people.broker({ prefix: "banner-box" });
    await signIn(page, broker);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    // The page drawn in full (its last parts come after the heading): its end is where it stays.
    await expect(page.getByText("Getting started", { exact: true })).toBeVisible();
    await expect(page.getByText("Loading…")).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const scrolled = await bannerBox(page);
    expect(scrolled.top).toBeGreaterThanOrEqual(0);
    expect(scrolled.bottom).toBeLessThanOrEqual(scrolled.height);
    const mainBottom = await page
      .locator("main")
      .evaluate((el) => el.getBoundingClientRect().bottom);
    expect(mainBottom).toBeLessThanOrEqual(scrolled.top);
    await screenshots(page, `consent-banner-pinned-${size.width}`);
  });
}

test("nothing before consent; after accepting, one page view per navigation to each tool, back and forward included", async ({
  page,
  context,
  people,
}) => {
  const tags = await standInTags(context);
  await page.goto("/");
  await expect(banner(page)).toBeVisible();
  // Consent Mode's defaults are queued, all denied, and nothing is fetched or stored.
  const defaults = await page.evaluate(() =>
    Array.from((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer[0]!),
  );
  expect(defaults).toEqual([
    "consent",
    "default",
    {
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "denied",
    },
  ]);
  const results = await new AxeBuilder({ page })
    .include("section")
    .withTags(["wcag2a", "wcag2aa"])
    .analyze();
  expect(
    results.violations.filter((v) => ["serious", "critical"].includes(v.impact ?? "")),
  ).toEqual([]);
  await screenshots(page, "consent-banner-1280");
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshots(page, "consent-banner-390");
  await page.setViewportSize({ width: 1280, height: 720 });
  await settle(page);
  expect(tags.requests).toEqual([]);
  expect(await context.cookies()).toEqual([]);

  const broker = await people.broker({ prefix: "analytics" });
  const business = `Analytics Bakery ${Date.now()}`;
  const deal = await createDeal(broker, { borrower: { legalName: business } });
  await signIn(page, broker);
  await expect(banner(page)).toBeVisible();
  await settle(page);
  expect(tags.requests).toEqual([]);
  expect(await trackingCookies(context)).toEqual([]);

  await banner(page).getByRole("button", { name: "Accept" }).click();
  await expect(banner(page)).toBeHidden();
  const expected = ["/dashboard"];
  const expectPageViews = async () => {
    for (const tool of tools)
      await expect
        .poll(() => tags.pages(tool).map((p) => p.replace(uuid, ":id")), { message: tool })
        .toEqual(expected);
  };
  await expectPageViews();

  const heading = (name: string | RegExp) =>
    expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await page.getByRole("link", { name: "Deals", exact: true }).click();
  await heading("Deals");
  expected.push("/deals");
  await expectPageViews();
  // Deals opens on the board: the card's link is the business.
  await page.getByRole("link", { name: business }).click();
  await expect(page).toHaveURL(new RegExp(`/deals/${deal.id}$`));
  expected.push("/deals/:id");
  await expectPageViews();
  await page.goBack();
  await heading("Deals");
  expected.push("/deals");
  await expectPageViews();
  await page.goForward();
  await expect(page).toHaveURL(new RegExp(`/deals/${deal.id}$`));
  expected.push("/deals/:id");
  await expectPageViews();
  await page.getByRole("link", { name: "Dashboard", exact: true }).click();
  await heading("Dashboard");
  expected.push("/dashboard");
  await expectPageViews();
  // Five navigations, six pages each: nothing counted twice, nothing late.
  await settle(page);
  for (const tool of tools) expect(tags.pages(tool)).toHaveLength(6);
  // Google's tools get the cleaned address: no id, no query string, no email.
  for (const hit of tags.hits.filter((h) => h.tool !== "pixel")) {
    expect(hit.location).not.toContain(deal.id);
    expect(hit.location).not.toMatch(/[?#@]/);
  }
  expect(await trackingCookies(context)).toEqual(expect.arrayContaining(["_ga", "_fbp"]));

  // Remembered: the next visit asks nothing and counts its page once.
  await page.reload();
  await heading("Dashboard");
  expected.push("/dashboard");
  await expectPageViews();
  await expect(banner(page)).toHaveCount(0);
});

test("after rejecting nothing loads; Appearance changes the answer either way", async ({
  page,
  context,
  people,
}) => {
  const tags = await standInTags(context);
  const broker = await people.broker({ prefix: "no-analytics" });
  await signIn(page, broker);
  await banner(page).getByRole("button", { name: "Reject" }).click();
  await expect(banner(page)).toBeHidden();
  await page.getByRole("link", { name: "Deals", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Deals" })).toBeVisible();
  await page.goBack();
  await page.goForward();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Deals" })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await settle(page);
  expect(tags.requests).toEqual([]);
  expect(await trackingCookies(context)).toEqual([]);

  // Settings, Appearance: allowed now, the tools load and count the page they are on.
  await page.goto("/settings/appearance");
  const setting = page.getByRole("group", { name: "Analytics and advertising cookies" });
  await expect(setting.getByRole("radio", { name: "Not allowed" })).toBeChecked();
  await setting.getByRole("radio", { name: "Allowed", exact: true }).check();
  for (const tool of tools)
    await expect.poll(() => tags.pages(tool), { message: tool }).toEqual(["/settings/appearance"]);
  await expect
    .poll(() => trackingCookies(context))
    .toEqual(expect.arrayContaining(["_ga", "_fbp"]));

  // Not allowed again: their cookies go and no further page is counted.
  await setting.getByRole("radio", { name: "Not allowed" }).check();
  await expect.poll(() => trackingCookies(context)).toEqual([]);
  await page.getByRole("link", { name: "Dashboard", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await settle(page);
  for (const tool of tools) expect(tags.pages(tool)).toEqual(["/settings/appearance"]);
});
