// Checks that catch a doctored statement (issue 37, decision 088). Each finding is a warning with a
// code, its statement and the lines to look at: something for a person to look at, never a verdict.

import type { StatementWarning } from "@portal/contract/statements/statement-schemas";
import { dayNumber, words } from "./payees";
import type { StatementInput, Timeline } from "./timeline";

export interface CheckOptions {
  /** The borrower's (business's) name: a statement of another name is warned of. */
  expectedAccountName?: string;
}

/**
 * Producers and creators of tools that edit PDFs or make them from documents: a bank's statement is
 * made by its own systems (Acrobat Distiller and the Adobe PDF Library are such, and are not here).
 */
export const editingTools: readonly RegExp[] = [
  /adobe acrobat(?! distiller)(?! paper capture)/i,
  /acrobat (pro|standard)/i,
  /ilovepdf/i,
  /smallpdf/i,
  /sejda/i,
  /pdfescape/i,
  /microsoft.{0,3} word/i,
  /pdf-xchange editor/i,
  /foxit (phantompdf|pdf editor)/i,
  /nitro ?pdf|nitro pro/i,
  /pdfelement|wondershare/i,
  /canva/i,
  /libreoffice|openoffice/i,
  /google docs/i,
  /pdffiller|dochub|pdf candy|soda pdf|pdf2go|inkscape|photoshop/i,
];

/** A file edited this long after it was made has been changed by someone (a day). */
const editedAfterMs = 86_400_000;
/** Banks make a statement within days of its period's end; modified later than this is edited. */
const modifiedAfterPeriodDays = 45;

const legalWords = new Set([
  "LLC",
  "L",
  "C",
  "LTD",
  "LIMITED",
  "INC",
  "INCORPORATED",
  "CORP",
  "CORPORATION",
  "CO",
  "COMPANY",
  "PLC",
  "LLP",
  "LP",
  "THE",
  "FZE",
  "FZC",
  "FZCO",
  "FZ",
  "DMCC",
  "EST",
  "ESTABLISHMENT",
  "TRADING",
  "DBA",
  "T/A",
  "AND",
  "&",
]);

function nameWords(name: string): string[] {
  return words(name.replace(/\./g, ""))
    .split(" ")
    .filter((word) => word !== "" && !legalWords.has(word));
}

function bigrams(text: string): Map<string, number> {
  const grams = new Map<string, number>();
  for (let i = 0; i < text.length - 1; i += 1)
    grams.set(text.slice(i, i + 2), (grams.get(text.slice(i, i + 2)) ?? 0) + 1);
  return grams;
}

/** Dice coefficient of the names' letter pairs, in percent (0-100). */
function similarityPercent(a: string, b: string): number {
  const ga = bigrams(a);
  const gb = bigrams(b);
  let common = 0;
  for (const [gram, n] of ga) common += Math.min(n, gb.get(gram) ?? 0);
  const total = Math.max(1, a.length - 1) + Math.max(1, b.length - 1);
  return Math.floor((200 * common) / total);
}

/**
 * Whether two account holders' names name one business: legal forms, punctuation and case aside,
 * every word of the shorter is in the longer ("ACME BAKERY" and "Acme Bakery LLC"), or their
 * letters are at least 80 % alike (a typo, a missing space).
 */
export function sameName(a: string, b: string): boolean {
  const wa = nameWords(a);
  const wb = nameWords(b);
  if (wa.length === 0 || wb.length === 0) return true;
  const [shorter, longer] = wa.length <= wb.length ? [wa, wb] : [wb, wa];
  if (shorter.every((word) => longer.includes(word))) return true;
  return similarityPercent(wa.join(""), wb.join("")) >= 80;
}

export function checkStatements(
  inputs: readonly StatementInput[],
  timeline: Timeline,
  options: CheckOptions = {},
): StatementWarning[] {
  const warnings: StatementWarning[] = [];
  for (const aside of timeline.setAside) {
    warnings.push({
      code: aside.reason,
      statementId: aside.statementId,
      lineIds: [],
      detail:
        aside.reason === "other_currency"
          ? { currency: aside.currency, expected: timeline.currency }
          : {
              accountLast4: aside.accountLast4 ?? "",
              bank: aside.bank ?? "",
              expectedAccountLast4: timeline.accountLast4 ?? "",
              expectedBank: timeline.bank ?? "",
            },
    });
  }
  for (const input of inputs) {
    warnings.push(...checkBalances(input), ...checkFile(input));
    const { id, statement } = input;
    if (
      options.expectedAccountName &&
      statement.accountName &&
      !sameName(options.expectedAccountName, statement.accountName)
    ) {
      warnings.push({
        code: "other_account_name",
        statementId: id,
        lineIds: [],
        detail: { accountName: statement.accountName, expected: options.expectedAccountName },
      });
    }
  }
  warnings.push(...betweenStatements(timeline));
  return warnings;
}

