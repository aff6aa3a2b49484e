// The hosted checkout page (/checkout/:id): card and billing address; "Subscribe" creates the
// payment method, the subscription and its paid invoice, delivers the events and returns the
// browser to the session's success_url.
import type { IncomingMessage, ServerResponse } from "node:http";
import {
  addressFromForm,
  errorBlock,
  escape,
  field,
  intervalName,
  money,
  page,
  parseCard,
  perSeat,
  readPageForm,
  redirect,
  send,
} from "./html";
import { createCustomer, createPaymentMethod } from "./objects";
import type { CheckoutLine, FakeCheckoutSession, FakeCustomer, Store } from "./store";
import { createInvoice, createSubscription } from "./subscriptions";

function checkoutPage(
  session: FakeCheckoutSession,
  line: CheckoutLine,
  error?: string,
  form?: URLSearchParams,
): string {
  const value = (name: string, fallback = "") => form?.get(name) ?? fallback;
  const seats = `${line.quantity} seat${line.quantity === 1 ? "" : "s"}`;
  const total = money(line.price.unit_amount * line.quantity, line.price.currency);
  const back = session.cancel_url ? `<p><a href="${escape(session.cancel_url)}">Back</a></p>` : "";
  return page(
    "Subscribe to Dealbridge",
    `<h1>Subscribe to Dealbridge</h1>
<section aria-label="Plan"><h2>Dealbridge ${intervalName(line.price)}</h2>
<p>${perSeat(line.price)} × ${seats}</p>
<p>Total: <strong>${total}</strong> per ${line.price.recurring.interval}</p></section>
${errorBlock(error)}
<form method="post" aria-label="Payment details">
${field("Card number", "cardNumber", { required: true, autocomplete: "cc-number", inputmode: "numeric", value: value("cardNumber") })}
${field("Expiry (MM/YY)", "expiry", { required: true, autocomplete: "cc-exp", value: value("expiry") })}
${field("CVC", "cvc", { required: true, autocomplete: "cc-csc", inputmode: "numeric" })}
${field("Name on card", "name", { required: true, autocomplete: "cc-name", value: value("name") })}
${field("Address line 1", "line1", { required: true, autocomplete: "address-line1", value: value("line1") })}
${field("City", "city", { required: true, autocomplete: "address-level2", value: value("city") })}
${field("Postal code", "postalCode", { required: true, autocomplete: "postal-code", value: value("postalCode") })}
${field("Country", "country", { required: true, autocomplete: "country", value: value("country", "GB") })}
<p><button type="submit">Subscribe</button></p>
</form>
${back}`,
  );
}

/** Payment: the customer's card and address, the subscription, its invoice and the events. */
async function completeCheckout(
  store: Store,
  session: FakeCheckoutSession,
  line: CheckoutLine,
  details: { card: { number: string; expMonth: number; expYear: number }; form: URLSearchParams },
): Promise<void> {
  const customer = session.customer
    ? store.get<FakeCustomer>(session.customer, "customer")!
    : createCustomer(store, { email: (session.customer_email as string | null) ?? undefined });
  const address = addressFromForm(details.form);
  const name = details.form.get("name")?.trim() || null;
  const paymentMethod = createPaymentMethod(store, details.card, {
    customer: customer.id,
    name,
    address,
  });
  customer.address = address;
  customer.invoice_settings.default_payment_method = paymentMethod.id;
  const subscription = createSubscription(store, {
    customer: customer.id,
    price: line.price,
    quantity: line.quantity,
    paymentMethod: paymentMethod.id,
    metadata: line.subscriptionMetadata,
  });
  const invoice = createInvoice(store, subscription, "subscription_create");
  Object.assign(session, {
    customer: customer.id,
    customer_details: {
      address,
      email: customer.email,
      name,
      phone: null,
      tax_exempt: "none",
      tax_ids: [],
    },
    invoice: invoice.id,
    payment_status: "paid",
    status: "complete",
    subscription: subscription.id,
  });
  await Promise.all([
    store.emit("checkout.session.completed", session),
    store.emit("customer.subscription.created", subscription),
    store.emit("invoice.paid", invoice),
  ]);
}

export async function checkoutRoute(
  store: Store,
  req: IncomingMessage,
  res: ServerResponse,
  id: string,
): Promise<void> {
  const session = store.get<FakeCheckoutSession>(id, "checkout.session");
  const line = store.checkoutLines.get(id);
  if (!session || !line)
    return send(res, 404, page("Not found", "<h1>This checkout session does not exist</h1>"));
  if (session.status !== "open") {
    return send(
      res,
      410,
      page("Checkout complete", "<h1>This checkout session is no longer open</h1>"),
    );
  }
  if (req.method !== "POST") return send(res, 200, checkoutPage(session, line));
  const form = await readPageForm(req);
  if (session.status !== "open") {
    return redirect(res, session.success_url.replaceAll("{CHECKOUT_SESSION_ID}", id)); // submitted twice
  }
  const parsed = parseCard(form.get("cardNumber") ?? "", form.get("expiry") ?? "");
  if ("error" in parsed) return send(res, 400, checkoutPage(session, line, parsed.error, form));
  await completeCheckout(store, session, line, { card: parsed.card, form });
  redirect(res, session.success_url.replaceAll("{CHECKOUT_SESSION_ID}", session.id));
}
