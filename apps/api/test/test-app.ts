import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { createScratchDatabase } from "@portal/db/scratch-database";
import { afterAll, beforeAll } from "vitest";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config/env";

export const publicUrl = "http://localhost:3000";
export const testSecret = "test-secret-test-secret-test-secret-0123456789";

/**
 * A database of this test file's own: a fresh PostgreSQL database created from
 * TEST_DATABASE_URL (dropped afterwards), or an in-memory PGlite when it is not set.
 */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { url: "memory://", drop: async () => {} };
  return createScratchDatabase(adminUrl, "portal_t");
}

export function testConfig(databaseUrl: string, overrides: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    AUTH_SECRET: testSecret,
    PUBLIC_URL: publicUrl,
    WEB_DIST: "/nonexistent-web-dist",
    // Outbox mail and anything else written to disk stays out of the repository.
    DATA_DIR: mkdtempSync(join(tmpdir(), "portal-test-data-")),
    DATABASE_URL: databaseUrl,
    // Whole suites sign up from one address; the limits have their own tests (rate-limit.test.ts).
    RATE_LIMIT_PER_MINUTE: "100000",
    ...overrides,
  });
}

/** Builds the app on this file's database before the tests and tears both down after. */
export function useTestApp(overrides: Record<string, string> = {}, prepare?: (app: FastifyInstance) => void) {
  const ctx = {} as { app: FastifyInstance };
  let drop = async () => {};
  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    ctx.app = await buildApp(testConfig(database.url, overrides));
    prepare?.(ctx.app);
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await drop();
  });
  return ctx;
}

export const uniqueEmail = (prefix = "user") => `${prefix}-${randomBytes(5).toString("hex")}@example.com`;
export const password = "correct horse battery staple";

export interface SignedUp {
  cookie: string;
  token: string;
  userId: string;
  email: string;
}

/** Signs up through the identity service and exchanges the session for an ID token. */
export async function signUp(app: FastifyInstance, email = uniqueEmail()): Promise<SignedUp> {
  const res = await app.inject({
    method: "POST",
    url: "/auth/sign-up/email",
    headers: { origin: publicUrl },
    payload: { email, password, name: email.split("@")[0] },
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const cookie = [res.headers["set-cookie"]].flat().map((c) => String(c).split(";")[0]).join("; ");
  const tokenRes = await app.inject({ method: "GET", url: "/auth/token", headers: { cookie } });
  if (tokenRes.statusCode !== 200) throw new Error(`token failed: ${tokenRes.statusCode} ${tokenRes.body}`);
  return { cookie, token: tokenRes.json().token, userId: res.json().user.id, email };
}

export function validOnboarding(overrides: Record<string, unknown> = {}) {
  return {
    accountType: "organization",
    company: { companyName: "Harbour Finance" },
    firstName: "Ann",
    lastName: "Lee",
    dateOfBirth: "1990-01-02",
    gender: "female",
    country: "GB",
    phoneNumber: "07911 123456",
    language: "en",
    displayCurrency: "GBP",
    termsAccepted: true,
    ...overrides,
  };
}

export function putUser(app: FastifyInstance, token: string, payload: unknown) {
  return app.inject({ method: "PUT", url: "/v1/user/update", headers: { authorizationkey: token }, payload: payload as object });
}

export function getUser(app: FastifyInstance, token: string) {
  return app.inject({ method: "GET", url: "/v1/user/", headers: { authorizationkey: token } });
}
