import { describe, expect, it } from "vitest";
import { putUser, useTestApp } from "./test-app";
import { signUp, validOnboarding } from "./factories";

const secret = "crm-shared-secret-0123456789abcdef";
const ctx = useTestApp({ CRM_WEBHOOK_SECRET: secret });

/** A deal of a new organization, made after `earlier` other deals of that organization. */
async function dealOf(currency = "GBP", earlier = 0) {
  const user = await signUp(ctx.app);
  await putUser(ctx.app, user.token, validOnboarding());
  const create = () =>
    ctx.app.inject({
      method: "POST",
      url: "/v1/user/deals",
      headers: { authorizationkey: user.token },
      payload: {
        product: "term_loan",
        amountMinor: 5_000_000,
        currency,
        purpose: "Ovens",
        borrower: {
          legalName: "Crm Co",
          entityType: "llc",
          industry: "restaurants",
          country: "GB",
        },
      },
    });
  for (let i = 0; i < earlier; i++) await create();
  const deal = (await create()).json();
  const read = async () =>
    (
      await ctx.app.inject({
        method: "GET",
        url: `/v1/user/deal/${deal.id}`,
        headers: { authorizationkey: user.token },
      })
    ).json();
  return { deal, read };
}

const hook = (
  query: Record<string, string>,
  headers: Record<string, string> = { "x-portal-webhook-secret": secret },
) =>
  ctx.app.inject({
    method: "POST",
    url: `/v1/zoho-webhook/qs?${new URLSearchParams(query)}`,
    headers,
  });

describe("CRM webhook", () => {
  it("moves a deal by its reference through the stage table, with a CRM history entry", async () => {
    const { deal, read } = await dealOf("GBP", 2);
    // Its organization's third deal: no other organization here has a D-000003.
    expect(deal.reference).toBe("D-000003");
    const res = await hook({ deal: deal.reference, stage: "Submitted" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ dealId: deal.id, status: "submitted", changed: true });
    expect((await read()).history.at(-1)).toMatchObject({
      from: "draft",
      to: "submitted",
      source: "crm",
      actorId: null,
    });
  });

  it("refuses a reference several organizations use (409 reference_ambiguous), and moves nothing", async () => {
    const one = await dealOf();
    const other = await dealOf();
    expect(one.deal.reference).toBe(other.deal.reference);
    const res = await hook({ deal: one.deal.reference, stage: "Submitted" });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe("reference_ambiguous");
    for (const { read } of [one, other]) expect((await read()).status).toBe("draft");
    expect((await hook({ deal: one.deal.id, stage: "Submitted" })).statusCode).toBe(200);
  });

  it("is idempotent: the same event twice changes nothing the second time", async () => {
    const { deal, read } = await dealOf();
    await hook({ deal: deal.id, stage: "submitted" });
    const again = await hook({ deal: deal.id, stage: "Submitted" });
    expect(again.json()).toMatchObject({ status: "submitted", changed: false });
    const current = await read();
    expect(current.history).toHaveLength(2);
    expect(current.version).toBe(2);
  });

  it("records the funded amount exactly, in the deal's currency, and gives end states a reason", async () => {
    const { deal, read } = await dealOf("JPY");
    for (const stage of ["Submitted", "Underwriting", "Proposal", "Contract Sent"])
      expect((await hook({ deal: deal.id, stage })).statusCode).toBe(200);
    expect((await hook({ deal: deal.id, stage: "Closed Won", amount: "1200.5" })).statusCode).toBe(
      400,
    );
    const funded = await hook({ deal: deal.id, stage: "Closed Won", amount: "1200" });
    expect(funded.json()).toMatchObject({ status: "funded", changed: true });
    expect(await read()).toMatchObject({
      status: "funded",
      fundedAmountMinor: 1200,
      amountMinor: 5_000_000,
    });
    const lostOther = await dealOf();
    await hook({ deal: lostOther.deal.id, stage: "Submitted" });
    await hook({ deal: lostOther.deal.id, stage: "Closed Lost" });
    expect((await lostOther.read()).history.at(-1)).toMatchObject({
      to: "lost",
      event: { kind: "crm_stage", stage: "Closed Lost" },
      reason: null,
    });
  });

  it("refuses a wrong or missing secret, in the header or the query", async () => {
    const { deal } = await dealOf();
    expect((await hook({ deal: deal.id, stage: "Submitted" }, {})).statusCode).toBe(401);
    expect(
      (
        await hook(
          { deal: deal.id, stage: "Submitted" },
          { "x-portal-webhook-secret": `${secret}x` },
        )
      ).statusCode,
    ).toBe(401);
    expect((await hook({ deal: deal.id, stage: "Submitted", secret: "nope" }, {})).statusCode).toBe(
      401,
    );
    expect((await hook({ deal: deal.id, stage: "Submitted", secret }, {})).statusCode).toBe(200);
  });

  it("answers bad parameters 400, unknown deals 404, forbidden moves 409 — never 500", async () => {
    const { deal } = await dealOf();
    expect((await hook({ deal: deal.id, stage: "Nonsense" })).statusCode).toBe(400);
    expect((await hook({ stage: "Submitted" })).statusCode).toBe(400);
    expect((await hook({ deal: deal.id, stage: "Submitted", amount: "1e9" })).statusCode).toBe(400);
    expect((await hook({ deal: "D-999999999", stage: "Submitted" })).statusCode).toBe(404);
    expect(
      (await hook({ deal: "00000000-0000-0000-0000-000000000000", stage: "Submitted" })).statusCode,
    ).toBe(404);
    expect((await hook({ deal: "'; drop table deals; --", stage: "Submitted" })).statusCode).toBe(
      404,
    );
    const skip = await hook({ deal: deal.id, stage: "Closed Won" });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().error.code).toBe("invalid_transition");
  });
});

describe("CRM webhook without a secret configured", () => {
  const bare = useTestApp();
  it("does not exist", async () => {
    expect(
      (await bare.app.inject({ method: "POST", url: "/v1/zoho-webhook/qs?deal=x&stage=submitted" }))
        .statusCode,
    ).toBe(404);
  });
});
