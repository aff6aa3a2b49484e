import type { BillingOverview, BillingStatus } from "@portal/contract/billing/billing-schemas";

export const trialStatus = (over: Partial<BillingStatus> = {}): BillingStatus => ({
  state: "trial",
  trialEndsAt: "2026-06-03T12:00:00.000Z",
  trialDaysLeft: 12,
  trialEnding: false,
  readOnly: false,
  canManage: true,
  testMode: false,
  ...over,
});

export const overview = (over: Partial<BillingOverview> = {}): BillingOverview => ({
  ...trialStatus(),
  activeMembers: 2,
  prices: { month: { amount: 1200, currency: "gbp" }, year: { amount: 12000, currency: "gbp" } },
  plan: null,
  card: null,
  address: null,
  nextInvoice: null,
  invoices: [],
  syncedAt: null,
  ...over,
});

/** A yearly plan cancelled at the period's end, with a card, an address and a paid invoice. */
export const subscribed = (): BillingOverview =>
  overview({
    state: "active",
    trialDaysLeft: null,
    plan: {
      interval: "year",
      seats: 2,
      status: "active",
      cancelAtPeriodEnd: true,
      currentPeriodEnd: "2027-05-20T10:00:00.000Z",
      pricePerSeat: { amount: 12000, currency: "gbp" },
    },
    card: { brand: "visa", last4: "4242", expMonth: 4, expYear: 2030 },
    address: {
      line1: "1 King Street",
      line2: "",
      city: "London",
      state: "",
      postalCode: "EC2V 8AU",
      country: "GB",
    },
    nextInvoice: null,
    invoices: [
      {
        id: "in_1",
        number: "DB-0001",
        createdAt: "2026-05-20T10:00:00.000Z",
        total: 24000,
        currency: "gbp",
        status: "paid",
        url: "https://invoice.example/in_1",
      },
    ],
  });
