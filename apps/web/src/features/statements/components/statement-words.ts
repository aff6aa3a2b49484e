import type { TFunction } from "i18next";
import type {
  StatementDocument,
  StatementWarning,
} from "@portal/contract/statements/statement-schemas";
import { formatDate, formatDateTime, formatMoney } from "@/lib/format";

/** The file a statement id names (a statement is its document: the ids are the same). */
export const fileNameOf = (statements: readonly StatementDocument[], statementId: string) =>
  statements.find((s) => s.documentId === statementId)?.fileName;

/** "Chase ···3456", "···3456" or the bank alone: how an account is named in a sentence. */
export function accountName(bank: string | undefined, last4: string | undefined) {
  const number = last4 ? `···${last4}` : "";
  return [bank, number].filter(Boolean).join(" ");
}

const text = (value: string | number | undefined) => (value === undefined ? "" : String(value));

/**
 * A check's finding in words: its title and a sentence with its figures (money in the summary's
 * currency, dates in the reader's format, statements by their file's name), never its code.
 */
export function warningWords(
  t: TFunction,
  warning: StatementWarning,
  context: { currency: string; language: string; statements: readonly StatementDocument[] },
) {
  const { detail } = warning;
  const money = (key: string) => {
    const value = detail[key];
    return typeof value === "number" ? formatMoney(value, context.currency, context.language) : "";
  };
  const day = (key: string) => {
    const value = detail[key];
    return typeof value === "string" && value ? formatDate(value, context.language) : "";
  };
  const moment = (key: string) => {
    const value = detail[key];
    return typeof value === "string" && value ? formatDateTime(value, context.language) : "";
  };
  const file = (key: string) => {
    const value = detail[key];
    return typeof value === "string" ? (fileNameOf(context.statements, value) ?? "") : "";
  };
  const params = ((): Record<string, string> => {
    switch (warning.code) {
      case "balance_does_not_add_up":
        return { expected: money("expectedMinor"), printed: money("printedMinor") };
      case "opening_plus_lines_not_closing":
        return {
          opening: money("openingMinor"),
          lines: money("linesMinor"),
          closing: money("closingMinor"),
          difference: money("differenceMinor"),
        };
      case "gap_between_statements":
        return { from: day("from"), to: day("to") };
      case "closing_not_next_opening":
        return {
          before: file("afterStatementId"),
          closing: money("closingMinor"),
          opening: money("openingMinor"),
        };
      case "line_outside_period":
        return { from: day("periodStart"), to: day("periodEnd") };
      case "edited_by_tool":
        return { tool: text(detail.producer ?? detail.creator) };
      case "modified_after_created":
        return { created: moment("createdAt"), modified: moment("modifiedAt") };
      case "modified_after_period":
        return { periodEnd: day("periodEnd"), modified: moment("modifiedAt") };
      case "other_currency":
        return { currency: text(detail.currency), expected: text(detail.expected) };
      case "other_account":
        return {
          account: accountName(
            text(detail.bank) || undefined,
            text(detail.accountLast4) || undefined,
          ),
          expected: accountName(
            text(detail.expectedBank) || undefined,
            text(detail.expectedAccountLast4) || undefined,
          ),
        };
      case "other_account_name":
        return { accountName: text(detail.accountName), expected: text(detail.expected) };
    }
  })();
  return {
    title: t(`ui.statements.warnings.codes.${warning.code}`),
    detail: t(`ui.statements.warnings.details.${warning.code}`, params),
  };
}
