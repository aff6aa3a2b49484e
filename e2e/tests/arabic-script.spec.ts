import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { createDeal } from "../support/factories";
import { funderWithDeal } from "../support/funder-deal";
import { brokerPages, funderPages, openLender, operatorPages, publicPages } from "../support/pages";
import { shareSession, type Person } from "../support/people";
import { screenshots } from "../support/screenshots";

// Issue 36, "Arabic finished" (docs/decisions/070-arabic-money-and-glossary.md): every page, with
// Arabic chosen, shows no word in Latin letters other than what it shows as written on purpose:
// proper names, email addresses, references and codes. Those are marked `translate="no"` (a
// deal's reference, an email address, a person's initials, the product's name) or `lang` (text in
// a language of its own), or, for the names this journey typed and the products the pages name,
// listed below; what people wrote (names, titles, bodies the API answered) is theirs, in any script. Emails, web addresses and deal references in a sentence are read past. Each role's pages are visited in turn in one browser; the test lists
// the offending words per page. SCREENSHOTS=dir saves the pages at 1280 and 390 px as
// arabic-script-<page>-<width>-<theme>.png.

/**
 * Proper names shown as written: this journey's people (support/accounts.ts names them all "Ann
 * Lee"; a header may show the first name alone), other companies' products the pages name on
 * purpose (the sign-in providers, the analytics tools, the file formats a field takes) and
 * "English", the language's own name in the language choice, so an English reader finds it.
 * Longest first: "Google Tag Manager" before "Google".
 */
const names = [
  "Ann Lee",
  "Ann",
  "Lee",
  "Google Tag Manager",
  "Google Analytics",
  "Google",
  "Apple",
  "Markdown",
  "HTML",
  "JPEG",
  "PNG",
  "WebP",
  "PDF",
  "Word",
  "Excel",
  "CSV",
  "English",
];

/** Latin-script words visible on the page, outside what is marked as written on purpose. */
function latinWords(allowed: string[]): string[] {
  const found = new Map<string, string>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode as Text;
    const element = node.parentElement;
    // Marked as written on purpose: translate="no", or a language of its own (lang="en").
    const marked =
      "script, style, noscript, template, [translate='no'], body [lang]:not([lang='ar'])";
    if (!element || element.closest(marked)) continue;
    if (!element.checkVisibility({ visibilityProperty: true })) continue;
    let text = (node.nodeValue ?? "")
      .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, " ")
      .replace(/https?:\/\/\S+/g, " ")
      // A deal's reference (D-000123), wherever a sentence or a title names it.
      .replace(/\bD-\d{6,}\b/g, " ");
    for (const name of allowed) text = text.split(name).join(" ");
    for (const match of text.matchAll(/\p{Script=Latin}+/gu))
      if (!found.has(match[0])) found.set(match[0], (node.nodeValue ?? "").trim().slice(0, 80));
  }
  return [...found].map(([word, context]) => `${word} («${context}»)`);
}

/**
 * What people wrote, as the API answered it: names, titles, summaries and bodies (a funder's name,
 * a listing's, a course's title) are shown as their authors wrote them, in any script. Other
 * journeys of the same run write such content in English on the same server (a published listing,
 * a course), and every broker sees it. Strings only under such keys: a code or a sentence the
 * portal wrote would still be caught (matching's facts carry none, test/matching-facts.test.ts).
 */
const writtenKeys = /(name|title|summary|description|body|purpose|company)$/i;
const written = new WeakMap<Page, { strings: Set<string>; pending: Promise<unknown>[] }>();

function collectWritten(value: unknown, into: Set<string>, key = ""): void {
  if (typeof value === "string") {
    if (writtenKeys.test(key) && /\p{Script=Latin}/u.test(value)) into.add(value.trim());
  } else if (Array.isArray(value)) for (const item of value) collectWritten(item, into, key);
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) collectWritten(v, into, k);
}

