import type { Lead } from "@portal/contract/leads/lead-schemas";
import { companyKey, emailKey, phoneKey } from "@portal/contract/leads/lead-keys";
import type { LeadRow } from "./repo";

export function toLead(row: LeadRow, names: ReadonlyMap<string, string>): Lead {
  return {
    id: row.id,
    status: row.status,
    source: row.source,
    version: row.version,
    contactName: row.contactName,
    companyName: row.companyName,
    email: row.email,
    phone: row.phone,
    amountMinor: row.amountMinor,
    currency: row.currency,
    product: row.product,
    purpose: row.purpose,
    country: row.country,
    assigneeId: row.assigneeId,
    assigneeName: row.assigneeId ? (names.get(row.assigneeId) ?? null) : null,
    lostReason: row.lostReason,
    borrowerId: row.borrowerId,
    dealId: row.dealId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A lead's own fields as stored, with the keys duplicates are found by. */
export function storedFields(v: {
  contactName: string;
  companyName?: string;
  email?: string;
  phone?: string;
  amountMinor?: number;
  currency?: string;
  product?: LeadRow["product"];
  purpose?: string;
  country?: string;
}) {
  return {
    contactName: v.contactName,
    companyName: v.companyName ?? null,
    email: v.email ?? null,
    phone: v.phone ?? null,
    amountMinor: v.amountMinor ?? null,
    currency: v.currency ?? null,
    product: v.product ?? null,
    purpose: v.purpose ?? null,
    country: v.country ?? null,
    emailKey: emailKey(v.email),
    phoneKey: phoneKey(v.phone),
    companyKey: companyKey(v.companyName),
  };
}
