import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { choose } from "../support/kit";
import { expect, test } from "../support/fixtures";
import { screenshots } from "../support/screenshots";
import { createDeal, createListing, publishListing } from "../support/factories";
import { signIn, type Person } from "../support/people";
import { addTeams, joinOrganization, placeMember } from "../support/team";

/** The page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

async function call(someone: Person, method: "get" | "post" | "put", url: string, data?: object) {
  const response = await someone.api[method](url, { headers: await someone.headers(), data });
  expect(response.ok(), `${method} ${url}: ${response.status()} ${await response.text()}`).toBe(
    true,
  );
  return response.json() as Promise<Record<string, unknown>>;
}

/** Names people can be told apart by (everyone is onboarded as Ann Lee). */
const rename = (someone: Person, firstName: string, lastName: string) =>
  call(someone, "put", "/v1/user/update", { firstName, lastName });

/** A brokerage: Wendy (owner), Adam (admin), Tom (manages Team A), Ann (Team A), Sue (Team B). */
async function brokerage(people: {
  broker: (o: { prefix: string; company: string }) => Promise<Person>;
}) {
  const owner = await people.broker({
    prefix: "wallet-owner",
    company: `Wallet Brokers ${Date.now()}`,
  });
  const [admin, tom, ann, sue] = await Promise.all(
    ["wallet-admin", "wallet-tom", "wallet-ann", "wallet-sue"].map((prefix) =>
      people.broker({ prefix, company: "Own Firm" }),
    ),
  );
  await rename(owner, "Wendy", "Owner");
  await rename(admin!, "Adam", "Admin");
  await rename(tom!, "Tom", "Manager");
  await rename(sue!, "Sue", "Park");
  await joinOrganization(owner, [admin!, tom!, ann!, sue!]);
  const teams = await addTeams(owner, "United Kingdom", ["Team A", "Team B"]);
  await placeMember(owner, tom!, { salesRole: "team_manager", teamId: teams["Team A"] });
  await placeMember(owner, ann!, { salesRole: "team_member", teamId: teams["Team A"] });
  await placeMember(owner, sue!, { salesRole: "team_member", teamId: teams["Team B"] });
  const { members } = (await call(owner, "get", "/v1/team")) as {
    members: { userId: string; email: string }[];
  };
  const adminId = members.find((m) => m.email === admin!.email)!.userId;
  await call(owner, "put", `/v1/team/members/${adminId}`, { role: "admin", salesRole: "agent" });
  return { owner, admin: admin!, tom: tom!, ann: ann!, sue: sue! };
}

