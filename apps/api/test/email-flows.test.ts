import { readdirSync, readFileSync } from "node:fs";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { verifications } from "@portal/db/schema/identity";
import { buildApp } from "../src/app";
import { startAppWithMail, type startMailCatcher } from "./mail-catcher";
import {
  createTestDatabase,
  jobsDone,
  password,
  publicUrl,
  testConfig,
  uniqueEmail,
} from "./test-app";
import { signUp } from "./factories";

let app: FastifyInstance;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let close = async () => {};
beforeAll(async () => {
  ({ app, mail, close } = await startAppWithMail());
});
afterAll(() => close());

/** Follows an emailed link the way a browser would, without leaving the test's origin. */
async function follow(link: string, cookie?: string) {
  const url = new URL(link);
  expect(url.origin).toBe(publicUrl);
  return app.inject({
    method: "GET",
    url: url.pathname + url.search,
    headers: cookie ? { cookie } : {},
  });
}

const emailVerified = async (cookie: string) =>
  (await app.inject({ method: "GET", url: "/auth/get-session", headers: { cookie } })).json()?.user
    ?.emailVerified;

describe("email verification", () => {
  it("mails a link at sign-up that verifies the address, signs the new person in and returns to /verify", async () => {
    const email = uniqueEmail("verify");
    const res = await app.inject({
      method: "POST",
      url: "/auth/sign-up/email",
      headers: { origin: publicUrl },
      payload: { email, password, name: "v", callbackURL: "/verify?verified=1" },
    });
    expect(res.statusCode).toBe(200);
    // No session yet (decision 022): the link is the way in.
    expect(res.headers["set-cookie"]).toBeUndefined();
    const link = await mail.linkFor(email, /verify your email/i);
    const verified = await follow(link);
    expect(verified.statusCode).toBe(302);
    expect(verified.headers.location).toBe("/verify?verified=1");
    const cookie = [verified.headers["set-cookie"]]
      .flat()
      .map((c) => String(c).split(";")[0])
      .join("; ");
    expect(await emailVerified(cookie)).toBe(true);
  });

  it("sends a bad or tampered link back to /verify with an error", async () => {
    const email = uniqueEmail("badverify");
    await app.inject({
      method: "POST",
      url: "/auth/sign-up/email",
      headers: { origin: publicUrl },
      payload: { email, password, name: "v", callbackURL: "/verify?verified=1" },
    });
    const link = new URL(await mail.linkFor(email, /verify your email/i));
    link.searchParams.set("token", `${link.searchParams.get("token")}x`);
    const res = await follow(link.toString());
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/^\/verify\?verified=1&error=/);
  });
});

