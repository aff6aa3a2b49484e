// /v1/subscriptions: list, retrieve, update (seats, price, cancel at period end) and cancel now.
import { type Route, boolean, find, integer, listOf, mergeMetadata } from "./api-helpers";
import { invalid } from "./errors";
import { expand } from "./expand";
import { type Params, expandPaths, list, obj, str, stringMap } from "./form";
import type { FakePrice, FakeSubscription, Obj, Store } from "./store";
import { now } from "./store";
import { changeSubscription, setCancelAtPeriodEnd, setItem } from "./subscriptions";

const statuses = [
  "active",
  "canceled",
  "all",
  "ended",
  "incomplete",
  "incomplete_expired",
  "past_due",
  "paused",
  "trialing",
  "unpaid",
];

function listSubscriptions(store: Store, _id: string, params: Params): Obj {
  const customer = str(params, "customer");
  const price = str(params, "price");
  const status = str(params, "status");
  if (status && !statuses.includes(status)) throw invalid(`Invalid status: ${status}`, "status");
  const subscriptions = store
    .all<FakeSubscription>("subscription")
    .filter((subscription) => !customer || subscription.customer === customer)
    .filter((subscription) => !price || subscription.items.data[0]?.price.id === price)
    .filter((subscription) => {
      if (status === "all") return true;
      if (status === "ended") return subscription.status === "canceled";
      return status ? subscription.status === status : subscription.status !== "canceled";
    });
  return listOf(store, subscriptions, params, "/v1/subscriptions");
}

/** items[0][id|price|quantity]: the subscription has one item, the seats. */
function itemChange(store: Store, subscription: FakeSubscription, params: Params) {
  const items = list(params.items);
  if (items.length > 1) throw invalid("The fake's subscriptions have one item.", "items");
  const item = obj(items[0]);
  if (!item) return {};
  const itemId = str(item, "id");
  if (itemId && itemId !== subscription.items.data[0]!.id) {
    throw invalid(`No such subscription item: '${itemId}'`, "items[0][id]", "resource_missing");
  }
  if (!itemId && !str(item, "price"))
    throw invalid("Adding items is not supported by the fake.", "items[0][id]");
  const priceId = str(item, "price");
  const price = priceId ? find<FakePrice>(store, "price", priceId, "items[0][price]") : undefined;
  const quantity = integer(item, "quantity");
  if (quantity !== undefined && quantity < 1) {
    throw invalid("Quantity must be at least 1.", "items[0][quantity]");
  }
  return { price, quantity };
}

function updateSubscription(store: Store, id: string, params: Params): Obj {
  const subscription = find<FakeSubscription>(store, "subscription", id);
  if (subscription.status === "canceled") {
    throw invalid("A canceled subscription can only update its cancellation_details and metadata.");
  }
  const behaviour = str(params, "proration_behavior");
  if (behaviour && !["create_prorations", "none", "always_invoice"].includes(behaviour)) {
    throw invalid(`Invalid proration_behavior: ${behaviour}`, "proration_behavior");
  }
  const change = itemChange(store, subscription, params);
  const cancel = boolean(params, "cancel_at_period_end");
  const metadata = stringMap(params.metadata);
  const paymentMethod = str(params, "default_payment_method");
  if (paymentMethod) find(store, "payment_method", paymentMethod, "default_payment_method");
  // Delivered in the background, like Stripe's: the caller may be the webhook's own server.
  void changeSubscription(store, subscription, (target) => {
    setItem(target, change);
    if (cancel !== undefined) setCancelAtPeriodEnd(target, cancel);
    if (metadata)
      target.metadata = mergeMetadata(target.metadata, metadata, params.metadata === "");
    if (paymentMethod !== undefined) target.default_payment_method = paymentMethod || null;
  });
  return expand(store, subscription, expandPaths(params));
}

function cancelSubscription(store: Store, id: string, params: Params): Obj {
  const subscription = find<FakeSubscription>(store, "subscription", id);
  if (subscription.status === "canceled") {
    throw invalid(`This subscription is already canceled: ${id}`);
  }
  subscription.status = "canceled";
  subscription.canceled_at = now();
  subscription.ended_at = subscription.canceled_at;
  void store.emit("customer.subscription.deleted", subscription);
  return expand(store, subscription, expandPaths(params));
}

const ID = "([A-Za-z0-9_]+)";

export const subscriptionRoutes: Route[] = [
  ["GET", /^\/v1\/subscriptions$/, listSubscriptions],
  [
    "GET",
    new RegExp(`^/v1/subscriptions/${ID}$`),
    (store, id, params) => expand(store, find(store, "subscription", id), expandPaths(params)),
  ],
  ["POST", new RegExp(`^/v1/subscriptions/${ID}$`), updateSubscription],
  ["DELETE", new RegExp(`^/v1/subscriptions/${ID}$`), cancelSubscription],
];
