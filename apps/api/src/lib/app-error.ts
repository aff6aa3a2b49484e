import type { ErrorCode } from "@portal/contract/errors/error-codes";
import type { FieldIssue } from "@portal/contract/errors/error-envelope";
import type { MessageKey } from "@portal/contract/messages";

/** What services throw; the error handler turns it into the envelope and the code's status. */
export class AppError extends Error {
  constructor(
    public readonly code: ErrorCode,
    options: {
      message?: MessageKey;
      issues?: FieldIssue[];
      /** Facts for the page to act on (the envelope's `details`), e.g. the course to pass. */
      details?: Record<string, unknown>;
      cause?: unknown;
    } = {},
  ) {
    super(options.message ?? code, { cause: options.cause });
    this.messageKey = options.message;
    this.issues = options.issues;
    this.details = options.details;
  }
  readonly messageKey: MessageKey | undefined;
  readonly issues: FieldIssue[] | undefined;
  readonly details: Record<string, unknown> | undefined;
}
