// The fake Stripe (fake-stripe.ts) driven by the real `stripe` SDK: checkout through its hosted
// page, seats, the portal's actions, cancellation at period end and renewal, signed webhooks,
// and Stripe's errors.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type FakeStripe, startFakeStripe } from "../src/modules/billing/fake-stripe";
import { parseForm } from "../src/modules/billing/fake-stripe/form";

interface Received {
  raw: string;
  signature: string;
}

let fake: FakeStripe;
let stripe: Stripe;
let webhook: Server;
const received: Received[] = [];

async function startWebhook(): Promise<string> {
  webhook = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({
        raw: Buffer.concat(chunks).toString("utf8"),
        signature: String(req.headers["stripe-signature"]),
      });
      res.writeHead(200).end("{}");
    });
  });
  await new Promise<void>((resolve) => webhook.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/webhooks/stripe`;
}

const client = (key: string) =>
  new Stripe(key, { host: "127.0.0.1", port: Number(new URL(fake.url).port), protocol: "http" });

/** Posts a hosted page's form like a browser; the response is not followed. */
const submit = (url: string, fields: Record<string, string>) =>
  fetch(url, { method: "POST", body: new URLSearchParams(fields), redirect: "manual" });

const card = {
  cardNumber: "4242 4242 4242 4242",
  expiry: "12/34",
  cvc: "123",
  name: "Ada Broker",
  line1: "1 High Street",
  city: "London",
  postalCode: "N1 1AA",
  country: "GB",
};

/** A customer who paid for `quantity` monthly seats through the hosted checkout. */
async function subscribe(quantity: number, organizationId = "org-1") {
  const customer = await stripe.customers.create({
    email: "ada@example.com",
    name: "Ada's brokerage",
    metadata: { organizationId },
  });
  const session = await stripe.checkout.sessions.create({
    mode: "subscription",
    customer: customer.id,
    line_items: [{ price: fake.prices.month, quantity }],
    success_url: "http://portal.test/billing?session={CHECKOUT_SESSION_ID}",
    cancel_url: "http://portal.test/billing",
    client_reference_id: organizationId,
    metadata: { organizationId },
  });
  const response = await submit(session.url!, card);
  expect(response.status).toBe(303);
  expect(response.headers.get("location")).toBe(`http://portal.test/billing?session=${session.id}`);
  const { data } = await stripe.subscriptions.list({ customer: customer.id, status: "all" });
  return { customer, session, subscription: data[0]! };
}

const verified = () =>
  received.map(({ raw, signature }) =>
    stripe.webhooks.constructEvent(raw, signature, fake.webhookSecret),
  );

/** The three events of a checkout, delivered in order with valid signatures. */
function expectCheckoutEvents(sessionId: string, subscriptionId: string) {
  const events = verified();
  expect(events.map((event) => event.type)).toEqual([
    "checkout.session.completed",
    "customer.subscription.created",
    "invoice.paid",
  ]);
  const completed = events[0]!.data.object as Stripe.Checkout.Session;
  expect(completed).toMatchObject({
    id: sessionId,
    status: "complete",
    client_reference_id: "org-2",
    subscription: subscriptionId,
  });
  expect(completed.metadata).toEqual({ organizationId: "org-2" });
  expect(fake.events.map((event) => event.id)).toEqual(
    expect.arrayContaining(events.map((event) => event.id)),
  );
}

beforeAll(async () => {
  fake = await startFakeStripe({ webhookUrl: await startWebhook() });
  stripe = client(fake.secretKey);
});

afterAll(async () => {
  await fake.close();
  await new Promise((resolve) => webhook.close(resolve));
});

it("parses Stripe's bracket notation to nested objects and arrays", () => {
  expect(
    parseForm(
      "line_items[0][price]=p&line_items[0][quantity]=2&metadata[a]=b&expand[]=x&expand[]=y&mode=subscription",
    ),
  ).toEqual({
    line_items: [{ price: "p", quantity: "2" }],
    metadata: { a: "b" },
    expand: ["x", "y"],
    mode: "subscription",
  });
});

it("serves the prices: per seat, in pounds, monthly and yearly", async () => {
  const month = await stripe.prices.retrieve(fake.prices.month);
  const year = await stripe.prices.retrieve(fake.prices.year);
  expect([month.unit_amount, month.currency, month.recurring?.interval]).toEqual([
    3000,
    "gbp",
    "month",
  ]);
  expect([year.unit_amount, year.currency, year.recurring?.interval]).toEqual([
    30000,
    "gbp",
    "year",
  ]);
});

