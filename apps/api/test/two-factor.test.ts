import { describe, expect, it } from "vitest";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { TOTP } from "otpauth";
import { password, publicUrl, uniqueEmail, useTestApp } from "./test-app";
import { signUp } from "./factories";

const ctx = useTestApp();

/** A tiny cookie jar: what a browser would send back. */
function jar() {
  const cookies = new Map<string, string>();
  return {
    take(res: LightMyRequestResponse) {
      for (const raw of [res.headers["set-cookie"] ?? []].flat()) {
        const [pair] = String(raw).split(";");
        const [name, ...value] = pair!.split("=");
        if (/max-age=0|expires=thu, 01 jan 1970/i.test(String(raw)) || value.join("=") === "")
          cookies.delete(name!);
        else cookies.set(name!, value.join("="));
      }
      return res;
    },
    get header() {
      return [...cookies].map(([n, v]) => `${n}=${v}`).join("; ");
    },
  };
}

function call(app: FastifyInstance, cookies: ReturnType<typeof jar>, url: string, payload: object) {
  return app
    .inject({
      method: "POST",
      url,
      headers: { origin: publicUrl, cookie: cookies.header },
      payload,
    })
    .then((r) => cookies.take(r));
}

const codeFor = (totpURI: string, offset = 0) => {
  const secret = new URL(totpURI).searchParams.get("secret")!;
  return new TOTP({ secret, digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offset * 30_000,
  });
};

/** Signs up and enrols TOTP (enable + first code); returns the URI and the backup codes. */
async function enrolled(app: FastifyInstance) {
  const email = uniqueEmail("2fa");
  const cookies = jar();
  await app.inject({
    method: "POST",
    url: "/auth/sign-up/email",
    headers: { origin: publicUrl },
    payload: { email, password, name: "t" },
  });
  await call(app, cookies, "/auth/sign-in/email", { email, password });
  const enable = await call(app, cookies, "/auth/two-factor/enable", { password });
  expect(enable.statusCode).toBe(200);
  const { totpURI, backupCodes } = enable.json() as { totpURI: string; backupCodes: string[] };
  expect(totpURI).toMatch(/^otpauth:\/\/totp\/Dealbridge:/);
  expect(backupCodes).toHaveLength(10);
  expect(
    (await call(app, cookies, "/auth/two-factor/verify-totp", { code: codeFor(totpURI) }))
      .statusCode,
  ).toBe(200);
  return { email, cookies, totpURI, backupCodes };
}

async function signInChallenge(app: FastifyInstance, email: string) {
  const cookies = jar();
  const res = await call(app, cookies, "/auth/sign-in/email", { email, password });
  return { res, cookies };
}

describe("two-factor authentication (TOTP)", () => {
  it("enrols only with the right password and a first valid code", async () => {
    const user = await signUp(ctx.app);
    const cookies = jar();
    cookies.take(
      await ctx.app.inject({
        method: "POST",
        url: "/auth/sign-in/email",
        headers: { origin: publicUrl },
        payload: { email: user.email, password },
      }),
    );
    expect(
      (
        await call(ctx.app, cookies, "/auth/two-factor/enable", { password: "wrong password" })
      ).json().code,
    ).toBe("INVALID_PASSWORD");
    const { totpURI } = (
      await call(ctx.app, cookies, "/auth/two-factor/enable", { password })
    ).json();
    const wrong = await call(ctx.app, cookies, "/auth/two-factor/verify-totp", {
      code: codeFor(totpURI, 10),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe("INVALID_CODE");
    // Not confirmed yet: sign-in still needs no code.
    expect(
      (await signInChallenge(ctx.app, user.email)).res.json().twoFactorRedirect,
    ).toBeUndefined();
  });

  it("asks for the code at sign-in and only a valid code opens a session", async () => {
    const { email, totpURI } = await enrolled(ctx.app);
    const { res, cookies } = await signInChallenge(ctx.app, email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ twoFactorRedirect: true });
    // No session yet: no ID token.
    expect(
      (
        await ctx.app.inject({
          method: "GET",
          url: "/auth/token",
          headers: { cookie: cookies.header },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await call(ctx.app, cookies, "/auth/two-factor/verify-totp", { code: codeFor(totpURI, 10) }))
        .statusCode,
    ).toBe(401);
    const ok = await call(ctx.app, cookies, "/auth/two-factor/verify-totp", {
      code: codeFor(totpURI),
    });
    expect(ok.statusCode).toBe(200);
    expect(
      (
        await ctx.app.inject({
          method: "GET",
          url: "/auth/token",
          headers: { cookie: cookies.header },
        })
      ).statusCode,
    ).toBe(200);
  });

  it("takes a backup code once when the device is lost", async () => {
    const { email, backupCodes } = await enrolled(ctx.app);
    const first = await signInChallenge(ctx.app, email);
    expect(
      (
        await call(ctx.app, first.cookies, "/auth/two-factor/verify-backup-code", {
          code: backupCodes[0],
        })
      ).statusCode,
    ).toBe(200);
    const second = await signInChallenge(ctx.app, email);
    expect(
      (
        await call(ctx.app, second.cookies, "/auth/two-factor/verify-backup-code", {
          code: backupCodes[0],
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await call(ctx.app, second.cookies, "/auth/two-factor/verify-backup-code", {
          code: backupCodes[1],
        })
      ).statusCode,
    ).toBe(200);
  });

  it("ends a sign-in challenge after 5 wrong codes", async () => {
    const { email, totpURI } = await enrolled(ctx.app);
    const { cookies } = await signInChallenge(ctx.app, email);
    for (let i = 0; i < 5; i++)
      expect(
        (await call(ctx.app, cookies, "/auth/two-factor/verify-totp", { code: "000000" }))
          .statusCode,
      ).toBe(401);
    const after = await call(ctx.app, cookies, "/auth/two-factor/verify-totp", {
      code: codeFor(totpURI),
    });
    expect(after.statusCode).toBeGreaterThanOrEqual(400);
    expect(["TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE", "INVALID_TWO_FACTOR_COOKIE"]).toContain(
      after.json().code,
    );
  });

  it("turns off only with the password and a current code", async () => {
    const { email, cookies, totpURI } = await enrolled(ctx.app);
    expect(
      (await call(ctx.app, cookies, "/auth/two-factor/disable", { password })).json().code,
    ).toBe("INVALID_CODE");
    expect(
      (
        await call(ctx.app, cookies, "/auth/two-factor/disable", {
          password,
          code: codeFor(totpURI, 10),
        })
      ).json().code,
    ).toBe("INVALID_CODE");
    expect(
      (
        await call(ctx.app, cookies, "/auth/two-factor/disable", {
          password: "wrong",
          code: codeFor(totpURI),
        })
      ).json().code,
    ).toBe("INVALID_PASSWORD");
    expect(
      (
        await call(ctx.app, cookies, "/auth/two-factor/disable", {
          password,
          code: codeFor(totpURI),
        })
      ).statusCode,
    ).toBe(200);
    const { res } = await signInChallenge(ctx.app, email);
    expect(res.json().twoFactorRedirect).toBeUndefined();
    expect(res.json().user.email).toBe(email);
  });
});
