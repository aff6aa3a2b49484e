import { expect, test } from "../support/fixtures";
import { screenshots } from "../support/screenshots";
import { signIn } from "../support/people";
import { choose, fillDate } from "../support/kit";

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const pdf = (kb: number) =>
  Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(kb * 1024 - 9, 0x41)]);
const png = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a1bd4d0a0000000049454e44ae426082",
  "hex",
);

test("create a deal, upload its documents with progress and expiry badges, move it along, and find it by search", async ({
  page,
  people,
}) => {
  await signIn(page, await people.broker({ prefix: "dealer" }));
  await page.getByRole("link", { name: "Deals" }).click();
  await expect(page.getByText("No deals yet. A new deal starts here as a draft.")).toBeVisible();
  await page.getByRole("link", { name: "New deal" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New deal" })).toBeVisible();

  // In steps, each checked with the contract before the next.
  await expect(
    page.getByRole("list", { name: "Steps" }).locator('[aria-current="step"]'),
  ).toHaveText("1. Borrower");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByLabel("Legal name")).toHaveAttribute("aria-invalid", "true");
  const borrower = `Northwind ${Date.now()}`;
  await page.getByLabel("Legal name").fill(borrower);
  await choose(page.getByLabel("Entity type"), "limited_company");
  // Industry and country are searchable picks by name (an industry by everyday words too: a
  // bakery); the deal stores their codes.
  await page.getByRole("combobox", { name: "Industry" }).fill("zzq");
  await expect(page.getByRole("listbox", { name: "Industry" })).toHaveText(
    "Nothing matches what you typed.",
  );
  await page.getByRole("combobox", { name: "Industry" }).fill("bak");
  await page.getByRole("option", { name: "Restaurants and cafés" }).click();
  await page.getByRole("combobox", { name: "Country" }).fill("united k");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("combobox", { name: "Country" })).toHaveValue("United Kingdom");
  // The region is picked by name among the country's, an area shown with its nation.
  await page.getByRole("combobox", { name: "Region" }).fill("glasg");
  await page.getByRole("option", { name: "Glasgow · Scotland" }).click();
  await page.getByRole("button", { name: "Next" }).click();

  await page.getByRole("button", { name: "Add an owner" }).click();
  const owner = page.getByRole("group", { name: "Owner 1" });
  await owner.getByLabel("Full name").fill("Ann Lee");
  await owner.getByLabel("Ownership (%)").fill("150");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(owner.getByLabel("Ownership (%)")).toHaveAttribute("aria-invalid", "true");
  await owner.getByLabel("Ownership (%)").fill("100");
  await owner.getByLabel("Credit score").fill("720");
  await page.getByRole("button", { name: "Next" }).click();

  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByLabel("Amount", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await choose(page.getByLabel("Product"), "term_loan");
  await page.getByLabel("Amount", { exact: true }).fill("50,000");
  await page.getByLabel("Monthly revenue").fill("30,000");
  await page.getByLabel("Purpose").fill("New ovens");
  // Existing advances one by one: the funder must be named.
  await page.getByLabel("Yes, listed below").check();
  const advance = page.getByRole("group", { name: "Advance 1" });
  await advance.getByLabel("Still owed").fill("5,000");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(advance.getByText("Name the funder of each existing advance.")).toBeVisible();
  await advance.getByLabel("Funder", { exact: true }).fill("Quick Capital");
  await advance.getByLabel("Payment").fill("120");
  await choose(advance.getByLabel("Paid"), "daily");
  await page.getByRole("button", { name: "Next" }).click();
  // The review shows every fact the steps asked for (decision 051).
  const review = page.getByRole("definition");
  await expect(review.filter({ hasText: "Ann Lee · 100% · Credit score 720" })).toBeVisible();
  await expect(review.filter({ hasText: "£30,000.00" })).toBeVisible();
  await expect(review.filter({ hasText: "1 advance, £5,000.00 still owed" })).toBeVisible();
  await screenshots(page, "new-deal-review-1280");
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshots(page, "new-deal-review-390");
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole("button", { name: "Create deal" }).click();

  await expect(
    page.getByRole("heading", { level: 1, name: new RegExp(`^D-\\d+ · ${borrower}$`) }),
  ).toBeVisible();
  await expect(page.getByText("£50,000.00").first()).toBeVisible();
  await expect(page.getByText("Ann Lee · 100% · Credit score 720")).toBeVisible();
  await expect(page.getByText("United Kingdom · Glasgow")).toBeVisible();
  await expect(page.getByText("Restaurants and cafés")).toBeVisible();
  await expect(page.getByText("1 advance, £5,000.00 still owed")).toBeVisible();
  await expect(page.getByText("Quick Capital · £5,000.00 owed · £120.00 a day")).toBeVisible();
  // The deal's page opens on its overview and says what to do next; the other sections are tabs.
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: "Upload the documents funders ask for: 0 of 5 so far" }),
  ).toBeVisible();
  await expect(
    page.getByRole("list", { name: "Stage" }).locator('[aria-current="step"]'),
  ).toHaveText(/Draft/);
  // The funders panel loads (other journeys may have published listings meanwhile, so either answer).
  await page.getByRole("tab", { name: "Funders" }).click();
  const funders = page.getByRole("region", { name: "Funders", exact: true });
  await expect(
    funders.getByText(/No funder has published a listing that could take this deal\.|Fit \(\d+\)/),
  ).toBeVisible();

  // Documents: an empty vault, then two uploads, each with its own progress bar, on a slow line.
  await page.getByRole("tab", { name: /^Documents/ }).click();
  const documents = page.getByRole("region", { name: "Documents" });
  await expect(documents.getByText("No documents yet.", { exact: false })).toBeVisible();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 256 * 1024,
  });
  await choose(documents.getByLabel("Document type"), "bank_statement");
  await documents.getByLabel("Expires on (optional)").fill(day(10));
  await documents
    .getByLabel("Drop files here or choose files")
    .setInputFiles({ name: "march-statement.pdf", mimeType: "application/pdf", buffer: pdf(600) });
  const progress = documents.getByRole("progressbar", { name: "Uploading march-statement.pdf" });
  await expect(progress).toBeVisible();
  await expect
    .poll(async () => Number(await progress.getAttribute("value")), { timeout: 10_000 })
    .toBeGreaterThan(0);
  await expect(progress).toBeHidden({ timeout: 20_000 });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  // The second by drag and drop: an identity document that has expired.
  await choose(documents.getByLabel("Document type"), "identity");
  await documents.getByLabel("Expires on (optional)").fill(day(-1));
  const dropped = await page.evaluateHandle(
    (bytes) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], "passport.png", { type: "image/png" }));
      return transfer;
    },
    [...png],
  );
  await documents
    .getByText("Drop files here or choose files")
    .dispatchEvent("drop", { dataTransfer: dropped });
  const rows = documents.getByRole("row");
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: "march-statement.pdf" })).toContainText("Bank statement");
  await expect(
    rows.filter({ hasText: "march-statement.pdf" }).locator("[data-expiry]"),
  ).toHaveAttribute("data-expiry", "expiring");
  await expect(rows.filter({ hasText: "passport.png" }).locator("[data-expiry]")).toHaveText(
    /^Expired/,
  );
  // A text file dressed as a PDF is refused by its bytes, and nothing is added.
  await documents.getByLabel("Drop files here or choose files").setInputFiles({
    name: "fake.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("date,amount\n1,2\n"),
  });
  await expect(documents.getByRole("alert")).toHaveText("Invalid file type");
  await expect(rows).toHaveCount(3);
  // Downloaded under its own name; kept after a reload.
  const download = page.waitForEvent("download");
  await documents.getByRole("button", { name: "Download march-statement.pdf" }).click();
  expect((await download).suggestedFilename()).toBe("march-statement.pdf");
  await page.reload();
  await expect(page.getByRole("region", { name: "Documents" }).getByRole("row")).toHaveCount(3);
  // The checklist counts the statement, not the expired passport.
  await expect(page.getByRole("tab", { name: "Documents (1 of 5)" })).toBeVisible();

  // Edit in the same steps, prefilled; the change is saved at the version read.
  await page.getByRole("link", { name: "Edit deal" }).click();
  await expect(page.getByLabel("Legal name")).toHaveValue(borrower);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("group", { name: "Owner 1" }).getByLabel("Credit score")).toHaveValue(
    "720",
  );
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByLabel("Amount", { exact: true })).toHaveValue("50000.00");
  await page.getByLabel("Amount", { exact: true }).fill("60,000");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("£60,000.00").first()).toBeVisible();

  // The broker is offered only the broker's moves: submit and withdraw, never review or lost.
  await expect(page.getByRole("button", { name: "Start review" })).toHaveCount(0);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("button", { name: "Lost" })).toHaveCount(0);
  await page.getByRole("tab", { name: "History" }).click();
  await expect(page.getByRole("list", { name: "History" })).toContainText("Draft → Submitted");
  await page.getByRole("tab", { name: "Overview" }).click();
  await page.getByRole("button", { name: "Withdraw" }).click();
  await page.getByLabel("Reason").fill("Client found other funding");
  await page.getByRole("button", { name: "Withdraw" }).last().click();
  await expect(page.getByText("This deal is closed.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Stage" })).toContainText("Withdrawn");
  await page.getByRole("tab", { name: "History" }).click();
  await expect(page.getByRole("list", { name: "History" })).toContainText(
    "Client found other funding",
  );

  await page.getByRole("link", { name: "All deals" }).click();
  // Deals open on the board; the search is the table's.
  await page.getByRole("button", { name: "Table" }).click();
  await page.getByLabel("Search by borrower or reference").fill("no such borrower");
  await page.keyboard.press("Enter");
  await expect(page.getByText("No deals match this search and these filters.")).toBeVisible();
  // Searches as you type, without Enter, and keeps the search in the URL.
  await page.getByLabel("Search by borrower or reference").fill(borrower);
  await expect(page.getByRole("row")).toHaveCount(2);
  await expect(page).toHaveURL(/q=Northwind\+\d+/);
  await expect(page.getByRole("cell", { name: borrower })).toBeVisible();
  await choose(page.getByLabel("Status"), "withdrawn");
  await expect(page.getByRole("cell", { name: "Withdrawn" })).toBeVisible();
  await expect(page).toHaveURL(/status=withdrawn/);
  // Created today: a range ending yesterday finds nothing, one starting today finds it.
  await page.getByLabel("Created until").fill(day(-1));
  await expect(page.getByText("No deals match this search and these filters.")).toBeVisible();
  await page.getByLabel("Created until").fill("");
  await fillDate(page.getByLabel("Created from"), day(0));
  await expect(page.getByRole("cell", { name: borrower })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`from=${day(0)}`));

  // The proposal basket survives a reload (browser storage) and is drawn before any call returns.
  const reference = (await page.getByRole("row").nth(1).getByRole("link").textContent())!;
  await page.getByRole("checkbox", { name: `Add ${reference} to the proposal basket` }).check();
  const basket = page.getByRole("region", { name: "Proposal basket (1)" });
  await expect(basket).toContainText(borrower);
  expect(await page.evaluate(() => localStorage.getItem("proposalPropertyIds"))).toMatch(
    /^[0-9a-f-]{36}$/,
  );
  await page.reload();
  await expect(basket).toContainText(`${reference} · ${borrower} · £60,000.00`);
  await expect(
    page.getByRole("checkbox", { name: `Add ${reference} to the proposal basket` }),
  ).toBeChecked();
  await basket.getByRole("button", { name: `Remove ${reference}` }).click();
  await expect(basket).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem("proposalPropertyIds"))).toBeNull();
});
