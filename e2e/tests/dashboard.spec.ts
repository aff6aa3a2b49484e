import { expect, test } from "../support/fixtures";
import { createDeal, createListing, publishListing } from "../support/factories";
import { signIn } from "../support/people";
import { choose } from "../support/kit";

// The broker's dashboard shows the figures of their own deals (GET /v1/dashboard), and a stage of
// the pipeline opens the deals list filtered by it.
test("a broker with deals sees their pipeline and opens a stage's deals from it", async ({
  page,
  people,
  browser,
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

  // What needs action: the offer to compare, linking to the deal's offers.
  const actions = page.getByRole("region", { name: "Needs your action" });
  const offers = actions.getByRole("region", { name: "Offers to compare" });
  await expect(offers.getByRole("heading")).toHaveText("Offers to compare (1)");
  await expect(offers).toContainText(`${offered.reference} · 1 offer`);

  const pipeline = page.getByRole("region", { name: "Pipeline by stage" });
  await expect(pipeline.getByRole("link", { name: "Draft 2 deals" })).toBeVisible();
  await expect(pipeline.getByRole("link", { name: "Submitted 1 deal" })).toBeVisible();
  await expect(pipeline.getByRole("link", { name: "Proposals 1 deal" })).toBeVisible();
  await pipeline.getByText("Show as table").click();
  await expect(pipeline.getByRole("row", { name: "Draft 2" })).toBeVisible();

  // The period is kept in the URL.
  await choose(page.getByLabel("Period", { exact: true }), { label: "Year to date" });
  await expect(page).toHaveURL(/\/dashboard\?period=year_to_date$/);
  await expect(statistics.getByRole("region", { name: "Closed deals" })).toContainText(
    "vs the same days last year",
  );

  await pipeline.getByRole("link", { name: "Draft 2 deals" }).click();
  await expect(page).toHaveURL(/\/deals\?status=draft$/);
  for (const deal of drafts)
    await expect(page.getByRole("link", { name: deal.reference })).toBeVisible();
  await expect(page.getByRole("link", { name: sent.reference })).toHaveCount(0);
  await expect(page.getByRole("link", { name: offered.reference })).toHaveCount(0);

  // From the dashboard, the offer opens on its deal's Offers tab.
  await page.goto("/dashboard");
  await offers.getByRole("link").first().click();
  await expect(page).toHaveURL(new RegExp(`/deals/${offered.id}\\?tab=offers$`));

  // The funder's dashboard: the deal waiting for its answer and the offer it sent.
  const funderContext = await browser.newContext();
  const funderPage = await funderContext.newPage();
  await signIn(funderPage, funder, "/dashboard");
  const desk = funderPage.getByRole("region", { name: "Statistics" });
  await expect(desk.getByRole("region", { name: "Deals waiting" })).toContainText("1");
  await expect(desk.getByRole("region", { name: "Offers out" })).toContainText("1");
  await expect(desk.getByRole("region", { name: "Response time" })).toContainText(
    "Not yet measured",
  );
  const bySubmission = funderPage.getByRole("region", { name: "Deals sent to you by status" });
  await bySubmission.getByText("Show as table").click();
  await expect(bySubmission.getByRole("row", { name: "Waiting for you 1" })).toBeVisible();
  await expect(bySubmission.getByRole("row", { name: "Offer sent 1" })).toBeVisible();
  await funderPage.getByRole("link", { name: "Open the inbox" }).click();
  await expect(funderPage).toHaveURL(/\/inbox$/);
  await funderContext.close();
});

// The operators' dashboard: funders waiting for approval and the platform's figures, and the way
// to the operator's own dashboard.
test("an operator sees the funders waiting for approval and the platform's volume", async ({
  page,
  people,
}) => {
  const waiting = `Waiting Funding ${Date.now()}`;
  await people.funder(waiting);
  await signIn(page, await people.operator(), "/dashboard");
  const platform = page.getByRole("region", { name: "Platform" }).first();
  await expect(platform.getByRole("region", { name: "Funders waiting" })).not.toContainText(/^0/);
  await expect(
    platform.getByRole("region", { name: "Platform volume", exact: true }),
  ).toBeVisible();
  const toApprove = page.getByRole("region", { name: "Funders to approve" });
  await expect(toApprove.getByRole("link", { name: "Review funders" })).toBeVisible();
  await page.getByRole("link", { name: "Open my own dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard\?view=own$/);
  await expect(page.getByRole("region", { name: "Needs your action" })).toBeVisible();
  await page.getByRole("link", { name: "Open the platform dashboard" }).click();
  await expect(page.getByRole("region", { name: "Funders waiting" })).toBeVisible();
});
