// The layout recogniser for PDF statements (issue 37). Lines of cells (pdf-text.ts) are read as a
// table: a line that starts with a date and holds amounts is a transaction; the column header above
// (Date / Description / Debit / Credit / Paid out / Paid in / Withdrawals / Deposits / Amount /
// Balance) says, by position, which amount is which. Statements that list deposits and withdrawals
// in sections of their own (Chase, Bank of America) sign the amounts by the section they are in.
// Lines without a date under a Paid in / Paid out table belong to the last date (Barclays prints a
// day's date once). The opening and closing balance, period, bank, account and currency are found by
// their labels.
import type { ReadStatement, StatementLine } from "../types";
import { Refused, refuse, type ReadHints, type ReadLimits } from "./outcome";
import { pdfText, type Cell, type PdfLine } from "./pdf-text";
import {
  customaryOrder,
  dateOrderOf,
  findDates,
  isMoney,
  isoOf,
  leadingDate,
  parseMoney,
  yearWithin,
  type DateToken,
} from "./values";

type MoneyRole = "debit" | "credit" | "amount" | "balance";

interface Column {
  role: MoneyRole;
  x: number;
  right: number;
}

function headerRole(text: string): MoneyRole | "date" | undefined {
  const t = text
    .toLowerCase()
    .replace(/\(.*?\)|[£$€]|\b(aed|gbp|usd|eur)\b/g, "")
    .replace(/\s+/g, " ")
    .trim();
  if (/^(transaction |posting |value |trans )?date$/.test(t)) return "date";
  if (/^(debits?|withdrawals?|paid out|money out|payments?|out|debit amount)$/.test(t))
    return "debit";
  if (/^(credits?|deposits?|paid in|money in|receipts?|in|credit amount)$/.test(t)) return "credit";
  if (/^(amount|transaction amount)$/.test(t)) return "amount";
  if (/^(running )?balance$/.test(t)) return "balance";
  return undefined;
}

/** The money columns of a table header line, or undefined when the line is not one. */
function headerColumns(line: PdfLine): Column[] | undefined {
  const roles = line.cells.map((c) => ({ cell: c, role: headerRole(c.text) }));
  if (!roles.some((r) => r.role === "date")) return undefined;
  const columns = roles
    .filter((r): r is { cell: Cell; role: MoneyRole } => !!r.role && r.role !== "date")
    .map((r) => ({ role: r.role, x: r.cell.x, right: r.cell.right }));
  return columns.length > 0 && !line.cells.some((c) => isMoney(c.text)) ? columns : undefined;
}

function nearest(cell: Cell, columns: Column[]): MoneyRole {
  let best = columns[0]!;
  let bestDistance = Infinity;
  for (const column of columns) {
    const gap = Math.max(0, column.x - cell.right, cell.x - column.right);
    const distance = gap * 1000 + Math.abs(column.right - cell.right);
    if (distance < bestDistance) {
      best = column;
      bestDistance = distance;
    }
  }
  return best.role;
}

const depositSection =
  /^(deposits?|credits?|additions?|deposits and (other )?(additions|credits)|money in)\b/i;
const withdrawalSection =
  /^(withdrawals?|debits?|checks? paid|cheques? paid|electronic withdrawals?|other withdrawals?|atm (&|and) debit card withdrawals?|card purchases|fees|service fees|payments|money out|other (subtractions|debits))\b/i;
const balancesSection =
  /^(daily (ending |ledger )?balances?|balance summary|daily balance summary)\b/i;
const openingLabel =
  /^(opening|beginning|start(ing)?|previous) balance|^balance (brought forward|b\/f)/i;
const closingLabel = /^(closing|ending|end) balance|^balance (carried forward|c\/f)/i;
const notTransaction = /^(total|sub-?total|balance\b)/i;

const banks = [
  "JPMorgan Chase",
  "Chase",
  "Bank of America",
  "Wells Fargo",
  "Citibank",
  "Capital One",
  "TD Bank",
  "PNC Bank",
  "U.S. Bank",
  "Barclays",
  "HSBC",
  "Lloyds Bank",
  "NatWest",
  "Santander",
  "Halifax",
  "Monzo",
  "Starling Bank",
  "Emirates NBD",
  "First Abu Dhabi Bank",
  "Abu Dhabi Commercial Bank",
  "ADCB",
  "Mashreq",
  "Dubai Islamic Bank",
  "RAKBANK",
  "Commercial Bank of Dubai",
];

function findBank(text: string): string | undefined {
  let best: { name: string; at: number } | undefined;
  for (const name of banks) {
    const at = text.search(new RegExp(`\\b${name.replace(/[.]/g, "\\.")}\\b`, "i"));
    if (at >= 0 && (!best || at < best.at)) best = { name, at };
  }
  return best?.name;
}

const currencies = [
  "AED",
  "GBP",
  "USD",
  "EUR",
  "SAR",
  "QAR",
  "KWD",
  "BHD",
  "OMR",
  "CAD",
  "AUD",
  "INR",
];

