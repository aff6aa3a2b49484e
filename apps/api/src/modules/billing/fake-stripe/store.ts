// The fake's state: every object by id (Stripe's shapes for API version 2026-10-28.endive, the
// fields the billing module reads and their common neighbours), the events sent and their
// delivery to the webhook URL, signed like Stripe's.
import { randomBytes } from "node:crypto";
import Stripe from "stripe";

export type Obj = { [key: string]: unknown };
export type Interval = "month" | "year";

export interface Address {
  line1: string | null;
  line2: string | null;
  city: string | null;
  postal_code: string | null;
  state: string | null;
  country: string | null;
}

export interface FakePrice extends Obj {
  id: string;
  object: "price";
  currency: string;
  unit_amount: number;
  product: string;
  recurring: { interval: Interval; interval_count: number } & Obj;
}

export interface FakeCustomer extends Obj {
  id: string;
  object: "customer";
  email: string | null;
  name: string | null;
  address: Address | null;
  metadata: Record<string, string>;
  invoice_prefix: string;
  next_invoice_sequence: number;
  invoice_settings: { default_payment_method: string | null } & Obj;
}

export interface FakeItem extends Obj {
  id: string;
  object: "subscription_item";
  price: FakePrice;
  quantity: number;
  current_period_start: number;
  current_period_end: number;
}

export interface FakeSubscription extends Obj {
  id: string;
  object: "subscription";
  status: "active" | "canceled";
  customer: string;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  default_payment_method: string | null;
  latest_invoice: string | null;
  metadata: Record<string, string>;
  items: { object: "list"; data: FakeItem[]; has_more: false; url: string } & Obj;
}

export interface FakeCheckoutSession extends Obj {
  id: string;
  object: "checkout.session";
  customer: string | null;
  status: "open" | "complete" | "expired";
  success_url: string;
  cancel_url: string | null;
  subscription: string | null;
  metadata: Record<string, string>;
}

/** What a checkout session will subscribe to (Stripe returns line items only when expanded). */
export interface CheckoutLine {
  price: FakePrice;
  quantity: number;
  subscriptionMetadata: Record<string, string>;
}

export interface Delivery {
  eventId: string;
  type: string;
  url: string | null;
  /** The webhook's HTTP status; null when not delivered (no URL, or `error`). */
  status: number | null;
  error?: string;
}

const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

export function randomId(length = 24): string {
  return [...randomBytes(length)].map((byte) => alphabet[byte % alphabet.length]).join("");
}

export const newId = (prefix: string) => `${prefix}_${randomId()}`;
export const now = () => Math.floor(Date.now() / 1000);

/** The end of a period of one `interval` from `start` (calendar months in UTC, clamped). */
export function periodEnd(start: number, interval: Interval): number {
  const date = new Date(start * 1000);
  const day = date.getUTCDate();
  if (interval === "month") date.setUTCMonth(date.getUTCMonth() + 1);
  else date.setUTCFullYear(date.getUTCFullYear() + 1);
  if (date.getUTCDate() !== day) date.setUTCDate(0); // 31 January -> 28/29 February
  return Math.floor(date.getTime() / 1000);
}

/** The top-level fields of `after` that differ from `before`, with their old values. */
export function previousAttributes(before: Obj, after: Obj): Obj {
  const changed: Obj = {};
  for (const key of Object.keys(before)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changed[key] = before[key];
  }
  return changed;
}

export class Store {
  readonly objects = new Map<string, Obj>();
  readonly events: Obj[] = [];
  readonly deliveries: Delivery[] = [];
  readonly checkoutLines = new Map<string, CheckoutLine>();
  /** Set once at start (objects.ts createPrices). */
  prices!: { month: FakePrice; year: FakePrice };
  webhookUrl: string | null = null;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    readonly url: string,
    readonly webhookSecret: string,
  ) {}

  add<T extends Obj & { id: string }>(object: T): T {
    this.objects.set(object.id, object);
    return object;
  }

  /** The object with `id` when it is a `type` ("customer", "subscription", ...). */
  get<T extends Obj>(id: string, type: string): T | undefined {
    const found = this.objects.get(id);
    return found && found.object === type ? (found as T) : undefined;
  }

  all<T extends Obj>(type: string): T[] {
    return [...this.objects.values()].filter((object) => object.object === type) as T[];
  }

  /** Records the event and queues its delivery; the promise settles when it is delivered. */
  emit(type: string, object: Obj, previous?: Obj): Promise<void> {
    const data: Obj = { object: structuredClone(object) };
    if (previous && Object.keys(previous).length) data.previous_attributes = previous;
    const event: Obj = {
      id: newId("evt"),
      object: "event",
      api_version: Stripe.API_VERSION,
      created: now(),
      data,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    this.events.push(event);
    const url = this.webhookUrl;
    this.queue = this.queue.then(() => this.deliver(event, url));
    return this.queue;
  }

  /** Settles once every event sent so far has been delivered (or failed to be). */
  settled(): Promise<void> {
    return this.queue;
  }

  signature(payload: string): string {
    return Stripe.webhooks.generateTestHeaderString({ payload, secret: this.webhookSecret });
  }

  private async deliver(event: Obj, url: string | null): Promise<void> {
    const delivery: Delivery = {
      eventId: String(event.id),
      type: String(event.type),
      url,
      status: null,
    };
    this.deliveries.push(delivery);
    if (!url) return;
    const payload = JSON.stringify(event, null, 2);
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json; charset=utf-8",
          "stripe-signature": this.signature(payload),
          "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
        },
        body: payload,
        signal: AbortSignal.timeout(30_000),
      });
      await response.arrayBuffer();
      delivery.status = response.status;
    } catch (error) {
      delivery.error = error instanceof Error ? error.message : String(error);
    }
  }
}
