// The hosted billing portal (/portal/:id): the customer's current subscription, and forms to
// switch interval, update the card or billing address, cancel at period end or renew. Each
// action delivers its events, then returns to the portal page.
import type { IncomingMessage, ServerResponse } from "node:http";
import {
  addressFromForm,
  addressText,
  brandName,
  date,
  errorBlock,
  escape,
  field,
  intervalName,
  page,
  parseCard,
  perSeat,
  readPageForm,
  redirect,
  send,
} from "./html";
import { createPaymentMethod } from "./objects";
import {
  type FakeCustomer,
  type FakeSubscription,
  type Obj,
  type Store,
  previousAttributes,
} from "./store";
import { changeSubscription, setCancelAtPeriodEnd, setItem } from "./subscriptions";

interface Portal {
  session: Obj & { id: string; customer: string; return_url: string | null };
  customer: FakeCustomer;
  /** The newest subscription not canceled, else the newest one. */
  subscription: FakeSubscription | undefined;
}

function portalOf(store: Store, id: string): Portal | undefined {
  const session = store.get<Portal["session"]>(id, "billing_portal.session");
  if (!session) return undefined;
  const customer = store.get<FakeCustomer>(session.customer, "customer")!;
  const subscriptions = store
    .all<FakeSubscription>("subscription")
    .filter((subscription) => subscription.customer === customer.id)
    .reverse();
  const subscription =
    subscriptions.find((candidate) => candidate.status !== "canceled") ?? subscriptions[0];
  return { session, customer, subscription };
}

function cardText(store: Store, id: string | null): string {
  const method = id ? store.get<{ card: Obj } & Obj>(id, "payment_method") : undefined;
  if (!method) return "None";
  const { brand, last4, exp_month, exp_year } = method.card;
  return `${brandName(String(brand))} •••• ${String(last4)} (expires ${String(exp_month).padStart(2, "0")}/${String(exp_year).slice(-2)})`;
}

function planSection(store: Store, portal: Portal): string {
  const subscription = portal.subscription;
  if (!subscription)
    return `<section aria-label="Current plan"><h2>Current plan</h2><p>No plan.</p></section>`;
  const item = subscription.items.data[0]!;
  const canceled = subscription.status === "canceled";
  const renewal = canceled
    ? `<dt>Ended</dt><dd>${date(subscription.ended_at ?? item.current_period_end)}</dd>`
    : subscription.cancel_at_period_end
      ? `<dt>Cancels on</dt><dd>${date(item.current_period_end)}</dd>`
      : `<dt>Next renewal</dt><dd>${date(item.current_period_end)}</dd>`;
  const paymentMethod =
    subscription.default_payment_method ?? portal.customer.invoice_settings.default_payment_method;
  return `<section aria-label="Current plan"><h2>Current plan</h2><dl>
<dt>Plan</dt><dd>Dealbridge ${intervalName(item.price)}: ${perSeat(item.price)}</dd>
<dt>Status</dt><dd>${canceled ? "Canceled" : subscription.cancel_at_period_end ? "Cancelling at period end" : "Active"}</dd>
<dt>Interval</dt><dd>${intervalName(item.price)}</dd>
<dt>Seats</dt><dd>${item.quantity}</dd>
${renewal}
<dt>Payment method</dt><dd>${escape(cardText(store, paymentMethod))}</dd>
<dt>Billing address</dt><dd>${escape(addressText(portal.customer.address))}</dd>
</dl></section>`;
}

const button = (action: string, label: string) =>
  `<form method="post" action="${action}"><button type="submit">${label}</button></form>`;

function planActions(portal: Portal): string {
  const subscription = portal.subscription;
  if (!subscription || subscription.status === "canceled") return "";
  const base = `/portal/${portal.session.id}`;
  const yearly = subscription.items.data[0]!.price.recurring.interval === "year";
  return [
    button(`${base}/switch`, yearly ? "Switch to monthly" : "Switch to yearly"),
    subscription.cancel_at_period_end
      ? button(`${base}/renew`, "Renew plan")
      : button(`${base}/cancel`, "Cancel plan"),
  ].join("\n");
}

