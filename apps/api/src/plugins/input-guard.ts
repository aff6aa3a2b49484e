import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { toFieldIssue } from "@portal/contract/errors/field-issues";
import { AppError } from "../lib/app-error";

/** The path of the first string holding a NUL character, or undefined. */
export function nulPath(value: unknown, path: string[] = [], depth = 0): string[] | undefined {
  if (typeof value === "string") return value.includes("\u0000") ? path : undefined;
  if (!value || typeof value !== "object" || depth > 32 || Buffer.isBuffer(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes("\u0000")) return [...path, key];
    const found = nulPath(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

// A raw body (the identity service parses its own) holding a NUL byte or its JSON escape.
const rawNul = /\\u0000/i;

/**
 * No text the portal stores or searches may hold a NUL character: PostgreSQL refuses it in text
 * (so it used to surface as a 500). Refused up front, for every route, as a 400 naming the field.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  // Synchronous and cheap when there is nothing to look at: it runs on every request.
  app.addHook("preValidation", (request, _reply, done) => {
    const path = nulIn(request);
    if (!path) return done();
    done(new AppError("validation_failed", { issues: [toFieldIssue(path, "invalidValue")] }));
  });
});

/** Where the request holds a NUL character, as a field path, or undefined. */
function nulIn(request: FastifyRequest): string[] | undefined {
  // A NUL can reach the query or the path parameters only escaped in the URL.
  if (/%00/i.test(request.url)) {
    for (const part of ["query", "params"] as const) {
      const found = nulPath(request[part]);
      if (found) return [part, ...found];
    }
  }
  const body = request.body;
  if (body === undefined || body === null) return undefined;
  if (Buffer.isBuffer(body))
    return body.includes(0) || rawNul.test(body.toString("latin1")) ? ["body"] : undefined;
  const found = nulPath(body);
  return found ? ["body", ...found] : undefined;
}
