import { z } from "zod";
import { submissionStatuses } from "../submissions/submission-states";
import { dashboardPeriods } from "./dashboard-options";

// The funder's and the operator's dashboards (issue 17): the same period, cards and months as the
// broker's, with their own figures.

/** `GET /v1/dashboard/funder?period=` and `GET /v1/dashboard/operator?period=`. */
export const deskQuerySchema = z.strictObject({
  period: z.enum(dashboardPeriods, { error: "invalidValue" }).default("month"),
});
export type DeskQuery = z.input<typeof deskQuerySchema>;

const count = z.object({ value: z.number().int(), previous: z.number().int() });
const money = z.array(
  z.object({ currency: z.string(), value: z.number().int(), previous: z.number().int() }),
);
/** The last 12 months, oldest first ("2026-11"): the funded amount per currency. */
const months = z.array(
  z.object({
    month: z.string(),
    funded: z.array(z.object({ currency: z.string(), amountMinor: z.number().int() })),
  }),
);
/** As in the broker's dashboard: the period's bounds and the previous period's (ISO, UTC). */
const bounds = {
  period: z.enum(dashboardPeriods),
  from: z.string(),
  to: z.string(),
  previousFrom: z.string(),
  previousTo: z.string(),
};

export const funderDashboardSchema = z.object({
  ...bounds,
  statistics: z.object({
    /** Deals sent to the funder waiting for its answer now (`previous` is 0). */
    dealsWaiting: count,
    /** The funder's measured response time in hours (decision 018); null until 3 answers count. */
    responseHours: z.number().nullable(),
    /** Offers standing, waiting for the brokers' answer now (`previous` is 0). */
    offersOut: count,
    /** Deals funded on the funder's accepted offers in the period. */
    fundedDeals: count,
    /** Their funded amount. */
    fundedVolume: money,
  }),
  /** The submissions to the funder by status now, every status in `submissionStatuses` order. */
  pipeline: z.array(z.object({ status: z.enum(submissionStatuses), count: z.number().int() })),
  months,
});
export type FunderDashboard = z.infer<typeof funderDashboardSchema>;

export const operatorDashboardSchema = z.object({
  ...bounds,
  statistics: z.object({
    /** Funder organizations waiting for an operator's approval now (`previous` is 0). */
    fundersWaiting: count,
    /** Deals sent to funders on the platform in the period. */
    dealsSent: count,
    /** Deals funded on the platform in the period. */
    fundedDeals: count,
    /** Their funded amount: the platform's volume. */
    platformVolume: money,
  }),
  /** The longest waiting first, at most 5. */
  fundersToApprove: z.array(z.object({ id: z.string(), name: z.string(), createdAt: z.string() })),
  months,
});
export type OperatorDashboard = z.infer<typeof operatorDashboardSchema>;
