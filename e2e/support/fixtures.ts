import { expect, test as base } from "@playwright/test";

// Every journey fails on a page error or a console error (a CSP violation, a React warning),
// except the browser's own line for an HTTP error status, which the app handles on purpose
// (e.g. 404 profile_not_found before onboarding, 401 on a wrong password).
export const test = base.extend<{ consoleErrors: string[] }>({
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
});

export { expect };
