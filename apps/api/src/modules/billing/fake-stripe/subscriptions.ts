// Subscriptions and their invoices: created at checkout, changed (seats, interval, cancellation),
// and moved to the end of their period (`advance`), each change sending Stripe's events.
import { createItem, planOf } from "./objects";
import {
  type FakeCustomer,
  type FakePrice,
  type FakeSubscription,
  type Obj,
  type Store,
  newId,
  now,
  periodEnd,
  previousAttributes,
} from "./store";

export function createSubscription(
  store: Store,
  fields: {
    customer: string;
    price: FakePrice;
    quantity: number;
    paymentMethod: string | null;
    metadata: Record<string, string>;
  },
): FakeSubscription {
  const id = newId("sub");
  const start = now();
  const item = createItem(id, fields.price, fields.quantity, start);
  return store.add<FakeSubscription>({
    id,
    object: "subscription",
    application: null,
    automatic_tax: { enabled: false, liability: null },
    billing_cycle_anchor: start,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, reason: null },
    collection_method: "charge_automatically",
    created: start,
    currency: fields.price.currency,
    customer: fields.customer,
    default_payment_method: fields.paymentMethod,
    description: null,
    discounts: [],
    ended_at: null,
    items: {
      object: "list",
      data: [item],
      has_more: false,
      total_count: 1,
      url: `/v1/subscription_items?subscription=${id}`,
    },
    latest_invoice: null,
    livemode: false,
    metadata: fields.metadata,
    pending_update: null,
    schedule: null,
    start_date: start,
    status: "active",
    test_clock: null,
    trial_end: null,
    trial_start: null,
  });
}

/** A paid invoice for the subscription's current period: unit amount x seats. */
export function createInvoice(
  store: Store,
  subscription: FakeSubscription,
  reason: "subscription_create" | "subscription_cycle",
): Obj & { id: string } {
  const customer = store.get<FakeCustomer>(subscription.customer, "customer")!;
  const item = subscription.items.data[0]!;
  const amount = item.price.unit_amount * item.quantity;
  const created = reason === "subscription_cycle" ? item.current_period_start : now();
  const id = newId("in");
  const number = `${customer.invoice_prefix}-${String(customer.next_invoice_sequence).padStart(4, "0")}`;
  customer.next_invoice_sequence += 1;
  const period = { start: item.current_period_start, end: item.current_period_end };
  const invoice = store.add({
    id,
    object: "invoice",
    amount_due: amount,
    amount_paid: amount,
    amount_remaining: 0,
    attempt_count: 1,
    attempted: true,
    billing_reason: reason,
    collection_method: "charge_automatically",
    created,
    currency: item.price.currency,
    customer: customer.id,
    customer_address: customer.address,
    customer_email: customer.email,
    customer_name: customer.name,
    default_payment_method: null,
    description: null,
    hosted_invoice_url: `${store.url}/invoice/${id}`,
    invoice_pdf: null,
    lines: {
      object: "list",
      data: [invoiceLine(id, subscription, amount, period)],
      has_more: false,
      total_count: 1,
      url: `/v1/invoices/${id}/lines`,
    },
    livemode: false,
    metadata: {},
    number,
    parent: {
      type: "subscription_details",
      quote_details: null,
      subscription_details: { metadata: subscription.metadata, subscription: subscription.id },
    },
    period_end: period.end,
    period_start: period.start,
    status: "paid",
    status_transitions: {
      finalized_at: created,
      marked_uncollectible_at: null,
      paid_at: created,
      voided_at: null,
    },
    subscription: subscription.id,
    subtotal: amount,
    total: amount,
  });
  subscription.latest_invoice = id;
  return invoice;
}

function invoiceLine(
  invoice: string,
  subscription: FakeSubscription,
  amount: number,
  period: { start: number; end: number },
): Obj {
  const item = subscription.items.data[0]!;
  const price = item.price;
  const interval = price.recurring.interval;
  return {
    id: newId("il"),
    object: "line_item",
    amount,
    currency: price.currency,
    description: `${item.quantity} × Dealbridge (at £${(price.unit_amount / 100).toFixed(2)} / ${interval})`,
    invoice,
    livemode: false,
    metadata: {},
    parent: {
      type: "subscription_item_details",
      subscription_item_details: {
        subscription: subscription.id,
        subscription_item: item.id,
        proration: false,
      },
    },
    period,
    pricing: {
      type: "price_details",
      price_details: { price: price.id, product: price.product },
      unit_amount_decimal: String(price.unit_amount),
    },
    quantity: item.quantity,
  };
}

/** Applies `change` to the subscription and sends customer.subscription.updated. */
export function changeSubscription(
  store: Store,
  subscription: FakeSubscription,
  change: (subscription: FakeSubscription) => void,
): Promise<void> {
  const before = structuredClone(subscription);
  change(subscription);
  return store.emit(
    "customer.subscription.updated",
    subscription,
    previousAttributes(before, subscription),
  );
}

/** The item's price (a new period starts now when the interval changes) and seats. */
export function setItem(
  subscription: FakeSubscription,
  change: { price?: FakePrice; quantity?: number },
): void {
  const item = subscription.items.data[0]!;
  if (change.quantity !== undefined) item.quantity = change.quantity;
  if (!change.price || change.price.id === item.price.id) return;
  const intervalChanged = change.price.recurring.interval !== item.price.recurring.interval;
  item.price = change.price;
  item.plan = planOf(change.price);
  if (intervalChanged) {
    const start = now();
    item.current_period_start = start;
    item.current_period_end = periodEnd(start, change.price.recurring.interval);
    subscription.billing_cycle_anchor = start;
    if (subscription.cancel_at_period_end) subscription.cancel_at = item.current_period_end;
  }
}

export function setCancelAtPeriodEnd(subscription: FakeSubscription, cancel: boolean): void {
  if (subscription.cancel_at_period_end === cancel) return;
  const item = subscription.items.data[0]!;
  subscription.cancel_at_period_end = cancel;
  subscription.cancel_at = cancel ? item.current_period_end : null;
  subscription.canceled_at = cancel ? now() : null;
  subscription.cancellation_details = {
    comment: null,
    feedback: null,
    reason: cancel ? "cancellation_requested" : null,
  };
}

/**
 * The subscription's period ends: one set to cancel at period end is canceled
 * (customer.subscription.deleted); any other renews for one more interval with a paid invoice
 * (customer.subscription.updated, invoice.paid).
 */
export async function advance(store: Store, subscription: FakeSubscription): Promise<void> {
  if (subscription.status === "canceled") {
    throw new Error(`advance: subscription ${subscription.id} is already canceled`);
  }
  const item = subscription.items.data[0]!;
  if (subscription.cancel_at_period_end) {
    subscription.status = "canceled";
    subscription.ended_at = item.current_period_end;
    subscription.canceled_at ??= item.current_period_end;
    await store.emit("customer.subscription.deleted", subscription);
    return;
  }
  let invoice: Obj = {};
  const updated = changeSubscription(store, subscription, () => {
    item.current_period_start = item.current_period_end;
    item.current_period_end = periodEnd(item.current_period_start, item.price.recurring.interval);
    invoice = createInvoice(store, subscription, "subscription_cycle");
  });
  await Promise.all([updated, store.emit("invoice.paid", invoice)]);
}
