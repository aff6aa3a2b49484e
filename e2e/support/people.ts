// People for the journeys, made through the HTTP API (as a script would: README "Identity from a
// script") instead of the register and onboarding pages, which only their own journeys go through.
// Each person has an API client of their own holding their session cookie; `signIn` hands that
// cookie to a browser context, which then opens the portal signed in, as after a log-in.
import { expect, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { onboardingAnswers, type AccountType } from "./accounts";
import { password, uniqueEmail } from "./journeys";

export interface Person {
  email: string;
  password: string;
  /** The person's own HTTP client (base URL and origin set), signed in with their session cookie. */
  api: APIRequestContext;
  /** True once the profile exists (`PUT /v1/user/update` has run). */
  onboarded: boolean;
  /** The `authorizationkey` header for `/v1`, with an ID token of the session (15 minutes). */
  headers(): Promise<{ authorizationkey: string }>;
}

async function ok<T = unknown>(
  response: Awaited<ReturnType<APIRequestContext["get"]>>,
  what: string,
) {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A person signed in on `api` (a fresh client): reads the session's ID token when asked. */
function person(api: APIRequestContext, email: string, pass: string, onboarded: boolean): Person {
  let token: { value: string; at: number } | undefined;
  return {
    email,
    password: pass,
    api,
    onboarded,
    async headers() {
      // Tokens last 15 minutes; a journey lasts two at most, a fresh one every 5 is plenty.
      if (!token || Date.now() - token.at > 300_000) {
        const { token: value } = await ok<{ token: string }>(
          await api.get("/auth/token"),
          "GET /auth/token",
        );
        token = { value, at: Date.now() };
      }
      return { authorizationkey: token.value };
    },
  };
}

/**
 * Signs up on `api` as the register page does (same name and verification link), then signs in
 * (a sign-up opens no session: decision 022): not onboarded.
 */
export async function signUp(api: APIRequestContext, email = uniqueEmail()): Promise<Person> {
  await ok(
    await api.post("/auth/sign-up/email", {
      data: { email, password, name: email.split("@")[0], callbackURL: "/verify?verified=1" },
    }),
    `sign up ${email}`,
  );
  return signInApi(api, email, password, false);
}

/** Signs an existing account in on `api` (a second device, or the operator). */
export async function signInApi(
  api: APIRequestContext,
  email: string,
  pass = password,
  onboarded = true,
): Promise<Person> {
  await ok(
    await api.post("/auth/sign-in/email", { data: { email, password: pass } }),
    `sign in ${email}`,
  );
  return person(api, email, pass, onboarded);
}

/** Onboards: the first `PUT /v1/user/update` creates the profile and the organization. */
export async function onboard(
  someone: Person,
  company = "Acme Brokers",
  accountType: AccountType = "organization",
) {
  await ok(
    await someone.api.put("/v1/user/update", {
      headers: await someone.headers(),
      data: onboardingAnswers(accountType, company),
    }),
    `onboard ${someone.email}`,
  );
  someone.onboarded = true;
}

/** The browser context takes the person's session cookie: the portal opens signed in. */
export async function shareSession(context: BrowserContext, someone: Person) {
  await context.addCookies((await someone.api.storageState()).cookies);
}

/**
 * Opens the portal in `page` signed in as the person, at `path` or where a log-in leads: the
 * dashboard, or onboarding when there is no profile yet; waits for the page's heading.
 */
export async function signIn(page: Page, someone: Person, path?: string) {
  await shareSession(page.context(), someone);
  const [to, heading] = path
    ? [path, undefined]
    : someone.onboarded
      ? ["/dashboard", "Dashboard"]
      : ["/onboarding", "Onboarding"];
  await page.goto(to);
  // A new browser's first load of the portal (session, profile, the page's lazy chunk): on two
  // shared cores this can take longer than an expectation's default wait.
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible({
    timeout: 30_000,
  });
  return someone;
}
