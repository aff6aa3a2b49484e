import { readFileSync } from "node:fs";
import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { createDeal, createListing, publishListing, uploadDocument } from "../support/factories";
import {
  brokerPages,
  funderPages,
  openLender,
  operatorPages,
  type PageVisit,
} from "../support/pages";
import { shareSession, type Person } from "../support/people";
import { screenshots } from "../support/screenshots";

// Issue 36: "No ISO code or slug is ever shown to a person where a name exists, in any language"
// (docs/decisions/076-arabic-region-names-and-no-codes.md). Every page a broker, a funder and the
// operator see, in English and in Arabic, with data that brings the contract's vocabularies out
// (a deal with an industry and a region, documents, listings with regions, excluded industries,
// property types and required documents, a deal sent, offered, accepted and funded, a draft
// secured on a property), shows none of these where its name could stand:
// - an ISO 3166-2 region code (GB-SCT, US-TX);
// - a snake_case slug (term_loan, bank_statement, restaurants' parent accommodation_food,
//   not_accepted, needs_answer), or a camelCase criterion or fact name (minCreditScore);
// - a bare ISO country code (GB) or currency code (GBP) standing alone.
// On purpose, and so read past: email addresses, web addresses, a deal's reference (D-000123), an
// amount whose currency is written as its code next to the number (CHF 1,000.00), English's "US
// states" ("All US states except California"), and a person's initials in an avatar (marked
// translate="no": "AL" for Ann Lee is no Albania). The test lists the codes per page and language.
// SCREENSHOTS=dir saves, in both languages, the Lenders directory, the wallet (with its month list
// and a calendar open), the dashboard, and a deal's Funders and History tabs at 1280 and 390 px,
// light and dark.

const contract = (path: string) =>
  JSON.parse(readFileSync(new URL(`../../packages/contract/src/${path}`, import.meta.url), "utf8"));
/** Every current region code, and the countries that have regions. */
const regionsByCountry = contract("deals/regions.json") as Record<string, [string][]>;
const regionCodes = Object.values(regionsByCountry).flatMap((list) => list.map(([code]) => code));

/** Fact and criterion names in camelCase (listing-schemas criterionNames, check-schemas needFacts). */
const camelNames = [
  "excludedRegions",
  "excludedIndustries",
  "minCreditScore",
  "minMonthsInBusiness",
  "minMonthlyRevenueMinor",
  "maxPositions",
  "maxExistingBalanceMinor",
  "propertyTypes",
  "maxLtvBp",
  "minDscrBp",
  "amountMinor",
  "creditScore",
  "monthsInBusiness",
  "monthlyRevenueMinor",
  "requiredDocumentTypes",
  "propertyType",
  "amountMinMinor",
  "amountMaxMinor",
  "termMinMonths",
  "termMaxMonths",
];

/** Pictures of these pages, in both languages, when SCREENSHOTS is set. */
const pictured = new Set(["lenders", "wallet", "dashboard", "deal-funders", "deal-history"]);

interface Vocabulary {
  regionCodes: string[];
  camelNames: string[];
}

/** The codes shown on the page where a name exists: its visible text and what it reads aloud. */
function codesShown({ regionCodes, camelNames }: Vocabulary): string[] {
  const regions = new Set(regionCodes);
  const camel = new Set(camelNames);
  const currencies = new Set(Intl.supportedValuesOf("currency"));
  const countryNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
  const isCountry = (code: string) => code !== "UN" && !!countryNames.of(code);
  const found = new Map<string, string>();
  const note = (code: string, context: string) => {
    if (!found.has(code)) found.set(code, context.trim().replace(/\s+/g, " ").slice(0, 80));
  };
  const judge = (raw: string, bareAllowed: boolean) => {
    const text = raw
      .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, " ")
      .replace(/https?:\/\/\S+/g, " ")
      .replace(/\bD-\d{6,}\b/g, " ")
      // English calls them "US states" (decision 073's "All US states except California").
      .replace(/\bUS states?\b/g, " ");
    for (const [code] of text.matchAll(/\b[A-Z]{2}-[A-Z0-9]{1,3}\b/g))
      if (regions.has(code)) note(code, raw);
    for (const [slug] of text.matchAll(/\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/g)) note(slug, raw);
    for (const [name] of text.matchAll(/\b[a-z]+(?:[A-Z][a-z]+)+\b/g))
      if (camel.has(name)) note(name, raw);
    if (bareAllowed) return;
    // A code standing alone: not part of a longer word, a reference (DB-2026) or an amount.
    for (const match of text.matchAll(/(?<![\p{L}\p{N}\-/])[A-Z]{2,3}(?![\p{L}\p{N}\-/])/gu)) {
      const code = match[0];
      const around = text.slice(Math.max(0, match.index - 2), match.index + code.length + 2);
      if (/\p{N}/u.test(around)) continue; // CHF 1,000.00, 1,000 AED: an amount.
      if (code.length === 2 ? isCountry(code) : currencies.has(code)) note(code, raw);
    }
  };
  const visible = (element: Element) => element.checkVisibility({ visibilityProperty: true });
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode as Text;
    const element = node.parentElement;
    if (!element || element.closest("script, style, noscript, template")) continue;
    if (!visible(element)) continue;
    judge(node.nodeValue ?? "", !!element.closest("[translate='no']"));
  }
  for (const element of Array.from(
    document.body.querySelectorAll("[aria-label], [title], [placeholder]"),
  ))
    if (visible(element))
      for (const name of ["aria-label", "title", "placeholder"]) {
        const value = element.getAttribute(name);
        if (value) judge(value, !!element.closest("[translate='no']"));
      }
  return [...found].map(([code, context]) => `${code} («${context}»)`);
}

