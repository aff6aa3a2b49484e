import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BillingProvider } from "../src/modules/billing/provider";
import { createStripeProvider } from "../src/modules/billing/stripe-provider";

// The billing module's provider against Stripe's test mode: the same scenarios as the offline
// suite (test/billing*.test.ts) without the hosted pages, which need a person at a browser; the
// subscription is made through the API with Stripe's test card instead.

const key = process.env.STRIPE_TEST_SECRET_KEY;
if (!key?.startsWith("sk_test_"))
  throw new Error("STRIPE_TEST_SECRET_KEY must be set to a test-mode key (sk_test_...)");
const stripe = new Stripe(key);
const webhookSecret = "whsec_portal_live_suite_only";
let provider: BillingProvider;
let customerId = "";

/** The portal's two per-seat prices, found by lookup key or made once in the test account. */
async function price(interval: "month" | "year", unitAmount: number) {
  const lookup = `portal_live_suite_${interval}`;
  const [found] = (await stripe.prices.list({ lookup_keys: [lookup] })).data;
  if (found) return found.id;
  return (
    await stripe.prices.create({
      currency: "gbp",
      unit_amount: unitAmount,
      recurring: { interval },
      lookup_key: lookup,
      product_data: { name: "Dealbridge seat (live suite)" },
    })
  ).id;
}

beforeAll(async () => {
  const prices = { month: await price("month", 3000), year: await price("year", 30000) };
  provider = createStripeProvider({ secretKey: key, webhookSecret, prices, apiBase: undefined });
});

afterAll(async () => {
  if (customerId) await stripe.customers.del(customerId);
});

describe("Stripe test mode", () => {
  it("creates the customer and a hosted Checkout page", async () => {
    customerId = await provider.createCustomer({
      organizationId: `live-${Date.now()}`,
      name: "Live Suite Brokers",
      email: "live-suite@example.com",
    });
    const url = await provider.checkoutUrl({
      customerId,
      organizationId: "live",
      interval: "month",
      seats: 2,
      successUrl: "https://portal.example.com/settings/billing?checkout=done",
      cancelUrl: "https://portal.example.com/settings/billing",
    });
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
  });

  it("reads the plan, card and invoices; follows seats, a switch to yearly and a cancel", async () => {
    const pm = await stripe.paymentMethods.attach("pm_card_visa", { customer: customerId });
    await stripe.customers.update(customerId, {
      invoice_settings: { default_payment_method: pm.id },
      address: { line1: "1 High Street", city: "London", postal_code: "N1 1AA", country: "GB" },
    });
    const prices = await provider.prices();
    expect(prices.month).toEqual({ amount: 3000, currency: "gbp" });
    const [monthly] = (await stripe.prices.list({ lookup_keys: ["portal_live_suite_month"] })).data;
    const sub = await stripe.subscriptions.create({
      customer: customerId,
      items: [{ price: monthly!.id, quantity: 1 }],
    });
    let account = await provider.account(customerId);
    expect(account.subscription).toMatchObject({ id: sub.id, status: "active", seats: 1 });
    expect(account.card).toMatchObject({ brand: "visa", last4: "4242" });
    expect(account.address).toMatchObject({ city: "London", country: "GB" });
    expect(account.invoices.length).toBeGreaterThanOrEqual(1);
    expect(account.nextInvoice).toMatchObject({ total: 3000, currency: "gbp" });
    await provider.setSeats(sub.id, 3);
    account = await provider.account(customerId);
    expect(account.subscription?.seats).toBe(3);
    const [yearly] = (await stripe.prices.list({ lookup_keys: ["portal_live_suite_year"] })).data;
    const item = (await stripe.subscriptions.retrieve(sub.id)).items.data[0]!;
    await stripe.subscriptions.update(sub.id, { items: [{ id: item.id, price: yearly!.id }] });
    expect((await provider.account(customerId)).subscription?.interval).toBe("year");
    await stripe.subscriptions.update(sub.id, { cancel_at_period_end: true });
    account = await provider.account(customerId);
    expect(account.subscription?.cancelAtPeriodEnd).toBe(true);
    expect(account.nextInvoice).toBeNull();
  });

  it("verifies signed events and refuses forged ones", () => {
    const payload = JSON.stringify({
      id: "evt_live_suite",
      object: "event",
      type: "customer.updated",
      data: { object: { object: "customer", id: customerId } },
    });
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    expect(provider.verifyEvent(Buffer.from(payload), signature)).toEqual({
      id: "evt_live_suite",
      type: "customer.updated",
      customerId,
    });
    expect(() => provider.verifyEvent(Buffer.from(`${payload} `), signature)).toThrow();
  });
});