/** Notes every string people wrote in the page's API answers (read before its words are judged). */
function noteWritten(page: Page) {
  const seen = { strings: new Set<string>(), pending: [] as Promise<unknown>[] };
  written.set(page, seen);
  page.on("response", (response) => {
    if (!new URL(response.url()).pathname.startsWith("/v1/")) return;
    if (!(response.headers()["content-type"] ?? "").includes("json")) return;
    seen.pending.push(
      response
        .json()
        .then((body) => collectWritten(body, seen.strings))
        .catch(() => undefined),
    );
  });
}

/** A browser for `someone` (or nobody) that opens the portal in Arabic. */
async function arabicBrowser(
  newContext: () => Promise<BrowserContext>,
  someone?: Person,
): Promise<Page> {
  if (someone) {
    const changed = await someone.api.put("/v1/user/update", {
      headers: await someone.headers(),
      data: { language: "ar" },
    });
    expect(changed.ok(), await changed.text()).toBe(true);
  }
  const context = await newContext();
  await context.addInitScript(() => localStorage.setItem("language", "ar"));
  if (someone) await shareSession(context, someone);
  const page = await context.newPage();
  noteWritten(page);
  return page;
}

/** Visits `path` in Arabic, waits for its heading and its data, and notes its Latin words. */
async function visit(page: Page, path: string, label: string, found: Record<string, string[]>) {
  if (path) await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("h1").first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator(".animate-spin")).toHaveCount(0);
  const seen = written.get(page);
  await Promise.all(seen?.pending ?? []);
  // Longest first: "Google Tag Manager" before "Google", a listing's full name before a part.
  const allowed = [...names, ...(seen?.strings ?? [])].sort((a, b) => b.length - a.length);
  const words = await page.evaluate(latinWords, allowed);
  if (words.length) found[label] = words;
  if (process.env.SCREENSHOTS)
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshots(page, `arabic-script-${label}-${width}`);
    }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("the public pages in Arabic show no Latin word", async ({ browser }) => {
  const page = await arabicBrowser(() => browser.newContext());
  const found: Record<string, string[]> = {};
  for (const [path, label] of publicPages) await visit(page, path, label, found);
  expect(found).toEqual({});
  await page.context().close();
});

test("a broker's and a funder's pages in Arabic show no Latin word but names and codes", async ({
  browser,
  people,
}) => {
  test.setTimeout(300_000);
  const funderName = `ممول النخبة ${Date.now()}`;
  const { broker, funder, deal, listing, submissionId } = await funderWithDeal(people, {
    funderName,
    listingName: "قروض لأجل للمخابز",
    company: "وساطة الخليج",
    send: true,
    deal: { purpose: "أفران جديدة", borrower: { legalName: `مخبز الشمال ${Date.now()}` } },
  });
  const draft = await createDeal(broker, {
    purpose: "توسعة المتجر",
    borrower: { legalName: `متجر الورد ${Date.now()}` },
  });
  const found: Record<string, string[]> = {};

  const page = await arabicBrowser(() => browser.newContext(), broker);
  for (const [path, label] of brokerPages(deal, draft)) await visit(page, path, label, found);
  await openLender(page, funderName);
  await visit(page, "", "lender", found);
  await page.context().close();

  const funderPage = await arabicBrowser(() => browser.newContext(), funder);
  for (const [path, label] of funderPages(listing, submissionId!))
    await visit(funderPage, path, label, found);
  await funderPage.context().close();

  expect(found).toEqual({});
});

test("the operator's pages in Arabic show no Latin word", async ({ browser, people }) => {
  const operator = await people.operator();
  // The operator is one account shared by every journey: its profile stays in English, and this
  // browser reads it as if Arabic were chosen.
  const page = await arabicBrowser(() => browser.newContext());
  await shareSession(page.context(), operator);
  await page.context().route("**/v1/user/", async (route) => {
    const response = await route.fetch();
    const user = (await response.json()) as { profile?: { language?: string } };
    if (user.profile) user.profile.language = "ar";
    await route.fulfill({ response, json: user });
  });
  const found: Record<string, string[]> = {};
  for (const [path, label] of operatorPages) await visit(page, path, label, found);
  await page.context().close();
  expect(found).toEqual({});
});
