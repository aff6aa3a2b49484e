import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "@portal/db/database";
import { borrowers, dealHistory, deals } from "@portal/db/schema/deals";
import { organizations } from "@portal/db/schema/organizations";
import { proposals, submissions } from "@portal/db/schema/submissions";

/**
 * Funded deals as a portfolio (docs/decisions/042). Like the dashboard, a read model over the deals
 * and submissions tables: the deals module's one visibility rule (`visibleDeals`) chooses a
 * broker's deals; a funder's are those whose accepted submission is its own.
 */
export type Portfolio =
  { view: "broker"; visible: SQL } | { view: "funder"; organizationId: string };

const counterparty = alias(organizations, "counterparty");

/** The accepted offer's term: the newest proposal of the accepted submission. */
const acceptedTerm = sql<number | null>`(select ${proposals.termMonths} from ${proposals}
  where ${proposals.submissionId} = ${submissions.id}
  order by ${proposals.createdAt} desc, ${proposals.id} desc limit 1)`;

/** The accepted offer's terms, as JSON (bigints as numbers): what its schedule is worked out from. */
const acceptedOffer = sql<OfferRow | null>`(select json_build_object(
    'amountMinor', ${proposals.amountMinor}::float8, 'rateBp', ${proposals.rateBp},
    'factorBp', ${proposals.factorBp}, 'termMonths', ${proposals.termMonths},
    'paymentFrequency', ${proposals.paymentFrequency}, 'feesMinor', ${proposals.feesMinor}::float8)
  from ${proposals} where ${proposals.submissionId} = ${submissions.id}
  order by ${proposals.createdAt} desc, ${proposals.id} desc limit 1)`;

export interface OfferRow {
  amountMinor: number;
  rateBp: number | null;
  factorBp: number | null;
  termMonths: number;
  paymentFrequency: "daily" | "weekly" | "monthly";
  feesMinor: number;
}

/** Every funded deal in the portfolio with its funding date, term and renewal date. */
function fundedDeals(db: Executor, portfolio: Portfolio) {
  const term = sql<number | null>`coalesce(${acceptedTerm}, ${deals.termMonths})`;
  const accepted = and(eq(submissions.dealId, deals.id), eq(submissions.status, "accepted"));
  const base = db
    .select({
      dealId: sql<string>`${deals.id}`.as("dealId"),
      reference: deals.reference,
      borrowerName: sql<string>`${borrowers.legalName}`.as("borrowerName"),
      product: deals.product,
      amountMinor: sql<string>`coalesce(${deals.fundedAmountMinor}, ${deals.amountMinor})`.as(
        "amountMinor",
      ),
      currency: deals.currency,
      // Text in one shape on either driver; ISO instants in UTC sort and compare as text.
      fundedAt:
        sql<string>`to_char(${dealHistory.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as(
          "fundedAt",
        ),
      termMonths: term.as("termMonths"),
      renewalOn: sql<
        string | null
      >`to_char((${dealHistory.at} at time zone 'UTC')::date + make_interval(months => ${term}), 'YYYY-MM-DD')`.as(
        "renewalOn",
      ),
      counterpartyName: sql<string | null>`${counterparty.name}`.as("counterpartyName"),
      offer: acceptedOffer.as("offer"),
    })
    .from(deals)
    .innerJoin(borrowers, eq(borrowers.id, deals.borrowerId))
    .innerJoin(
      dealHistory,
      and(eq(dealHistory.dealId, deals.id), sql`${dealHistory.toStatus} = 'funded'`),
    );
  if (portfolio.view === "funder")
    return base
      .innerJoin(
        submissions,
        and(accepted, eq(submissions.funderOrganizationId, portfolio.organizationId)),
      )
      .innerJoin(counterparty, eq(counterparty.id, deals.organizationId))
      .where(eq(deals.status, "funded"))
      .as("funded");
  return base
    .leftJoin(submissions, accepted)
    .leftJoin(counterparty, eq(counterparty.id, submissions.funderOrganizationId))
    .where(and(portfolio.visible, eq(deals.status, "funded")))
    .as("funded");
}

/** Sums of bigints: PostgreSQL answers a numeric, read as text. */
const total = (column: SQL.Aliased<string>) => sql<string>`sum(${column})::text`;

/** One funded deal as read: its amount as text (a bigint), the rest as the API says it. */
function rowOf(f: ReturnType<typeof fundedDeals>) {
  return {
    dealId: f.dealId,
    reference: f.reference,
    borrowerName: f.borrowerName,
    product: f.product,
    amountMinor: sql<string>`${f.amountMinor}::text`,
    currency: f.currency,
    fundedAt: f.fundedAt,
    termMonths: f.termMonths,
    renewalOn: f.renewalOn,
    counterpartyName: f.counterpartyName,
    offer: f.offer,
  };
}
const count = sql<number>`count(*)::int`;

/** The portfolio's figures: per currency, per product and currency, and per month since `since`. */
export async function figures(db: Executor, portfolio: Portfolio, since: Date) {
  const f = fundedDeals(db, portfolio);
  const month = sql<string>`substr(${f.fundedAt}, 1, 7)`;
  const [byCurrency, byProduct, byMonth] = await Promise.all([
    db
      .select({ currency: f.currency, amountMinor: total(f.amountMinor), deals: count })
      .from(f)
      .groupBy(f.currency)
      .orderBy(f.currency),
    db
      .select({
        product: f.product,
        currency: f.currency,
        amountMinor: total(f.amountMinor),
        deals: count,
      })
      .from(f)
      .groupBy(f.product, f.currency)
      .orderBy(f.product, f.currency),
    db
      .select({ month, currency: f.currency, amountMinor: total(f.amountMinor), deals: count })
      .from(f)
      .where(sql`${f.fundedAt} >= ${since.toISOString()}`)
      .groupBy(sql`1`, sql`2`)
      .orderBy(sql`1`, sql`2`),
  ]);
  return { byCurrency, byProduct, byMonth };
}

/** Renewal dates from `from` to `to` (YYYY-MM-DD), soonest first. */
export function renewalsBetween(
  db: Executor,
  portfolio: Portfolio,
  from: string,
  to: string,
  limit: number,
) {
  const f = fundedDeals(db, portfolio);
  return db
    .select(rowOf(f))
    .from(f)
    .where(sql`${f.renewalOn} between ${from} and ${to}`)
    .orderBy(asc(f.renewalOn), asc(f.dealId))
    .limit(limit);
}

/** A page of funded deals, newest funding first, and how many there are. */
export async function fundedPage(
  db: Executor,
  portfolio: Portfolio,
  page: { limit: number; offset: number },
) {
  const f = fundedDeals(db, portfolio);
  const [rows, [n]] = await Promise.all([
    db
      .select(rowOf(f))
      .from(f)
      .orderBy(desc(f.fundedAt), asc(f.dealId))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count }).from(f),
  ]);
  return { rows, total: n?.count ?? 0 };
}

export type FundedRow = Awaited<ReturnType<typeof fundedPage>>["rows"][number];
