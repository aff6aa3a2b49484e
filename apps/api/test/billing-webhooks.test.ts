import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { billingEvents } from "@portal/db/schema/billing";

import { createBroker, type SignedUp } from "./factories";
import { accountRow, deliver, endTrial, subscribe, useBillingApp } from "./billing-support";
import { callAs } from "./call-as";

// The provider's webhook (docs/decisions/041-billing.md): the raw body's signature, each event
// once, and the portal's state following the provider's whatever the order of delivery.

const ctx = useBillingApp();
const status = async (user: SignedUp) =>
  (await callAs(ctx.app, user).get("/v1/billing/status")).json().state as string;

/**
 * Clicks a button of the fake's hosted Billing Portal, opened straight at the provider (the portal
 * itself may not know of the plan yet when the events are held back).
 */
async function portalAction(user: SignedUp, action: "switch" | "cancel" | "renew") {
  const { customerId } = await accountRow(ctx.app, user);
  const stripe = new Stripe(ctx.fake.secretKey, {
    host: "127.0.0.1",
    port: Number(new URL(ctx.fake.url).port),
    protocol: "http",
  });
  const { url } = await stripe.billingPortal.sessions.create({
    customer: customerId!,
    return_url: "http://localhost:3000/settings/billing",
  });
  const res = await fetch(`${url}/${action}`, { method: "POST", redirect: "manual" });
  expect(res.status).toBe(303);
  await ctx.fake.settled();
}

const eventCount = async () => (await ctx.app.database.db.select().from(billingEvents)).length;

/** Deterministic shuffle (a fixed seed), so a failure can be replayed. */
function shuffled<T>(items: T[], seed = 7): T[] {
  const out = [...items];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The portal's own signature, dated `shift` seconds from now. */
const signedAt = (payload: string, shift: number) =>
  Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: ctx.fake.webhookSecret,
    timestamp: Math.floor(Date.now() / 1000) + shift,
  });

describe("billing webhook", () => {
  it("refuses forged events with 400 and changes nothing", async () => {
    const owner = await createBroker(ctx.app, "Forged Brokers");
    await subscribe(ctx, owner);
    const before = await accountRow(ctx.app, owner);
    const events = await eventCount();
    const genuine = ctx.fake.events.at(-1)!;
    const forged = { ...genuine, id: "evt_forged_1", type: "customer.subscription.deleted" };
    const payload = JSON.stringify(forged);
    const otherSecret = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: "whsec_not_the_portals_secret",
    });
    const answers = [
      await deliver(ctx.app, ctx.fake, forged, otherSecret),
      await deliver(ctx.app, ctx.fake, forged, ctx.fake.signature(JSON.stringify(genuine))),
      await deliver(ctx.app, ctx.fake, forged, "t=1,v1=deadbeef"),
      // Signed with the portal's secret, but dated beyond the SDK's tolerance: too old, or an
      // hour in the future (a signature made ahead, to be replayed later).
      await deliver(ctx.app, ctx.fake, forged, signedAt(payload, -3600)),
      await deliver(ctx.app, ctx.fake, forged, signedAt(payload, 3600)),
      await ctx.app.inject({
        method: "POST",
        url: "/v1/billing/webhook",
        headers: { "content-type": "application/json" },
        payload,
      }),
    ];
    for (const a of answers) {
      expect(a.statusCode).toBe(400);
      expect(a.json().error.code).toBe("bad_request");
    }
    expect(await eventCount()).toBe(events);
    expect(await accountRow(ctx.app, owner)).toEqual(before);
  });

  it("takes any content type: the signature is over the raw bytes", async () => {
    const owner = await createBroker(ctx.app, "Raw Body Brokers");
    await subscribe(ctx, owner);
    const event = { ...ctx.fake.events.at(-1)!, id: "evt_text_plain_1" };
    const payload = JSON.stringify(event);
    const res = await ctx.app.inject({
      method: "POST",
      url: "/v1/billing/webhook",
      headers: { "content-type": "text/plain", "stripe-signature": ctx.fake.signature(payload) },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true, duplicate: false });
  });

  it("handles duplicated and shuffled events once each, ending on the provider's state", async () => {
    const owner = await createBroker(ctx.app, "Shuffled Brokers");
    const from = ctx.fake.events.length;
    const checkout = (
      await callAs(ctx.app, owner).post("/v1/billing/checkout", { interval: "month" })
    ).json();
    await fetch(checkout.url, {
      method: "POST",
      body: new URLSearchParams({
        cardNumber: "5555 5555 5555 4444",
        expiry: "10/30",
        cvc: "123",
        name: "Max Broker",
        line1: "2 Low Road",
        city: "Leeds",
        postalCode: "LS1 1AA",
        country: "GB",
      }),
      redirect: "manual",
    });
    await ctx.fake.settled();
    await portalAction(owner, "switch");
    await portalAction(owner, "cancel");
    const events = ctx.fake.events.slice(from);
    expect(events.length).toBeGreaterThanOrEqual(4);
    const before = await eventCount();
    const answers = [];
    for (const event of shuffled([...events, ...events]))
      answers.push((await deliver(ctx.app, ctx.fake, event)).json());
    expect(answers.filter((a) => a.duplicate)).toHaveLength(events.length);
    expect(await eventCount()).toBe(before + events.length);
    const row = await accountRow(ctx.app, owner);
    const sub = ctx.fake.subscription(row.subscriptionId!)!;
    expect(row).toMatchObject({
      interval: "year",
      status: sub.status,
      cancelAtPeriodEnd: true,
      card: { brand: "mastercard", last4: "4444" },
    });
    expect(row.currentPeriodEnd?.getTime()).toBe(sub.items.data[0]!.current_period_end * 1000);
  });

  it("makes the organization read-only once a cancelled plan's period ends after the trial", async () => {
    const owner = await createBroker(ctx.app, "Lapsed Brokers");
    await subscribe(ctx, owner);
    await portalAction(owner, "cancel");
    await endTrial(ctx.app, owner);
    expect(await status(owner)).toBe("active");
    const from = ctx.fake.events.length;
    const row = await accountRow(ctx.app, owner);
    await ctx.fake.advance(row.subscriptionId!);
    const ended = ctx.fake.events.slice(from);
    expect(ended.map((e) => e.type)).toContain("customer.subscription.deleted");
    for (const event of ended)
      expect((await deliver(ctx.app, ctx.fake, event)).statusCode).toBe(200);
    expect(await status(owner)).toBe("read_only");
    expect((await accountRow(ctx.app, owner)).status).toBe("canceled");
  });
});
