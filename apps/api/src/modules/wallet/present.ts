import { minorDigits } from "@portal/contract/deals/money";
import type { WalletEntry } from "@portal/contract/wallet/wallet-schemas";
import type { ClawbackReason, OverrideLevel } from "@portal/contract/wallet/wallet-options";
import { csvText } from "../../lib/csv";
import type { ListedEntry } from "./repo";

/** An entry as the API answers it. */
export function toEntry(row: Omit<ListedEntry, "atText" | "effectMinor">): WalletEntry {
  const e = row.entry;
  return {
    id: e.id,
    kind: e.kind,
    beneficiaryId: e.beneficiaryId,
    beneficiaryName: row.beneficiaryName || null,
    basis: e.basis,
    level: e.level as OverrideLevel | null,
    shareBp: e.shareBp,
    dealId: e.dealId,
    borrowerName: row.borrowerName,
    amountMinor: e.amountMinor,
    currency: e.currency,
    rateBp: e.rateBp,
    baseMinor: e.baseMinor,
    correctsId: e.correctsId,
    reason: e.reason as ClawbackReason | null,
    note: e.note,
    at: e.at.toISOString(),
  };
}

/** A page's cursor: the last entry's exact instant and id. */
export const cursorOf = (row: ListedEntry) =>
  Buffer.from(`${row.atText}|${row.entry.id}`).toString("base64url");

export function readCursor(cursor: string | undefined): { at: string; id: string } | null {
  if (!cursor) return null;
  const [at, id] = Buffer.from(cursor, "base64url").toString().split("|");
  const valid =
    at && id && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/.test(at) && /^[0-9a-f-]{36}$/.test(id);
  return valid ? { at, id } : null;
}

/** An amount in minor units as a decimal in the currency's major unit (e.g. 12345 GBP: 123.45). */
export function majorUnits(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  const sign = minor < 0 ? "-" : "";
  const abs = String(Math.abs(minor)).padStart(digits + 1, "0");
  return digits ? `${sign}${abs.slice(0, -digits)}.${abs.slice(-digits)}` : `${sign}${abs}`;
}

export const csvHeader =
  "date,kind,person,basis,level,share_percent,deal,borrower,currency,amount,amount_minor,corrects,reason,note,entry";

/** One CSV line: numbers written by the portal, text neutralised. */
export function csvLine(row: ListedEntry): string {
  const e = toEntry(row);
  return [
    e.at,
    e.kind,
    csvText(e.beneficiaryName ?? e.beneficiaryId),
    e.basis ?? "",
    e.level ?? "",
    e.shareBp === null ? "" : String(e.shareBp / 100),
    e.dealId ?? "",
    csvText(e.borrowerName),
    e.currency,
    majorUnits(e.amountMinor, e.currency),
    String(e.amountMinor),
    e.correctsId ?? "",
    e.reason ?? "",
    csvText(e.note),
    e.id,
  ].join(",");
}
