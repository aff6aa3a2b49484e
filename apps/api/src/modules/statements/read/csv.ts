// CSV exports (issue 37), parsed by csv-parse (quotes, embedded commas and newlines, a BOM). The
// header row is found among the first rows (banks put account details above it) by the names banks
// give their columns; when it cannot be, the refusal lists the columns found and the caller names
// them (`hints.columns`). Day-month order comes from the data itself.
import { parse } from "csv-parse/sync";
import type { ReadStatement, StatementLine } from "../types";
import { Refused, refuse, type ColumnHints, type ReadHints } from "./outcome";
import {
  customaryOrder,
  dateOrderOf,
  findDates,
  isoOf,
  parseMoney,
  type DateToken,
} from "./values";

type Role = keyof ColumnHints;

/** Header names per role, best first (normalised: lower case, no currency or punctuation). */
const names: Record<Role, string[]> = {
  date: [
    "transaction date",
    "trans date",
    "posting date",
    "posted date",
    "date",
    "booking date",
    "value date",
  ],
  description: [
    "description",
    "transaction description",
    "narrative",
    "narration",
    "transaction details",
    "details",
    "particulars",
    "memo",
    "payee",
    "name",
    "reference",
  ],
  amount: ["amount", "transaction amount", "value"],
  debit: [
    "debit",
    "debits",
    "debit amount",
    "paid out",
    "money out",
    "withdrawal",
    "withdrawals",
    "out",
  ],
  credit: [
    "credit",
    "credits",
    "credit amount",
    "paid in",
    "money in",
    "deposit",
    "deposits",
    "in",
  ],
  balance: ["balance", "running balance", "running bal", "available balance", "closing balance"],
};

