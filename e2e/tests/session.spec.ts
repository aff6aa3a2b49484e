import type { Page, Request } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { signIn } from "../support/people";

test("a session that ended elsewhere signs out on the next route change", async ({
  page,
  context,
  people,
}) => {
  await signIn(page, await people.broker({ prefix: "expired" }));
  await context.clearCookies();
  await page.getByRole("link", { name: "Deals" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Log in" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("signedIn"))).toBe("false");
});

/**
 * Watches the page's requests from now on; `quiet()` resolves once no request but the tab's
 * live-updates stream (open as long as the page is, so "networkidle" never comes) has been in
 * flight for 500 ms.
 */
function watchRequests(page: Page) {
  const inFlight = new Set<Request>();
  const done = (request: Request) => inFlight.delete(request);
  page.on("request", (request) => {
    if (!new URL(request.url()).pathname.startsWith("/v1/events")) inFlight.add(request);
  });
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  return {
    async quiet() {
      let quietSince = Date.now();
      await expect
        .poll(
          () => {
            if (inFlight.size > 0) quietSince = Date.now();
            return Date.now() - quietSince >= 500;
          },
          { intervals: [100], timeout: 20_000 },
        )
        .toBe(true);
    },
  };
}

test("with no internet the cached session stays as it was", async ({ page, context, people }) => {
  const requests = watchRequests(page);
  await signIn(page, await people.broker({ prefix: "offline" }));
  await page.goto("/settings");
  await page.getByRole("heading", { level: 1 }).waitFor();
  // The sidebar's pages are fetched once the shell is idle: let that start (an idle callback
  // queued after the shell's runs after it) and finish before the line drops.
  await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null))));
  await requests.quiet();
  await context.setOffline(true);
  await page.getByRole("link", { name: "Deals" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Deals" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("signedIn"))).toBe("true");
  expect(await page.evaluate(() => localStorage.getItem("onboarded"))).toBe("true");
  await context.setOffline(false);
  await page.getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
});

test("the ID token goes in the authorizationkey header, never in a cookie", async ({
  page,
  people,
}) => {
  const seen: (string | undefined)[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    // Every private /v1 call (the public ones: sign-in methods, reset-password).
    if (
      path.startsWith("/v1/") &&
      path !== "/v1/sign-in-methods" &&
      path !== "/v1/user/reset-password"
    )
      seen.push(request.headers()["authorizationkey"]);
  });
  await signIn(page, await people.broker({ prefix: "header" }));
  expect(seen.length).toBeGreaterThan(0);
  for (const token of seen) expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  const cookies = await page.context().cookies();
  expect(cookies.every((c) => c.httpOnly)).toBe(true);
});
