import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { publicUrl, useTestApp } from "./test-app";
import { signUp } from "./factories";

// Every route not declared public must refuse a missing, tampered, expired, foreign-key and
// unsigned token. The list comes from Fastify's own route table, so a new route is covered the
// moment it is registered.
const ctx = useTestApp();

const expectedPublic = new Set([
  "GET /health",
  "HEAD /health",
  "GET /health/ready",
  "HEAD /health/ready",
  "GET /auth/*",
  "POST /auth/*",
  "HEAD /auth/*",
  "POST /v1/user/reset-password",
  "GET /v1/sign-in-methods",
  // Authenticated by the CRM shared secret instead of an ID token (crm-webhook.test.ts).
  "POST /v1/zoho-webhook/qs",
  // Authenticated by the payment provider's signature over the raw body (billing-webhooks.test.ts).
  "POST /v1/billing/webhook",
  "HEAD /v1/sign-in-methods",
  // An invitation link's preview: needs the link's secret (invitations.test.ts).
  "GET /v1/invite/:id",
  // Certificate verification (decision 040): name, course, products, dates, valid (learn.test.ts).
  "GET /v1/public/certificates/:certificateId",
  "HEAD /v1/public/certificates/:certificateId",
  "HEAD /v1/invite/:id",
  // A broker's quick-application link (decision 044): the form and a client's answer, no account;
  // rate limited, spam resistant, the same answer whatever happens (leads.test.ts).
  "GET /v1/public/leads/:token",
  "HEAD /v1/public/leads/:token",
  "POST /v1/public/leads/:token",
  // The terms of service, read before accepting them (terms.test.ts, decision 051).
  "GET /v1/public/terms",
  "HEAD /v1/public/terms",
  // A lead from the CRM, authenticated by its shared secret (leads.test.ts).
  "POST /v1/zoho-webhook/leads",
  // Avatars and logos, by a random id (<img> sends no token): avatars.test.ts, decision 034.
  "GET /v1/images/:id",
  "HEAD /v1/images/:id",
  "GET /openapi.json",
  "HEAD /openapi.json",
  // A secure link's page (decision 068): the code it asks for, the code's check, a shared
  // document; nothing of the deal before the browser proves an address (funder-links.test.ts).
  "GET /v1/link/:token",
  "HEAD /v1/link/:token",
  "POST /v1/link/:token/code",
  "POST /v1/link/:token/verify",
  "GET /v1/link/:token/document/:documentId",
  "HEAD /v1/link/:token/document/:documentId",
  // An outside funder's answers from its secure link (decision 068): the link's token and the
  // browser's proven address are the access (funder-link-moves.test.ts).
  "GET /v1/link/:token/thread",
  "HEAD /v1/link/:token/thread",
  "POST /v1/link/:token/messages",
  "POST /v1/link/:token/decline",
  "POST /v1/link/:token/offer",
  "POST /v1/link/:token/offer/revise",
  "POST /v1/link/:token/offer/withdraw",
  "POST /v1/link/:token/funded",
  "GET /v1/link/:token/term-sheet",
  "HEAD /v1/link/:token/term-sheet",
  "POST /v1/link/:token/account",
]);

function concreteUrl(url: string) {
  return url.replace(/:[A-Za-z_]+/g, "00000000-0000-0000-0000-000000000000").replace(/\*/g, "x");
}

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

describe("route table", () => {
  it("has exactly the expected public routes, and private ones", () => {
    const routes = ctx.app.routeTable();
    const publicRoutes = routes.filter((r) => r.public).map((r) => `${r.method} ${r.url}`);
    // Swagger UI's own assets live under /docs/; everything else public is listed above.
    const unexpected = publicRoutes.filter(
      (r) => !expectedPublic.has(r) && !/^(GET|HEAD) \/docs(\/|$)/.test(r),
    );
    expect(unexpected).toEqual([]);
    for (const r of expectedPublic) expect(publicRoutes).toContain(r);
    expect(publicRoutes).toContain("GET /docs/");
    expect(routes.filter((r) => !r.public).length).toBeGreaterThan(0);
  });

  it("refuses every private route without a valid token", async () => {
    const app = ctx.app;
    const user = await signUp(app);
    const now = Math.floor(Date.now() / 1000);
    const [header, payload, signature] = user.token.split(".") as [string, string, string];
    const flipped = signature.startsWith("A") ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    const tampered = `${header}.${payload}.${flipped}`;
    const forgedPayload = `${header}.${b64({ ...JSON.parse(Buffer.from(payload, "base64url").toString()), sub: "someone-else" })}.${signature}`;
    const { token: expired } = await app.auth.api.signJWT({
      body: { payload: { sub: user.userId, email: user.email, iat: now - 3600, exp: now - 60 } },
    });
    const otherKey = await generateKeyPair("EdDSA", { crv: "Ed25519" });
    const { kid } = JSON.parse(Buffer.from(header, "base64url").toString()) as { kid: string };
    const foreign = await new SignJWT({ email: user.email })
      .setProtectedHeader({ alg: "EdDSA", kid })
      .setSubject(user.userId)
      .setIssuer(publicUrl)
      .setAudience(publicUrl)
      .setIssuedAt()
      .setExpirationTime("10m")
      .sign(otherKey.privateKey);
    const unsigned = `${b64({ alg: "none", typ: "JWT" })}.${b64({ sub: user.userId, email: user.email, iss: publicUrl, aud: publicUrl, iat: now, exp: now + 600 })}.`;
    const otherJwk = await exportJWK(otherKey.publicKey);
    expect(otherJwk.kty).toBe("OKP");

    const bad: Record<string, string | undefined> = {
      none: undefined,
      tampered,
      forgedPayload,
      expired,
      foreign,
      unsigned,
      garbage: "not-a-jwt",
    };
    // Deleting the account ends the token's session, so it is tried last.
    const privateRoutes = app
      .routeTable()
      .filter((r) => !r.public && r.method !== "HEAD" && r.method !== "OPTIONS")
      .sort((a, b) => Number(a.url === "/v1/user/delete") - Number(b.url === "/v1/user/delete"));
    expect(privateRoutes.length).toBeGreaterThan(0);
    for (const route of privateRoutes) {
      for (const [kind, token] of Object.entries(bad)) {
        const res = await app.inject({
          method: route.method as "GET",
          url: concreteUrl(route.url),
          headers: token ? { authorizationkey: token } : {},
          payload: ["POST", "PUT", "PATCH"].includes(route.method) ? {} : undefined,
        });
        expect(res.statusCode, `${route.method} ${route.url} with ${kind} token`).toBe(401);
        expect(res.json().error.code).toBe("unauthorized");
        expect(res.json().error.requestId).toBe(res.headers["x-request-id"]);
      }
      // The real token gets past authentication (so the refusals above mean something).
      const ok = await app.inject({
        method: route.method as "GET",
        url: concreteUrl(route.url),
        headers: { authorizationkey: user.token },
        payload: ["POST", "PUT", "PATCH"].includes(route.method) ? {} : undefined,
      });
      expect(ok.statusCode, `${route.method} ${route.url} with a valid token`).not.toBe(401);
    }
  });
});
