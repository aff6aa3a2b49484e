import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { defaultPasswordMinScore } from "@portal/contract/identity/password-strength";
import { z } from "zod";
import type { JobSettings } from "../jobs/queue";
import { defaultPasswordMinLength } from "@portal/contract/identity/identity-constants";
import { publicLeadMinFillMs } from "@portal/contract/leads/lead-options";
import {
  defaultDocumentMaxBytes,
  defaultExpiringSoonDays,
} from "@portal/contract/documents/document-schemas";

// npm runs workspace scripts inside the workspace; INIT_CWD is where the person typed the command.
const startDir = process.env.INIT_CWD ?? process.cwd();
const defaultWebDist = fileURLToPath(new URL("../../../web/dist", import.meta.url));

/** Every setting, its default and meaning; the README's settings table mirrors this. */
export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("localhost"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default("data"),
  DATABASE_URL: z
    .string()
    .regex(
      /^(postgres(ql)?:\/\/|memory:\/\/$)/,
      "must start with postgres:// or postgresql://, or be memory://",
    )
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  PASSWORD_MIN_LENGTH: z.coerce.number().int().min(6).max(128).default(defaultPasswordMinLength),
  PASSWORD_MIN_SCORE: z.coerce.number().int().min(0).max(4).default(defaultPasswordMinScore),
  ID_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
  RECENT_LOGIN_SECONDS: z.coerce.number().int().min(60).max(86_400).default(600),
  SESSION_CHECK_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: z.url().default("https://accounts.google.com"),
  APPLE_CLIENT_ID: z.string().min(1).optional(),
  APPLE_CLIENT_SECRET: z.string().min(1).optional(),
  APPLE_ISSUER: z.url().default("https://appleid.apple.com"),
  CRM_WEBHOOK_SECRET: z.string().min(24, "must be at least 24 characters").optional(),
  LEAD_FORM_MIN_FILL_MS: z.coerce.number().int().min(0).max(60_000).default(publicLeadMinFillMs),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(true|false|\d{1,2}|[0-9a-fA-F.:/]+(,\s*[0-9a-fA-F.:/]+)*)$/,
      "must be false, true, a number of proxies, or proxy addresses/CIDRs separated by commas",
    )
    .default("false"),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must start with redis:// or rediss://")
    .optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, "letters, digits and _ : . - only (at most 64)")
    .default("portal:rl:"),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(20),
  LOCKOUT_ATTEMPTS: z.coerce.number().int().min(1).max(1000).default(5),
  LOCKOUT_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEB_DIST: z.string().min(1).default(defaultWebDist),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  SHUTDOWN_QUIET_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(120_000).default(10_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(300_000),
  HTTP_IDLE_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(5_000),
  HTTP_MIN_BODY_BYTES_PER_SECOND: z.coerce.number().int().min(0).max(10_000_000).default(1_024),
  HTTP_BODY_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  HTTP_LINGER_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  // Load shedding (plugins/load-shedding.ts, docs/operations.md "Overload"); 0 turns a limit off.
  SHED_MAX_IN_FLIGHT: z.coerce.number().int().min(0).max(100_000).default(0),
  SHED_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  SHED_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(3_600).default(2),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Dealbridge <no-reply@localhost>"),
  JOB_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1_000),
  JOB_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(1_000).default(20),
  JOB_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(5_000),
  JOB_RETRY_MAX_MS: z.coerce.number().int().min(10).max(86_400_000).default(3_600_000),
  JOB_LEASE_SECONDS: z.coerce.number().int().min(10).max(86_400).default(300),
  // Live updates (docs/decisions/038): heartbeat, streams per person, expiring-document sweep.
  LIVE_HEARTBEAT_MS: z.coerce.number().int().min(100).max(120_000).default(25_000),
  LIVE_MAX_STREAMS_PER_USER: z.coerce.number().int().min(1).max(100).default(8),
  LIVE_MAX_BUFFERED_BYTES: z.coerce.number().int().min(1_024).max(16_777_216).default(65_536),
  EXPIRING_SWEEP_MS: z.coerce.number().int().min(1_000).max(86_400_000).default(3_600_000),
  RESET_LINK_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  INVITE_TTL_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  // Learn (docs/decisions/040-training-gate.md).
  TRAINING_VALIDITY_MONTHS: z.coerce.number().int().min(1).max(120).default(12),
  TRAINING_GRACE_DAYS: z.coerce.number().int().min(0).max(365).default(30),
  TRAINING_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(3),
  TRAINING_COOLDOWN_HOURS: z.coerce.number().int().min(0).max(720).default(24),
  TRAINING_REMINDER_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  // Billing (docs/decisions/041-billing.md, 049): Stripe with the key, the webhook secret and both
  // prices set; else the offline stand-in for Stripe in development, off otherwise.
  BILLING_PROVIDER: z.enum(["stripe", "offline", "off"]).optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, "must start with sk_ or rk_")
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, "must start with whsec_")
    .optional(),
  STRIPE_PRICE_MONTHLY: z
    .string()
    .regex(/^price_/, "must start with price_")
    .optional(),
  STRIPE_PRICE_YEARLY: z
    .string()
    .regex(/^price_/, "must start with price_")
    .optional(),
  /** Another Stripe API address (the in-repo fake in tests); unset = api.stripe.com. */
  STRIPE_API_BASE: z.url().optional(),
  BILLING_TRIAL_DAYS: z.coerce.number().int().min(0).max(365).default(14),
  BILLING_TRIAL_REMINDER_DAYS: z.coerce.number().int().min(1).max(60).default(3),
  BILLING_TRIAL_BANNER_DAYS: z.coerce.number().int().min(0).max(60).default(7),
  // Analytics (docs/decisions/043-analytics-with-consent.md): each tool off unless its id is set.
  GTM_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,12}$/, "must look like GTM-XXXXXXX")
    .optional(),
  GA_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]{4,16}$/, "must look like G-XXXXXXXXXX")
    .optional(),
  ADS_PIXEL_ID: z
    .string()
    .regex(/^\d{6,20}$/, "must be the pixel's number (digits only)")
    .optional(),
  VERIFY_LINK_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(300)
    .max(7 * 86_400)
    .default(86_400),
  STORAGE_DRIVER: z.enum(["local", "s3"]).default("local"),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ENDPOINT: z.url().optional(),
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).default("false"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PREFIX: z
    .string()
    .regex(/^([a-z0-9-]+\/)*$/, "must be empty or lower-case folder names each ending in /")
    .default("documents/"),
  DOCUMENT_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(5 * 1024 ** 3)
    .default(defaultDocumentMaxBytes),
  /** Largest avatar or company logo accepted before it is resized (docs/decisions/034). */
  IMAGE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 ** 2)
    .default(5 * 1024 ** 2),
  EXPIRING_SOON_DAYS: z.coerce.number().int().min(1).max(365).default(defaultExpiringSoonDays),
  OFFICE_MAX_UNPACKED_BYTES: z.coerce
    .number()
    .int()
    .min(1024 ** 2)
    .max(16 * 1024 ** 3)
    .default(512 * 1024 ** 2),
  OFFICE_MAX_ENTRIES: z.coerce.number().int().min(10).max(1_000_000).default(10_000),
  OFFICE_MAX_COMPRESSION_RATIO: z.coerce.number().int().min(10).max(2_000).default(500),
  UPLOAD_STALE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 86_400)
    .default(3600),
});