function normalise(header: string): string {
  return header
    .toLowerCase()
    .replace(/\(.*?\)/g, " ")
    .replace(/[^a-z ]/g, " ")
    .replace(/\b(aed|gbp|usd|eur)\b/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

function currencyInHeaders(headers: string[]): string | undefined {
  for (const h of headers) {
    const m = /\(([A-Z]{3})\)|\b(AED|GBP|USD|EUR|SAR|CAD|AUD)\b/.exec(h);
    if (m) return m[1] ?? m[2];
    if (h.includes("£")) return "GBP";
  }
  return undefined;
}

type Columns = Partial<Record<Role, number>>;

function recognise(headers: string[]): Columns | undefined {
  const norm = headers.map(normalise);
  const columns: Columns = {};
  const taken = new Set<number>();
  for (const role of ["date", "amount", "debit", "credit", "balance", "description"] as Role[]) {
    for (const name of names[role]) {
      const at = norm.findIndex((h, i) => h === name && !taken.has(i));
      if (at >= 0) {
        columns[role] = at;
        taken.add(at);
        break;
      }
    }
  }
  const hasMoney =
    columns.amount !== undefined || (columns.debit !== undefined && columns.credit !== undefined);
  return columns.date !== undefined && columns.description !== undefined && hasMoney
    ? columns
    : undefined;
}

function named(headers: string[], hints: ColumnHints): Columns {
  const columns: Columns = {};
  const missing: string[] = [];
  for (const [role, header] of Object.entries(hints) as Array<[Role, string | undefined]>) {
    if (header === undefined) continue;
    const at = headers.findIndex((h) => h.trim().toLowerCase() === header.trim().toLowerCase());
    if (at < 0) missing.push(header);
    else columns[role] = at;
  }
  const hasMoney =
    columns.amount !== undefined || (columns.debit !== undefined && columns.credit !== undefined);
  if (
    missing.length ||
    columns.date === undefined ||
    columns.description === undefined ||
    !hasMoney
  ) {
    throw new Refused(
      refuse(
        "columns_unknown",
        missing.length
          ? `these columns are not in the file: ${missing.join(", ")}`
          : "name the date, description and amount (or debit and credit) columns",
        headers,
      ),
    );
  }
  return columns;
}

/** The header row and its columns: named by the caller, else recognised among the first rows. */
function findHeader(rows: string[][], hints: ReadHints): { headerAt: number; columns: Columns } {
  if (hints.columns) {
    const wanted = hints.columns.date.trim().toLowerCase();
    const headerAt = Math.max(
      0,
      rows.findIndex((r) => r.some((c) => c.trim().toLowerCase() === wanted)),
    );
    return { headerAt, columns: named(rows[headerAt]!, hints.columns) };
  }
  for (let i = 0; i < Math.min(rows.length, 20); i++) {
    const columns = recognise(rows[i]!);
    if (columns) return { headerAt: i, columns };
  }
  const widest = rows.slice(0, 20).reduce((a, b) => (b.length > a.length ? b : a));
  throw new Refused(
    refuse(
      "columns_unknown",
      "the columns could not be recognised: say which is the date, description and amount",
      widest,
    ),
  );
}

/** The file's records and, for each, the line of the file it is on. */
function parseRows(text: string): { rows: string[][]; lineOf: number[] } {
  try {
    const records = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
    return { rows: records.map((r) => r.record), lineOf: records.map((r) => r.info.lines) };
  } catch (error) {
    throw new Refused(
      refuse("unreadable", `the CSV file could not be read: ${(error as Error).message}`),
    );
  }
}

interface RowReader {
  columns: Columns;
  currency: string;
  order: "dmy" | "mdy";
}

function cell(row: string[], columns: Columns, role: Role): string {
  const at = columns[role];
  return at === undefined ? "" : (row[at] ?? "");
}

/** One record as a statement line; undefined for a note row with neither date nor amount. */
function lineFrom(
  row: string[],
  line: number,
  { columns, currency, order }: RowReader,
): StatementLine | undefined {
  const money = (role: Role) =>
    cell(row, columns, role) === "" ? 0 : parseMoney(cell(row, columns, role), currency);
  const credit = money("credit");
  const debit = money("debit");
  const amount =
    columns.amount !== undefined
      ? money("amount")
      : credit === null || debit === null
        ? null
        : Math.abs(credit) - Math.abs(debit);
  const token = findDates(cell(row, columns, "date"))[0];
  const date = token && isoOf(token, order);
  if (!date && amount === null) return undefined;
  if (!date || amount === null) {
    throw new Refused(
      refuse("unreadable", `line ${line} has no readable date or amount: ${row.join(", ")}`),
    );
  }
  const balanceText = cell(row, columns, "balance");
  const balance = balanceText !== "" ? parseMoney(balanceText, currency) : null;
  return {
    id: "",
    date,
    description: cell(row, columns, "description"),
    amountMinor: amount,
    ...(balance !== null ? { balanceMinor: balance } : {}),
    source: { line },
  };
}

export function readCsv(text: string, hints: ReadHints = {}): ReadStatement {
  const { rows, lineOf } = parseRows(text);
  if (rows.length === 0) throw new Refused(refuse("empty", "the file has no rows"));
  const { headerAt, columns } = findHeader(rows, hints);
  const currency = (
    hints.currency ??
    currencyInHeaders(rows.slice(0, headerAt + 1).flat()) ??
    "XXX"
  ).toUpperCase();
  const body = rows.slice(headerAt + 1);
  const tokens = body.map((row) => findDates(cell(row, columns, "date"))[0]);
  const order =
    hints.dateOrder ??
    dateOrderOf(
      tokens.filter((t): t is DateToken => !!t),
      customaryOrder(currency === "XXX" ? undefined : currency),
    );
  const lines = body
    .map((row, i) => lineFrom(row, lineOf[headerAt + 1 + i]!, { columns, currency, order }))
    .filter((l): l is StatementLine => l !== undefined);
  if (lines.length === 0)
    throw new Refused(refuse("empty", "the file has a header but no transactions"));
  // Exports list newest first as often as oldest first; the statement reads oldest first.
  if (lines[0]!.date > lines.at(-1)!.date) lines.reverse();
  lines.forEach((line, i) => (line.id = String(i + 1)));
  const firstLine = lines[0]!;
  const lastLine = lines.at(-1)!;
  return {
    format: "csv",
    currency,
    periodStart: firstLine.date,
    periodEnd: lastLine.date,
    ...(firstLine.balanceMinor !== undefined
      ? { openingBalanceMinor: firstLine.balanceMinor - firstLine.amountMinor }
      : {}),
    ...(lastLine.balanceMinor !== undefined ? { closingBalanceMinor: lastLine.balanceMinor } : {}),
    lines,
  };
}
