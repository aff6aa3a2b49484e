import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { auditBothThemes, expectNoSidewaysScroll } from "../support/audit";
import { createDeal, createListing, publishListing } from "../support/factories";
import { setLanguage } from "../support/language";
import { signIn } from "../support/people";
import { screenshots } from "../support/screenshots";
import { joinOrganization } from "../support/team";

// My funders (issue 39, docs/decisions/068-outside-funders.md): a brokerage keeps the funders it
// works with outside the portal under Lenders, with their criteria in a listing's form, and picks
// them when sending a deal (by secure link); only owners, admins and managers edit them.

interface Contact {
  id: string;
  company: string;
  notes: string | null;
  version: number;
  people: { name: string; email: string }[];
  listing: { criteria: object; brokerCommissionBp: number | null };
}

/** axe in both themes, and at 1280 and 390 px no sideways scroll (pictures when SCREENSHOTS is set). */
async function check(page: Page, label: string) {
  await auditBothThemes(page, label);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(page, `${label} at ${width}`);
    await screenshots(page, `${label}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("a broker keeps an outside funder with its criteria, edits it, sends it a deal; a member only reads", async ({
  page,
  people,
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const company = `Harbour Funding ${stamp}`;
  const owner = await people.broker({ prefix: "contacts", company: `Keep Brokers ${stamp}` });
  const member = await people.broker({ prefix: "contacts-member", company: "Own Firm" });
  await joinOrganization(owner, [member]);
  const deal = await createDeal(owner, {
    amountMinor: 5_000_000,
    borrower: { legalName: `Quayside Bakery ${stamp}` },
  });

  // Lenders > My funders: empty, and says what it is for.
  await signIn(page, owner, "/lenders");
  await page.getByRole("tab", { name: "My funders" }).click();
  await expect(page).toHaveURL(/tab=mine/);
  await expect(page.getByText("No funders of your own yet.")).toBeVisible();
  await check(page, "my-funders-empty");

  // Add one: what is missing is said at its field, and an address given twice.
  await page.getByRole("link", { name: "Add a funder" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Add a funder" })).toBeVisible();
  await page.getByRole("button", { name: "Save funder" }).click();
  const companyField = page.getByRole("textbox", { name: "Company" });
  await expect(companyField).toHaveAttribute("aria-invalid", "true");
  await expect(
    page.getByText("Enter the funder's company name (up to 200 characters)."),
  ).toBeVisible();
  await companyField.fill(company);
  const first = page.getByRole("group", { name: "Person 1" });
  await first.getByRole("textbox", { name: "Name" }).fill("Ana Diaz");
  await first.getByRole("textbox", { name: "Email" }).fill(`ana.${stamp}@harbour.example`);
  await page.getByRole("button", { name: "Add a person" }).click();
  const second = page.getByRole("group", { name: "Person 2" });
  await second.getByRole("textbox", { name: "Name" }).fill("Ben Ode");
  await second.getByRole("textbox", { name: "Email" }).fill(`ANA.${stamp}@harbour.example`);
  await page.getByRole("button", { name: "Save funder" }).click();
  await expect(second.getByText("This address is already listed for this funder.")).toBeVisible();
  await second.getByRole("textbox", { name: "Email" }).fill(`ben.${stamp}@harbour.example`);
  await page.getByRole("group", { name: "Products it funds" }).getByText("Term loan").click();
  await page.getByRole("checkbox", { name: "Enter the criteria it lends on" }).check();
  await page.getByLabel("Amount from").fill("10,000");
  await page.getByLabel("Amount up to").fill("200,000");
  await page.getByRole("combobox", { name: "Countries you lend in" }).fill("united king");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("list", { name: "Countries you lend in" })).toHaveText(
    "United Kingdom",
  );
  await page.getByLabel("Minimum credit score").fill("650");
  await page.getByLabel("Broker commission (%)").fill("2.5");
  await check(page, "my-funders-form");
  await page.getByRole("button", { name: "Save funder" }).click();

  // Back in the list: people, products, criteria in the directory's words, nothing sent yet.
  const card = page.getByRole("article", { name: company });
  await expect(card).toBeVisible();
  await expect(card).toContainText(`Ana Diaz · ana.${stamp}@harbour.example`);
  await expect(card).toContainText("Term loan");
  await expect(card).toContainText("Amounts from £10,000.00 to £200,000.00");
  await expect(card).toContainText("Credit score 650 or more");
  await expect(card).toContainText("0 deals sent");
  await check(page, "my-funders-list");

  // Edit: notes and a phone change; every criterion stays as it was.
  await card.getByRole("link", { name: `Edit ${company}` }).click();
  await expect(page.getByLabel("Minimum credit score")).toHaveValue("650");
  await expect(page.getByLabel("Amount from")).toHaveValue("10000.00");
  await page.getByLabel("Notes").fill("Answers the same day");
  await page
    .getByRole("group", { name: "Person 2" })
    .getByRole("textbox", { name: "Phone" })
    .fill("+44 20 7946 0000");
  await page.getByRole("button", { name: "Save funder" }).click();
  await expect(card).toContainText("+44 20 7946 0000");
  await expect(card).toContainText("Amounts from £10,000.00 to £200,000.00");
  await expect(card).toContainText("Credit score 650 or more");
  await expect(card).toContainText("Broker commission 2.5%");
  const listed = await owner.api.get("/v1/funder-contacts", { headers: await owner.headers() });
  const { items } = (await listed.json()) as { items: Contact[] };
  const contact = items.find((c) => c.company === company)!;
  expect(contact.notes).toBe("Answers the same day");
  expect(contact.listing.criteria).toEqual({
    amountMinMinor: 1_000_000,
    amountMaxMinor: 20_000_000,
    countries: ["GB"],
    minCreditScore: 650,
  });
  expect(contact.listing.brokerCommissionBp).toBe(250);

  // How long links last: a number of days from 1 to 90.
  const days = page.getByLabel("Links expire after (days)");
  await days.fill("120");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Enter a number of days from 1 to 90.")).toBeVisible();
  await days.fill("30");
  // Saved is what is kept, not the toast alone: a live notification's toast may replace it.
  const saved = page.waitForResponse(
    (r) => r.url().endsWith("/v1/funder-contacts/settings") && r.request().method() === "PUT",
  );
  await page.getByRole("button", { name: "Save", exact: true }).click();
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(page.getByLabel("Links expire after (days)")).toHaveValue("30");

  // The deal's Funders tab offers it beside the matches, as an outside funder, and sends to it.
  await page.goto(`/deals/${deal.id}?tab=funders`);
  const mine = page.getByRole("region", { name: "My funders" });
  const offered = mine.getByRole("listitem", { name: company });
  await expect(offered).toContainText("Outside funder · by secure link");
  await expect(
    page.getByRole("region", { name: "Funders", exact: true }).getByRole("listitem", {
      name: new RegExp(company),
    }),
  ).toContainText("Outside funder");
  await offered.getByRole("checkbox", { name: company }).check();
  await check(page, "my-funders-send");
  const send = page.getByRole("region", { name: "Send to funders" });
  await send.getByRole("button", { name: "Send to 1 funder" }).click();
  await send.getByRole("button", { name: "Send anyway" }).click();
  await expect(page.getByText("Sent to 1 funder")).toBeVisible();
  await expect(offered.getByRole("checkbox")).toHaveCount(0);
  await page.getByRole("tab", { name: /^Offers/ }).click();
  await expect(page.getByRole("listitem", { name: company })).toContainText("Outside funder");

  // Deleting it now is refused and says why; the list keeps it and counts the deal.
  await page.goto("/lenders?tab=mine");
  await expect(card).toContainText("1 deal sent");
  await card.getByRole("button", { name: `Delete ${company}` }).click();
  const dialog = page.getByRole("dialog", { name: `Delete ${company}?` });
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "Deals were sent to this funder: it stays in your list.",
  );
  await dialog.getByRole("button", { name: "Keep it" }).click();

  // In Arabic.
  await setLanguage(page, "ar", owner);
  await expect(page.getByRole("article", { name: company })).toBeVisible();
  await check(page, "my-funders-list-ar");
  await page.goto(`/deals/${deal.id}?tab=funders`);
  await expect(page.getByRole("listitem", { name: company }).first()).toBeVisible();
  await screenshots(page, "my-funders-send-ar");
  await page.goto(`/lenders/mine/${contact.id}`);
  await expect(page.getByRole("button", { name: "حفظ الممول" })).toBeVisible();
  await screenshots(page, "my-funders-form-ar");
  await setLanguage(page, "en", owner);

  // A member reads the list and the links' days, and may pick the funder, but edits nothing.
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signIn(memberPage, member, "/lenders?tab=mine");
  const seen = memberPage.getByRole("article", { name: company });
  await expect(seen).toBeVisible();
  await expect(memberPage.getByText("Links expire after 30 days.")).toBeVisible();
  await expect(memberPage.getByRole("link", { name: "Add a funder" })).toHaveCount(0);
  await expect(seen.getByRole("link", { name: /^Edit/ })).toHaveCount(0);
  await expect(seen.getByRole("button", { name: /^Delete/ })).toHaveCount(0);
  await expect(memberPage.getByLabel("Links expire after (days)")).toHaveCount(0);
  // The server refuses the member's edit as well.
  const refused = await member.api.put(`/v1/funder-contact/${contact.id}`, {
    headers: await member.headers(),
    data: {
      company,
      people: contact.people.map(({ name, email }) => ({ name, email })),
      version: contact.version,
    },
  });
  expect(refused.status()).toBe(403);
  await memberContext.close();
});

test("a contact without deals is deleted after a confirmation; one on the portal offers its listing; an individual broker keeps funders too", async ({
  page,
  people,
}) => {
  const stamp = Date.now();
  const owner = await people.broker({ prefix: "contacts-del", company: `Tidy Brokers ${stamp}` });
  const company = `Short Lived Capital ${stamp}`;
  const added = await owner.api.post("/v1/funder-contacts", {
    headers: await owner.headers(),
    data: { company, people: [{ name: "Cy Long", email: `cy.${stamp}@short.example` }] },
  });
  expect(added.status(), await added.text()).toBe(201);
  await signIn(page, owner, "/lenders?tab=mine");
  const card = page.getByRole("article", { name: company });
  await expect(card).toContainText("No criteria entered: deals are not matched against it.");
  await card.getByRole("button", { name: `Delete ${company}` }).click();
  await page
    .getByRole("dialog", { name: `Delete ${company}?` })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(page.getByText(`${company} deleted`)).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByText("No funders of your own yet.")).toBeVisible();

  // A contact whose address is a member's of a funder on the portal: the deal's Funders tab offers
  // that funder's listing instead of the link.
  const portalName = `Portal Capital ${stamp}`;
  const portal = await people.funder(portalName, { approved: true });
  const listing = await createListing(portal, {
    name: "Any business loans",
    currency: "GBP",
    criteria: { countries: ["GB"] },
  });
  await publishListing(portal, listing.id);
  const both = `Both Ways Finance ${stamp}`;
  const kept = await owner.api.post("/v1/funder-contacts", {
    headers: await owner.headers(),
    data: { company: both, people: [{ name: "Dee Both", email: portal.email }] },
  });
  expect(kept.status(), await kept.text()).toBe(201);
  const deal = await createDeal(owner);
  await page.goto(`/deals/${deal.id}?tab=funders`);
  const offered = page.getByRole("region", { name: "My funders" }).getByRole("listitem", {
    name: both,
  });
  await expect(offered).toContainText(`On the portal as ${portalName}: send there instead`);
  await offered.getByRole("button", { name: `Choose ${portalName}` }).click();
  await expect(
    page
      .getByRole("region", { name: "Funders", exact: true })
      .getByRole("listitem", { name: new RegExp(portalName) })
      .getByRole("checkbox"),
  ).toBeChecked();
  await expect(offered.getByRole("checkbox", { name: both })).not.toBeChecked();
  await expect(
    page.getByRole("region", { name: "Send to funders" }).getByRole("button", {
      name: "Send to 1 funder",
    }),
  ).toBeEnabled();

  const solo = await people.broker({ prefix: "contacts-solo", accountType: "individual" });
  await signIn(page, solo, "/lenders");
  await expect(page.getByRole("heading", { level: 1, name: "Lenders" })).toBeVisible();
  // A solo broker brings funders of their own too, and keeps them (and may edit them) alone.
  await page.getByRole("tab", { name: "My funders" }).click();
  await expect(page.getByRole("link", { name: "Add a funder" }).first()).toBeVisible();
});
