import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import {
  createTestDatabase,
  password,
  publicUrl,
  testConfig,
  uniqueEmail,
  useTestApp,
} from "./test-app";
import { signUp } from "./factories";

const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

function signIn(
  app: FastifyInstance,
  email: string,
  pass: string,
  extra: { remoteAddress?: string; headers?: Record<string, string>; url?: string } = {},
) {
  return app.inject({
    method: "POST",
    url: extra.url ?? "/auth/sign-in/email",
    remoteAddress: extra.remoteAddress,
    headers: { origin: publicUrl, ...extra.headers },
    payload: { email, password: pass },
  });
}

function signUpFrom(
  app: FastifyInstance,
  remoteAddress: string,
  extra: { headers?: Record<string, string>; url?: string } = {},
) {
  const email = uniqueEmail("limit");
  return app.inject({
    method: "POST",
    url: extra.url ?? "/auth/sign-up/email",
    remoteAddress,
    headers: { origin: publicUrl, ...extra.headers },
    payload: { email, password, name: "Limit" },
  });
}

function expectLimited(res: {
  statusCode: number;
  headers: Record<string, unknown>;
  json: () => { error: unknown };
}) {
  expect(res.statusCode).toBe(429);
  expect(res.json().error).toMatchObject({
    code: "rate_limited",
    message: "Please wait before trying again.",
  });
  expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
}

describe("sign-in lockout", () => {
  const ctx = useTestApp({ LOCKOUT_ATTEMPTS: "3", LOCKOUT_SECONDS: "600" });

  it("locks an email after repeated failures, even for the right password, and not other emails", async () => {
    const victim = await signUp(ctx.app);
    const bystander = await signUp(ctx.app);
    for (let i = 0; i < 3; i++)
      expect((await signIn(ctx.app, victim.email, `wrong-${i}`)).statusCode).toBe(401);
    expectLimited(await signIn(ctx.app, victim.email, password));
    // A new address, a forged X-Forwarded-For or a different spelling of the email change nothing.
    expectLimited(
      await signIn(ctx.app, victim.email.toUpperCase(), password, {
        remoteAddress: "203.0.113.9",
        headers: { "x-forwarded-for": "198.51.100.1" },
      }),
    );
    expect((await signIn(ctx.app, bystander.email, password)).statusCode).toBe(200);
  });

  it("treats an email without an account the same way (no enumeration)", async () => {
    const ghost = uniqueEmail("ghost");
    for (let i = 0; i < 3; i++)
      expect((await signIn(ctx.app, ghost, `wrong-${i}`)).statusCode).toBe(401);
    expectLimited(await signIn(ctx.app, ghost, password));
  });

  it("a success clears earlier failures", async () => {
    const user = await signUp(ctx.app);
    for (let i = 0; i < 2; i++)
      expect((await signIn(ctx.app, user.email, "wrong")).statusCode).toBe(401);
    expect((await signIn(ctx.app, user.email, password)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++)
      expect((await signIn(ctx.app, user.email, "wrong")).statusCode).toBe(401);
    expect((await signIn(ctx.app, user.email, password)).statusCode).toBe(200);
  });
});

describe("limits per client address", () => {
  const ctx = useTestApp({ RATE_LIMIT_PER_MINUTE: "3" });

  it("refuses the fourth sign-up a minute from one address; another address still signs up", async () => {
    for (let i = 0; i < 3; i++)
      expect((await signUpFrom(ctx.app, "192.0.2.10")).statusCode).toBe(200);
    expectLimited(await signUpFrom(ctx.app, "192.0.2.10"));
    expect((await signUpFrom(ctx.app, "192.0.2.11")).statusCode).toBe(200);
  });

  it("ignores X-Forwarded-For when no proxy is trusted", async () => {
    for (let i = 0; i < 3; i++)
      await signUpFrom(ctx.app, "192.0.2.20", {
        headers: { "x-forwarded-for": `198.51.100.${i}` },
      });
    expectLimited(
      await signUpFrom(ctx.app, "192.0.2.20", { headers: { "x-forwarded-for": "198.51.100.99" } }),
    );
  });

  it("counts IPv6 addresses of one /64 together, and an IPv4-mapped address as its IPv4", async () => {
    for (const host of ["a", "b", "c"])
      expect((await signUpFrom(ctx.app, `2001:db8:1:2::${host}`)).statusCode).toBe(200);
    expectLimited(await signUpFrom(ctx.app, "2001:db8:1:2:ffff:ffff:ffff:ffff"));
    expect((await signUpFrom(ctx.app, "2001:db8:1:3::1")).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) await signUpFrom(ctx.app, "192.0.2.30");
    expectLimited(await signUpFrom(ctx.app, "::ffff:192.0.2.30"));
  });

  it("counts a doubled slash, a trailing slash or capitals as the same action", async () => {
    const address = "192.0.2.40";
    await signUpFrom(ctx.app, address, { url: "//auth/sign-up/email" });
    await signUpFrom(ctx.app, address, { url: "/auth//sign-up/email/" });
    await signUpFrom(ctx.app, address, { url: "/AUTH/Sign-Up/email" });
    expectLimited(await signUpFrom(ctx.app, address));
  });

  it("keeps one action's budget apart from another's", async () => {
    const address = "192.0.2.50";
    for (let i = 0; i < 3; i++) await signUpFrom(ctx.app, address);
    expect(
      (await signIn(ctx.app, uniqueEmail(), "whatever", { remoteAddress: address })).statusCode,
    ).toBe(401);
  });

  it("limits reset mails per email address whatever the client address", async () => {
    const email = uniqueEmail("reset");
    const reset = (i: number) =>
      ctx.app.inject({
        method: "POST",
        url: "/v1/user/reset-password",
        remoteAddress: `192.0.2.${100 + i}`,
        payload: { email },
      });
    for (let i = 0; i < 5; i++) expect((await reset(i)).statusCode).toBe(202);
    expectLimited(await reset(5));
  });
});

describe("behind a trusted proxy", () => {
  const ctx = useTestApp({ RATE_LIMIT_PER_MINUTE: "2", TRUST_PROXY: "true" });

  it("counts the address the proxy saw; entries the client wrote before it change nothing", async () => {
    const via = (forged: string, client: string) => ({
      headers: { "x-forwarded-for": `${forged}, ${client}` },
    });
    await signUpFrom(ctx.app, "10.0.0.1", via("1.1.1.1", "198.51.100.7"));
    await signUpFrom(ctx.app, "10.0.0.1", via("2.2.2.2", "198.51.100.7"));
    expectLimited(await signUpFrom(ctx.app, "10.0.0.1", via("3.3.3.3", "198.51.100.7")));
    expect((await signUpFrom(ctx.app, "10.0.0.1", via("3.3.3.3", "198.51.100.8"))).statusCode).toBe(
      200,
    );
  });
});

// Two API processes: the lockout holds on both through Redis (REDIS_URL) and through the database.
describe.each([
  { store: "Redis", env: (): Record<string, string> => ({ REDIS_URL: redisUrl }) },
  { store: "the database", env: (): Record<string, string> => ({}) },
])("lockout shared between processes through $store", ({ store, env }) => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let drop = async () => {};
  const shared = store === "Redis" || !!process.env.TEST_DATABASE_URL;
  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    const overrides = { ...env(), LOCKOUT_ATTEMPTS: "2" };
    a = await buildApp(testConfig(database, overrides));
    // PGlite in memory is one process's database: the second process needs PostgreSQL or Redis.
    b = shared ? await buildApp(testConfig(database, overrides)) : a;
  });
  afterAll(async () => {
    await a?.close();
    if (b !== a) await b?.close();
    await drop();
  });

  it("failures on one process lock the email on the other", async () => {
    const email = `shared-${randomBytes(6).toString("hex")}@example.com`;
    expect((await signIn(a, email, "wrong")).statusCode).toBe(401);
    expect((await signIn(b, email, "wrong")).statusCode).toBe(401);
    expectLimited(await signIn(a, email, "wrong"));
    expectLimited(await signIn(b, email, "wrong"));
  });
});