it("checks out through the hosted page: subscription, card, address, invoice and signed events", async () => {
  received.length = 0;
  const customer = await stripe.customers.create({
    email: "b@example.com",
    metadata: { organizationId: "org-2" },
  });
  const session = await stripe.checkout.sessions.create({
    mode: "subscription",
    customer: customer.id,
    line_items: [{ price: fake.prices.month, quantity: 3 }],
    success_url: "http://portal.test/done?session={CHECKOUT_SESSION_ID}",
    cancel_url: "http://portal.test/back",
    client_reference_id: "org-2",
    metadata: { organizationId: "org-2" },
  });
  expect(session.url).toBe(`${fake.url}/checkout/${session.id}`);
  expect(session.status).toBe("open");

  const page = await (await fetch(session.url!)).text();
  expect(page).toContain("£30.00 per seat per month × 3 seats");
  expect(page).toContain('href="http://portal.test/back"');
  const refused = await submit(session.url!, { ...card, cardNumber: "4242" });
  expect(refused.status).toBe(400);
  expect(await refused.text()).toContain("Your card number is invalid.");

  const done = await submit(session.url!, card);
  expect(done.status).toBe(303);
  expect(done.headers.get("location")).toBe(`http://portal.test/done?session=${session.id}`);

  const { data } = await stripe.subscriptions.list({
    customer: customer.id,
    status: "all",
    limit: 10,
    expand: ["data.default_payment_method"],
  });
  expect(data).toHaveLength(1);
  const subscription = data[0]!;
  expect(subscription.status).toBe("active");
  expect(subscription.cancel_at_period_end).toBe(false);
  const item = subscription.items.data[0]!;
  expect([item.price.id, item.quantity]).toEqual([fake.prices.month, 3]);
  expect(item.current_period_end - item.current_period_start).toBeGreaterThanOrEqual(28 * 86400);
  const method = subscription.default_payment_method as Stripe.PaymentMethod;
  expect(method.card).toMatchObject({
    brand: "visa",
    last4: "4242",
    exp_month: 12,
    exp_year: 2034,
  });

  const withCard = await stripe.customers.retrieve(customer.id, {
    expand: ["invoice_settings.default_payment_method"],
  });
  expect(withCard.deleted).toBeFalsy();
  const live = withCard as Stripe.Customer;
  expect(live.address).toMatchObject({
    line1: "1 High Street",
    city: "London",
    postal_code: "N1 1AA",
    country: "GB",
  });
  expect((live.invoice_settings.default_payment_method as Stripe.PaymentMethod).id).toBe(method.id);

  const invoices = await stripe.invoices.list({ customer: customer.id, limit: 5 });
  expect(invoices.data).toHaveLength(1);
  expect(invoices.data[0]).toMatchObject({
    amount_paid: 9000,
    total: 9000,
    currency: "gbp",
    status: "paid",
  });
  expect(await (await fetch(invoices.data[0]!.hosted_invoice_url!)).text()).toContain("£90.00");

  expectCheckoutEvents(session.id, subscription.id);
});

it("changes seats through the API and sends customer.subscription.updated", async () => {
  const { subscription } = await subscribe(2);
  received.length = 0;
  const item = subscription.items.data[0]!;
  const updated = await stripe.subscriptions.update(subscription.id, {
    items: [{ id: item.id, quantity: 5 }],
    proration_behavior: "create_prorations",
  });
  expect(updated.items.data[0]!.quantity).toBe(5);
  expect(fake.subscription(subscription.id)!.items.data[0]!.quantity).toBe(5);
  await fake.settled();
  const [event] = verified();
  expect(event!.type).toBe("customer.subscription.updated");
  expect((event!.data.object as Stripe.Subscription).items.data[0]!.quantity).toBe(5);
  expect(event!.data.previous_attributes).toHaveProperty("items");
});