/** What an Office file (a zip) may unpack to before it is refused. */
export interface OfficeZipLimits {
  /** The most its entries may inflate to, all together (as declared, and as actually inflated). */
  maxUnpackedBytes: number;
  /** The most entries its directory may list. */
  maxEntries: number;
  /** The most an entry over 1 MiB may inflate to, as a multiple of its compressed size. */
  maxCompressionRatio: number;
}

/** The S3-compatible bucket documents are stored in (STORAGE_DRIVER=s3). */
export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible server's address (MinIO, R2, a local test server); unset = AWS. */
  endpoint?: string;
  forcePathStyle: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Prefix of every key, e.g. "documents/". */
  prefix: string;
}

/** What Fastify's `trustProxy` accepts: no proxy, trusted proxy addresses, or a hop rule. */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

export interface OidcProvider {
  id: "google" | "apple";
  clientId: string;
  clientSecret: string;
  issuer: string;
}

export type Config = {
  env: "development" | "production" | "test";
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  database:
    { driver: "postgres"; url: string; poolSize: number } | { driver: "pglite"; dataDir?: string };
  authSecret: string;
  passwordMinLength: number;
  passwordMinScore: number;
  idTokenTtlSeconds: number;
  /** How old a sign-in may be for sensitive actions (change email or password, unlink, 2FA off, delete). */
  recentLoginSeconds: number;
  /** How long an invitation to join an organization can be claimed. */
  inviteTtlDays: number;
  /** Learn and the training gate (docs/decisions/040-training-gate.md). */
  training: TrainingSettings;
  /** Billing (docs/decisions/041-billing.md). */
  billing: BillingSettings;
  /** Analytics tools, each behind consent; null = none configured (docs/decisions/043). */
  analytics: AnalyticsSettings | null;
  /** How long a process trusts that a token's session lives (a revoked token's longest life). */
  sessionCheckSeconds: number;
  /** Fastify's `trustProxy`: how the client address is read from proxy headers (false: never). */
  trustProxy: TrustProxy;
  /** Shared secret of the CRM webhook; unset = the webhook answers 404. */
  crmWebhookSecret: string | undefined;
  /**
   * A quick-application form sent sooner than this after it was shown is a bot's (kept silently).
   * 3 s; the browser journeys' server sets 0 so that no journey waits on the clock (decision 058).
   */
  leadFormMinFillMs: number;
  /** Google and Apple sign-in (OpenID Connect), each present only when its client id and secret are set. */
  oidcProviders: OidcProvider[];
  redisUrl: string | undefined;
  /** Prefix of every Redis key: deployments sharing one Redis keep their counters apart. */
  redisKeyPrefix: string;
  rateLimit: { perMinute: number; lockoutAttempts: number; lockoutSeconds: number };
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
  webDist: string;
  /** Shutdown: at most this long for in-flight requests, then ... */
  shutdownTimeoutMs: number;
  /** ... once no request arrived for this long (each answered 503 meanwhile), the listener closes. */
  shutdownQuietMs: number;
  /** Refusing new requests with 503 while overloaded (docs/operations.md "Overload"). */
  shedding: { maxInFlight: number; maxEventLoopDelayMs: number; retryAfterSeconds: number };
  /** Limits on slow or stalled clients (docs/operations.md "Timeouts"). */
  http: {
    headersTimeoutMs: number;
    requestTimeoutMs: number;
    idleTimeoutMs: number;
    keepAliveTimeoutMs: number;
    minBodyBytesPerSecond: number;
    bodyGraceMs: number;
    /** An answer sent before its request's body arrived: the rest is read and dropped this long. */
    lingerMs: number;
  };
  mail: { smtpUrl?: string; from: string; outboxDir: string };
  /** Background and periodic jobs: docs/decisions/024-durable-jobs.md, 054. */
  jobs: JobSettings;
  /** Live updates and the notification centre (docs/decisions/038). */
  live: {
    heartbeatMs: number;
    maxStreamsPerUser: number;
    maxBufferedBytes: number;
    /** How often the expiring-document notices are looked for (idempotent across processes). */
    expiringSweepMs: number;
  };
  resetLinkTtlSeconds: number;
  verifyLinkTtlSeconds: number;
  /** Where document bytes are kept: files under DATA_DIR/documents, or an S3-compatible bucket. */
  storage: { driver: "local"; root: string } | ({ driver: "s3" } & S3Settings);
  /** Avatars and company logos: the largest upload accepted (docs/decisions/034). */
  images: { maxBytes: number };
  documents: {
    maxBytes: number;
    expiringSoonDays: number;
    /** An upload still unfinished after this long is from a process that died: clean-up removes it. */
    uploadStaleSeconds: number;
    /** What a Word or Excel file (a zip) may unpack to (docs/decisions/023-upload-limits.md). */
    office: OfficeZipLimits;
  };
};

