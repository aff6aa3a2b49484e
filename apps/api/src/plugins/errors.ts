import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { errorCodes, type ErrorCode } from "@portal/contract/errors/error-codes";
import type { ErrorEnvelope, FieldIssue } from "@portal/contract/errors/error-envelope";
import { toFieldIssue } from "@portal/contract/errors/field-issues";
import { messages, type MessageKey } from "@portal/contract/messages";
import { isInvalidInput } from "@portal/db/errors";
import { AppError } from "../lib/app-error";

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  options: { message?: MessageKey; issues?: FieldIssue[] } = {},
) {
  const { status, message } = errorCodes[code];
  const body: ErrorEnvelope = {
    error: {
      code,
      message: messages[options.message ?? message],
      requestId: request.id,
      ...(options.issues ? { issues: options.issues } : {}),
    },
  };
  return reply.status(status).type("application/json; charset=utf-8").send(body);
}

/** One envelope for every failure: `{ error: { code, message, requestId, issues? } }`. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return sendError(request, reply, error.code, {
        message: error.messageKey,
        issues: error.issues,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) =>
        toFieldIssue(v.instancePath.split("/").filter(Boolean), v.message ?? ""),
      );
      return sendError(request, reply, "validation_failed", { issues });
    }
    // Fastify's own client errors: malformed JSON, body too large, wrong content type, ...
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const code: ErrorCode =
        error.statusCode === 413
          ? "payload_too_large"
          : error.statusCode === 415
            ? "unsupported_media_type"
            : error.statusCode === 429
              ? "rate_limited"
              : "bad_request";
      request.log.info({ err: error }, "client error");
      return sendError(request, reply, code);
    }
    if (isInvalidInput(error)) {
      request.log.info({ err: error }, "input the database refused");
      return sendError(request, reply, "bad_request");
    }
    request.log.error({ err: error, requestId: request.id }, "unexpected error");
    return sendError(request, reply, "internal");
  });
});
