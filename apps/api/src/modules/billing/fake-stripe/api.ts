// The REST endpoints (/v1/...) the billing module calls, in Stripe's request and response shapes.
import { type Route, addressFrom, find, integer, listOf, mergeMetadata } from "./api-helpers";
import { subscriptionRoutes } from "./api-subscriptions";
import { invalid, missingParam, unrecognized } from "./errors";
import { expand } from "./expand";
import { type Params, expandPaths, list, obj, str, stringMap } from "./form";
import { createCustomer } from "./objects";
import { type FakeCustomer, type FakePrice, type Obj, type Store, newId, now } from "./store";

function updateCustomer(store: Store, id: string, params: Params): Obj {
  const customer = find<FakeCustomer>(store, "customer", id);
  const address = obj(params.address);
  if (params.address === "") customer.address = null;
  else if (address) customer.address = addressFrom(address, customer.address);
  if (str(params, "name") !== undefined) customer.name = str(params, "name") || null;
  if (str(params, "email") !== undefined) customer.email = str(params, "email") || null;
  const metadata = stringMap(params.metadata);
  if (metadata)
    customer.metadata = mergeMetadata(customer.metadata, metadata, params.metadata === "");
  const settings = obj(params.invoice_settings);
  const pm = settings && str(settings, "default_payment_method");
  if (pm !== undefined) {
    if (pm) find(store, "payment_method", pm, "invoice_settings[default_payment_method]");
    customer.invoice_settings.default_payment_method = pm || null;
  }
  return expand(store, customer, expandPaths(params));
}

function createCheckoutSession(store: Store, _id: string, params: Params): Obj {
  if (str(params, "mode") !== "subscription") {
    throw invalid("The fake supports mode=subscription only.", "mode");
  }
  const successUrl = str(params, "success_url");
  if (!successUrl) throw missingParam("success_url");
  const customer = str(params, "customer");
  if (customer) find(store, "customer", customer, "customer");
  const line = obj(list(params.line_items)[0]);
  const priceId = line && str(line, "price");
  if (!line || !priceId) throw missingParam("line_items[0][price]");
  const price = find<FakePrice>(store, "price", priceId, "line_items[0][price]");
  const quantity = integer(line, "quantity", 1)!;
  if (quantity < 1) throw invalid("Quantity must be at least 1.", "line_items[0][quantity]");
  const id = newId("cs_test");
  const subscriptionData = obj(params.subscription_data);
  store.checkoutLines.set(id, {
    price,
    quantity,
    subscriptionMetadata: stringMap(subscriptionData?.metadata) ?? {},
  });
  return store.add(checkoutSession(store, id, params, price.unit_amount * quantity));
}

function checkoutSession(
  store: Store,
  id: string,
  params: Params,
  amount: number,
): Obj & { id: string } {
  const created = now();
  return {
    id,
    object: "checkout.session",
    amount_subtotal: amount,
    amount_total: amount,
    cancel_url: str(params, "cancel_url") ?? null,
    client_reference_id: str(params, "client_reference_id") ?? null,
    created,
    currency: "gbp",
    customer: str(params, "customer") ?? null,
    customer_details: null,
    customer_email: str(params, "customer_email") ?? null,
    expires_at: created + 24 * 3600,
    invoice: null,
    livemode: false,
    metadata: stringMap(params.metadata) ?? {},
    mode: "subscription",
    payment_method_types: ["card"],
    payment_status: "unpaid",
    status: "open",
    subscription: null,
    success_url: str(params, "success_url"),
    ui_mode: "hosted",
    url: `${store.url}/checkout/${id}`,
  };
}

function createPortalSession(store: Store, _id: string, params: Params): Obj {
  const customer = str(params, "customer");
  if (!customer) throw missingParam("customer");
  find(store, "customer", customer, "customer");
  const id = newId("bps");
  return store.add({
    id,
    object: "billing_portal.session",
    configuration: "bpc_fake",
    created: now(),
    customer,
    flow: null,
    livemode: false,
    locale: null,
    on_behalf_of: null,
    return_url: str(params, "return_url") ?? null,
    url: `${store.url}/portal/${id}`,
  });
}

function retrieve(type: string): Route[2] {
  return (store, id, params) => expand(store, find(store, type, id), expandPaths(params));
}

function listInvoices(store: Store, _id: string, params: Params): Obj {
  const customer = str(params, "customer");
  const subscription = str(params, "subscription");
  const status = str(params, "status");
  const invoices = store
    .all("invoice")
    .filter((invoice) => !customer || invoice.customer === customer)
    .filter((invoice) => !subscription || invoice.subscription === subscription)
    .filter((invoice) => !status || invoice.status === status);
  return listOf(store, invoices, params, "/v1/invoices");
}

const ID = "([A-Za-z0-9_]+)";

export const routes: Route[] = [
  ["POST", /^\/v1\/customers$/, (store, _id, params) => createCustomerFrom(store, params)],
  ["GET", new RegExp(`^/v1/customers/${ID}$`), retrieve("customer")],
  ["POST", new RegExp(`^/v1/customers/${ID}$`), updateCustomer],
  ["GET", new RegExp(`^/v1/prices/${ID}$`), retrieve("price")],
  ["GET", new RegExp(`^/v1/products/${ID}$`), retrieve("product")],
  ["POST", /^\/v1\/checkout\/sessions$/, createCheckoutSession],
  ["GET", new RegExp(`^/v1/checkout/sessions/${ID}$`), retrieve("checkout.session")],
  ["POST", /^\/v1\/billing_portal\/sessions$/, createPortalSession],
  ["GET", /^\/v1\/invoices$/, listInvoices],
  ["GET", new RegExp(`^/v1/invoices/${ID}$`), retrieve("invoice")],
  ["GET", new RegExp(`^/v1/payment_methods/${ID}$`), retrieve("payment_method")],
  ...subscriptionRoutes,
];

function createCustomerFrom(store: Store, params: Params): Obj {
  const customer = createCustomer(store, {
    email: str(params, "email"),
    name: str(params, "name"),
    metadata: stringMap(params.metadata),
  });
  customer.address = addressFrom(obj(params.address), null);
  return expand(store, customer, expandPaths(params));
}

export async function handleApi(
  store: Store,
  method: string,
  path: string,
  params: Params,
): Promise<Obj> {
  for (const [routeMethod, pattern, handler] of routes) {
    const match = routeMethod === method ? pattern.exec(path) : null;
    if (match) return handler(store, match[1] ?? "", params);
  }
  throw unrecognized(method, path);
}