/** A browser for `someone` (or nobody) that opens the portal in `language`. */
async function browserIn(
  language: "en" | "ar",
  newContext: () => Promise<BrowserContext>,
  someone?: Person,
): Promise<Page> {
  if (someone) {
    const changed = await someone.api.put("/v1/user/update", {
      headers: await someone.headers(),
      data: { language },
    });
    expect(changed.ok(), await changed.text()).toBe(true);
  }
  const context = await newContext();
  await context.addInitScript((value) => localStorage.setItem("language", value), language);
  if (someone) await shareSession(context, someone);
  return context.newPage();
}

type Found = Record<string, string[]>;

/** An API call that must succeed. */
async function call(someone: Person, method: "post" | "put", url: string, data?: object) {
  const response = await someone.api[method](url, { headers: await someone.headers(), data });
  expect(response.ok(), `${method} ${url}: ${response.status()} ${await response.text()}`).toBe(
    true,
  );
}

/**
 * Visits `path` (or stays, with ""), waits for its heading and its data, and notes the codes it
 * shows. Names that load after the page (the regions' list) replace their codes as they arrive:
 * the page is judged again until it shows none or the wait runs out, then what it shows is noted.
 */
async function visit(page: Page, [path, label]: PageVisit, language: string, found: Found) {
  if (path) await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("lang", language);
  await expect(page.locator("h1").first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator(".animate-spin")).toHaveCount(0);
  let codes: string[] = [];
  try {
    await expect
      .poll(async () => (codes = await page.evaluate(codesShown, { regionCodes, camelNames })), {
        timeout: 10_000,
      })
      .toEqual([]);
  } catch {
    found[`${language} ${label}`] = codes;
  }
  if (process.env.SCREENSHOTS && pictured.has(label))
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshots(page, `no-codes-${language}-${label}-${width}`);
      if (label === "wallet") await pictureWalletPickers(page, `${language}-${width}`);
    }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The wallet's month list and a date field's calendar, open, pictured (SCREENSHOTS only). */
async function pictureWalletPickers(page: Page, suffix: string) {
  await page
    .getByRole("combobox")
    .filter({ hasText: /2026|٢٠٢٦/ })
    .first()
    .click();
  await expect(page.getByRole("listbox")).toBeVisible();
  await page.screenshot({ path: `${process.env.SCREENSHOTS}/no-codes-month-list-${suffix}.png` });
  await page.keyboard.press("Escape");
  await expect(page.getByRole("listbox")).toHaveCount(0);
  await page
    .getByRole("button", { name: /Open the calendar|افتح التقويم/ })
    .first()
    .click();
  await expect(page.getByRole("grid")).toBeVisible();
  await page.screenshot({ path: `${process.env.SCREENSHOTS}/no-codes-calendar-${suffix}.png` });
  await page.keyboard.press("Escape");
  await expect(page.getByRole("grid")).toHaveCount(0);
}

test("the check finds the codes a page could show, and reads past what is on purpose", async ({
  page,
}) => {
  await page.setContent(`
    <main>
      <p>Regions: US-TX, <b>GB-SCT</b></p>
      <p>Product: term_loan</p>
      <p aria-label="minCreditScore 600">Credit score</p>
      <p>Country</p><span>GB</span>
      <td>GBP</td>
      <p>Reference D-000123, DB-2026-0001, ann_lee@example.com, https://example.com/a_b</p>
      <p>CHF 1,000.00 · 1,000 AED · 10:30 AM · All US states except California</p>
      <span translate="no">AL</span>
      <p hidden>US-CA not_shown</p>
    </main>`);
  const codes = await page.evaluate(codesShown, { regionCodes, camelNames });
  expect(codes.map((found) => found.split(" ")[0])).toEqual([
    "US-TX",
    "GB-SCT",
    "term_loan",
    "GB",
    "GBP",
    "minCreditScore",
  ]);
});

