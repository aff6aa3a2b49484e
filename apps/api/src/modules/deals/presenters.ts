import type { Deal, DealDetail } from "@portal/contract/deals/deal-schemas";
import type { BorrowerRow, DealRow } from "./repo";

export function toBorrower(row: BorrowerRow): Deal["borrower"] {
  return {
    id: row.id,
    legalName: row.legalName,
    tradingName: row.tradingName ?? undefined,
    entityType: row.entityType,
    registrationNumber: row.registrationNumber ?? undefined,
    industry: row.industry ?? undefined,
    startDate: row.startDate ?? undefined,
    address: row.address ?? undefined,
    country: row.country ?? undefined,
    region: row.region ?? undefined,
    owners: row.owners,
    property: (row.property ?? undefined) as Deal["borrower"]["property"],
  };
}

export function toDeal(row: DealRow) {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    version: row.version,
    product: row.product,
    amountMinor: row.amountMinor,
    currency: row.currency,
    purpose: row.purpose,
    termMonths: row.termMonths,
    monthlyRevenueMinor: row.monthlyRevenueMinor,
    existingAdvancesMinor: row.existingAdvancesMinor,
    existingAdvances: row.existingAdvances,
    interestRateBp: row.interestRateBp,
    fundedAmountMinor: row.fundedAmountMinor,
    ownerId: row.ownerId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toHistory(
  rows: {
    fromStatus: DealRow["status"] | null;
    toStatus: DealRow["status"];
    actorId: string | null;
    source: DealDetail["history"][number]["source"];
    event: DealDetail["history"][number]["event"];
    reason: string | null;
    at: Date;
  }[],
): DealDetail["history"] {
  return rows.map((h) => ({
    from: h.fromStatus,
    to: h.toStatus,
    actorId: h.actorId,
    source: h.source,
    event: h.event,
    reason: h.reason,
    at: h.at.toISOString(),
  }));
}
