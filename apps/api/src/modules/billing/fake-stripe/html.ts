// Plain HTML for the hosted pages: no scripts or external assets, labelled fields.
import type { IncomingMessage, ServerResponse } from "node:http";
import { readBody } from "./form";
import type { Address, FakePrice } from "./store";

export const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function money(amount: number, currency: string): string {
  const symbol = currency === "gbp" ? "£" : `${currency.toUpperCase()} `;
  return `${symbol}${(amount / 100).toFixed(2)}`;
}

export const date = (seconds: number) =>
  new Date(seconds * 1000).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

/** "£30.00 per seat per month" */
export const perSeat = (price: FakePrice) =>
  `${money(price.unit_amount, price.currency)} per seat per ${price.recurring.interval}`;

export const intervalName = (price: FakePrice) =>
  price.recurring.interval === "month" ? "Monthly" : "Yearly";

const brands: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
};
export const brandName = (brand: string) => brands[brand] ?? "Card";

export function addressText(address: Address | null): string {
  const parts = [
    address?.line1,
    address?.line2,
    address?.city,
    address?.postal_code,
    address?.country,
  ];
  return parts.filter(Boolean).join(", ") || "None";
}

/** A labelled input; `value` prefills it. */
export function field(
  label: string,
  name: string,
  options: { value?: string; required?: boolean; autocomplete?: string; inputmode?: string } = {},
): string {
  const attributes = [
    `name="${name}"`,
    `id="${name}"`,
    options.value !== undefined ? `value="${escape(options.value)}"` : "",
    options.required ? "required" : "",
    options.autocomplete ? `autocomplete="${options.autocomplete}"` : "",
    options.inputmode ? `inputmode="${options.inputmode}"` : "",
  ].filter(Boolean);
  return `<p><label for="${name}">${escape(label)}</label> <input ${attributes.join(" ")}></p>`;
}

export const errorBlock = (error: string | undefined) =>
  error ? `<p role="alert" class="error">${escape(error)}</p>` : "";

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}
label{display:inline-block;min-width:10rem}.error{color:#b00020;font-weight:bold}
section{border-top:1px solid #ccc;margin-top:1.5rem}dt{font-weight:bold}
.test-mode{display:inline-block;background:#fff3cd;color:#664d03;border:1px solid #997404;border-radius:.25rem;padding:.1rem .5rem;font-weight:bold}</style></head>
<body><p class="test-mode">Test mode: the portal's offline stand-in for Stripe. No card is charged.</p><main>${body}</main></body></html>`;
}

export function send(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    "content-type": "text/html; charset=utf-8",
    "cache-control": "no-store",
  });
  res.end(html);
}

export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { location, "cache-control": "no-store" });
  res.end();
}

export const readPageForm = async (req: IncomingMessage) =>
  new URLSearchParams(await readBody(req));

/** A card number (12-19 digits, spaces allowed) and an expiry MM/YY (or MM/YYYY). */
export function parseCard(
  number: string,
  expiry: string,
): { card: { number: string; expMonth: number; expYear: number } } | { error: string } {
  const digits = number.replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(digits)) return { error: "Your card number is invalid." };
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  const month = Number(match?.[1]);
  if (!match || month < 1 || month > 12) {
    return { error: "Your card's expiry date is invalid. Enter it as MM/YY." };
  }
  const year = Number(match[2]);
  return { card: { number: digits, expMonth: month, expYear: year < 100 ? 2000 + year : year } };
}

export function addressFromForm(form: URLSearchParams): Address {
  const value = (name: string) => form.get(name)?.trim() || null;
  return {
    line1: value("line1"),
    line2: value("line2"),
    city: value("city"),
    postal_code: value("postalCode"),
    state: null,
    country: value("country")?.toUpperCase() ?? "GB",
  };
}
