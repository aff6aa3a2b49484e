import { existsSync, readdirSync, readFileSync } from "node:fs";
import { simpleParser } from "mailparser";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { billingAccounts } from "@portal/db/schema/billing";
import { afterAll, beforeAll, expect } from "vitest";
import { buildApp } from "../src/app";
import type { Config } from "../src/config/env";
import { startFakeStripe, type FakeStripe } from "../src/modules/billing/fake-stripe";
import { createTestDatabase, testConfig } from "./test-app";
import { organizationOf, type SignedUp } from "./factories";
import { callAs } from "./call-as";

/** The app with billing on, against the in-repo fake Stripe; events are delivered by the test. */
export function useBillingApp(overrides: Record<string, string> = {}) {
  const ctx = {} as { app: FastifyInstance; fake: FakeStripe; config: Config };
  let drop = async () => {};
  beforeAll(async () => {
    ctx.fake = await startFakeStripe();
    const database = await createTestDatabase();
    drop = database.drop;
    ctx.config = testConfig(database, {
      STRIPE_SECRET_KEY: ctx.fake.secretKey,
      STRIPE_WEBHOOK_SECRET: ctx.fake.webhookSecret,
      STRIPE_PRICE_MONTHLY: ctx.fake.prices.month,
      STRIPE_PRICE_YEARLY: ctx.fake.prices.year,
      STRIPE_API_BASE: ctx.fake.url,
      // The sweeps are run by the tests.
      EXPIRING_SWEEP_MS: "86400000",
      ...overrides,
    });
    ctx.app = await buildApp(ctx.config);
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.fake?.close();
    await drop();
  });
  return ctx;
}

/** Posts an event's JSON to the webhook as Stripe would, signed (or with the signature given). */
export function deliver(app: FastifyInstance, fake: FakeStripe, event: object, signature?: string) {
  const payload = JSON.stringify(event);
  return app.inject({
    method: "POST",
    url: "/v1/billing/webhook",
    headers: {
      "content-type": "application/json",
      "stripe-signature": signature ?? fake.signature(payload),
    },
    payload,
  });
}

export const card = {
  cardNumber: "4242 4242 4242 4242",
  expiry: "12/34",
  cvc: "123",
  name: "Ada Broker",
  line1: "1 High Street",
  city: "London",
  postalCode: "N1 1AA",
  country: "GB",
};

/** Pays on the fake's hosted Checkout page, as the browser would; answers where it sends back. */
export async function payOnCheckout(url: string, fields: Record<string, string> = card) {
  const response = await fetch(url, {
    method: "POST",
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
  expect(response.status).toBe(303);
  return response.headers.get("location");
}

/** The owner's organization subscribed monthly through Checkout, its events delivered. */
export async function subscribe(
  ctx: { app: FastifyInstance; fake: FakeStripe },
  owner: SignedUp,
  interval: "month" | "year" = "month",
) {
  const from = ctx.fake.events.length;
  const res = await callAs(ctx.app, owner).post("/v1/billing/checkout", { interval });
  expect(res.statusCode, res.body).toBe(200);
  await payOnCheckout(res.json().url);
  await ctx.fake.settled();
  for (const event of ctx.fake.events.slice(from)) await deliver(ctx.app, ctx.fake, event);
}

export async function setTrialEnd(app: FastifyInstance, user: SignedUp, at: Date) {
  const { id } = await organizationOf(app, user);
  // The row is made on first use: read the status first.
  await callAs(app, user).get("/v1/billing/status");
  await app.database.db
    .update(billingAccounts)
    .set({ trialEndsAt: at })
    .where(eq(billingAccounts.organizationId, id));
}

export const endTrial = (app: FastifyInstance, user: SignedUp) =>
  setTrialEnd(app, user, new Date(Date.now() - 60_000));

export async function accountRow(app: FastifyInstance, user: SignedUp) {
  const { id } = await organizationOf(app, user);
  const [row] = await app.database.db
    .select()
    .from(billingAccounts)
    .where(eq(billingAccounts.organizationId, id));
  return row!;
}

/** The subjects and recipients of the outbox's messages whose subject mentions `needle`. */
export async function outboxMentions(config: Config, needle: string) {
  const dir = config.mail.outboxDir;
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir).filter((f) => f.endsWith(".eml"));
  const mails = await Promise.all(files.map((f) => simpleParser(readFileSync(`${dir}/${f}`))));
  return mails
    .filter((m) => m.subject?.includes(needle))
    .map((m) => ({ subject: m.subject ?? "", to: m.to && !Array.isArray(m.to) ? m.to.text : "" }));
}