function portalPage(store: Store, portal: Portal, error?: string): string {
  const base = `/portal/${portal.session.id}`;
  const address = portal.customer.address;
  const back = portal.session.return_url
    ? `<p><a href="${escape(portal.session.return_url)}">Return to Dealbridge</a></p>`
    : "";
  return page(
    "Dealbridge billing",
    `<h1>Dealbridge billing</h1>
${errorBlock(error)}
${planSection(store, portal)}
${planActions(portal)}
<section aria-label="Update payment method"><h2>Update payment method</h2>
<form method="post" action="${base}/payment-method">
${field("Card number", "cardNumber", { required: true, autocomplete: "cc-number", inputmode: "numeric" })}
${field("Expiry (MM/YY)", "expiry", { required: true, autocomplete: "cc-exp" })}
<p><button type="submit">Update payment method</button></p></form></section>
<section aria-label="Update billing address"><h2>Update billing address</h2>
<form method="post" action="${base}/address">
${field("Address line 1", "line1", { required: true, value: address?.line1 ?? "" })}
${field("Address line 2", "line2", { value: address?.line2 ?? "" })}
${field("City", "city", { required: true, value: address?.city ?? "" })}
${field("Postal code", "postalCode", { required: true, value: address?.postal_code ?? "" })}
${field("Country", "country", { required: true, value: address?.country ?? "GB" })}
<p><button type="submit">Update billing address</button></p></form></section>
${back}`,
  );
}

/** customer.updated, with the fields changed by `change`. */
function changeCustomer(store: Store, customer: FakeCustomer, change: () => void): Promise<void> {
  const before = structuredClone(customer);
  change();
  return store.emit("customer.updated", customer, previousAttributes(before, customer));
}

async function updatePaymentMethod(
  store: Store,
  portal: Portal,
  form: URLSearchParams,
): Promise<string | undefined> {
  const parsed = parseCard(form.get("cardNumber") ?? "", form.get("expiry") ?? "");
  if ("error" in parsed) return parsed.error;
  const { customer, subscription } = portal;
  const method = createPaymentMethod(store, parsed.card, {
    customer: customer.id,
    name: customer.name,
    address: customer.address,
  });
  const events = [
    store.emit("payment_method.attached", method),
    changeCustomer(store, customer, () => {
      customer.invoice_settings.default_payment_method = method.id;
    }),
  ];
  // The portal makes the new card the default of the customer's subscriptions too.
  if (subscription && subscription.status !== "canceled") {
    events.push(
      changeSubscription(
        store,
        subscription,
        (target) => (target.default_payment_method = method.id),
      ),
    );
  }
  await Promise.all(events);
  return undefined;
}

/** Runs `action`; an error message re-shows the page. Returns the error, if any. */
async function act(
  store: Store,
  portal: Portal,
  action: string,
  form: URLSearchParams,
): Promise<string | undefined> {
  const subscription = portal.subscription;
  const live = subscription && subscription.status !== "canceled" ? subscription : undefined;
  switch (action) {
    case "payment-method":
      return updatePaymentMethod(store, portal, form);
    case "address":
      await changeCustomer(store, portal.customer, () => {
        portal.customer.address = addressFromForm(form);
      });
      return undefined;
  }
  if (!live) return "There is no current plan to change.";
  if (action === "switch") {
    const yearly = live.items.data[0]!.price.recurring.interval === "year";
    const price = yearly ? store.prices.month : store.prices.year;
    await changeSubscription(store, live, (target) => setItem(target, { price }));
  } else if (action === "cancel" || action === "renew") {
    await changeSubscription(store, live, (target) =>
      setCancelAtPeriodEnd(target, action === "cancel"),
    );
  } else return "Unknown action.";
  return undefined;
}

export async function portalRoute(
  store: Store,
  req: IncomingMessage,
  res: ServerResponse,
  path: { id: string; action?: string },
): Promise<void> {
  const portal = portalOf(store, path.id);
  if (!portal)
    return send(res, 404, page("Not found", "<h1>This portal session does not exist</h1>"));
  if (req.method !== "POST") return send(res, 200, portalPage(store, portal));
  const error = await act(store, portal, path.action ?? "", await readPageForm(req));
  if (error) return send(res, 400, portalPage(store, portal, error));
  redirect(res, `/portal/${portal.session.id}`);
}