it("switches to yearly, updates the card and address, cancels and renews in the portal", async () => {
  const { customer, subscription } = await subscribe(4);
  const portal = await stripe.billingPortal.sessions.create({
    customer: customer.id,
    return_url: "http://portal.test/billing",
  });
  expect(portal.url).toBe(`${fake.url}/portal/${portal.id}`);
  const page = await (await fetch(portal.url)).text();
  expect(page).toContain("Switch to yearly");
  expect(page).toContain("Visa •••• 4242");
  expect(page).toContain('href="http://portal.test/billing"');

  received.length = 0;
  const switched = await submit(`${portal.url}/switch`, {});
  expect([switched.status, switched.headers.get("location")]).toEqual([
    303,
    `/portal/${portal.id}`,
  ]);
  const yearly = await stripe.subscriptions.retrieve(subscription.id);
  const item = yearly.items.data[0]!;
  expect([item.price.id, item.price.recurring?.interval, item.quantity]).toEqual([
    fake.prices.year,
    "year",
    4,
  ]);
  expect(item.current_period_end - item.current_period_start).toBeGreaterThanOrEqual(365 * 86400);
  expect(await (await fetch(portal.url)).text()).toContain("Switch to monthly");

  await submit(`${portal.url}/payment-method`, {
    cardNumber: "5555555555554444",
    expiry: "01/30",
  });
  const withCard = await stripe.subscriptions.retrieve(subscription.id, {
    expand: ["default_payment_method"],
  });
  expect((withCard.default_payment_method as Stripe.PaymentMethod).card).toMatchObject({
    brand: "mastercard",
    last4: "4444",
  });
  await submit(`${portal.url}/address`, {
    line1: "2 Low Road",
    line2: "",
    city: "Leeds",
    postalCode: "LS1 1AA",
    country: "GB",
  });
  const moved = (await stripe.customers.retrieve(customer.id)) as Stripe.Customer;
  expect(moved.address).toMatchObject({
    line1: "2 Low Road",
    city: "Leeds",
    postal_code: "LS1 1AA",
  });

  await submit(`${portal.url}/cancel`, {});
  expect((await stripe.subscriptions.retrieve(subscription.id)).cancel_at_period_end).toBe(true);
  expect(await (await fetch(portal.url)).text()).toContain("Renew plan");
  await submit(`${portal.url}/renew`, {});
  expect((await stripe.subscriptions.retrieve(subscription.id)).cancel_at_period_end).toBe(false);

  expect(verified().map((event) => event.type)).toEqual([
    "customer.subscription.updated",
    "payment_method.attached",
    "customer.updated",
    "customer.subscription.updated",
    "customer.updated",
    "customer.subscription.updated",
    "customer.subscription.updated",
  ]);
});

it("cancels at period end: advance ends the subscription", async () => {
  const { subscription } = await subscribe(1);
  await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
  await fake.settled();
  received.length = 0;
  await fake.advance(subscription.id);
  const ended = await stripe.subscriptions.retrieve(subscription.id);
  expect(ended.status).toBe("canceled");
  expect(ended.ended_at).toBe(subscription.items.data[0]!.current_period_end);
  expect(verified().map((event) => event.type)).toContain("customer.subscription.deleted");
  const active = await stripe.subscriptions.list({ customer: String(subscription.customer) });
  expect(active.data).toHaveLength(0);
});

it("renews: advance starts the next period with a paid invoice", async () => {
  const { customer, subscription } = await subscribe(2);
  received.length = 0;
  await fake.advance(subscription.id);
  const renewed = fake.subscription(subscription.id)!;
  const [before, after] = [subscription.items.data[0]!, renewed.items.data[0]!];
  expect(after.current_period_start).toBe(before.current_period_end);
  expect(renewed.status).toBe("active");
  const invoices = await stripe.invoices.list({ customer: customer.id });
  expect(invoices.data.map((invoice) => invoice.amount_paid)).toEqual([6000, 6000]);
  expect(invoices.data[0]!.period_start).toBe(after.current_period_start);
  expect(verified().map((event) => event.type)).toEqual([
    "customer.subscription.updated",
    "invoice.paid",
  ]);
});

it("signs any payload, and records events with no webhook URL", async () => {
  const [event] = fake.events;
  const payload = JSON.stringify(event);
  expect(
    stripe.webhooks.constructEvent(payload, fake.signature(payload), fake.webhookSecret).id,
  ).toBe(event!.id);
  expect(() =>
    stripe.webhooks.constructEvent(payload, fake.signature(payload), "whsec_other"),
  ).toThrow();
  fake.setWebhookUrl(null);
  const count = received.length;
  const before = fake.events.length;
  await subscribe(1);
  expect(fake.events.length).toBe(before + 3);
  expect(received.length).toBe(count);
  expect(fake.deliveries.at(-1)).toMatchObject({ url: null, status: null });
  fake.setWebhookUrl(`http://127.0.0.1:1/nothing-here`);
  await subscribe(1);
  expect(fake.deliveries.at(-1)!.error).toBeTruthy();
});

it("answers a wrong key with 401 (AuthenticationError) and an unknown id with 404", async () => {
  const wrong = client("sk_test_wrong_0123456789");
  await expect(wrong.customers.create({ email: "x@example.com" })).rejects.toBeInstanceOf(
    Stripe.errors.StripeAuthenticationError,
  );
  const missing = await stripe.subscriptions
    .retrieve("sub_nothing")
    .catch((error: unknown) => error);
  expect(missing).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  expect(missing).toMatchObject({
    statusCode: 404,
    code: "resource_missing",
    type: "StripeInvalidRequestError",
  });
  await expect(
    stripe.checkout.sessions.create({
      mode: "subscription",
      success_url: "http://x.test",
      line_items: [{ price: "price_nope", quantity: 1 }],
    }),
  ).rejects.toMatchObject({ statusCode: 404, param: "line_items[0][price]" });
});