describe("password reset", () => {
  const request = (email: string) =>
    app.inject({ method: "POST", url: "/v1/user/reset-password", payload: { email } });

  it("answers the same whether or not the address has an account, and mails only real ones", async () => {
    const user = await signUp(app, uniqueEmail("reset"));
    await mail.linkFor(user.email, /verify your email/i);
    const lookup = vi.spyOn(app.auth.api, "requestPasswordReset");
    const known = await request(user.email);
    const unknown = await request(uniqueEmail("nobody"));
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ status: "accepted" });
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(unknown.headers).sort());
    await mail.linkFor(user.email, /reset your password/i);
    // Nothing for the unknown address: both lookups over, then every mail they queued is sent.
    await vi.waitFor(() => expect(lookup).toHaveBeenCalledTimes(2), { timeout: 20_000 });
    await Promise.all(lookup.mock.results.map((result) => result.value));
    lookup.mockRestore();
    await jobsDone(app);
    expect(mail.received.filter((m) => /reset/i.test(m.subject ?? ""))).toHaveLength(0);
  });

  // Equal time by construction: the answer goes out before the address is looked up, so nothing
  // the lookup does (a database read, a token written, a mail queued) can reach it. Held lookups
  // prove it without a clock: both answers arrive while their lookups have not finished.
  it("answers before it looks the address up, for an unknown address as for a known one", async () => {
    const user = await signUp(app, uniqueEmail("timing"));
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const lookups: string[] = [];
    const lookup = vi
      .spyOn(app.auth.api, "requestPasswordReset")
      .mockImplementation(async (input) => {
        lookups.push(String(input?.body.email));
        await held;
        return { status: true, message: "" };
      });
    try {
      const unknownEmail = uniqueEmail("nobody");
      for (const email of [user.email, unknownEmail])
        expect((await request(email)).statusCode).toBe(202);
      await vi.waitFor(() => expect(lookups).toEqual([user.email, unknownEmail]), {
        timeout: 20_000,
      });
    } finally {
      release();
      lookup.mockRestore();
    }
  });

  it("resets with the emailed link once, ends every session, and refuses the link afterwards", async () => {
    const user = await signUp(app, uniqueEmail("reset2"));
    expect((await request(user.email)).statusCode).toBe(202);
    const link = await mail.linkFor(user.email, /reset your password/i);
    const landing = await follow(link);
    expect(landing.statusCode).toBe(302);
    const target = new URL(landing.headers.location as string);
    expect(target.pathname).toBe("/reset-password");
    const token = target.searchParams.get("token")!;
    expect(token).toBeTruthy();

    const reset = (newPassword: string) =>
      app.inject({
        method: "POST",
        url: "/auth/reset-password",
        headers: { origin: publicUrl },
        payload: { newPassword, token },
      });
    expect((await reset("a brand new passphrase")).statusCode).toBe(200);
    // The old session is gone; the old password no longer works; the new one does.
    expect(
      (await app.inject({ method: "GET", url: "/auth/token", headers: { cookie: user.cookie } }))
        .statusCode,
    ).toBe(401);
    const signIn = (pw: string) =>
      app.inject({
        method: "POST",
        url: "/auth/sign-in/email",
        headers: { origin: publicUrl },
        payload: { email: user.email, password: pw },
      });
    expect((await signIn(password)).statusCode).toBe(401);
    expect((await signIn("a brand new passphrase")).statusCode).toBe(200);
    // Single use.
    const again = await reset("another passphrase");
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe("INVALID_TOKEN");
  });

  it("refuses an expired link", async () => {
    const user = await signUp(app, uniqueEmail("expired"));
    await request(user.email);
    const link = await mail.linkFor(user.email, /reset your password/i);
    const token = new URL(link).pathname.split("/").pop()!;
    await app.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `reset-password:${token}`));
    const landing = await follow(link);
    expect(new URL(landing.headers.location as string).searchParams.get("error")).toBe(
      "INVALID_TOKEN",
    );
    const res = await app.inject({
      method: "POST",
      url: "/auth/reset-password",
      headers: { origin: publicUrl },
      payload: { newPassword: "whatever it is", token },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("INVALID_TOKEN");
  });

  it("validates the request and never needs authorizationkey", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/v1/user/reset-password",
      payload: { email: "not-an-email" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues).toEqual([
      { path: "email", code: "invalidEmailAddress", message: "Invalid email address." },
    ]);
    const empty = await app.inject({ method: "POST", url: "/v1/user/reset-password", payload: {} });
    expect(empty.json().error.issues[0]).toMatchObject({
      path: "email",
      message: "Please fill in your email address",
    });
  });
});

describe("outbox without SMTP", () => {
  it("writes each message to DATA_DIR/outbox", async () => {
    const database = await createTestDatabase();
    const config = testConfig(database);
    const local = await buildApp(config);
    try {
      const email = uniqueEmail("outbox");
      await local.inject({
        method: "POST",
        url: "/auth/sign-up/email",
        headers: { origin: publicUrl },
        payload: { email, password, name: "o" },
      });
      await jobsDone(local);
      const files = readdirSync(config.mail.outboxDir).filter((f) => f.endsWith(".eml"));
      expect(files).toHaveLength(1);
      const parsed = await simpleParser(readFileSync(`${config.mail.outboxDir}/${files[0]}`));
      expect(JSON.stringify(parsed.to)).toContain(email);
      expect(parsed.subject).toBe("Verify your email address");
      expect(parsed.text).toMatch(/http:\/\/localhost:3000\/auth\/verify-email\?token=/);
    } finally {
      await local.close();
      await database.drop();
    }
  });
});
