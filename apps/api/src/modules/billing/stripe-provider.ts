import Stripe from "stripe";
import type { BillingInterval } from "@portal/contract/billing/billing-schemas";
import type { BillingSettings } from "../../config/env";
import { AppError } from "../../lib/app-error";
import type { BillingProvider, ProviderAccount } from "./provider";

type StripeSettings = NonNullable<BillingSettings["stripe"]>;

/** The provider's errors reach the person as "try again": never its message or a 500. */
async function guarded<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) throw new AppError("billing_unavailable");
    throw error;
  }
}

const iso = (seconds: number | null | undefined) =>
  seconds ? new Date(seconds * 1000).toISOString() : null;

function cardOf(pm: string | Stripe.PaymentMethod | null | undefined): ProviderAccount["card"] {
  if (!pm || typeof pm === "string" || !pm.card) return null;
  return {
    brand: pm.card.brand,
    last4: pm.card.last4,
    expMonth: pm.card.exp_month ?? null,
    expYear: pm.card.exp_year ?? null,
  };
}

function addressOf(customer: Stripe.Customer): ProviderAccount["address"] {
  const a = customer.address;
  if (!a) return null;
  return {
    line1: a.line1 ?? "",
    line2: a.line2 ?? "",
    city: a.city ?? "",
    state: a.state ?? "",
    postalCode: a.postal_code ?? "",
    country: a.country ?? "",
  };
}

/** The subscription in force, else the latest one (canceled or not). */
function current(subscriptions: Stripe.Subscription[]) {
  const live = subscriptions.find(
    (s) => s.status !== "canceled" && s.status !== "incomplete_expired",
  );
  return live ?? subscriptions[0] ?? null;
}

function subscriptionOf(s: Stripe.Subscription | null): ProviderAccount["subscription"] {
  const item = s?.items.data[0];
  if (!s || !item) return null;
  return {
    id: s.id,
    status: s.status,
    interval: item.price.recurring?.interval === "year" ? "year" : "month",
    priceId: item.price.id,
    seats: item.quantity ?? 0,
    currentPeriodEnd: item.current_period_end ? new Date(item.current_period_end * 1000) : null,
    cancelAtPeriodEnd: s.cancel_at_period_end,
  };
}

/** What the next invoice will be: the price per seat times the seats, at the period's end. */
function nextInvoiceOf(s: Stripe.Subscription | null): ProviderAccount["nextInvoice"] {
  const item = s?.items.data[0];
  if (
    !s ||
    !item ||
    s.cancel_at_period_end ||
    !["active", "trialing", "past_due"].includes(s.status)
  )
    return null;
  const at = iso(item.current_period_end);
  if (!at || item.price.unit_amount === null) return null;
  return {
    at,
    total: item.price.unit_amount * (item.quantity ?? 0),
    currency: item.price.currency,
  };
}

/** The customer's card, address, current subscription and latest invoices, read now. */
async function readAccount(stripe: Stripe, customerId: string): Promise<ProviderAccount> {
  const [customer, subscriptions, invoices] = await Promise.all([
    stripe.customers.retrieve(customerId, {
      expand: ["invoice_settings.default_payment_method"],
    }),
    stripe.subscriptions.list({
      customer: customerId,
      status: "all",
      limit: 10,
      expand: ["data.default_payment_method"],
    }),
    stripe.invoices.list({ customer: customerId, limit: 24 }),
  ]);
  const subscription = current(subscriptions.data);
  const live = customer.deleted ? null : customer;
  return {
    subscription: subscriptionOf(subscription),
    card:
      cardOf(subscription?.default_payment_method) ??
      cardOf(live?.invoice_settings.default_payment_method),
    address: live ? addressOf(live) : null,
    nextInvoice: nextInvoiceOf(subscription),
    invoices: invoices.data.map((i) => ({
      id: i.id ?? "",
      number: i.number,
      createdAt: iso(i.created)!,
      total: i.total,
      currency: i.currency,
      status: i.status ?? "draft",
      url: i.hosted_invoice_url ?? null,
    })),
  };
}

/**
 * The SDK refuses a signature older than its tolerance but takes one dated any time ahead (an
 * event signed an hour from now passed): the same tolerance is applied the other way here.
 */
function signedAhead(signature: string, toleranceSeconds: number) {
  const signedAt = Number(/(?:^|,)t=(\d+)/.exec(signature)?.[1]);
  return !(signedAt <= Date.now() / 1000 + toleranceSeconds);
}

/** Checks the signature over the raw body; the event's customer, when it names one. */
function verified(stripe: Stripe, secret: string, rawBody: Buffer, signature: string | undefined) {
  if (!signature) throw new AppError("bad_request");
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw new AppError("bad_request");
  }
  if (signedAhead(signature, stripe.webhooks.DEFAULT_TOLERANCE)) throw new AppError("bad_request");
  const object = event.data.object as { object?: string; id?: string; customer?: unknown };
  const customer =
    object.object === "customer"
      ? (object.id ?? null)
      : typeof object.customer === "string"
        ? object.customer
        : null;
  return { id: event.id, type: event.type, customerId: customer };
}

/** Stripe through its official SDK; `apiBase` points it elsewhere (the in-repo fake in tests). */
export function createStripeProvider(settings: StripeSettings): BillingProvider {
  const base = settings.apiBase ? new URL(settings.apiBase) : null;
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === "https:" ? 443 : 80),
      protocol: base.protocol.replace(":", "") as "http" | "https",
    }),
  });
  const priceOf = (interval: BillingInterval) => settings.prices[interval];

  return {
    testMode: /^(sk|rk)_test_/.test(settings.secretKey),
    createCustomer: ({ organizationId, name, email }) =>
      guarded(async () => {
        const customer = await stripe.customers.create(
          { name, email, metadata: { organizationId } },
          { idempotencyKey: `customer-${organizationId}` },
        );
        return customer.id;
      }),

    checkoutUrl: (input) =>
      guarded(async () => {
        const session = await stripe.checkout.sessions.create({
          mode: "subscription",
          customer: input.customerId,
          client_reference_id: input.organizationId,
          line_items: [{ price: priceOf(input.interval), quantity: Math.max(1, input.seats) }],
          subscription_data: { metadata: { organizationId: input.organizationId } },
          billing_address_collection: "required",
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        });
        if (!session.url) throw new AppError("billing_unavailable");
        return session.url;
      }),

    portalUrl: ({ customerId, returnUrl }) =>
      guarded(async () => {
        const session = await stripe.billingPortal.sessions.create({
          customer: customerId,
          return_url: returnUrl,
        });
        return session.url;
      }),

    account: (customerId) => guarded(() => readAccount(stripe, customerId)),

    setSeats: (subscriptionId, seats) =>
      guarded(async () => {
        const subscription = await stripe.subscriptions.retrieve(subscriptionId);
        const item = subscription.items.data[0];
        if (!item || item.quantity === seats) return;
        await stripe.subscriptions.update(subscriptionId, {
          items: [{ id: item.id, quantity: seats }],
          proration_behavior: "create_prorations",
        });
      }),

    prices: () =>
      guarded(async () => {
        const [month, year] = await Promise.all(
          (["month", "year"] as const).map((i) => stripe.prices.retrieve(priceOf(i))),
        );
        const money = (p: Stripe.Price | undefined) =>
          p && p.unit_amount !== null ? { amount: p.unit_amount, currency: p.currency } : null;
        return { month: money(month), year: money(year) };
      }),

    verifyEvent: (rawBody, signature) =>
      verified(stripe, settings.webhookSecret, rawBody, signature),
  };
}