function findCurrency(text: string): string | undefined {
  const labelled = /\bcurrency\s*:?\s*([A-Z]{3})\b/i.exec(text);
  if (labelled && currencies.includes(labelled[1]!.toUpperCase()))
    return labelled[1]!.toUpperCase();
  const counts = new Map<string, number>();
  for (const m of text.matchAll(/\b([A-Z]{3})\b/g)) {
    if (currencies.includes(m[1]!)) counts.set(m[1]!, (counts.get(m[1]!) ?? 0) + 1);
  }
  const top = [...counts].sort((a, b) => b[1] - a[1])[0];
  if (top) return top[0];
  if (text.includes("£")) return "GBP";
  if (text.includes("€")) return "EUR";
  if (text.includes("$")) return "USD";
  return undefined;
}

function labelled(lines: PdfLine[], label: RegExp): string | undefined {
  for (const line of lines) {
    for (const [i, cell] of line.cells.entries()) {
      const m = label.exec(cell.text);
      if (!m) continue;
      const rest = cell.text.slice(m.index + m[0].length).replace(/^\s*[:#]?\s*/, "");
      const value = rest || line.cells[i + 1]?.text;
      if (value) return value;
    }
  }
  return undefined;
}

function lastFour(lines: PdfLine[]): string | undefined {
  const value = labelled(lines, /\b(account (number|no\.?)|acct(\.|ount)? #|account #|iban)/i);
  const digits = value?.replace(/[^0-9A-Za-z]/g, "").replace(/[xX]/g, "");
  return digits && digits.length >= 4 ? digits.slice(-4) : undefined;
}

interface Period {
  start: DateToken;
  end: DateToken;
}

function findPeriod(lines: PdfLine[]): Period | undefined {
  for (const line of lines.slice(0, 80)) {
    if (!/period|from|through|to\b|–|-/i.test(line.text)) continue;
    const dated = findDates(line.text).filter((t) => t.year !== undefined);
    if (dated.length >= 2) return { start: dated[0]!, end: dated[1]! };
  }
  return undefined;
}

/** A line's money cells and the rest, its date taken off the front. */
function split(line: PdfLine, date: DateToken | undefined) {
  const money: Cell[] = [];
  const words: string[] = [];
  line.cells.forEach((cell, i) => {
    let text = cell.text;
    if (i === 0 && date) text = text.slice(date.length).trim();
    if (text === "") return;
    if (isMoney(text)) money.push(i === 0 ? { ...cell, text } : cell);
    else words.push(text);
  });
  return { money, description: words.join(" ") };
}

function explicitSign(text: string): boolean {
  return /^[(-]|-$|\b(CR|DR|Cr|Dr)$/.test(text.trim());
}

/** The document-wide facts the lines need: currency, period and how to date a line. */
function documentFacts(lines: PdfLine[], hints: ReadHints) {
  const firstPage = lines.filter((l) => l.page === 1);
  const currency =
    findCurrency(lines.map((l) => l.text).join("\n")) ?? hints.currency?.toUpperCase() ?? "XXX";
  const period = findPeriod(firstPage);
  const dateTokens = lines.flatMap((l) => findDates(l.text));
  const order =
    hints.dateOrder ??
    dateOrderOf(dateTokens, customaryOrder(currency === "XXX" ? undefined : currency));
  const periodStart = period && isoOf(period.start, order);
  const periodEnd = period && isoOf(period.end, order);
  const fallbackYear = dateTokens.find((t) => t.year !== undefined)?.year;
  const iso = (token: DateToken): string => {
    const year =
      token.year ??
      (periodStart && periodEnd ? yearWithin(token, order, periodStart, periodEnd) : fallbackYear);
    const date = isoOf(token, order, year);
    if (!date)
      throw new Refused(
        refuse("unreadable", "a transaction's date could not be read (no year on the statement)"),
      );
    return date;
  };
  return { firstPage, currency, periodStart, periodEnd, iso };
}

/** Reads the transaction table line by line, keeping the state a statement carries down its pages. */
class TableReader {
  readonly out: StatementLine[] = [];
  opening: number | undefined;
  closing: number | undefined;
  private columns: Column[] | undefined;
  // +1 deposits, -1 withdrawals, 0 a table that lists no transactions (daily balances).
  private sectionSign: 1 | -1 | 0 | undefined;
  private lastDate: string | undefined;
  private lastBalance: number | undefined;
  private previous: { line: StatementLine; at: PdfLine; descriptionX: number } | undefined;

  constructor(
    private readonly currency: string,
    private readonly iso: (token: DateToken) => string,
  ) {}

  take(line: PdfLine): void {
    const header = headerColumns(line);
    const date = leadingDate(line.cells[0]?.text ?? "");
    const { money, description } = split(line, date);
    const wrapped = this.previous;
    this.previous = undefined;
    if (header) {
      this.columns = header;
    } else if (openingLabel.test(description) || closingLabel.test(description)) {
      this.balanceLine(description, money);
    } else if (money.length === 0) {
      this.textLine(line, date, wrapped);
    } else if (this.sectionSign !== 0) {
      this.transaction(line, date, money, description);
    }
  }

  private balanceLine(description: string, money: Cell[]): void {
    const value = money.length ? parseMoney(money.at(-1)!.text, this.currency) : null;
    if (value === null) return;
    if (openingLabel.test(description)) {
      this.opening ??= value;
      this.lastBalance ??= value;
    } else this.closing = value;
  }

  private textLine(
    line: PdfLine,
    date: DateToken | undefined,
    wrapped: TableReader["previous"],
  ): void {
    const heading = !date && line.text.length < 60;
    if (heading && balancesSection.test(line.text)) this.sectionSign = 0;
    else if (heading && depositSection.test(line.text)) this.sectionSign = 1;
    else if (heading && withdrawalSection.test(line.text)) this.sectionSign = -1;
    else if (
      wrapped &&
      !date &&
      wrapped.at.page === line.page &&
      wrapped.at.line + 1 === line.line &&
      line.cells.length === 1 &&
      Math.abs(line.cells[0]!.x - wrapped.descriptionX) < 4
    ) {
      // A description wrapped onto the next line.
      wrapped.line.description = `${wrapped.line.description} ${line.text}`;
      this.previous = { ...wrapped, at: line };
    }
  }

  private transaction(
    line: PdfLine,
    date: DateToken | undefined,
    money: Cell[],
    description: string,
  ): void {
    const byColumn = this.columns?.some((c) => c.role === "debit" || c.role === "credit") ?? false;
    if (
      !date &&
      (!byColumn || !this.lastDate || notTransaction.test(description) || description === "")
    )
      return;
    const { balance, unsigned, ...found } = this.amounts(money);
    let amount = found.amount;
    if (amount === undefined) return;
    if (unsigned && this.sectionSign) amount = this.sectionSign * Math.abs(amount);
    else if (
      unsigned &&
      balance !== undefined &&
      this.lastBalance !== undefined &&
      this.lastBalance - balance === amount
    ) {
      amount = -amount;
    }
    const when = date ? this.iso(date) : this.lastDate!;
    this.lastDate = when;
    if (balance !== undefined) this.lastBalance = balance;
    const entry: StatementLine = {
      id: String(this.out.length + 1),
      date: when,
      description,
      amountMinor: amount,
      ...(balance !== undefined ? { balanceMinor: balance } : {}),
      source: { page: line.page, line: line.line },
    };
    this.out.push(entry);
    const descriptionCell = line.cells.find(
      (c, i) => !(i === 0 && date && c.text.length <= date.length) && !isMoney(c.text),
    );
    this.previous = { line: entry, at: line, descriptionX: descriptionCell?.x ?? line.cells[0]!.x };
  }

  /** Which money cell is the amount and which the balance: by column, else the last is the balance. */
  private amounts(money: Cell[]) {
    let amount: number | undefined;
    let balance: number | undefined;
    let unsigned = false;
    money.forEach((cell, i) => {
      const role: MoneyRole = this.columns
        ? nearest(cell, this.columns)
        : money.length > 1 && i === money.length - 1
          ? "balance"
          : "amount";
      const value = parseMoney(cell.text, this.currency);
      if (value === null) return;
      if (role === "balance") balance = value;
      else if (role === "debit") amount = -Math.abs(value);
      else if (role === "credit") amount = Math.abs(value);
      else {
        amount = value;
        unsigned = !explicitSign(cell.text);
      }
    });
    return { amount, balance, unsigned };
  }
}

export async function readPdf(
  bytes: Uint8Array,
  hints: ReadHints,
  limits: ReadLimits,
): Promise<ReadStatement> {
  const { lines, meta } = await pdfText(bytes, limits);
  const { firstPage, currency, periodStart, periodEnd, iso } = documentFacts(lines, hints);
  const table = new TableReader(currency, iso);
  for (const line of lines) table.take(line);
  const out = table.out;
  if (out.length === 0) {
    throw new Refused(
      refuse("not_a_statement", "no transactions were found in this PDF: is it a bank statement?"),
    );
  }
  // Sectioned statements list deposits before withdrawals; the statement reads in date order.
  if (out.some((l, i) => i > 0 && l.date < out[i - 1]!.date)) {
    out.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    out.forEach((l, i) => (l.id = String(i + 1)));
  }
  const bank = findBank(firstPage.map((l) => l.text).join("\n"));
  const accountName = labelled(firstPage, /\b(account (name|holder)|customer name)\b/i);
  const last4 = lastFour(firstPage);
  return {
    format: "pdf",
    ...(bank ? { bank } : {}),
    ...(accountName ? { accountName } : {}),
    ...(last4 ? { accountLast4: last4 } : {}),
    currency,
    ...(periodStart ? { periodStart } : {}),
    ...(periodEnd ? { periodEnd } : {}),
    ...(table.opening !== undefined ? { openingBalanceMinor: table.opening } : {}),
    ...(table.closing !== undefined ? { closingBalanceMinor: table.closing } : {}),
    lines: out,
    meta,
  };
}
