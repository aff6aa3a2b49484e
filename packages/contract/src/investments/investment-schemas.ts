import { z } from "zod";
import { dealProducts, whole } from "../deals/deal-schemas";

/** How far ahead a renewal counts as coming due (docs/decisions/042). */
export const renewalWindowDays = 90;

/** `GET /v1/investments`: the page of funded deals (the figures cover them all). */
export const investmentsQuerySchema = z.strictObject({
  page: whole(1, 10_000, "invalidValue").default(1),
  pageSize: whole(1, 100, "invalidValue").default(20),
});

/**
 * One funded deal. Its renewal date is the funding date plus the term of the offer accepted (else
 * the term the broker asked for); null when neither gives a term (docs/decisions/042).
 */
export const investmentSchema = z.object({
  dealId: z.string(),
  reference: z.string(),
  /** The borrower's legal name: the client. */
  borrowerName: z.string(),
  product: z.enum(dealProducts),
  /** What went out (the funder or the CRM said so), else the amount asked. */
  amountMinor: z.number(),
  currency: z.string(),
  /** When the deal was marked funded (ISO instant). */
  fundedAt: z.string(),
  termMonths: z.number().int().nullable(),
  /** YYYY-MM-DD (UTC), or null without a term. */
  renewalOn: z.string().nullable(),
  /** For a broker, the funder that funded it; for a funder, the brokerage that brought it. */
  counterpartyName: z.string(),
  /**
   * The repayment schedule of the offer accepted (contract `offerCost`), estimated from the funding
   * date: null when the deal was funded without an accepted offer (the CRM alone).
   */
  schedule: z
    .object({
      paymentFrequency: z.enum(["daily", "weekly", "monthly"]),
      payments: z.number().int(),
      paymentMinor: z.number(),
      totalRepayableMinor: z.number(),
      /** YYYY-MM-DD of the first and the last payment (working days for daily). */
      firstPaymentOn: z.string().nullable(),
      lastPaymentOn: z.string().nullable(),
      /** Payments due by today, and what they add up to. */
      paymentsDue: z.number().int(),
      repaidMinor: z.number(),
    })
    .nullable(),
});
export type Investment = z.infer<typeof investmentSchema>;

const moneySchema = z.object({
  currency: z.string(),
  amountMinor: z.number(),
  deals: z.number().int(),
});

export const investmentsSchema = z.object({
  /** Whose view: a funder's portfolio, or a broker's funded clients (as far as they may see). */
  view: z.enum(["funder", "broker"]),
  /** Every funded deal in view, summed per currency. */
  deployed: z.array(moneySchema),
  byProduct: z.array(moneySchema.extend({ product: z.enum(dealProducts) })),
  /** The last 12 months, oldest first ("YYYY-MM", UTC); each holds its sums per currency. */
  byMonth: z.array(z.object({ month: z.string(), amounts: z.array(moneySchema) })),
  /** Renewal dates from today to `renewalWindowDays` ahead, soonest first (at most 50). */
  renewalsDue: z.array(investmentSchema),
  /** Funded deals, newest funding first. */
  items: z.array(investmentSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type Investments = z.infer<typeof investmentsSchema>;
