import { z } from "zod";

// Billing (issue 19; docs/decisions/041-billing.md): a brokerage pays per active member, monthly or
// yearly, after a free trial with no card. Money in integer minor units with a currency.

export const billingIntervals = ["month", "year"] as const;
export type BillingInterval = (typeof billingIntervals)[number];

/**
 * Where an organization stands: not billed (funders, operators), billing off (not configured),
 * trial, subscribed (active, or past due while the provider retries), or read-only (the trial or
 * the plan ended without a plan in force).
 */
export const billingStates = [
  "not_billed",
  "off",
  "trial",
  "active",
  "past_due",
  "read_only",
] as const;
export type BillingState = (typeof billingStates)[number];

const money = z.object({ amount: z.number().int(), currency: z.string().length(3) });

/** What every member may know: the banner's facts (the state and the trial's days left). */
export const billingStatusSchema = z.object({
  state: z.enum(billingStates),
  trialEndsAt: z.string().nullable(),
  /** Days left of the trial, counted up (1 on its last day); null outside a trial. */
  trialDaysLeft: z.number().int().min(0).nullable(),
  /** Whether the trial banner shows: the trial's last BILLING_TRIAL_BANNER_DAYS days. */
  trialEnding: z.boolean(),
  readOnly: z.boolean(),
  /** Whether this person manages billing (owners and admins of a billed organization). */
  canManage: z.boolean(),
  /**
   * No money moves: Stripe's test mode or the portal's offline stand-in for it (decision 049);
   * every billing page says so.
   */
  testMode: z.boolean(),
});
export type BillingStatus = z.infer<typeof billingStatusSchema>;

export const billingAddressSchema = z.object({
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: z.string(),
});
export type BillingAddress = z.infer<typeof billingAddressSchema>;

export const billingPlanSchema = z.object({
  interval: z.enum(billingIntervals),
  seats: z.number().int().min(0),
  /** The provider's subscription status (active, past_due, canceled, ...). */
  status: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodEnd: z.string().nullable(),
  pricePerSeat: money,
});

export const billingInvoiceSchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  createdAt: z.string(),
  total: z.number().int(),
  currency: z.string(),
  status: z.string(),
  url: z.string().nullable(),
});
export type BillingInvoice = z.infer<typeof billingInvoiceSchema>;

/** The Billing page for owners and admins. */
export const billingOverviewSchema = billingStatusSchema.extend({
  /** Active members now: what a plan is charged for. */
  activeMembers: z.number().int().min(0),
  prices: z.object({ month: money.nullable(), year: money.nullable() }),
  plan: billingPlanSchema.nullable(),
  card: z
    .object({
      brand: z.string(),
      last4: z.string(),
      expMonth: z.number().int().nullable(),
      expYear: z.number().int().nullable(),
    })
    .nullable(),
  address: billingAddressSchema.nullable(),
  nextInvoice: z
    .object({ at: z.string(), total: z.number().int(), currency: z.string() })
    .nullable(),
  invoices: z.array(billingInvoiceSchema),
  /** When the portal last read the provider's state (a webhook or a page load). */
  syncedAt: z.string().nullable(),
});
export type BillingOverview = z.infer<typeof billingOverviewSchema>;

export const billingCheckoutSchema = z.object({ interval: z.enum(billingIntervals) }).strict();
export type BillingCheckout = z.infer<typeof billingCheckoutSchema>;

/** Where the browser goes next: the provider's hosted Checkout or Billing Portal. */
export const billingRedirectSchema = z.object({ url: z.url() });
