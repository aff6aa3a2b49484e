import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { eq } from "drizzle-orm";
import { accounts } from "@portal/db/schema/identity";
import { buildApp } from "../src/app";
import { startFakeOidcProvider, type FakeOidcProvider } from "./fake-oidc-provider";
import {
  createTestDatabase,
  getUser,
  inMemoryDatabase,
  publicUrl,
  putUser,
  testConfig,
  uniqueEmail,
} from "./test-app";
import { signUp, validOnboarding } from "./factories";

let app: FastifyInstance;
let google: FakeOidcProvider;
let apple: FakeOidcProvider;
let drop = async () => {};
beforeAll(async () => {
  google = await startFakeOidcProvider({
    name: "Google",
    redirectUris: [`${publicUrl}/auth/callback/google`],
  });
  apple = await startFakeOidcProvider({
    name: "Apple",
    redirectUris: [`${publicUrl}/auth/callback/apple`],
  });
  const database = await createTestDatabase();
  drop = database.drop;
  app = await buildApp(
    testConfig(database, {
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      GOOGLE_ISSUER: google.issuer,
      APPLE_CLIENT_ID: apple.clientId,
      APPLE_CLIENT_SECRET: apple.clientSecret,
      APPLE_ISSUER: apple.issuer,
    }),
  );
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await Promise.all([google?.close(), apple?.close()]);
  await drop();
});

/** Cookies per site, as a browser keeps them. */
class Jar {
  private cookies = new Map<string, string>();
  take(setCookie: string | string[] | undefined | null) {
    for (const raw of [setCookie ?? []].flat()) {
      const [pair] = raw.split(";");
      const at = pair!.indexOf("=");
      const name = pair!.slice(0, at);
      const value = pair!.slice(at + 1);
      if (!value || /max-age=0/i.test(raw)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  get header() {
    return [...this.cookies].map(([n, v]) => `${n}=${v}`).join("; ");
  }
}

/** A browser session against the portal (inject) and the providers (real HTTP). */
function browser(portalCookie = "") {
  const portal = new Jar();
  portal.take(
    portalCookie
      .split("; ")
      .filter(Boolean)
      .map((c) => `${c}; Path=/`),
  );
  const provider = new Jar();

  async function portalRequest(method: "GET", url: string) {
    const res = await app.inject({ method, url, headers: { cookie: portal.header } });
    portal.take(res.headers["set-cookie"] as string[] | undefined);
    return res;
  }

  /** Starts at the portal (sign-in or link), walks the provider's pages as `email`, ends back at the portal. */
  async function signInAt(
    start: LightMyRequestResponse,
    email: string,
  ): Promise<LightMyRequestResponse> {
    expect(start.statusCode).toBe(200);
    portal.take(start.headers["set-cookie"] as string[] | undefined);
    let url: string = start.json().url;
    for (let hop = 0; hop < 10; hop++) {
      if (url.startsWith(publicUrl)) {
        const target = new URL(url);
        return portalRequest("GET", target.pathname + target.search);
      }
      const isForm = url.includes("/interaction/") && !url.endsWith("#get");
      let res = await fetch(url, { redirect: "manual", headers: { cookie: provider.header } });
      provider.take(res.headers.getSetCookie());
      if (isForm && res.status === 200) {
        res = await fetch(url, {
          method: "POST",
          redirect: "manual",
          headers: { cookie: provider.header, "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ email, name: "Ann Lee" }).toString(),
        });
        provider.take(res.headers.getSetCookie());
      }
      if (res.status >= 300 && res.status < 400) {
        url = new URL(res.headers.get("location")!, url).toString();
        continue;
      }
      // Apple's form_post: an auto-submitting form back to the portal.
      const html = await res.text();
      const action = /action="([^"]+)"/.exec(html)?.[1];
      if (!action) throw new Error(`provider answered ${res.status}: ${html.slice(0, 200)}`);
      const fields = new URLSearchParams(
        [...html.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m): [string, string] => [
          m[1]!,
          m[2]!.replace(/&amp;/g, "&"),
        ]),
      );
      // A cross-site POST: the browser sends no SameSite=Lax cookies with it.
      const posted = await app.inject({
        method: "POST",
        url: new URL(action).pathname,
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: new URL(url).origin,
          "sec-fetch-site": "cross-site",
        },
        payload: fields.toString(),
      });
      if (posted.statusCode !== 302) return posted;
      const back = new URL(posted.headers.location!, publicUrl);
      return portalRequest("GET", back.pathname + back.search);
    }
    throw new Error("too many redirects");
  }

