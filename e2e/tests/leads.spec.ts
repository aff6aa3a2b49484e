import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { choose } from "../support/kit";
import { expect, test } from "../support/fixtures";
import { signIn } from "../support/people";
import { screenshots } from "../support/screenshots";

// Leads (issue 20, decision 044): a client fills in a broker's quick-application link signed out;
// the lead appears for its broker, who qualifies it and converts it into a draft deal.

/** The page at 1280 and 390 px: no sideways scroll, and pictures when SCREENSHOTS is set. */
async function atBothWidths(page: Page, label: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scroll).toBeLessThanOrEqual(width);
    await screenshots(page, `${label}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** No serious or critical axe finding (WCAG 2 A and AA), as the accessibility walk checks. */
async function audit(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${label}: ${v.id} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(serious).toEqual([]);
}

test("a client applies through the broker's link; the broker qualifies and converts the lead", async ({
  page,
  browser,
  people,
}) => {
  // A long journey (two browsers, four axe audits): 36 s alone, past the default 45 s with a
  // second run beside it. The bound is a guard against a hang, not a claim (decision 058).
  test.setTimeout(120_000);
  const company = `Leads Brokers ${Date.now()}`;
  const broker = await people.broker({ prefix: "leads", company });
  await signIn(page, broker);
  await page.getByRole("navigation").getByRole("link", { name: "Leads" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
  await page.getByRole("button", { name: "Make my link" }).click();
  const linkBox = page.getByRole("textbox", { name: "Your quick-application link" });
  await expect(linkBox).toHaveValue(/\/apply\/[A-Za-z0-9_-]{43}$/);
  const link = await linkBox.inputValue();

  // The client, signed out, in a browser of their own, on a phone.
  const client = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const form = await client.newPage();
  await form.goto(link);
  await expect(form.getByRole("heading", { level: 1, name: "Apply for funding" })).toBeVisible();
  await expect(form.getByText(company)).toBeVisible();
  await form.getByLabel("Contact name").fill("Rita Moss");
  await form.getByLabel("Business name").fill("Moss Joinery Ltd");
  await form.getByLabel("Email").fill(`rita.${Date.now()}@moss.example`);
  await form.getByLabel("Amount").fill("25000");
  await choose(form.getByRole("combobox", { name: "Product" }), "Term loan");
  await form.getByLabel("What the money is for").fill("A new workshop");
  await atBothWidths(form, "leads-apply");
  await audit(form, "apply");
  // A person takes a few seconds over the form; an answer sooner than 3 s is a bot's: not on the
  // journeys' server (LEAD_FORM_MIN_FILL_MS=0, support/server.ts), so nothing waits here.
  await form.getByRole("button", { name: "Send my application" }).click();
  await expect(form.getByRole("status")).toContainText("Thank you");
  await client.close();

  // The broker: the lead is in the list (filtered by source, kept in the address).
  await page.reload();
  await choose(page.getByRole("combobox", { name: "Source" }), "Quick application");
  await expect(page).toHaveURL(/source=public_link/);
  await page.getByRole("link", { name: "Rita Moss" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Rita Moss" })).toBeVisible();
  await audit(page, "lead");

  // Editing the details: every field, the server's refusals by field, and a change made meanwhile
  // (here a move, as from another tab) keeps what was typed.
  await page.getByRole("button", { name: "Edit details" }).click();
  const edit = page.getByRole("region", { name: "Edit details" });
  await expect(edit.getByLabel("Contact name")).toHaveValue("Rita Moss");
  await expect(edit.getByLabel("Amount")).toHaveValue("25000.00");
  await expect(edit.getByRole("combobox", { name: "Product" })).toHaveText("Term loan");
  await edit.getByLabel("Email").fill("rita-at-moss");
  await edit.getByLabel("Phone").fill("07700 900123");
  await choose(edit.getByRole("combobox", { name: "Country" }), "United Kingdom");
  await edit.getByLabel("Business name").fill("Moss Joinery & Sons Ltd");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit.getByLabel("Email")).toHaveAccessibleDescription(/Invalid email address/);
  await edit.getByLabel("Email").fill("rita@moss.example");
  await audit(page, "lead-edit");
  await page.getByRole("button", { name: "Move to Contacted" }).click();
  await expect(page.getByRole("button", { name: "Move to Qualified" })).toBeVisible();
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit.getByRole("alert")).toContainText("Someone changed this lead");
  await expect(edit.getByLabel("Phone")).toHaveValue("07700 900123");
  await expect(edit.getByLabel("Business name")).toHaveValue("Moss Joinery & Sons Ltd");
  await expect(page.getByRole("region", { name: "Latest saved details" })).toContainText(
    "Moss Joinery Ltd",
  );
  await atBothWidths(page, "leads-edit-conflict");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Details saved.")).toBeVisible();
  const details = page.getByRole("region", { name: "Details" });
  await expect(details).toContainText("Moss Joinery & Sons Ltd");
  await expect(details).toContainText("07700 900123");
  await expect(details).toContainText("CountryUnited Kingdom");
  await expect(details).toContainText("A new workshop");
  await page.getByRole("button", { name: "Move to Qualified" }).click();
  await choose(page.getByRole("combobox", { name: "Kind of business" }), "Limited company");
  // The industry picker finds an everyday word.
  await page.getByRole("combobox", { name: "Industry" }).fill("Construction");
  await page.getByRole("option", { name: "Construction", exact: true }).click();
  await choose(page.getByRole("combobox", { name: "Country" }), "United Kingdom");
  await atBothWidths(page, "leads-lead");
  await page.getByRole("button", { name: "Convert to a deal" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Converted into a draft deal." }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Open the deal" }).click();
  await expect(page).toHaveURL(/\/deals\/[0-9a-f-]{36}$/);
  await expect(page.getByText("Moss Joinery & Sons Ltd").first()).toBeVisible();
  await page.goto("/leads");
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Rita Moss" })).toBeVisible();
  await atBothWidths(page, "leads-list");
  await audit(page, "list");
  await page.setViewportSize({ width: 390, height: 844 });
  await audit(page, "list-390");
  await page.setViewportSize({ width: 1280, height: 900 });

  // The import page, with a preview of a file's rows.
  await page.getByRole("link", { name: "Import CSV" }).click();
  await page.getByLabel("CSV file").setInputFiles({
    name: "leads.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(
      "contact_name,company_name,email,amount,currency\r\nSam Hale,Hale Bikes,sam@hale.example,5000,GBP\r\nNo Contact,,,,\r\n",
    ),
  });
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByText("1 ready, 1 with problems")).toBeVisible();
  await audit(page, "import");
  await atBothWidths(page, "leads-import");
});
