// The offline stand-in for Stripe (decision 049): billing's tests, the journeys' server and, with
// BILLING_PROVIDER=offline (the default in development), the portal itself run billing against it,
// never in production. A fake of the Stripe endpoints the billing module calls, on 127.0.0.1, for
// the real `stripe` SDK: `new Stripe(fake.secretKey, { host: "127.0.0.1", port, protocol: "http" })`. Its REST
// API (/v1/...) answers in Stripe's shapes (API version 2026-10-28.endive); its hosted pages
// (/checkout/:id, /portal/:id, /invoice/:id) are plain HTML a browser test clicks through. Events
// are recorded in `events` and POSTed, signed with `webhookSecret`, to the webhook URL.
// The pieces live in ./fake-stripe/.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type Stripe from "stripe";
import { handleApi } from "./fake-stripe/api";
import { StripeApiError, unauthorized } from "./fake-stripe/errors";
import { type Params, parseForm, readBody } from "./fake-stripe/form";
import { createPrices } from "./fake-stripe/objects";
import { handlePage } from "./fake-stripe/pages";
import {
  type Delivery,
  type FakeSubscription,
  type Obj,
  Store,
  newId,
  randomId,
} from "./fake-stripe/store";
import { advance } from "./fake-stripe/subscriptions";

export type { Delivery } from "./fake-stripe/store";

export interface FakeStripe {
  url: string; // http://127.0.0.1:PORT
  secretKey: string; // "sk_test_fake_..." the fake accepts (Authorization: Bearer); others get 401
  webhookSecret: string; // "whsec_..." used to sign deliveries
  /** Price ids, per seat in gbp: month 3000 (£30.00), year 30000 (£300.00). */
  prices: { month: string; year: string };
  /** Where events are POSTed (null: events are only recorded). */
  setWebhookUrl(url: string | null): void;
  /** Every event sent, in order. */
  events: Stripe.Event[];
  /** A valid Stripe-Signature header for `payload`. */
  signature(payload: string): string;
  /**
   * The subscription's period ends: cancel_at_period_end -> canceled and
   * customer.subscription.deleted; else a new period, a paid invoice,
   * customer.subscription.updated and invoice.paid. Settles once those are delivered.
   */
  advance(subscriptionId: string): Promise<void>;
  subscription(id: string): Stripe.Subscription | undefined;
  close(): Promise<void>;
  /** Beyond the brief: each delivery attempt (status, or the error) in order. */
  deliveries: Delivery[];
  /** Beyond the brief: settles once every event so far is delivered (REST changes deliver in the background). */
  settled(): Promise<void>;
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, {
    "content-type": "application/json",
    "request-id": newId("req"),
    "stripe-version": "2026-10-28.endive",
    "cache-control": "no-cache, no-store",
  });
  res.end(JSON.stringify(body, null, 2));
}

function bearer(req: IncomingMessage): string | null {
  const header = req.headers.authorization ?? "";
  if (header.startsWith("Bearer ")) return header.slice(7).trim() || null;
  if (header.startsWith("Basic ")) {
    return Buffer.from(header.slice(6), "base64").toString("utf8").split(":")[0] || null;
  }
  return null;
}

/** /v1/...: the key, the parameters (query and form body), idempotent replays of POSTs. */
function apiHandler(store: Store, secretKey: string) {
  const replays = new Map<string, { status: number; body: unknown }>();
  return async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    const body = await readBody(req);
    const key = bearer(req);
    if (key !== secretKey) {
      const error = unauthorized(key);
      return sendJson(res, error.status, error.body);
    }
    const idempotencyKey = req.method === "POST" ? req.headers["idempotency-key"] : undefined;
    const replay = typeof idempotencyKey === "string" ? replays.get(idempotencyKey) : undefined;
    if (replay) return sendJson(res, replay.status, replay.body);
    const params: Params = { ...parseForm(url.search.slice(1)), ...parseForm(body) };
    let result: { status: number; body: unknown };
    try {
      result = {
        status: 200,
        body: await handleApi(store, req.method ?? "GET", url.pathname, params),
      };
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      result = { status: error.status, body: error.body };
    }
    if (typeof idempotencyKey === "string") replays.set(idempotencyKey, result);
    sendJson(res, result.status, result.body);
  };
}

export async function startFakeStripe(options: { webhookUrl?: string } = {}): Promise<FakeStripe> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const store = new Store(url, `whsec_${randomId(32)}`);
  store.webhookUrl = options.webhookUrl ?? null;
  store.prices = createPrices(store);
  const secretKey = `sk_test_fake_${randomId(24)}`;
  const api = apiHandler(store, secretKey);

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const requestUrl = new URL(req.url ?? "/", url);
    if (requestUrl.pathname.startsWith("/v1/")) return api(req, res, requestUrl);
    if (await handlePage(store, req, res, requestUrl.pathname)) return;
    res.writeHead(404, { "content-type": "text/plain; charset=utf-8" });
    res.end("Not found");
  }
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) return void res.end();
      const message = error instanceof Error ? error.message : String(error);
      sendJson(res, 500, { error: { type: "api_error", message: `fake-stripe: ${message}` } });
    });
  });

  return {
    url,
    secretKey,
    webhookSecret: store.webhookSecret,
    prices: { month: store.prices.month.id, year: store.prices.year.id },
    setWebhookUrl: (webhookUrl) => void (store.webhookUrl = webhookUrl),
    events: store.events as unknown as Stripe.Event[],
    deliveries: store.deliveries,
    signature: (payload) => store.signature(payload),
    advance: async (subscriptionId) => {
      const subscription = store.get<FakeSubscription>(subscriptionId, "subscription");
      if (!subscription) throw new Error(`advance: no such subscription ${subscriptionId}`);
      await advance(store, subscription);
    },
    subscription: (id) => {
      const found = store.get<Obj>(id, "subscription");
      return found ? (structuredClone(found) as unknown as Stripe.Subscription) : undefined;
    },
    settled: () => store.settled(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
