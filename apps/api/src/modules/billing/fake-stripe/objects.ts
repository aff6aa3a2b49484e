// Builders of the fake's objects in Stripe's shapes, and `expand`.
import {
  type Address,
  type FakeCustomer,
  type FakeItem,
  type FakePrice,
  type Interval,
  type Obj,
  type Store,
  newId,
  now,
  periodEnd,
  randomId,
} from "./store";

export function createPrices(store: Store): { month: FakePrice; year: FakePrice } {
  const product = store.add({
    id: newId("prod"),
    object: "product",
    active: true,
    created: now(),
    description: null,
    livemode: false,
    metadata: {},
    name: "Dealbridge",
    type: "service",
  });
  const price = (interval: Interval, amount: number): FakePrice =>
    store.add({
      id: newId("price"),
      object: "price",
      active: true,
      billing_scheme: "per_unit",
      created: now(),
      currency: "gbp",
      livemode: false,
      lookup_key: `dealbridge_${interval}ly`,
      metadata: {},
      nickname: interval === "month" ? "Monthly" : "Yearly",
      product: product.id,
      recurring: { interval, interval_count: 1, meter: null, usage_type: "licensed" },
      tax_behavior: "unspecified",
      tiers_mode: null,
      transform_quantity: null,
      type: "recurring",
      unit_amount: amount,
      unit_amount_decimal: String(amount),
    });
  return { month: price("month", 3000), year: price("year", 30000) };
}

export function createCustomer(
  store: Store,
  fields: { email?: string; name?: string; metadata?: Record<string, string> },
): FakeCustomer {
  return store.add<FakeCustomer>({
    id: newId("cus"),
    object: "customer",
    address: null,
    balance: 0,
    created: now(),
    currency: null,
    default_source: null,
    delinquent: false,
    description: null,
    email: fields.email ?? null,
    invoice_prefix: randomId(8).toUpperCase(),
    invoice_settings: {
      custom_fields: null,
      default_payment_method: null,
      footer: null,
      rendering_options: null,
    },
    livemode: false,
    metadata: fields.metadata ?? {},
    name: fields.name ?? null,
    next_invoice_sequence: 1,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: "none",
  });
}

/** Visa from 4, Mastercard from 5, American Express from 34 or 37. */
export function cardBrand(number: string): string {
  if (number.startsWith("4")) return "visa";
  if (number.startsWith("5")) return "mastercard";
  if (/^3[47]/.test(number)) return "amex";
  return "unknown";
}

export function createPaymentMethod(
  store: Store,
  card: { number: string; expMonth: number; expYear: number },
  owner: { customer: string; name: string | null; address: Address | null },
): Obj & { id: string } {
  const brand = cardBrand(card.number);
  return store.add({
    id: newId("pm"),
    object: "payment_method",
    allow_redisplay: "always",
    billing_details: { address: owner.address, email: null, name: owner.name, phone: null },
    card: {
      brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: "pass" },
      country: "GB",
      display_brand: brand,
      exp_month: card.expMonth,
      exp_year: card.expYear,
      fingerprint: randomId(16),
      funding: "credit",
      last4: card.number.slice(-4),
      networks: { available: [brand], preferred: null },
    },
    created: now(),
    customer: owner.customer,
    livemode: false,
    metadata: {},
    type: "card",
  });
}

export function createItem(
  subscription: string,
  price: FakePrice,
  quantity: number,
  start: number,
): FakeItem {
  return {
    id: newId("si"),
    object: "subscription_item",
    created: start,
    current_period_end: periodEnd(start, price.recurring.interval),
    current_period_start: start,
    discounts: [],
    metadata: {},
    plan: planOf(price),
    price,
    quantity,
    subscription,
    tax_rates: [],
  };
}

/** The legacy `plan` mirror of a price that subscription items still carry. */
export function planOf(price: FakePrice): Obj {
  return {
    id: price.id,
    object: "plan",
    active: true,
    amount: price.unit_amount,
    amount_decimal: String(price.unit_amount),
    billing_scheme: "per_unit",
    created: price.created,
    currency: price.currency,
    interval: price.recurring.interval,
    interval_count: 1,
    livemode: false,
    metadata: {},
    nickname: price.nickname,
    product: price.product,
    usage_type: "licensed",
  };
}
