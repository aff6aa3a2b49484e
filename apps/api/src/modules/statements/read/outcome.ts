// What a statement reader answers (issue 37): the statement, or a refusal with a code the web words
// and an English message. Shared by the readers, the worker and the pool.
import type { ReadStatement } from "../types";

export type RefusalCode =
  | "empty"
  | "not_a_statement"
  | "image_only"
  | "encrypted"
  | "unreadable"
  | "columns_unknown"
  | "too_large"
  | "too_many_pages"
  | "too_complex";

export interface ReadRefusal {
  refusal: RefusalCode;
  message: string;
  /** `columns_unknown`: the header names found, so the UI can ask which column is which. */
  columns?: string[];
}

export type ReadOutcome = ReadStatement | ReadRefusal;

export function isRefusal(outcome: ReadOutcome): outcome is ReadRefusal {
  return "refusal" in outcome;
}

export function refuse(refusal: RefusalCode, message: string, columns?: string[]): ReadRefusal {
  return columns ? { refusal, message, columns } : { refusal, message };
}

/** Thrown inside a reader to stop with a refusal; `readStatement` turns it into the answer. */
export class Refused extends Error {
  constructor(readonly answer: ReadRefusal) {
    super(answer.message);
  }
}

/** CSV columns named by the user when the header was not recognised (by header name). */
export interface ColumnHints {
  date: string;
  description: string;
  amount?: string;
  debit?: string;
  credit?: string;
  balance?: string;
}

export interface ReadLimits {
  /** Largest file read, in bytes. */
  maxBytes: number;
  /** Most PDF pages read. */
  maxPages: number;
  /** Largest size any one compressed PDF stream may inflate to, in bytes (PDF bombs). */
  maxInflatedStreamBytes: number;
  /** Largest sum of all inflated PDF streams, in bytes. */
  maxInflatedTotalBytes: number;
}

export const defaultLimits: ReadLimits = {
  maxBytes: 50 * 1024 * 1024,
  maxPages: 400,
  maxInflatedStreamBytes: 32 * 1024 * 1024,
  maxInflatedTotalBytes: 256 * 1024 * 1024,
};

export interface ReadHints {
  /** ISO 4217 code used when the file does not say (CSV exports rarely do). */
  currency?: string;
  /** Order of day and month in numeric dates when the data cannot tell (every day <= 12). */
  dateOrder?: "dmy" | "mdy";
  columns?: ColumnHints;
  limits?: Partial<ReadLimits>;
}