export interface TrainingSettings {
  /** How long an accreditation is valid after the pass. */
  validityMonths: number;
  /** After a new version is published, how long the previous version's accreditations stay valid. */
  graceDays: number;
  /** Failed attempts in a row before a cool-down ... */
  maxAttempts: number;
  /** ... of this many hours. */
  cooldownHours: number;
  /** The reminder email goes this many days before an accreditation expires. */
  reminderDays: number;
}

export interface BillingSettings {
  /**
   * Stripe, when configured; null with `offline` false = billing off (nobody is billed, nothing
   * becomes read-only).
   */
  stripe: {
    secretKey: string;
    webhookSecret: string;
    prices: { month: string; year: string };
    apiBase: string | undefined;
  } | null;
  /** Billing runs on the offline stand-in for Stripe, in test mode (decision 049; never in production). */
  offline: boolean;
  trialDays: number;
  /** The trial reminder mail goes this many days before the trial ends. */
  reminderDays: number;
  /** The trial banner shows in the trial's last days. */
  bannerDays: number;
}

/** The ids of the analytics tools the web app loads after consent; an unset id = that tool off. */
export interface AnalyticsSettings {
  gtmId?: string;
  gaMeasurementId?: string;
  adsPixelId?: string;
}

function analyticsSettingsOf(e: z.infer<typeof envSchema>): AnalyticsSettings | null {
  if (!e.GTM_ID && !e.GA_MEASUREMENT_ID && !e.ADS_PIXEL_ID) return null;
  return {
    ...(e.GTM_ID ? { gtmId: e.GTM_ID } : {}),
    ...(e.GA_MEASUREMENT_ID ? { gaMeasurementId: e.GA_MEASUREMENT_ID } : {}),
    ...(e.ADS_PIXEL_ID ? { adsPixelId: e.ADS_PIXEL_ID } : {}),
  };
}

