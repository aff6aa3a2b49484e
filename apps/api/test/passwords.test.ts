import { describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { password, publicUrl, uniqueEmail, useTestApp } from "./test-app";
import { signUp } from "./factories";

const ctx = useTestApp();

const post = (
  app: FastifyInstance,
  url: string,
  payload: object,
  headers: Record<string, string> = {},
) => app.inject({ method: "POST", url, headers: { origin: publicUrl, ...headers }, payload });
const cookieOf = (res: { headers: Record<string, unknown> }) =>
  [res.headers["set-cookie"]]
    .flat()
    .filter(Boolean)
    .map((c) => String(c).split(";")[0])
    .join("; ");
const tokenFor = async (cookie: string) =>
  (await ctx.app.inject({ method: "GET", url: "/auth/token", headers: { cookie } })).json()
    .token as string;

describe("password strength (zxcvbn-ts, PASSWORD_MIN_SCORE)", () => {
  it("refuses a weak password at sign-up with the spec's message code", async () => {
    const res = await post(ctx.app, "/auth/sign-up/email", {
      email: uniqueEmail(),
      password: "password1",
      name: "x",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("PASSWORD_TOO_WEAK");
    const own = await post(ctx.app, "/auth/sign-up/email", {
      email: "ann.lee.broker@harbour.example",
      password: "ann.lee.broker",
      name: "x",
    });
    expect(own.json().code).toBe("PASSWORD_TOO_WEAK");
  });
});

describe("an empty password", () => {
  it('is refused with the spec\'s "Password cannot be empty" wherever the identity service takes one', async () => {
    const user = await signUp(ctx.app, uniqueEmail("empty"));
    const empty = [
      ["/auth/sign-in/email", { email: user.email, password: "" }],
      ["/auth/sign-up/email", { email: uniqueEmail(), password: "", name: "x" }],
      ["/auth/change-password", { currentPassword: "", newPassword: "a far better passphrase" }],
      ["/auth/change-password", { currentPassword: password, newPassword: "" }],
      ["/auth/two-factor/enable", { password: "" }],
    ] as const;
    for (const [url, body] of empty) {
      const res = await post(ctx.app, url, body, { cookie: user.cookie });
      expect([url, res.statusCode, res.json().code]).toEqual([url, 400, "PASSWORD_EMPTY"]);
      expect(res.json().message).toBe("Password cannot be empty");
    }
  });
});

describe("change password and POST /v1/user/password-changed", () => {
  it("needs the current password, refuses weak ones, and ends the other sessions", async () => {
    const user = await signUp(ctx.app, uniqueEmail("change"));
    // A second device.
    const other = cookieOf(
      await post(ctx.app, "/auth/sign-in/email", { email: user.email, password }),
    );
    expect(await tokenFor(other)).toBeTruthy();

    const wrong = await post(
      ctx.app,
      "/auth/change-password",
      { currentPassword: "not it", newPassword: "a far better passphrase" },
      { cookie: user.cookie },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe("INVALID_PASSWORD");
    const weak = await post(
      ctx.app,
      "/auth/change-password",
      { currentPassword: password, newPassword: "qwerty123" },
      { cookie: user.cookie },
    );
    expect(weak.json().code).toBe("PASSWORD_TOO_WEAK");

    const changed = await post(
      ctx.app,
      "/auth/change-password",
      { currentPassword: password, newPassword: "a far better passphrase" },
      { cookie: user.cookie },
    );
    expect(changed.statusCode).toBe(200);
    const current = cookieOf(changed) || user.cookie;
    // The change itself ended the other device's session (whatever the client asked); the call
    // the web makes next finds nothing left to end.
    const ended = await ctx.app.inject({
      method: "POST",
      url: "/v1/user/password-changed",
      headers: { authorizationkey: await tokenFor(current) },
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().endedSessions).toBe(0);
    // The other device is out; this one stays in.
    expect(
      (await ctx.app.inject({ method: "GET", url: "/auth/token", headers: { cookie: other } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await ctx.app.inject({ method: "GET", url: "/auth/token", headers: { cookie: current } }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await post(ctx.app, "/auth/sign-in/email", {
          email: user.email,
          password: "a far better passphrase",
        })
      ).statusCode,
    ).toBe(200);
  });

  it("never ends another person's sessions", async () => {
    const a = await signUp(ctx.app, uniqueEmail("a"));
    const b = await signUp(ctx.app, uniqueEmail("b"));
    const res = await ctx.app.inject({
      method: "POST",
      url: "/v1/user/password-changed",
      headers: { authorizationkey: a.token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().endedSessions).toBe(0);
    expect(
      (await ctx.app.inject({ method: "GET", url: "/auth/token", headers: { cookie: b.cookie } }))
        .statusCode,
    ).toBe(200);
  });
});
