// Issue 13, finding 6: a NUL character anywhere in the input is a 400 in the envelope, never a 500.
import { describe, expect, it } from "vitest";
import { nulPath } from "../src/plugins/input-guard";
import { createBroker } from "./factories";
import { publicUrl, putUser, useTestApp } from "./test-app";

const secret = "crm-shared-secret-0123456789abcdef";
const ctx = useTestApp({ CRM_WEBHOOK_SECRET: secret });

function expectBadInput(res: { statusCode: number; json: () => { error: { code: string } } }) {
  expect(res.statusCode).toBe(400);
  expect(res.json().error.code).toBe("validation_failed");
}

describe("NUL characters in the input", () => {
  it("finds the first NUL-bearing string, in keys too", () => {
    expect(nulPath({ a: "x", b: [{ c: "y\u0000" }] })).toEqual(["b", "0", "c"]);
    expect(nulPath({ ["k\u0000"]: 1 })).toEqual(["k\u0000"]);
    expect(nulPath({ a: "fine", n: 1, z: null })).toBeUndefined();
  });

  it("refuses them in a profile field, a deal field, a search and a path", async () => {
    const user = await createBroker(ctx.app);
    const res = await putUser(ctx.app, user.token, { firstName: "Ann\u0000" });
    expectBadInput(res);
    expect(res.json().error.issues[0].path).toBe("body.firstName");
    const headers = { authorizationkey: user.token };
    expectBadInput(
      await ctx.app.inject({
        method: "POST",
        url: "/v1/user/deals",
        headers,
        payload: {
          product: "term_loan",
          amountMinor: 5_000_000,
          currency: "GBP",
          purpose: "Ovens\u0000",
          borrower: {
            legalName: "Nul Co",
            entityType: "llc",
            industry: "restaurants",
            country: "GB",
          },
        },
      }),
    );
    expectBadInput(await ctx.app.inject({ method: "GET", url: "/v1/user/deals?q=%00", headers }));
    const path = await ctx.app.inject({ method: "GET", url: "/v1/user/deal/%00", headers });
    expect(path.statusCode).toBeLessThan(500);
    expect(path.json().error).toBeDefined();
  });

  it("refuses them in the CRM webhook's parameters", async () => {
    expectBadInput(
      await ctx.app.inject({
        method: "POST",
        url: "/v1/zoho-webhook/qs?deal=%00&stage=submitted",
        headers: { "x-portal-webhook-secret": secret },
      }),
    );
  });

  it("refuses them in sign-in and sign-up bodies (the identity service's own routes)", async () => {
    for (const [url, payload] of [
      ["/auth/sign-in/email", { email: "ann\u0000@example.com", password: "whatever it is" }],
      [
        "/auth/sign-up/email",
        { email: "nul@example.com", password: "a long passphrase", name: "A\u0000" },
      ],
    ] as const) {
      const res = await ctx.app.inject({
        method: "POST",
        url,
        headers: { origin: publicUrl, "content-type": "application/json" },
        payload: JSON.stringify(payload),
      });
      expectBadInput(res);
    }
  });
});
