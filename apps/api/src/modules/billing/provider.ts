import type {
  BillingAddressValue,
  BillingCard,
  BillingInvoiceValue,
} from "@portal/db/schema/billing";
import type { BillingInterval } from "@portal/contract/billing/billing-schemas";

// The payment provider as the billing module uses it (docs/decisions/041-billing.md): Stripe today
// (stripe-provider.ts), another behind the same few calls tomorrow.

/** The customer's state at the provider, as read now: what the portal keeps a copy of. */
export interface ProviderAccount {
  subscription: {
    id: string;
    status: string;
    interval: BillingInterval;
    priceId: string;
    seats: number;
    currentPeriodEnd: Date | null;
    cancelAtPeriodEnd: boolean;
  } | null;
  card: BillingCard | null;
  address: BillingAddressValue | null;
  nextInvoice: { at: string; total: number; currency: string } | null;
  invoices: BillingInvoiceValue[];
}

/** A verified provider event: which customer it concerns (null: none the portal follows). */
export interface ProviderEvent {
  id: string;
  type: string;
  customerId: string | null;
}

export interface BillingProvider {
  /** No money moves: Stripe's test keys, or the offline stand-in (every billing page says so). */
  testMode: boolean;
  createCustomer(input: { organizationId: string; name: string; email: string }): Promise<string>;
  /** The hosted Checkout page for a new subscription of `seats` at the interval's price. */
  checkoutUrl(input: {
    customerId: string;
    organizationId: string;
    interval: BillingInterval;
    seats: number;
    successUrl: string;
    cancelUrl: string;
  }): Promise<string>;
  /** The hosted Billing Portal: switch plan, change card and address, cancel. */
  portalUrl(input: { customerId: string; returnUrl: string }): Promise<string>;
  account(customerId: string): Promise<ProviderAccount>;
  setSeats(subscriptionId: string, seats: number): Promise<void>;
  /** The price per seat of each interval (null when the provider does not know the price). */
  prices(): Promise<Record<BillingInterval, { amount: number; currency: string } | null>>;
  /** Checks the signature over the raw body; throws when it is not the provider's. */
  verifyEvent(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}
