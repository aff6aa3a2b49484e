import { expect, test } from "../support/fixtures";
import { signIn } from "../support/people";

// `npm run demo-data` as a newcomer meets it: the Harbour broker's dashboard shows the figures of
// their demo deals (apps/api/src/demo/demo-accounts.ts), and a stage of the pipeline opens those
// deals. The server loads the data (POST /e2e/demo-data: it holds the embedded database the
// command would open). The demo's funders lend in GBP and USD to the demo's deals only: their
// listings may fit other journeys' deals, but no other journey counts funders in those currencies.
test("the demo broker's dashboard shows the figures of their demo data and opens a stage's deals", async ({
  page,
  people,
  request,
}) => {
  // Loading signs up seven accounts and plays eight deals through the API: on two shared cores,
  // well past a journey's usual 45 s.
  test.setTimeout(180_000);
  const loaded = await request.post("/e2e/demo-data", { timeout: 150_000 });
  expect(loaded.status(), await loaded.text()).toBe(200);
  const broker = await people.signedIn(
    "broker.harbour@demo.example.com",
    "portal demo horse battery",
  );
  await signIn(page, broker, "/dashboard");

  // By hand from the demo data: two offers waiting (Northbridge's on Northwind Bakery, Swift's on
  // Brightside Gifts); Tidewater Joinery funded by Keystone for £42,000 at 300 bp commission:
  // 4_200_000 × 300 / 10_000 = 126_000 minor = £1,260.00. All this month, nothing the month before.
  const statistics = page.getByRole("region", { name: "Statistics" });
  const card = (name: string) => statistics.getByRole("region", { name, exact: true });
  await expect(card("Pending proposals")).toContainText("2");
  await expect(card("Closed deals")).toContainText("1+1 vs last month · new");
  await expect(card("Sales")).toContainText("£42,000.00");
  await expect(card("Commission earned")).toContainText("£1,260.00");
  await expect(page.getByText("No deals yet")).toHaveCount(0);

  // Needs your action: both offers to compare and Harbourside's question.
  const actions = page.getByRole("region", { name: "Needs your action" });
  const offers = actions.getByRole("region", { name: "Offers to compare" });
  await expect(offers.getByRole("heading")).toHaveText("Offers to compare (2)");
  await expect(offers).toContainText("Northwind Bakery Ltd");
  await expect(offers).toContainText("Brightside Gifts Ltd");
  const questions = actions.getByRole("region", { name: "Funders' questions to answer" });
  await expect(questions.getByRole("heading")).toHaveText("Funders' questions to answer (1)");
  await expect(questions).toContainText("Quayside Developments Ltd");
  await expect(questions).toContainText("1 question");

  // The pipeline of open deals: the café's draft, Quayside in review, the two offered deals (the
  // funded one is closed, counted in Closed deals).
  const pipeline = page.getByRole("region", { name: "Pipeline by stage" });
  await expect(pipeline.getByRole("figure")).toHaveAccessibleName(
    "4 open deals: Draft 1, Submitted 0, In review 1, Proposals 2, Accepted 0.",
  );
  await expect(pipeline.getByRole("link", { name: "Draft: 1 deal" })).toBeVisible();
  await expect(pipeline.getByRole("link", { name: "In review: 1 deal" })).toBeVisible();
  await pipeline.getByRole("link", { name: "Proposals: 2 deals" }).click();
  await expect(page).toHaveURL(/\/deals\?status=proposals$/);
  const rows = page.getByRole("row").filter({ hasText: "Ltd" });
  await expect(rows.filter({ hasText: "Northwind Bakery Ltd" })).toHaveCount(1);
  await expect(rows.filter({ hasText: "Brightside Gifts Ltd" })).toHaveCount(1);
  await expect(rows).toHaveCount(2);
});