function billingSettingsOf(e: z.infer<typeof envSchema>): BillingSettings {
  const parts = [
    e.STRIPE_SECRET_KEY,
    e.STRIPE_WEBHOOK_SECRET,
    e.STRIPE_PRICE_MONTHLY,
    e.STRIPE_PRICE_YEARLY,
  ];
  if (parts.some(Boolean) && !parts.every(Boolean)) {
    throw new ConfigError([
      "STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_MONTHLY and STRIPE_PRICE_YEARLY: set all four or none (none: billing off, or offline in development)",
    ]);
  }
  const provider =
    e.BILLING_PROVIDER ??
    (parts.every(Boolean) ? "stripe" : e.NODE_ENV === "development" ? "offline" : "off");
  if (provider === "stripe" && !parts.every(Boolean))
    throw new ConfigError([
      "BILLING_PROVIDER=stripe: set STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_MONTHLY and STRIPE_PRICE_YEARLY",
    ]);
  if (provider === "offline" && e.NODE_ENV === "production")
    throw new ConfigError([
      "BILLING_PROVIDER=offline: the offline stand-in for Stripe is for development and demos; production needs Stripe (the four STRIPE_* settings) or BILLING_PROVIDER=off",
    ]);
  const stripe =
    provider === "stripe" &&
    e.STRIPE_SECRET_KEY &&
    e.STRIPE_WEBHOOK_SECRET &&
    e.STRIPE_PRICE_MONTHLY &&
    e.STRIPE_PRICE_YEARLY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET,
          prices: { month: e.STRIPE_PRICE_MONTHLY, year: e.STRIPE_PRICE_YEARLY },
          apiBase: e.STRIPE_API_BASE,
        }
      : null;
  return {
    stripe,
    offline: provider === "offline",
    trialDays: e.BILLING_TRIAL_DAYS,
    reminderDays: e.BILLING_TRIAL_REMINDER_DAYS,
    bannerDays: e.BILLING_TRIAL_BANNER_DAYS,
  };
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid settings:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  }
}

