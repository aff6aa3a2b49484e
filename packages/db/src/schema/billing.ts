import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { organizations } from "./organizations";

// Billing (issue 19; docs/decisions/041-billing.md): one row per billed organization, holding its
// trial and the last state read from the payment provider; the provider's events seen, by id.

export type BillingCard = {
  brand: string;
  last4: string;
  expMonth: number | null;
  expYear: number | null;
};
export type BillingAddressValue = {
  line1: string;
  line2: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
};
export type BillingInvoiceValue = {
  id: string;
  number: string | null;
  createdAt: string;
  total: number;
  currency: string;
  status: string;
  url: string | null;
};

export const billingAccounts = pgTable("billing_accounts", {
  organizationId: uuid("organizationId")
    .primaryKey()
    .references(() => organizations.id, { onDelete: "cascade" }),
  trialEndsAt: timestamp("trialEndsAt", { withTimezone: true }).notNull(),
  /** The trial reminder mail was queued (once per trial). */
  trialRemindedAt: timestamp("trialRemindedAt", { withTimezone: true }),
  customerId: text("customerId").unique(),
  subscriptionId: text("subscriptionId"),
  /** The provider's subscription status; null with no subscription. */
  status: text("status"),
  interval: text("interval"),
  priceId: text("priceId"),
  seats: integer("seats"),
  currentPeriodEnd: timestamp("currentPeriodEnd", { withTimezone: true }),
  cancelAtPeriodEnd: boolean("cancelAtPeriodEnd").notNull().default(false),
  card: jsonb("card").$type<BillingCard>(),
  address: jsonb("address").$type<BillingAddressValue>(),
  nextInvoice: jsonb("nextInvoice").$type<{ at: string; total: number; currency: string }>(),
  invoices: jsonb("invoices").$type<BillingInvoiceValue[]>().notNull().default([]),
  /** When the provider's state above was read: an older read never overwrites a newer one. */
  syncedAt: timestamp("syncedAt", { withTimezone: true }),
  createdAt: timestamp("createdAt", { withTimezone: true }).notNull().defaultNow(),
});

/** Provider events handled, by id: a repeated delivery is acknowledged and ignored. */
export const billingEvents = pgTable("billing_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("receivedAt", { withTimezone: true }).notNull().defaultNow(),
});
