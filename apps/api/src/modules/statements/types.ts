// What reading a bank statement gives (issue 37): the statement's own facts and its lines, each line
// with where it was found so every figure can point back at the lines it came from. Readers (PDF, CSV,
// OFX) produce a `ReadStatement`; the timeline and the figures take only these types, never a file.

/** Where a line was found in its file: a PDF page and line on that page, or a CSV/OFX row. */
export interface LineSource {
  /** 1-based page of a PDF; absent for CSV and OFX. */
  page?: number;
  /** 1-based line on the page (PDF) or row in the file (CSV, OFX transaction index). */
  line: number;
}

export interface StatementLine {
  /** The line's 1-based order within its statement, as text; the timeline prefixes the statement's id. */
  id: string;
  /** Calendar date of the transaction, ISO `YYYY-MM-DD` (the bank's posting date). */
  date: string;
  description: string;
  /** Signed amount in minor units of the statement's currency: deposits (credits) > 0, debits < 0. */
  amountMinor: number;
  /** Running balance after this line in minor units, when the statement prints one. */
  balanceMinor?: number;
  source: LineSource;
}

export type StatementFormat = "pdf" | "csv" | "ofx";

/** The file's own metadata, for the checks that catch an edited statement (PDF only). */
export interface StatementFileMeta {
  producer?: string;
  creator?: string;
  /** ISO date-times from the PDF's info dictionary. */
  createdAt?: string;
  modifiedAt?: string;
}

export interface ReadStatement {
  format: StatementFormat;
  /** The bank's name as printed, when found. */
  bank?: string;
  /** The account holder's name as printed, when found. */
  accountName?: string;
  /** The account number's last four characters, when found (never the whole number). */
  accountLast4?: string;
  /** ISO 4217 code. */
  currency: string;
  /** Statement period, ISO dates, inclusive. */
  periodStart?: string;
  periodEnd?: string;
  openingBalanceMinor?: number;
  closingBalanceMinor?: number;
  lines: StatementLine[];
  meta?: StatementFileMeta;
}
