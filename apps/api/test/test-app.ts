import { createHmac, randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { createScratchDatabase } from "@portal/db/scratch-database";
import { copyPgliteTemplate } from "@portal/db/template-database";
import { eq, isNull } from "drizzle-orm";
import { documents } from "@portal/db/schema/documents";
import { jobs } from "@portal/db/schema/jobs";
import { afterAll, beforeAll, inject } from "vitest";
import { buildApp } from "../src/app";
import { loadConfig, type Config } from "../src/config/env";

export const publicUrl = "http://localhost:3000";
export const testSecret = "test-secret-test-secret-test-secret-0123456789";

export interface TestDatabase {
  /** How the app opens it (`testConfig(database)`), or `openDatabase(database.options)`. */
  options: Config["database"];
  /** The PostgreSQL URL (undefined for PGlite), for a server started as a child process. */
  url: string | undefined;
  drop: () => Promise<void>;
}

/**
 * A database of this test file's own, already migrated: a copy of the run's template (see
 * global-setup.ts), a PostgreSQL database when TEST_DATABASE_URL is set, else a PGlite data
 * directory. `empty` gives an unmigrated database instead, for tests of the migration itself.
 */
export async function createTestDatabase({ empty = false } = {}): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = empty ? undefined : inject("testDatabaseTemplate");
  if (adminUrl) {
    const scratch = await createScratchDatabase(adminUrl, "portal_t", {
      template: template?.driver === "postgres" ? template.name : undefined,
    });
    return {
      options: { driver: "postgres", url: scratch.url, poolSize: 10 },
      url: scratch.url,
      drop: scratch.drop,
    };
  }
  if (template?.driver !== "pglite")
    return { options: { driver: "pglite" }, url: undefined, drop: async () => {} };
  const copy = copyPgliteTemplate(template.dataDir, "portal-pglite-test");
  return {
    options: { driver: "pglite", dataDir: copy.dataDir },
    url: undefined,
    drop: async () => copy.drop(),
  };
}

/** PGlite in memory, migrated from nothing when the app starts. */
export const inMemoryDatabase: TestDatabase = {
  options: { driver: "pglite" },
  url: undefined,
  drop: async () => {},
};

/** A quick-application form's token for the link `token`, shown `agoMs` ago, signed as the API signs it. */
export function leadFormToken(token: string, agoMs: number) {
  const at = Date.now() - agoMs;
  const mac = createHmac("sha256", testSecret)
    .update(`lead-form:${token}:${at}`)
    .digest("base64url");
  return `${at}.${mac}`;
}

/** This test process's Redis keys: two runs side by side on one Redis never share a counter. */
const redisKeyPrefix = `portal:test:${randomBytes(6).toString("hex")}:`;

export function testConfig(database: TestDatabase, overrides: Record<string, string> = {}) {
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    AUTH_SECRET: testSecret,
    PUBLIC_URL: publicUrl,
    WEB_DIST: "/nonexistent-web-dist",
    // Outbox mail and anything else written to disk stays out of the repository.
    DATA_DIR: mkdtempSync(join(tmpdir(), "portal-test-data-")),
    DATABASE_URL: database.url ?? "memory://",
    // Whole suites sign up from one address; the limits have their own tests (rate-limit.test.ts).
    RATE_LIMIT_PER_MINUTE: "100000",
    // Counters in Redis (when a test sets REDIS_URL) apart from any other run's on the same Redis.
    REDIS_KEY_PREFIX: redisKeyPrefix,
    ...overrides,
  });
  return { ...config, database: database.options };
}

/** Builds the app on this file's database before the tests and tears both down after. */
export function useTestApp(
  overrides: Record<string, string> = {},
  prepare?: (app: FastifyInstance) => void,
) {
  const ctx = {} as { app: FastifyInstance };
  let drop = async () => {};
  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    ctx.app = await buildApp(testConfig(database, overrides));
    prepare?.(ctx.app);
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await drop();
  });
  return ctx;
}

export const uniqueEmail = (prefix = "user") =>
  `${prefix}-${randomBytes(5).toString("hex")}@example.com`;
export const password = "correct horse battery staple";

export function putUser(app: FastifyInstance, token: string, payload: unknown) {
  return app.inject({
    method: "PUT",
    url: "/v1/user/update",
    headers: { authorizationkey: token },
    payload: payload as object,
  });
}

export function getUser(app: FastifyInstance, token: string) {
  return app.inject({ method: "GET", url: "/v1/user/", headers: { authorizationkey: token } });
}

export type FormPart =
  | { name: string; value: string }
  | { name: string; fileName: string; content: Buffer; contentType?: string };

/** A multipart/form-data body, parts in the order given (as a browser's FormData sends them). */
export function multipartForm(parts: FormPart[]) {
  const boundary = `----portal${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      "fileName" in part
        ? `form-data; name="${part.name}"; filename="${part.fileName.replace(/"/g, "%22").replace(/\r/g, "%0D").replace(/\n/g, "%0A")}"\r\nContent-Type: ${part.contentType ?? "application/octet-stream"}`
        : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push("fileName" in part ? part.content : Buffer.from(part.value));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** Small files whose bytes say what they are. */
export const sampleFiles = {
  pdf: (size = 1024) =>
    Buffer.concat([
      Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n"),
      randomBytes(Math.max(0, size - 15)),
    ]).subarray(0, size),
  png: () =>
    Buffer.from(
      "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a1bd4d0a0000000049454e44ae426082",
      "hex",
    ),
  text: () => Buffer.from("date,amount\n2026-01-01,100\n"),
};

/** A port nothing listens on right now (for a server started as a child process). */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** A borrower's document rows, read from the database itself (what no API answer hides). */
export const documentRowsOf = (app: FastifyInstance, borrowerId: string) =>
  app.database.db.select().from(documents).where(eq(documents.borrowerId, borrowerId));

/** The background jobs not done yet (queued, or failed and waiting to be tried again). */
export const pendingJobs = (app: FastifyInstance) =>
  app.database.db.select().from(jobs).where(isNull(jobs.failedAt));

/**
 * Waits until every background job queued so far is done (mail sent, new fits recorded): the
 * worker runs them just after the change that queued them commits, not within its request.
 */
export async function jobsDone(app: FastifyInstance, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const pending = await pendingJobs(app);
    if (pending.length === 0) return;
    if (Date.now() > deadline)
      throw new Error(`background jobs still pending: ${JSON.stringify(pending)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