  return {
    portal,
    signIn: async (providerId: string, email: string) =>
      signInAt(
        await app.inject({
          method: "POST",
          url: "/auth/sign-in/social",
          headers: { origin: publicUrl, cookie: portal.header },
          payload: {
            provider: providerId,
            callbackURL: "/dashboard",
            newUserCallbackURL: "/onboarding",
            errorCallbackURL: "/",
          },
        }),
        email,
      ),
    link: async (providerId: string, email: string) =>
      signInAt(
        await app.inject({
          method: "POST",
          url: "/auth/link-social",
          headers: { origin: publicUrl, cookie: portal.header },
          payload: {
            provider: providerId,
            callbackURL: "/settings/security?linked=1",
            errorCallbackURL: "/settings/security",
          },
        }),
        email,
      ),
    token: async () =>
      (
        await app.inject({ method: "GET", url: "/auth/token", headers: { cookie: portal.header } })
      ).json()?.token as string | undefined,
    /** Unlinks the account of `providerId` (the identity service wants its row id, from list-accounts). */
    async unlink(providerId: string) {
      const list = await app.inject({
        method: "GET",
        url: "/auth/list-accounts",
        headers: { cookie: portal.header },
      });
      const account = (list.json() as { id: string; providerId: string }[]).find(
        (a) => a.providerId === providerId,
      );
      return app.inject({
        method: "POST",
        url: "/auth/unlink-account",
        headers: { origin: publicUrl, cookie: portal.header },
        payload: { accountId: account?.id },
      });
    },
  };
}

describe("Google and Apple sign-in against a local OpenID Connect provider", () => {
  it("lists the configured providers for the log-in page", async () => {
    const res = await app.inject({ method: "GET", url: "/v1/sign-in-methods" });
    expect(res.json()).toEqual({
      providers: [
        { id: "google", name: "Google" },
        { id: "apple", name: "Apple" },
      ],
      // Billing is off in tests unless configured: no free trial to offer (decision 049).
      freeTrial: false,
    });
  });

  for (const providerId of ["google", "apple"]) {
    it(`${providerId}: a new person lands in registration, then on the dashboard once onboarded`, async () => {
      const email = uniqueEmail(providerId);
      const first = browser();
      const landed = await first.signIn(providerId, email);
      expect(landed.statusCode).toBe(302);
      expect(landed.headers.location).toBe("/onboarding");
      const token = await first.token();
      expect(token).toBeTruthy();
      expect((await getUser(app, token!)).json().error.code).toBe("profile_not_found");
      expect((await putUser(app, token!, validOnboarding())).statusCode).toBe(200);
      const me = (await getUser(app, token!)).json();
      expect(me).toMatchObject({ email, emailVerified: true });

      const again = await browser().signIn(providerId, email);
      expect(again.headers.location).toBe("/dashboard");
    });
  }

  it("refuses to sign into an existing password account by its email: Account already exists", async () => {
    const user = await signUp(app);
    const res = await browser().signIn("google", user.email);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/?error=account_not_linked");
  });

  it("links Google to a signed-in account, refuses a Google account linked elsewhere, and keeps the last method", async () => {
    const user = await signUp(app);
    const me = browser(user.cookie);
    const linked = await me.link("google", user.email);
    expect(linked.headers.location).toBe("/settings/security?linked=1");
    expect(
      (await app.database.db.select().from(accounts).where(eq(accounts.userId, user.userId)))
        .map((a) => a.providerId)
        .sort(),
    ).toEqual(["credential", "google"]);
    // Google now signs this person in.
    expect((await browser().signIn("google", user.email)).headers.location).toBe("/dashboard");

    // Another person cannot link the same Google account, and is told so: "Account already
    // linked." (the identity service checks the emails first, so it said "Emails do not match.").
    const other = await signUp(app);
    const elsewhere = await browser(other.cookie).link("google", user.email);
    expect(elsewhere.headers.location).toMatch(
      /[?&]error=account_already_linked_to_different_user/,
    );
    // A Google account of nobody's, with another address than the person's: Emails do not match.
    const stranger = await browser(other.cookie).link("google", "someone-else@example.com");
    expect(stranger.headers.location).toMatch(/[?&]error=email_does_not_match/);

    // Unlinking: Google can go; then the password is the last method and cannot.
    expect((await me.unlink("google")).statusCode).toBe(200);
    const last = await me.unlink("credential");
    expect(last.statusCode).toBe(400);
    expect(last.json().code).toBe("FAILED_TO_UNLINK_LAST_ACCOUNT");
  });

  it("an account that only has Google cannot unlink it", async () => {
    const b = browser();
    await b.signIn("google", uniqueEmail("only"));
    const res = await b.unlink("google");
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("FAILED_TO_UNLINK_LAST_ACCOUNT");
  });

  it("refuses a half-set provider at start-up", () => {
    expect(() => testConfig(inMemoryDatabase, { GOOGLE_CLIENT_ID: "x" })).toThrow(
      /GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/,
    );
  });
});