test("a broker's and a funder's pages show no code where a name exists, in English and Arabic", async ({
  browser,
  people,
}) => {
  test.setTimeout(600_000);
  const stamp = Date.now();
  const funderName = `Codeless Capital ${stamp}`;
  const funder = await people.funder(funderName, { approved: true });
  // A listing the deal fits: regions (a UK nation, a US state), excluded industries and required
  // documents; and one that excludes the deal's industry, so its reason names the industry.
  const fits = await createListing(funder, {
    name: `Scottish term loans ${stamp}`,
    currency: "GBP",
    criteria: {
      products: ["term_loan", "invoice_finance", "commercial_real_estate"],
      countries: ["GB", "US"],
      regions: ["GB-SCT", "US-TX"],
      excludedRegions: ["US-CA"],
      excludedIndustries: ["gambling", "oil_gas_extraction"],
      requiredDocumentTypes: ["bank_statement", "proof_of_address"],
      amountMinMinor: 1_000_000,
      amountMaxMinor: 50_000_000,
      minCreditScore: 600,
      propertyTypes: ["self_storage", "mixed_use"],
    },
  });
  await publishListing(funder, fits.id);
  const excludes = await createListing(funder, {
    name: `No restaurants ${stamp}`,
    currency: "GBP",
    criteria: {
      products: ["term_loan"],
      countries: ["GB"],
      excludedIndustries: ["restaurants", "accommodation_food"],
    },
  });
  await publishListing(funder, excludes.id);

  const broker = await people.broker({ company: `Codeless Brokers ${stamp}` });
  const deal = await createDeal(broker, {
    borrower: {
      legalName: `Glen Bakery ${stamp}`,
      industry: "restaurants",
      country: "GB",
      region: "GB-SCT",
    },
  });
  await uploadDocument(broker, deal.id, "bank_statement", `statement-${stamp}.pdf`);
  await uploadDocument(broker, deal.id, "proof_of_address", `address-${stamp}.pdf`);
  const sent = await broker.api.post(`/v1/user/deal/${deal.id}/submissions`, {
    headers: await broker.headers(),
    data: { listingIds: [fits.id] },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const submissionId = ((await sent.json()) as { items: { id: string }[] }).items[0]!.id;
  // Offered, accepted and funded: its commission is in the wallet and the dashboard's chart.
  await call(funder, "post", `/v1/funder/submission/${submissionId}/offer`, {
    amountMinor: 5_000_000,
    rateBp: 1200,
    termMonths: 24,
    brokerCommissionBp: 200,
  });
  await call(broker, "post", `/v1/user/submission/${submissionId}/accept`);
  await call(funder, "post", `/v1/funder/submission/${submissionId}/funded`, {});
  // A draft secured on a property of a type, in a Scottish council area.
  const draft = await createDeal(broker, {
    product: "commercial_real_estate",
    borrower: {
      legalName: `Loch Storage ${stamp}`,
      country: "GB",
      region: "GB-GLG",
      property: { type: "self_storage", address: "1 Loch Road, Glasgow", valueMinor: 80_000_000 },
    },
  });

  const found: Found = {};
  for (const language of ["en", "ar"] as const) {
    const page = await browserIn(language, () => browser.newContext(), broker);
    for (const visitOf of brokerPages(deal, draft)) await visit(page, visitOf, language, found);
    await openLender(page, funderName);
    await visit(page, ["", "lender"], language, found);
    await page.context().close();

    const funderPage = await browserIn(language, () => browser.newContext(), funder);
    for (const visitOf of funderPages(fits, submissionId))
      await visit(funderPage, visitOf, language, found);
    await funderPage.context().close();
  }
  expect(found).toEqual({});
});

test("the operator's pages show no code where a name exists, in English and Arabic", async ({
  browser,
  people,
}) => {
  const operator = await people.operator();
  const found: Found = {};
  for (const language of ["en", "ar"] as const) {
    // The operator is one account shared by every journey: its profile keeps its language, and
    // this browser reads it as if `language` were chosen.
    const page = await browserIn(language, () => browser.newContext());
    await shareSession(page.context(), operator);
    await page.context().route("**/v1/user/", async (route) => {
      const response = await route.fetch();
      const user = (await response.json()) as { profile?: { language?: string } };
      if (user.profile) user.profile.language = language;
      await route.fulfill({ response, json: user });
    });
    for (const visitOf of operatorPages) await visit(page, visitOf, language, found);
    await page.context().close();
  }
  expect(found).toEqual({});
});