/** A statement's own figures: running balances, opening plus lines against closing, lines in its period. */
function checkBalances({ id, statement }: StatementInput): StatementWarning[] {
  const warnings: StatementWarning[] = [];
  const lineId = (line: { id: string }) => `${id}:${line.id}`;
  // Each printed balance is the one before plus the line's amount (a line without one carries on).
  let previous: { id: string; balance: number } | undefined =
    statement.openingBalanceMinor === undefined
      ? undefined
      : { id: "", balance: statement.openingBalanceMinor };
  for (const line of statement.lines) {
    if (line.balanceMinor === undefined) {
      previous = previous && { id: previous.id, balance: previous.balance + line.amountMinor };
      continue;
    }
    if (previous && previous.balance + line.amountMinor !== line.balanceMinor) {
      warnings.push({
        code: "balance_does_not_add_up",
        statementId: id,
        lineIds: previous.id === "" ? [lineId(line)] : [previous.id, lineId(line)],
        detail: {
          expectedMinor: previous.balance + line.amountMinor,
          printedMinor: line.balanceMinor,
        },
      });
    }
    previous = { id: lineId(line), balance: line.balanceMinor };
  }
  const { openingBalanceMinor: opening, closingBalanceMinor: closing } = statement;
  if (opening !== undefined && closing !== undefined) {
    const sum = statement.lines.reduce((total, line) => total + line.amountMinor, 0);
    if (opening + sum !== closing) {
      warnings.push({
        code: "opening_plus_lines_not_closing",
        statementId: id,
        lineIds: [],
        detail: {
          openingMinor: opening,
          linesMinor: sum,
          closingMinor: closing,
          differenceMinor: closing - opening - sum,
        },
      });
    }
  }
  const { periodStart, periodEnd } = statement;
  if (periodStart !== undefined && periodEnd !== undefined) {
    const outside = statement.lines.filter(
      (line) => line.date < periodStart || line.date > periodEnd,
    );
    if (outside.length > 0) {
      warnings.push({
        code: "line_outside_period",
        statementId: id,
        lineIds: outside.map(lineId),
        detail: { periodStart, periodEnd },
      });
    }
  }
  return warnings;
}

/** The file's producer, creator and dates: made or changed by an editing tool, or changed later. */
function checkFile({ id, statement }: StatementInput): StatementWarning[] {
  const warnings: StatementWarning[] = [];
  const meta = statement.meta ?? {};
  for (const field of ["producer", "creator"] as const) {
    const value = meta[field];
    if (value !== undefined && editingTools.some((pattern) => pattern.test(value))) {
      warnings.push({
        code: "edited_by_tool",
        statementId: id,
        lineIds: [],
        detail: { [field]: value },
      });
    }
  }
  const created = meta.createdAt === undefined ? Number.NaN : Date.parse(meta.createdAt);
  const modified = meta.modifiedAt === undefined ? Number.NaN : Date.parse(meta.modifiedAt);
  if (meta.createdAt && meta.modifiedAt && modified - created > editedAfterMs) {
    warnings.push({
      code: "modified_after_created",
      statementId: id,
      lineIds: [],
      detail: { createdAt: meta.createdAt, modifiedAt: meta.modifiedAt },
    });
  }
  // Modified long after the period, unless the file was also made then (downloaded late, not edited).
  if (meta.modifiedAt && !Number.isNaN(modified) && statement.periodEnd !== undefined) {
    const daysAfter = Math.floor(modified / 86_400_000) - dayNumber(statement.periodEnd);
    if (
      daysAfter > modifiedAfterPeriodDays &&
      (Number.isNaN(created) || modified - created > editedAfterMs)
    ) {
      warnings.push({
        code: "modified_after_period",
        statementId: id,
        lineIds: [],
        detail: { periodEnd: statement.periodEnd, modifiedAt: meta.modifiedAt, daysAfter },
      });
    }
  }
  return warnings;
}

/** Between consecutive statements: a gap, or a closing balance the next does not open with. */
function betweenStatements(timeline: Timeline): StatementWarning[] {
  const warnings: StatementWarning[] = timeline.gaps.map((gap) => ({
    code: "gap_between_statements",
    statementId: gap.beforeStatementId,
    lineIds: [],
    detail: { ...gap },
  }));
  timeline.statements.slice(1).forEach((next, i) => {
    const before = timeline.statements[i]!;
    if (before.closingBalanceMinor === undefined || next.openingBalanceMinor === undefined) return;
    // Only a statement starting the day after the one before must open with its closing balance:
    // an overlapping one opens mid-way, and across a gap unseen lines moved the balance.
    if (
      dayNumber(next.from) === dayNumber(before.to) + 1 &&
      before.closingBalanceMinor !== next.openingBalanceMinor
    ) {
      warnings.push({
        code: "closing_not_next_opening",
        statementId: next.id,
        lineIds: [],
        detail: {
          afterStatementId: before.id,
          closingMinor: before.closingBalanceMinor,
          openingMinor: next.openingBalanceMinor,
        },
      });
    }
  });
  return warnings;
}