// The commission wallet (decision 037): a deal split 60/40 between Ann and Sue, funded, with a 10 %
// team manager override for Ann's manager; an admin records received and paid and a clawback; the
// CSV downloads with the right rows.
test("a funded deal's split and override show in the wallets; an admin records received, paid and a clawback; the CSV downloads", async ({
  page,
  people,
  browser,
}) => {
  test.setTimeout(120_000);
  const b = await brokerage(people);
  const funder = await people.funder(`Wallet Capital ${Date.now()}`, { approved: true });
  const listing = await createListing(funder, {
    name: "Working capital",
    currency: "GBP",
    criteria: { products: ["term_loan"], amountMinMinor: 1_000_000, amountMaxMinor: 50_000_000 },
  });
  await publishListing(funder, listing.id);

  // The owner sets a 10 % team manager override in Settings.
  await signIn(page, b.owner, "/settings");
  const rules = page.getByRole("region", { name: "Commission", exact: true });
  await rules.getByLabel("Team manager override (%)").fill("10");
  await rules.getByLabel("Clawback period (days after funding)").fill("30");
  await rules.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(page);
    await screenshots(page, `wallet-settings-${width}`);
  }

  // Ann splits her deal 60/40 with Sue on the deal page, before sending it.
  const deal = await createDeal(b.ann, { amountMinor: 5_000_000 });
  const annPage = await browser.newPage();
  await signIn(annPage, b.ann, `/deals/${deal.id}`);
  const split = annPage.getByRole("region", { name: "Commission split" });
  await choose(split.getByLabel("Add a broker"), "Ann Lee");
  await choose(split.getByLabel("Add a broker"), "Sue Park");
  const shares = split.getByLabel("Share (%)");
  await shares.nth(0).fill("60");
  await shares.nth(1).fill("30");
  await split.getByRole("button", { name: "Save split" }).click();
  await expect(split.getByRole("alert")).toHaveText("The shares must add up to 100 %.");
  await shares.nth(1).fill("40");
  await split.getByRole("button", { name: "Save split" }).click();
  await expect(annPage.getByText("Split saved")).toBeVisible();
  for (const width of [1280, 390]) {
    await annPage.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(annPage);
    await screenshots(annPage, `wallet-deal-split-${width}`);
  }

  // Sent, offered at 2 % commission (£1,000.00 on £50,000.00), accepted and funded.
  const sent = (await call(b.ann, "post", `/v1/user/deal/${deal.id}/submissions`, {
    listingIds: [listing.id],
  })) as { items: { id: string }[] };
  const submissionId = sent.items[0]!.id;
  await call(funder, "post", `/v1/funder/submission/${submissionId}/offer`, {
    amountMinor: 5_000_000,
    rateBp: 1200,
    termMonths: 24,
    brokerCommissionBp: 200,
  });
  await call(b.ann, "post", `/v1/user/submission/${submissionId}/accept`);
  await call(funder, "post", `/v1/funder/submission/${submissionId}/funded`, {});

  // Ann: 60 % of £1,000.00 less Tom's 10 % = £540.00; Sue £400.00; Tom £60.00.
  await annPage.goto("/dashboard");
  await annPage
    .getByRole("region", { name: "Commission earned", exact: true })
    .getByRole("link", { name: "Open the wallet" })
    .click();
  await expect(annPage).toHaveURL(/\/wallet$/);
  const annBalances = annPage.getByRole("region", {
    name: "Balances · British Pound",
    exact: true,
  });
  await expect(annBalances).toContainText("Expected£540.00");
  await expect(annBalances).toContainText("Earned£540.00");
  await expect(annBalances).toContainText("Due£540.00");
  await expect(annPage.getByRole("button", { name: "Record", exact: true })).toHaveCount(0);

  // The admin records what the funder paid and pays Ann £300.00.
  await signIn(page, b.admin, "/wallet");
  const all = page.getByRole("region", { name: "Balances · British Pound", exact: true });
  await expect(all).toContainText("Earned£1,000.00");
  const form = page.getByRole("region", { name: "Record money" });
  await choose(form.getByLabel("What happened"), "Received from the funder");
  await form.getByLabel("Amount").fill("1000");
  await form.getByRole("button", { name: "Record", exact: true }).click();
  await expect(all).toContainText("Received£1,000.00");
  await choose(form.getByLabel("What happened"), "Paid out to a broker");
  await choose(form.getByLabel("Person"), "Ann Lee");
  await form.getByLabel("Amount").fill("300");
  await form.getByLabel("Note").fill("=SUM(A1:A9) November payout");
  await form.getByRole("button", { name: "Record", exact: true }).click();
  await expect(all).toContainText("Paid£300.00");
  await expect(all).toContainText("Due£700.00");

  // The deal defaulted: half is clawed back from every share (Ann £270.00, Sue £200.00, Tom £30.00).
  await choose(form.getByLabel("What happened"), "Clawed back");
  await choose(form.getByLabel("Reason"), "Defaulted");
  await form.getByLabel("Amount").fill("500");
  await form.getByRole("button", { name: "Record", exact: true }).click();
  await expect(all).toContainText("Clawed back£500.00");
  await expect(all).toContainText("Due£200.00");
  // More than is left is refused, with the reason at the amount, which stays as typed.
  await form.getByLabel("Amount").fill("600");
  await form.getByRole("button", { name: "Record", exact: true }).click();
  await expect(
    form.getByText("That is more than is left to record (see the balances)."),
  ).toBeVisible();
  await expect(form.getByLabel("Amount")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Amount")).toHaveValue("600");

  // Ann's wallet: earned £540.00, received £540.00, paid £300.00, clawed back £270.00, due -£30.00.
  await annPage.reload();
  await expect(annBalances).toContainText("Received£540.00");
  await expect(annBalances).toContainText("Paid£300.00");
  await expect(annBalances).toContainText("Clawed back£270.00");
  await expect(annBalances).toContainText("Due-£30.00");
  // Over time: this month ends on today's balances, with the line on expected and earned.
  const overTime = annPage.getByRole("region", {
    name: "Balances at each month's end (last 12 months)",
    exact: true,
  });
  await expect(overTime.getByRole("img")).toHaveAttribute(
    "aria-label",
    /now expected £540\.00, earned £540\.00, due -£30\.00\.$/,
  );
  await expect(overTime).toContainText("the same money, not two sums to add");
  for (const width of [1280, 390]) {
    await annPage.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(annPage);
    await screenshots(annPage, `wallet-ann-${width}`);
  }

  // Filters live in the address; the CSV is Ann's rows, the note's formula neutralised.
  await choose(page.getByLabel("Person", { exact: true }).first(), "Ann Lee");
  await expect(page).toHaveURL(/person=/);
  const entries = page.getByRole("region", { name: "Entries" }).getByRole("table");
  await expect(entries.getByRole("row")).toHaveCount(1 + 5);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("wallet.csv");
  const csv = (await readFile((await download.path())!, "utf8")).trim().split("\r\n");
  expect(csv[0]).toMatch(
    /^date,kind,person,basis,level,share_percent,deal,borrower,currency,amount/,
  );
  expect(
    csv
      .slice(1)
      .map((line) => line.split(",")[1])
      .sort(),
  ).toEqual(["clawed_back", "earned", "expected", "paid", "received"].sort());
  expect(csv.find((l) => l.includes(",paid,"))).toContain(",GBP,300.00,30000,");
  expect(csv.find((l) => l.includes(",paid,"))).toContain("'=SUM(A1:A9) November payout");
  await page.reload();
  await expect(page.getByLabel("Person", { exact: true }).first()).toHaveText("Ann Lee");

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(page);
    await screenshots(page, `wallet-admin-${width}`);
    await annPage.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(annPage);
    await screenshots(annPage, `wallet-ann-${width}`);
  }
  await annPage.close();
});
