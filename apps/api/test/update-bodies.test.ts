// Update routes given a body that is not the object they expect: an empty object, an array,
// null, a JSON string, plain text. Each is a 400 in the error envelope, never a 500, and changes
// nothing.
import { describe, expect, it } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import { multipartForm, sampleFiles, useTestApp } from "./test-app";
import {
  createApprovedFunder,
  createBroker,
  createDeal,
  createListing,
  type SignedUp,
} from "./factories";

const ctx = useTestApp();

const bodies: { name: string; payload: string; contentType: string }[] = [
  { name: "an empty object", payload: "{}", contentType: "application/json" },
  { name: "an array", payload: "[]", contentType: "application/json" },
  { name: "null", payload: "null", contentType: "application/json" },
  { name: "a JSON string", payload: '"type=other"', contentType: "application/json" },
  { name: "plain text", payload: "type=other", contentType: "text/plain" },
];

function send(user: SignedUp, method: "POST" | "PUT", url: string, body: (typeof bodies)[number]) {
  return ctx.app.inject({
    method,
    url,
    headers: { authorizationkey: user.token, "content-type": body.contentType },
    payload: body.payload,
  });
}

function expectRefused(res: LightMyRequestResponse, what: string) {
  expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
  expect(res.json().error, what).toMatchObject({
    code: expect.stringMatching(/^(validation_failed|bad_request)$/),
    message: expect.any(String),
    requestId: expect.any(String),
  });
}

describe("update routes refuse a body that is not their object", () => {
  it("a document's type and expiry: {} changes nothing and says so", async () => {
    const broker = await createBroker(ctx.app, "Empty Body Brokers");
    const deal = await createDeal(ctx.app, broker);
    const form = multipartForm([
      { name: "type", value: "bank_statement" },
      { name: "file", fileName: "a.pdf", content: sampleFiles.pdf() },
    ]);
    const doc = (
      await ctx.app.inject({
        method: "POST",
        url: `/v1/user/deal/${deal.id}/documents`,
        headers: { authorizationkey: broker.token, ...form.headers },
        payload: form.payload,
      })
    ).json();
    const url = `/v1/user/deal/${deal.id}/documents/${doc.id}`;
    const empty = await send(broker, "POST", url, bodies[0]!);
    expectRefused(empty, "{}");
    expect(empty.json().error.issues).toEqual([
      { path: "", code: "nothingToChange", message: "Send at least one value to change." },
    ]);
    for (const body of bodies) expectRefused(await send(broker, "POST", url, body), body.name);
    const list = await ctx.app.inject({
      method: "GET",
      url: `/v1/user/deal/${deal.id}/documents`,
      headers: { authorizationkey: broker.token },
    });
    expect(list.json().items).toEqual([
      expect.objectContaining({ id: doc.id, type: "bank_statement", expiresOn: null }),
    ]);
  });

  it("a deal, its move, its borrower, a listing and the profile", async () => {
    const broker = await createBroker(ctx.app, "Odd Body Brokers");
    const deal = await createDeal(ctx.app, broker);
    const funder = await createApprovedFunder(ctx.app, "Odd Body Funding");
    const listing = await createListing(ctx.app, funder, {}, { publish: false });
    const routes: [SignedUp, "POST" | "PUT", string, { allowsEmpty?: boolean }][] = [
      [broker, "POST", `/v1/user/deal/${deal.id}`, {}],
      [broker, "POST", `/v1/user/deal/${deal.id}/transition`, {}],
      // A partial update of a borrower or a profile with nothing in it is a harmless no-op.
      [broker, "POST", `/v1/borrower/${deal.borrower.id}`, { allowsEmpty: true }],
      [broker, "PUT", "/v1/user/update", { allowsEmpty: true }],
      [funder, "PUT", `/v1/lender/${listing.id}`, {}],
    ];
    for (const [user, method, url, { allowsEmpty }] of routes) {
      for (const body of bodies) {
        const res = await send(user, method, url, body);
        if (allowsEmpty && body.payload === "{}") expect(res.statusCode, url).toBe(200);
        else expectRefused(res, `${method} ${url} with ${body.name}`);
      }
    }
    const after = await ctx.app.inject({
      method: "GET",
      url: `/v1/user/deal/${deal.id}`,
      headers: { authorizationkey: broker.token },
    });
    expect(after.json()).toMatchObject({ version: deal.version, status: "draft" });
  });
});
