import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "./test-app";
import { signUp } from "./factories";

const webDist = mkdtempSync(join(tmpdir(), "portal-web-"));
mkdirSync(join(webDist, "assets"));
writeFileSync(
  join(webDist, "index.html"),
  "<!doctype html><title>portal</title><div id=root></div>",
);
writeFileSync(join(webDist, "assets", "app-abc123.js"), "console.log('app')");
writeFileSync(
  join(webDist, "assets", "app-abc123.js.br"),
  brotliCompressSync("console.log('app')"),
);

const ctx = useTestApp({ WEB_DIST: webDist }, (app) => {
  // An unexpected failure inside a route: what a bug looks like to the error handler.
  app.get("/v1/test-crash", { config: { public: true } }, async () => {
    throw new Error("database exploded: secret detail");
  });
  // Two transactions taking two locks in opposite orders: PostgreSQL ends one as a deadlock.
  // (PGlite runs one transaction at a time, so there the two simply take turns.)
  let bothHoldOne: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    let holding = 0;
    bothHoldOne = () => void (++holding === 2 && resolve());
  });
  app.post<{ Params: { first: string } }>(
    "/v1/test-lock/:first",
    { config: { public: true } },
    async (request) => {
      const first = Number(request.params.first);
      await app.database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${first})`);
        bothHoldOne();
        await Promise.race([held, new Promise((resolve) => setTimeout(resolve, 2_000))]);
        await tx.execute(sql`select pg_advisory_xact_lock(${3 - first})`);
      });
      return { ok: true };
    },
  );
});

describe("one error envelope", () => {
  it("answers unknown /v1 paths with a JSON 404", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/v1/no/such/thing" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(res.json().error).toMatchObject({ code: "not_found", message: "Not found." });
    expect(res.json().error.requestId).toBe(res.headers["x-request-id"]);
    const post = await ctx.app.inject({ method: "POST", url: "/v1/nothing-here", payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json().error.code).toBe("not_found");
  });

  it("answers /auth paths the identity service does not serve with a JSON 404 (not `null`)", async () => {
    for (const [method, url] of [
      ["POST", "/auth/no-such-thing"],
      ["GET", "/auth/no-such-thing"],
      // A path it serves, with a method it does not.
      ["GET", "/auth/sign-in/email"],
    ] as const) {
      const res = await ctx.app.inject({
        method,
        url,
        headers: { origin: "http://localhost:3000", "content-type": "application/json" },
        payload: method === "POST" ? "{}" : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error, `${method} ${url}`).toMatchObject({ code: "not_found" });
      expect(res.json().error.requestId).toBe(res.headers["x-request-id"]);
    }
  });

  it("answers malformed JSON with a 400 envelope", async () => {
    const user = await signUp(ctx.app);
    const res = await ctx.app.inject({
      method: "PUT",
      url: "/v1/user/update",
      headers: { authorizationkey: user.token, "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: "bad_request",
      message: "This value is not valid",
    });
  });

  it("hides unexpected errors behind a generic 500 with a request id", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/v1/test-crash" });
    expect(res.statusCode).toBe(500);
    expect(res.json().error).toMatchObject({
      code: "internal",
      message: "Unknown error. Please Try again.",
    });
    expect(res.json().error.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body).not.toContain("secret detail");
  });

  it("answers a transaction the database ended as a deadlock with 409, not 500", async () => {
    const answers = await Promise.all(
      [1, 2].map((first) => ctx.app.inject({ method: "POST", url: `/v1/test-lock/${first}` })),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    if (process.env.TEST_DATABASE_URL) {
      expect(statuses).toEqual([200, 409]);
      const conflict = answers.find((res) => res.statusCode === 409)!;
      expect(conflict.json().error.code).toBe("version_conflict");
    } else {
      expect(statuses).toEqual([200, 200]);
    }
  });

  it("sets security headers", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/health" });
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(res.headers["referrer-policy"]).toBe("no-referrer");
    // Plain http here: no HSTS, which would lock a local install out of http.
    expect(res.headers["strict-transport-security"]).toBeUndefined();
    // Refusals from authentication carry them too.
    const refused = await ctx.app.inject({ method: "GET", url: "/v1/user/" });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers["content-security-policy"]).toBe(res.headers["content-security-policy"]);
    expect(res.headers["permissions-policy"]).toContain("camera=()");
  });

  it("keeps private answers out of every cache; public ones say how long they keep", async () => {
    const user = await signUp(ctx.app);
    const headers = { authorizationkey: user.token };
    for (const url of ["/v1/user/", "/v1/user/deals", "/auth/get-session"]) {
      const res = await ctx.app.inject({
        method: "GET",
        url,
        headers: { ...headers, cookie: user.cookie },
      });
      expect(res.headers["cache-control"], url).toBe("no-store");
    }
    const methods = await ctx.app.inject({ method: "GET", url: "/v1/sign-in-methods" });
    expect(methods.headers["cache-control"]).toBe("public, max-age=300");
    const index = await ctx.app.inject({ method: "GET", url: "/" });
    expect(index.headers["cache-control"]).toBe("no-cache");
  });
});

describe("the web app", () => {
  it("caches hashed assets for a year and index.html never", async () => {
    const asset = await ctx.app.inject({ method: "GET", url: "/assets/app-abc123.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    for (const url of ["/", "/dashboard", "/settings/account", "/index.html"]) {
      const page = await ctx.app.inject({ method: "GET", url, headers: { accept: "text/html" } });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers["cache-control"], url).toBe("no-cache");
      expect(page.body, url).toContain("<div id=root>");
    }
  });

  it("serves the build's precompressed files to browsers that accept them", async () => {
    const res = await ctx.app.inject({
      method: "GET",
      url: "/assets/app-abc123.js",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const plain = await ctx.app.inject({ method: "GET", url: "/assets/app-abc123.js" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe("console.log('app')");
  });

  it("does not answer API paths or missing assets with the web app", async () => {
    for (const url of ["/v1/unknown", "/auth", "/health/nope", "/assets/missing.js"]) {
      const res = await ctx.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"], url).toMatch(/application\/json/);
    }
  });

  it("documents the API", async () => {
    const doc = (await ctx.app.inject({ method: "GET", url: "/openapi.json" })).json();
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/v1/user/",
        "/v1/user/update",
        "/auth/sign-in/email",
        "/auth/token",
        "/health",
      ]),
    );
    expect(doc.components.securitySchemes.authorizationkey).toMatchObject({
      type: "apiKey",
      in: "header",
    });
    const docs = await ctx.app.inject({ method: "GET", url: "/docs/" });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain("swagger");
  });
});
