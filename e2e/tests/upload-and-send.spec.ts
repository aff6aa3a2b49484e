import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { completeOnboarding, register, uniqueEmail } from "../support/journeys";
import { approveFunder } from "../support/operator";

/** The signed-in user's API headers, from the browser's own session. */
async function apiHeaders(page: Page) {
  return {
    authorizationkey: (await (await page.request.get("/auth/token")).json()).token as string,
  };
}

// The bug this guards: a document uploaded on a deal's page was missing from "Send to funders"
// until a reload, so deals went to funders without their documents.
test("a broker uploads a document on a deal's page and, without reloading, sends it to a funder, who sees it", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const funderName = `Keel Lending ${stamp}`;
  const fileName = `statement-${stamp}.pdf`;

  // An approved funder with a published listing for term loans (set up through the API: the
  // journey is the broker's).
  const funderContext = await browser.newContext();
  const funder = await funderContext.newPage();
  await register(funder, uniqueEmail("funder"));
  await completeOnboarding(funder, funderName, "funder");
  await approveFunder(request, new URL(funder.url()).origin, funderName);
  const funderHeaders = await apiHeaders(funder);
  const listing = await funder.request.post("/v1/lender", {
    headers: funderHeaders,
    data: {
      name: "Bridge loans",
      currency: "GBP",
      criteria: { products: ["term_loan"], countries: ["GB"] },
    },
  });
  expect(listing.status()).toBe(201);
  const { id: listingId } = (await listing.json()) as { id: string };
  const published = await funder.request.put(`/v1/lender/${listingId}/publish`, {
    headers: funderHeaders,
  });
  expect(published.ok()).toBe(true);

  // The broker's deal, opened on its page.
  await register(page, uniqueEmail("broker"));
  await completeOnboarding(page, "Harbour Brokers");
  const created = await page.request.post("/v1/user/deals", {
    headers: await apiHeaders(page),
    data: {
      product: "term_loan",
      amountMinor: 5_000_000,
      currency: "GBP",
      purpose: "Ovens",
      borrower: {
        legalName: `Keel Bakery ${stamp}`,
        entityType: "limited_company",
        industry: "restaurants",
        country: "GB",
        owners: [{ name: "Ann Lee", ownershipBp: 10_000, creditScore: 720 }],
      },
    },
  });
  expect(created.status()).toBe(201);
  const { id: dealId } = (await created.json()) as { id: string };
  await page.goto(`/deals/${dealId}`);

  // "Send to funders" has nothing to share yet.
  const send = page.getByRole("region", { name: "Send to funders" });
  await expect(send).toContainText("No documents to share yet.");

  // The upload: its row appears in Documents, and the same document in "Send to funders".
  const documents = page.getByRole("region", { name: "Documents" });
  await documents.getByLabel("Drop files here or choose files").setInputFiles({
    name: fileName,
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.7\n% bank statement\n"),
  });
  await expect(documents.getByRole("row").filter({ hasText: fileName })).toBeVisible();
  await expect(send.getByLabel(fileName)).toBeVisible();
  await expect(send).not.toContainText("No documents to share yet.");

  // Ticked with the funder and sent, still without a reload.
  const fit = page
    .getByRole("region", { name: "Funders", exact: true })
    .getByRole("listitem", { name: `${funderName} · Bridge loans` });
  await fit.getByRole("checkbox").check();
  await send.getByLabel(fileName).check();
  await send.getByRole("button", { name: "Send to 1 funder(s)" }).click();
  await expect(
    page.getByRole("region", { name: "Submissions" }).getByRole("listitem", { name: funderName }),
  ).toContainText("Waiting for the funder");

  // The funder finds the deal in its inbox, with the document.
  await funder.getByRole("link", { name: "Inbox" }).click();
  await funder.getByRole("row").filter({ hasText: "Harbour Brokers" }).getByRole("link").click();
  await expect(funder.getByRole("region", { name: "Shared documents" })).toContainText(fileName);
  await funderContext.close();
});
