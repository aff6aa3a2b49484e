import { expect, test } from "../support/fixtures";
import { courseTitle, publishCourse } from "../support/learn";
import { signIn } from "../support/people";

// `npm run demo-data` as a newcomer meets it: the Harbour owner's dashboard shows the figures of
// their brokerage's demo deals (apps/api/src/demo/demo-accounts.ts) and a leaderboard of four, no
// page asks to verify the address, Billing shows the trial in test mode, a stage of the pipeline
// opens its deals, and submitting a draft for a product nobody passed a course in names the course. The server loads the data (POST /e2e/demo-data: it holds the embedded database the
// command would open). The demo's funders lend in GBP and USD to the demo's deals only: their
// listings may fit other journeys' deals, but no other journey counts funders in those currencies.
test("the demo broker's brokerage is in full swing: figures, leaderboard, news, trial, the training gate", async ({
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
  // Brightside Gifts); four deals funded this month across the brokerage: Tidewater Joinery £42,000
  // at 300 bp (126_000), Fleetway Couriers £60,000 at 300 bp (180_000), Riverside Dental £85,000
  // at 200 bp (170_000), Cabot Coffee £25,000 at 800 bp (200_000): £212,000.00 and £6,760.00.
  const statistics = page.getByRole("region", { name: "Statistics" });
  const card = (name: string) => statistics.getByRole("region", { name, exact: true });
  await expect(card("Pending proposals")).toContainText("2");
  await expect(card("Closed deals")).toContainText("4+4 vs last month · new");
  await expect(card("Sales")).toContainText("£212,000.00");
  await expect(card("Commission earned")).toContainText("£6,760.00");
  await expect(page.getByText("No deals yet")).toHaveCount(0);
  // Every demo address is verified: no banner asks for it.
  await expect(page.getByText("Please verify your email address")).toHaveCount(0);

  // The leaderboard ranks the brokerage's people, the owner third.
  const board = page.getByRole("region", { name: "Top 5 leaderboard" }).getByRole("listitem");
  await expect(board).toHaveText([
    "#1NPNoah Patel£85,000.001 deal",
    "#2OGOlivia Grant£60,000.001 deal",
    "#3HMHannah Marsh (you)£42,000.001 deal",
    "#4EBElla Brooks£25,000.001 deal",
  ]);
  await expect(page.getByRole("region", { name: "Latest news" })).toContainText(
    "Keystone now decides equipment deals in 24 hours",
  );

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

  // The pipeline of open deals: the café's and the wholesaler's drafts, Quayside in review, the
  // two offered deals (the funded ones are closed, counted in Closed deals).
  const pipeline = page.getByRole("region", { name: "Pipeline by stage" });
  await expect(pipeline.getByRole("figure")).toHaveAccessibleName(
    "5 open deals: Draft 2, Submitted 0, In review 1, Proposals 2, Accepted 0.",
  );
  await expect(pipeline.getByRole("link", { name: "In review 1 deal" })).toBeVisible();
  await pipeline.getByRole("link", { name: "Proposals 2 deals" }).click();
  await expect(page).toHaveURL(/\/deals\?status=proposals$/);
  const rows = page.getByRole("row").filter({ hasText: "Ltd" });
  await expect(rows.filter({ hasText: "Northwind Bakery Ltd" })).toHaveCount(1);
  await expect(rows.filter({ hasText: "Brightside Gifts Ltd" })).toHaveCount(1);
  await expect(rows).toHaveCount(2);

  // Billing: the trial's days left, in test mode (the journeys' server runs the offline stand-in).
  await page.goto("/settings/billing");
  await expect(page.getByTestId("billing-test-mode")).toContainText("Test mode");
  await expect(page.getByTestId("trial-days")).toHaveText("14 days left of your free trial");
  await expect(page.getByText("Please verify your email address")).toHaveCount(0);

  // The training gate: invoice finance has a course (the journeys' own, support/learn.ts: the demo
  // loads none here) that nobody at Harbour has passed; the café's term loan is not gated here.
  await publishCourse(await people.operator());
  const openDraft = async (borrower: string) => {
    await page.goto("/deals?status=draft");
    await page.getByRole("row").filter({ hasText: borrower }).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/deals\/[\w-]+/);
    return new URL(page.url()).pathname.split("/").at(-1)!;
  };
  await openDraft("Wharf Street Wholesale Ltd");
  const steps = page.getByRole("region", { name: "Next steps" });
  await steps.getByRole("button", { name: "Submit", exact: true }).click();
  const refusal = steps.getByRole("alert");
  await expect(refusal).toContainText("Invoice finance needs the course");
  await expect(refusal.getByRole("link", { name: courseTitle })).toBeVisible();
  const cafe = await openDraft("Harbour Lane Café Ltd");
  await steps.getByRole("button", { name: "Submit", exact: true }).click();
  // The status, asked of the server ("Submitted" is on the page before: the steps name it).
  await expect
    .poll(async () => {
      const deal = await broker.api.get(`/v1/user/deal/${cafe}`, {
        headers: await broker.headers(),
      });
      return ((await deal.json()) as { status: string }).status;
    })
    .toBe("submitted");
  await expect(steps.getByRole("alert")).toHaveCount(0);
});
