import type { FastifyInstance } from "fastify";
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
  app.addHook("preValidation", async (request) => {
    const where = (["query", "params", "body"] as const).find((part) => {
      const value = request[part];
      if (Buffer.isBuffer(value)) return value.includes(0) || rawNul.test(value.toString("latin1"));
      return nulPath(value) !== undefined;
    });
    if (!where) return;
    const value = request[where];
    const path = Buffer.isBuffer(value) ? [where] : [where, ...(nulPath(value) ?? [])];
    throw new AppError("validation_failed", { issues: [toFieldIssue(path, "invalidValue")] });
  });
});