describe("sign-in lockout whatever the encoding, and under a burst", () => {
  const ctx = useTestApp({ LOCKOUT_ATTEMPTS: "3", LOCKOUT_SECONDS: "600" });

  const post = (email: string, pass: string, contentType: string | undefined, payload: string) =>
    ctx.app.inject({
      method: "POST",
      url: "/auth/sign-in/email",
      headers: { origin: publicUrl, ...(contentType ? { "content-type": contentType } : {}) },
      payload,
    });
  const form = (email: string, pass: string) =>
    new URLSearchParams({ email, password: pass }).toString();
  const multipart = (email: string, pass: string) =>
    [
      "--x",
      'Content-Disposition: form-data; name="email"',
      "",
      email,
      "--x",
      'Content-Disposition: form-data; name="password"',
      "",
      pass,
      "--x--",
      "",
    ].join("\r\n");

  it.each([
    ["application/x-www-form-urlencoded", form],
    ["multipart/form-data; boundary=x", multipart],
    ["text/plain", (email: string, pass: string) => JSON.stringify({ email, password: pass })],
    [
      "application/vnd.api+json",
      (email: string, pass: string) => JSON.stringify({ email, password: pass }),
    ],
    [undefined, (email: string, pass: string) => JSON.stringify({ email, password: pass })],
  ])(
    "refuses a %s sign-in with 415 in the envelope, so a locked email cannot sign in that way",
    async (contentType, body) => {
      const user = await signUp(ctx.app);
      for (let i = 0; i < 3; i++)
        expect((await signIn(ctx.app, user.email, `wrong-${i}`)).statusCode).toBe(401);
      expectLimited(await signIn(ctx.app, user.email, password));
      const res = await post(user.email, password, contentType, body(user.email, password));
      expect(res.statusCode).toBe(415);
      expect(res.json().error).toMatchObject({ code: "unsupported_content_type" });
      expect(res.headers["set-cookie"]).toBeUndefined();
      // Nor does it sign in an email that is not locked.
      const free = await signUp(ctx.app);
      expect(
        (await post(free.email, password, contentType, body(free.email, password))).statusCode,
      ).toBe(415);
    },
  );

  it("counts JSON sent with parameters or in capitals like any other attempt", async () => {
    const user = await signUp(ctx.app);
    for (const contentType of [
      "application/json; charset=utf-8",
      "Application/JSON",
      "application/json",
    ])
      expect(
        (
          await post(
            user.email,
            `wrong`,
            contentType,
            JSON.stringify({ email: user.email, password: "wrong" }),
          )
        ).statusCode,
      ).toBe(401);
    expectLimited(await signIn(ctx.app, user.email, password));
  });

  it("judges no more than the allowed attempts of a burst sent at once; the right password after it is refused", async () => {
    const user = await signUp(ctx.app);
    const burst = await Promise.all(
      Array.from({ length: 11 }, (_, i) => signIn(ctx.app, user.email, `wrong-${i}`)),
    );
    expect(burst.filter((res) => res.statusCode === 401).length).toBe(3);
    expect(burst.filter((res) => res.statusCode === 429).length).toBe(8);
    expectLimited(await signIn(ctx.app, user.email, password));
  });
});
