import { expect, test } from "../support/fixtures";
import { createDeal, createListing, publishListing } from "../support/factories";
import { signIn } from "../support/people";

// The broker's dashboard shows the figures of their own deals (GET /v1/dashboard), and a stage of
// the pipeline opens the deals list filtered by it.
test("a broker with deals sees their pipeline and opens a stage's deals from it", async ({
  page,
  people,
}) => {
  const stamp = Date.now();
  const funder = await people.funder(`Dashboard Capital ${stamp}`, { approved: true });
  const listing = await createListing(funder, {
    name: "Working capital",
    currency: "GBP",
    criteria: { products: ["term_loan"], amountMinMinor: 1_000_000, amountMaxMinor: 50_000_000 },
  });
  await publishListing(funder, listing.id);
  const broker = await people.broker({ prefix: "dashboard", company: "Harbour Brokers" });
  const drafts = [await createDeal(broker), await createDeal(broker)];
  const [sent, offered] = [await createDeal(broker), await createDeal(broker)];
  const submissions: string[] = [];
  for (const deal of [sent, offered]) {
    const response = await broker.api.post(`/v1/user/deal/${deal.id}/submissions`, {
      headers: await broker.headers(),
      data: { listingIds: [listing.id] },
    });
    expect(response.status(), await response.text()).toBe(201);
    submissions.push(((await response.json()) as { items: { id: string }[] }).items[0]!.id);
  }
  const offer = await funder.api.post(`/v1/funder/submission/${submissions[1]}/offer`, {
    headers: await funder.headers(),
    data: { amountMinor: 4_500_000, rateBp: 1200, termMonths: 24, brokerCommissionBp: 250 },
  });
  expect(offer.status(), await offer.text()).toBe(200);

  await signIn(page, broker, "/dashboard");
  const statistics = page.getByRole("region", { name: "Statistics" });
  await expect(statistics.getByRole("region", { name: "Pending proposals" })).toContainText("1");
  await expect(statistics.getByRole("region", { name: "Closed deals" })).toContainText(
    "0vs last month · no change",
  );
  await expect(page.getByText("No deals yet")).toHaveCount(0);
  // Nothing funded yet: the leaderboard says so, for sales and for commission.
  const leaderboard = page.getByRole("region", { name: "Top 5 leaderboard" });
  await expect(leaderboard).toContainText("Nobody has closed a deal in this period yet.");
  await leaderboard.getByRole("button", { name: "Commission" }).click();
  await expect(leaderboard).toContainText("Nobody has earned commission in this period yet.");

  const pipeline = page.getByRole("region", { name: "Pipeline by stage" });
  await expect(pipeline.getByRole("link", { name: "Draft: 2 deals" })).toBeVisible();
  await expect(pipeline.getByRole("link", { name: "Submitted: 1 deal" })).toBeVisible();
  await expect(pipeline.getByRole("link", { name: "Proposals: 1 deal" })).toBeVisible();
  await pipeline.getByText("Show as table").click();
  await expect(pipeline.getByRole("row", { name: "Draft 2" })).toBeVisible();

  // The period is kept in the URL.
  await page.getByLabel("Period", { exact: true }).selectOption({ label: "Year to date" });
  await expect(page).toHaveURL(/\/dashboard\?period=year_to_date$/);
  await expect(statistics.getByRole("region", { name: "Closed deals" })).toContainText(
    "vs the same days last year",
  );

  await pipeline.getByRole("link", { name: "Draft: 2 deals" }).click();
  await expect(page).toHaveURL(/\/deals\?status=draft$/);
  for (const deal of drafts)
    await expect(page.getByRole("link", { name: deal.reference })).toBeVisible();
  await expect(page.getByRole("link", { name: sent.reference })).toHaveCount(0);
  await expect(page.getByRole("link", { name: offered.reference })).toHaveCount(0);
});
