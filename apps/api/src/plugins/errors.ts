import { randomUUID } from "node:crypto";
import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { errorCodes, type ErrorCode } from "@portal/contract/errors/error-codes";
import type { ErrorEnvelope, FieldIssue } from "@portal/contract/errors/error-envelope";
import { messageText, toFieldIssue } from "@portal/contract/errors/field-issues";
import type { MessageKey } from "@portal/contract/messages";
import { isConcurrentChange, isInvalidInput } from "@portal/db/errors";
import { AppError } from "../lib/app-error";

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  options: { message?: MessageKey; issues?: FieldIssue[]; details?: Record<string, unknown> } = {},
) {
  const { status, message } = errorCodes[code];
  const body: ErrorEnvelope = {
    error: {
      code,
      message: messageText(options.message ?? message),
      requestId: request.id,
      ...(options.issues ? { issues: options.issues } : {}),
      ...(options.details ? { details: options.details } : {}),
    },
  };
  return reply.status(status).type("application/json; charset=utf-8").send(body);
}

/** The envelope of an error, as JSON text (for answers written below Fastify's reply). */
export function errorEnvelopeText(code: ErrorCode, requestId: string): string {
  const body: ErrorEnvelope = {
    error: { code, message: messageText(errorCodes[code].message), requestId },
  };
  return JSON.stringify(body);
}

/**
 * Errors Fastify meets before a route is found: a URL that cannot be decoded (`/v1/user/deal/%ff`)
 * or a path parameter over the length limit. Passed as the `frameworkErrors` option.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.log.info({ err: error }, "client error before routing");
  // No hook runs for a request that never reached a route: the id the envelope gives is set here.
  reply.header("x-request-id", request.id);
  return sendError(
    request,
    reply,
    error.code === "FST_ERR_MAX_PARAM_LENGTH" ? "uri_too_long" : "bad_request",
  );
}

/**
 * Errors Node's HTTP parser meets before Fastify sees a request (headers too large, a malformed
 * request line, a timeout): answered with the envelope on the raw socket, then closed. Passed as
 * the `clientErrorHandler` option.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const code: ErrorCode =
    error.code === "ERR_HTTP_REQUEST_TIMEOUT"
      ? "request_timeout"
      : error.code === "HPE_HEADER_OVERFLOW"
        ? "headers_too_large"
        : error.code === "HPE_URI_TOO_LONG"
          ? "uri_too_long"
          : "bad_request";
  const body = errorEnvelopeText(code, randomUUID());
  if (socket.writable) {
    const status = errorCodes[code].status;
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** One envelope for every failure: `{ error: { code, message, requestId, issues? } }`. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return sendError(request, reply, error.code, {
        message: error.messageKey,
        issues: error.issues,
        details: error.details,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A path that names nothing (a malformed id, an over-long token) is not found, as a missing
      // row is: the answer does not tell a prober which ids are well formed (decision 057).
      if (error.validationContext === "params") return sendError(request, reply, "not_found");
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
    if (isConcurrentChange(error)) {
      // Two changes of the same records at once (e.g. withdrawing a deal while its funder answers):
      // the database rolled this one back whole; it is a conflict to retry, not a fault.
      request.log.warn({ err: error }, "transaction ended by a concurrent change");
      return sendError(request, reply, "version_conflict");
    }
    if (isInvalidInput(error)) {
      request.log.info({ err: error }, "input the database refused");
      return sendError(request, reply, "bad_request");
    }
    request.log.error({ err: error, requestId: request.id }, "unexpected error");
    return sendError(request, reply, "internal");
  });
});
