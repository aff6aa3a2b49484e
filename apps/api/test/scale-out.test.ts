import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { envSchema } from "../src/config/env";
import { startBalancer, upstreamHeader, type Balancer } from "./balancer";
import { dealInput, signUp, validOnboarding } from "./factories";
import { startServerProcess, type ServerProcess } from "./server-process";
import {
  createTestDatabase,
  freePort,
  getUser,
  multipartForm,
  password,
  publicUrl,
  putUser,
  sampleFiles,
  testConfig,
  testSecret,
  uniqueEmail,
  type TestDatabase,
} from "./test-app";

const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

// Two API processes against one PostgreSQL: nothing lives in a process. (PGlite is one process
// per data directory by design, so this runs in the PostgreSQL pass of the suite.)
describe.runIf(!!process.env.TEST_DATABASE_URL)("two API processes on one database", () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let drop = async () => {};
  beforeAll(async () => {
    // An unmigrated database, started together: the migrations take turns through the advisory lock.
    const database = await createTestDatabase({ empty: true });
    drop = database.drop;
    [a, b] = await Promise.all([buildApp(testConfig(database)), buildApp(testConfig(database))]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await drop();
  });

  it("accepts on one process the token issued by the other, and shares every write", async () => {
    const user = await signUp(a);
    expect(
      (await putUser(b, user.token, validOnboarding({ company: { companyName: "Twin Finance" } })))
        .statusCode,
    ).toBe(200);
    const seen = await getUser(a, user.token);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().organization.name).toBe("Twin Finance");
    // The session cookie works on either process too.
    const token = await b.inject({
      method: "GET",
      url: "/auth/token",
      headers: { cookie: user.cookie },
    });
    expect(token.statusCode).toBe(200);
    expect((await getUser(a, token.json().token)).statusCode).toBe(200);
  });
});