function liveSettingsOf(e: z.infer<typeof envSchema>): Config["live"] {
  return {
    heartbeatMs: e.LIVE_HEARTBEAT_MS,
    maxStreamsPerUser: e.LIVE_MAX_STREAMS_PER_USER,
    maxBufferedBytes: e.LIVE_MAX_BUFFERED_BYTES,
    expiringSweepMs: e.EXPIRING_SWEEP_MS,
  };
}

function trainingSettingsOf(e: z.infer<typeof envSchema>): TrainingSettings {
  return {
    validityMonths: e.TRAINING_VALIDITY_MONTHS,
    graceDays: e.TRAINING_GRACE_DAYS,
    maxAttempts: e.TRAINING_MAX_ATTEMPTS,
    cooldownHours: e.TRAINING_COOLDOWN_HOURS,
    reminderDays: e.TRAINING_REMINDER_DAYS,
  };
}

/** Parses the environment once at start-up; names every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`));
  }
  const e = parsed.data;
  const dataDir = resolve(startDir, e.DATA_DIR);
  if (e.NODE_ENV === "production" && !e.AUTH_SECRET) {
    throw new ConfigError([
      "AUTH_SECRET: required when NODE_ENV=production (at least 32 characters)",
    ]);
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    dataDir,
    database: !e.DATABASE_URL
      ? { driver: "pglite", dataDir: resolve(dataDir, "pglite") }
      : e.DATABASE_URL === "memory://"
        ? { driver: "pglite" }
        : { driver: "postgres", url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE },
    authSecret: e.AUTH_SECRET ?? localSecret(dataDir),
    passwordMinLength: e.PASSWORD_MIN_LENGTH,
    passwordMinScore: e.PASSWORD_MIN_SCORE,
    idTokenTtlSeconds: e.ID_TOKEN_TTL_SECONDS,
    recentLoginSeconds: e.RECENT_LOGIN_SECONDS,
    sessionCheckSeconds: e.SESSION_CHECK_SECONDS,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    oidcProviders: oidcProviders(e),
    crmWebhookSecret: e.CRM_WEBHOOK_SECRET,
    leadFormMinFillMs: e.LEAD_FORM_MIN_FILL_MS,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    rateLimit: {
      perMinute: e.RATE_LIMIT_PER_MINUTE,
      lockoutAttempts: e.LOCKOUT_ATTEMPTS,
      lockoutSeconds: e.LOCKOUT_SECONDS,
    },
    logLevel: e.LOG_LEVEL,
    webDist: resolve(startDir, e.WEB_DIST),
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    shutdownQuietMs: e.SHUTDOWN_QUIET_MS,
    shedding: {
      maxInFlight: e.SHED_MAX_IN_FLIGHT,
      maxEventLoopDelayMs: e.SHED_MAX_EVENT_LOOP_DELAY_MS,
      retryAfterSeconds: e.SHED_RETRY_AFTER_SECONDS,
    },
    http: httpSettingsOf(e),
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, outboxDir: resolve(dataDir, "outbox") },
    jobs: {
      pollMs: e.JOB_POLL_MS,
      maxAttempts: e.JOB_MAX_ATTEMPTS,
      retryBaseMs: e.JOB_RETRY_BASE_MS,
      retryMaxMs: Math.max(e.JOB_RETRY_MAX_MS, e.JOB_RETRY_BASE_MS),
      leaseSeconds: e.JOB_LEASE_SECONDS,
    },
    live: liveSettingsOf(e),
    resetLinkTtlSeconds: e.RESET_LINK_TTL_SECONDS,
    inviteTtlDays: e.INVITE_TTL_DAYS,
    training: trainingSettingsOf(e),
    billing: billingSettingsOf(e),
    analytics: analyticsSettingsOf(e),
    verifyLinkTtlSeconds: e.VERIFY_LINK_TTL_SECONDS,
    storage: storageSettings(e, dataDir),
    images: { maxBytes: e.IMAGE_MAX_BYTES },
    documents: {
      maxBytes: e.DOCUMENT_MAX_BYTES,
      expiringSoonDays: e.EXPIRING_SOON_DAYS,
      uploadStaleSeconds: e.UPLOAD_STALE_SECONDS,
      office: {
        maxUnpackedBytes: e.OFFICE_MAX_UNPACKED_BYTES,
        maxEntries: e.OFFICE_MAX_ENTRIES,
        maxCompressionRatio: e.OFFICE_MAX_COMPRESSION_RATIO,
      },
    },
  };
}

function httpSettingsOf(e: z.infer<typeof envSchema>): Config["http"] {
  return {
    headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
    requestTimeoutMs: Math.max(e.HTTP_REQUEST_TIMEOUT_MS, e.HTTP_HEADERS_TIMEOUT_MS),
    idleTimeoutMs: e.HTTP_IDLE_TIMEOUT_MS,
    keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    minBodyBytesPerSecond: e.HTTP_MIN_BODY_BYTES_PER_SECOND,
    bodyGraceMs: e.HTTP_BODY_GRACE_MS,
    lingerMs: e.HTTP_LINGER_MS,
  };
}

function storageSettings(e: z.infer<typeof envSchema>, dataDir: string): Config["storage"] {
  if (e.STORAGE_DRIVER === "local") return { driver: "local", root: resolve(dataDir, "documents") };
  if (!e.S3_BUCKET) throw new ConfigError(["S3_BUCKET: required when STORAGE_DRIVER=s3"]);
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError([
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither (neither: the SDK's default credentials)",
    ]);
  }
  return {
    driver: "s3",
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === "true",
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    prefix: e.S3_PREFIX,
  };
}

function oidcProviders(e: z.infer<typeof envSchema>): OidcProvider[] {
  const providers: OidcProvider[] = [];
  for (const [id, clientId, clientSecret, issuer] of [
    ["google", e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET, e.GOOGLE_ISSUER],
    ["apple", e.APPLE_CLIENT_ID, e.APPLE_CLIENT_SECRET, e.APPLE_ISSUER],
  ] as const) {
    if (!clientId && !clientSecret) continue;
    if (!clientId || !clientSecret) {
      const name = id.toUpperCase();
      throw new ConfigError([`${name}_CLIENT_ID and ${name}_CLIENT_SECRET: set both or neither`]);
    }
    providers.push({ id, clientId, clientSecret, issuer: issuer.replace(/\/$/, "") });
  }
  return providers;
}

/**
 * `true` means one proxy in front (the address it saw is the client's), never "believe every
 * X-Forwarded-For entry": the left-most entries are whatever the client wrote.
 */
function parseTrustProxy(value: string): TrustProxy {
  if (value === "false" || value === "0") return false;
  if (value === "true" || /^\d+$/.test(value)) {
    const hops = value === "true" ? 1 : Number(value);
    // Hop i (0 = the connecting peer) is trusted for the first `hops` proxies only.
    return (_address: string, hop: number) => hop < hops;
  }
  return value.split(",").map((s) => s.trim());
}

/** Outside production a secret is generated once and kept in the data directory, so `npm start` needs no set-up. */
function localSecret(dataDir: string): string {
  const file = resolve(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
