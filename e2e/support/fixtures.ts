import { expect, test as base, type APIRequestContext } from "@playwright/test";
import { uniqueEmail } from "./journeys";
import { e2eOperator } from "./accounts";
import { approveFunder } from "./operator";
import { onboard, signInApi, signUp, type Person } from "./people";

/** Makes the journey's people through the HTTP API (see people.ts); their clients close after it. */
export interface People {
  /** Signed up, email not verified, no profile yet. */
  signedUp(prefix?: string): Promise<Person>;
  /** Signed up and onboarded: a broker organization unless told otherwise. */
  broker(options?: {
    prefix?: string;
    company?: string;
    accountType?: "organization" | "individual";
  }): Promise<Person>;
  /** Signed up and onboarded as the funder organization `name`; approved by the operator if asked. */
  funder(name: string, options?: { approved?: boolean }): Promise<Person>;
  /** The operator the journeys' server made at start, signed in. */
  operator(): Promise<Person>;
  /** A further session (another device) of an existing account. */
  signedIn(email: string, password?: string): Promise<Person>;
}

// What a missing translation renders: i18next shows the key itself ("ui.deleteAccount.cancel").
const rawKeyPattern = /\b(?:ui|messages)\.[A-Za-z]\w*(?:\.\w+)*\b/;

/**
 * Runs in every page before the portal's scripts: reports each text node, label, placeholder, title
 * and the document title that reads like a raw translation key, as the DOM changes.
 */
function watchForRawKeys(pattern: string) {
  const rawKey = new RegExp(pattern);
  const report = (window as unknown as { reportRawKey: (text: string) => void }).reportRawKey;
  const check = (text: string | null | undefined) => {
    const match = text ? rawKey.exec(text) : null;
    if (match) void report(`${match[0]} in "${text!.trim().slice(0, 120)}"`);
  };
  const scan = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      if (!["SCRIPT", "STYLE"].includes(node.parentElement?.tagName ?? "")) check(node.nodeValue);
      return;
    }
    if (!(node instanceof Element)) return;
    for (const element of [node, ...Array.from(node.querySelectorAll("*"))]) {
      for (const name of ["aria-label", "placeholder", "title", "alt"])
        check(element.getAttribute(name));
      if (element.tagName === "TITLE") check(element.textContent);
    }
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) scan(walker.currentNode);
  };
  const observe = () => {
    scan(document.documentElement);
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        if (mutation.type === "childList") mutation.addedNodes.forEach(scan);
        else if (mutation.type === "characterData") scan(mutation.target);
        else if (mutation.target instanceof Element)
          check(mutation.target.getAttribute(mutation.attributeName!));
      }
    }).observe(document.documentElement, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ["aria-label", "placeholder", "title", "alt"],
    });
  };
  if (document.documentElement) observe();
  else document.addEventListener("DOMContentLoaded", observe);
}

export const test = base.extend<{ consoleErrors: string[]; rawKeys: string[]; people: People }>({
  // Every journey fails on a page error or a console error (a CSP violation, a React warning),
  // except the browser's own line for an HTTP error status, which the app handles on purpose
  // (e.g. 404 profile_not_found before onboarding, 401 on a wrong password).
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
          errors.push(message.text());
      });
      await use(errors);
      expect(errors, "console errors during the journey").toEqual([]);
    },
    { auto: true },
  ],
  // Every journey fails when a page shows a translation key instead of its text: a string used on a
  // page whose feature bundle does not hold it (docs/decisions/005-log-in-page-budget.md).
  rawKeys: [
    async ({ context }, use) => {
      const found: string[] = [];
      await context.exposeBinding("reportRawKey", ({ page }, text: string) => {
        const line = `${text} at ${new URL(page.url()).pathname}`;
        if (!found.includes(line)) found.push(line);
      });
      await context.addInitScript(watchForRawKeys, rawKeyPattern.source);
      await use(found);
      expect(found, "raw translation keys shown during the journey").toEqual([]);
    },
    { auto: true },
  ],
  people: async ({ playwright, baseURL }, use) => {
    const clients: APIRequestContext[] = [];
    // One client (cookie jar) per person; cookie-carrying POSTs must come from PUBLIC_URL.
    const client = async () => {
      const api = await playwright.request.newContext({
        baseURL,
        extraHTTPHeaders: { origin: new URL(baseURL!).origin },
      });
      clients.push(api);
      return api;
    };
    const people: People = {
      signedUp: async (prefix) => signUp(await client(), uniqueEmail(prefix)),
      async broker({ prefix = "broker", company = "Acme Brokers", accountType } = {}) {
        const broker = await signUp(await client(), uniqueEmail(prefix));
        await onboard(broker, company, accountType);
        return broker;
      },
      async funder(name, { approved = false } = {}) {
        const funder = await signUp(await client(), uniqueEmail("funder"));
        await onboard(funder, name, "funder");
        if (approved) await approveFunder(await people.operator(), name);
        return funder;
      },
      operator: async () => signInApi(await client(), e2eOperator.email, e2eOperator.password),
      signedIn: async (email, password) => signInApi(await client(), email, password),
    };
    await use(people);
    await Promise.all(clients.map((api) => api.dispose()));
  },
});

export { expect };