// The same through real processes: the compiled server started twice on one PostgreSQL database,
// one Redis and one storage directory, behind a balancer that sends each request to the next
// process in turn (test/balancer.ts). Every check reads which process answered, so none can pass
// by one process answering everything.
describe.runIf(!!process.env.TEST_DATABASE_URL)("two server processes behind a balancer", () => {
  // The product's defaults, passed explicitly so the environment cannot change what is checked.
  const defaults = envSchema.parse({});
  const lockoutAttempts = defaults.LOCKOUT_ATTEMPTS;
  const sessionCheckMs = defaults.SESSION_CHECK_SECONDS * 1000;
  const redisKeyPrefix = `portal:test:${randomBytes(6).toString("hex")}:`;
  let database: TestDatabase;
  let dataDir: string;
  let servers: ServerProcess[] = [];
  let balancer: Balancer;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = mkdtempSync(join(tmpdir(), "portal-scale-out-"));
    const env = async () => ({
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: String(await freePort()),
      LOG_LEVEL: "warn",
      // What several processes must share (docs/operations.md "Scale-out").
      DATABASE_URL: database.url!,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: redisKeyPrefix,
      AUTH_SECRET: testSecret,
      PUBLIC_URL: publicUrl,
      DATA_DIR: dataDir,
      WEB_DIST: "/nonexistent-web-dist",
      // Every request comes from 127.0.0.1 here; the per-address limits have their own tests.
      RATE_LIMIT_PER_MINUTE: "100000",
      LOCKOUT_ATTEMPTS: String(lockoutAttempts),
      SESSION_CHECK_SECONDS: String(defaults.SESSION_CHECK_SECONDS),
      SHUTDOWN_QUIET_MS: "200",
    });
    servers = await Promise.all([startServerProcess(await env()), startServerProcess(await env())]);
    balancer = await startBalancer(servers.map((s) => s.url));
  }, 120_000);

  afterAll(async () => {
    await balancer?.close();
    const exits = await Promise.all(servers.map((s) => s.stop()));
    const redis = new Redis(redisUrl, { lazyConnect: true });
    try {
      const keys = await redis.keys(`${redisKeyPrefix}*`);
      if (keys.length) await redis.del(...keys);
    } finally {
      redis.disconnect();
    }
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    expect(exits, servers.map((s) => s.output()).join("\n")).toEqual([0, 0]);
  });

  /** A request through the balancer; `upstream` is which process answered (0 or 1). */
  async function call(
    path: string,
    init: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
    via: Balancer = balancer,
  ) {
    const res = await fetch(`${via.url}${path}`, {
      method: init.method ?? "GET",
      headers: init.headers,
      body: init.body,
    });
    const body = Buffer.from(await res.arrayBuffer());
    return {
      status: res.status,
      upstream: Number(res.headers.get(upstreamHeader)),
      headers: res.headers,
      body,
      json: () => JSON.parse(body.toString()),
    };
  }
  const postJson = (path: string, payload: object, headers: Record<string, string> = {}) =>
    call(path, {
      method: "POST",
      headers: { "content-type": "application/json", origin: publicUrl, ...headers },
      body: JSON.stringify(payload),
    });
  const signIn = (email: string, pass: string, via: Balancer = balancer) =>
    call(
      "/auth/sign-in/email",
      {
        method: "POST",
        headers: { "content-type": "application/json", origin: publicUrl },
        body: JSON.stringify({ email, password: pass }),
      },
      via,
    );
  const getUserVia = (token: string) => call("/v1/user/", { headers: { authorizationkey: token } });

  /** Signed up and in through the balancer, and (unless told not to) onboarded. */
  async function member({ onboard = true } = {}) {
    const email = uniqueEmail("twin");
    expect((await postJson("/auth/sign-up/email", { email, password, name: "Twin" })).status).toBe(
      200,
    );
    const signedIn = await signIn(email, password);
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const tokenRes = await call("/auth/token", { headers: { cookie } });
    expect(tokenRes.status).toBe(200);
    const token = tokenRes.json().token as string;
    if (onboard) {
      const onboarded = await call("/v1/user/update", {
        method: "PUT",
        headers: { "content-type": "application/json", authorizationkey: token },
        body: JSON.stringify(validOnboarding({ company: { companyName: "Twin Finance" } })),
      });
      expect(onboarded.status).toBe(200);
    }
    return {
      email,
      cookie,
      token,
      signedInOn: signedIn.upstream,
      tokenFrom: tokenRes.upstream,
    };
  }

  it("balances per request: one client on one keep-alive connection reaches both processes", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const answers: { status: number; upstream: number; reused: boolean }[] = [];
      for (let i = 0; i < 4; i++) {
        answers.push(
          await new Promise((resolve, reject) => {
            const req = request(`${balancer.url}/health/ready`, { agent }, (res) => {
              res.resume();
              res.on("end", () =>
                resolve({
                  status: res.statusCode ?? 0,
                  upstream: Number(res.headers[upstreamHeader]),
                  reused: req.reusedSocket,
                }),
              );
            });
            req.on("error", reject);
            req.end();
          }),
        );
      }
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
      expect(answers.slice(1).every((a) => a.reused)).toBe(true);
      expect(answers.map((a) => a.upstream)).toEqual(
        [0, 1, 0, 1].map((i) => (answers[0]!.upstream + i) % 2),
      );
    } finally {
      agent.destroy();
    }
  });

  it("a session made on one process works on the other: its cookie and its ID token", async () => {
    const user = await member({ onboard: false });
    // The cookie set by one process was exchanged for a token on the other.
    expect(user.tokenFrom).not.toBe(user.signedInOn);
    // The token (and the cookie) work on both, whichever issued them.
    const reads = [await getUserVia(user.token), await getUserVia(user.token)];
    expect(reads.map((r) => r.status)).toEqual([404, 404]); // not onboarded yet: profile_not_found
    expect(reads.map((r) => r.json().error.code)).toEqual([
      "profile_not_found",
      "profile_not_found",
    ]);
    const onboarded = await call("/v1/user/update", {
      method: "PUT",
      headers: { "content-type": "application/json", authorizationkey: user.token },
      body: JSON.stringify(validOnboarding({ company: { companyName: "Twin Finance" } })),
    });
    expect(onboarded.status).toBe(200);
    const seen = [await getUserVia(user.token), await getUserVia(user.token)];
    expect(seen.map((r) => [r.status, r.json().organization.name])).toEqual([
      [200, "Twin Finance"],
      [200, "Twin Finance"],
    ]);
    expect(new Set([...reads, ...seen].map((r) => r.upstream))).toEqual(new Set([0, 1]));
    const tokens = [
      await call("/auth/token", { headers: { cookie: user.cookie } }),
      await call("/auth/token", { headers: { cookie: user.cookie } }),
    ];
    expect(tokens.map((t) => t.status)).toEqual([200, 200]);
    expect(new Set(tokens.map((t) => t.upstream))).toEqual(new Set([0, 1]));
  });

  it("the sign-in lockout counts the attempts on both processes together", async () => {
    /** Wrong passwords one after another until refused with 429 (or twice the limit). */
    async function wrongUntilLocked(email: string, via: Balancer) {
      const answers: { status: number; upstream: number }[] = [];
      while (answers.length < 2 * lockoutAttempts && answers.at(-1)?.status !== 429) {
        const res = await signIn(email, `wrong-${answers.length}`, via);
        answers.push({ status: res.status, upstream: res.upstream });
      }
      return answers;
    }
    const locked = [...Array(lockoutAttempts).fill(401), 429];
    // The baseline: the same balancer code with one process behind it.
    const single = await startBalancer([servers[0]!.url]);
    try {
      const alone = await wrongUntilLocked((await member({ onboard: false })).email, single);
      expect(alone.map((a) => a.status)).toEqual(locked);
    } finally {
      await single.close();
    }
    const victim = await member({ onboard: false });
    const both = await wrongUntilLocked(victim.email, balancer);
    expect(both.map((a) => a.status)).toEqual(locked);
    const failedOn = both.filter((a) => a.status === 401).map((a) => a.upstream);
    expect(failedOn.filter((u) => u === 0).length).toBeGreaterThan(0);
    expect(failedOn.filter((u) => u === 1).length).toBeGreaterThan(0);
    // Locked on both, even for the right password.
    const right = [await signIn(victim.email, password), await signIn(victim.email, password)];
    expect(right.map((r) => r.status)).toEqual([429, 429]);
    expect(new Set(right.map((r) => r.upstream))).toEqual(new Set([0, 1]));
    expect(right.map((r) => r.json().error.code)).toEqual(["rate_limited", "rate_limited"]);
  });

  it("sign-out on one process revokes the token on the other within SESSION_CHECK_SECONDS", async () => {
    const user = await member();
    // Both processes have just seen the session alive (and keep that answer for a while).
    const before = [await getUserVia(user.token), await getUserVia(user.token)];
    expect(before.map((r) => r.status)).toEqual([200, 200]);
    expect(new Set(before.map((r) => r.upstream))).toEqual(new Set([0, 1]));

    const signOutSentAt = Date.now();
    const out = await postJson("/auth/sign-out", {}, { cookie: user.cookie });
    expect(out.status).toBe(200);
    const other = 1 - out.upstream;
    // A request sent this long after the sign-out was sent is judged after every answer a
    // process kept from before it expired: it must be refused.
    const bound = signOutSentAt + sessionCheckMs;
    const answers: { sentAt: number; upstream: number; status: number }[] = [];
    for (const deadline = bound + 30_000; Date.now() < deadline;) {
      const sentAt = Date.now();
      const res = await getUserVia(user.token);
      answers.push({ sentAt, upstream: res.upstream, status: res.status });
      if (res.upstream === other && sentAt >= bound) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const onSigningOut = answers.filter((a) => a.upstream === out.upstream);
    const onOther = answers.filter((a) => a.upstream === other);
    // The process that signed out refuses at once; the other answers 200 at most until the bound.
    expect(onSigningOut.length).toBeGreaterThan(0);
    expect(onSigningOut.map((a) => a.status).every((s) => s === 401)).toBe(true);
    expect(onOther.filter((a) => a.sentAt >= bound).length).toBeGreaterThan(0);
    expect(onOther.filter((a) => a.sentAt >= bound).every((a) => a.status === 401)).toBe(true);
    expect(onOther.every((a) => a.status === 200 || a.status === 401)).toBe(true);
    const firstRefused = onOther.findIndex((a) => a.status === 401);
    expect(onOther.slice(firstRefused).every((a) => a.status === 401)).toBe(true);
    // The cookie's session is gone everywhere.
    const tokens = [
      await call("/auth/token", { headers: { cookie: user.cookie } }),
      await call("/auth/token", { headers: { cookie: user.cookie } }),
    ];
    expect(tokens.map((t) => t.status)).toEqual([401, 401]);
    expect(new Set(tokens.map((t) => t.upstream))).toEqual(new Set([0, 1]));
  });

  it("a document uploaded through one process downloads byte-identical through the other", async () => {
    const broker = await member();
    const auth = { authorizationkey: broker.token };
    const deal = await call("/v1/user/deals", {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify(dealInput()),
    });
    expect(deal.status).toBe(201);
    const dealId = deal.json().id as string;
    const content = sampleFiles.pdf(3 * 1024 * 1024);
    const form = multipartForm([
      { name: "type", value: "bank_statement" },
      { name: "file", fileName: "statement.pdf", content, contentType: "application/pdf" },
    ]);
    const uploaded = await call(`/v1/user/deal/${dealId}/documents`, {
      method: "POST",
      headers: { ...auth, ...form.headers },
      body: form.payload,
    });
    expect(uploaded.status).toBe(201);
    const doc = uploaded.json() as { id: string; sha256: string };
    expect(doc.sha256).toBe(createHash("sha256").update(content).digest("hex"));
    const downloads = [
      await call(`/v1/user/deal/${dealId}/documents/${doc.id}`, { headers: auth }),
      await call(`/v1/user/deal/${dealId}/documents/${doc.id}`, { headers: auth }),
    ];
    expect(downloads.map((d) => d.upstream)).toContain(1 - uploaded.upstream);
    for (const download of downloads) {
      expect(download.status).toBe(200);
      expect(download.body.equals(content)).toBe(true);
    }
    // Both processes list it too.
    const lists = [
      await call(`/v1/user/deal/${dealId}/documents`, { headers: auth }),
      await call(`/v1/user/deal/${dealId}/documents`, { headers: auth }),
    ];
    expect(new Set(lists.map((l) => l.upstream))).toEqual(new Set([0, 1]));
    for (const list of lists)
      expect(list.json().items.map((d: { id: string }) => d.id)).toEqual([doc.id]);
  });
});
