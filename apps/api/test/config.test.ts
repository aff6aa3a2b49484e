import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config/env";

const base = { AUTH_SECRET: "x".repeat(40), DATA_DIR: "/tmp/portal-config-test" };

describe("settings", () => {
  it("has working defaults", () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({
      env: "development",
      port: 3000,
      passwordMinLength: 6,
      idTokenTtlSeconds: 900,
      publicUrl: "http://localhost:3000",
    });
    expect(config.database).toEqual({
      driver: "pglite",
      dataDir: "/tmp/portal-config-test/pglite",
    });
  });

  it("selects the driver from DATABASE_URL", () => {
    expect(loadConfig({ ...base, DATABASE_URL: "memory://" }).database).toEqual({
      driver: "pglite",
    });
    expect(
      loadConfig({ ...base, DATABASE_URL: "postgres://u@h:5432/d", DATABASE_POOL_SIZE: "4" })
        .database,
    ).toEqual({
      driver: "postgres",
      url: "postgres://u@h:5432/d",
      poolSize: 4,
    });
  });

  it("names every bad variable", () => {
    let error: unknown;
    try {
      loadConfig({ ...base, PORT: "eighty", DATABASE_URL: "mysql://x", PASSWORD_MIN_LENGTH: "3" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain("PORT");
    expect(message).toContain("DATABASE_URL");
    expect(message).toContain("PASSWORD_MIN_LENGTH");
  });

  it("requires AUTH_SECRET in production, and a long one", () => {
    expect(() =>
      loadConfig({ NODE_ENV: "production", DATA_DIR: "/tmp/portal-config-test" }),
    ).toThrow(/AUTH_SECRET/);
    expect(() => loadConfig({ ...base, AUTH_SECRET: "short" })).toThrow(/AUTH_SECRET/);
  });

  it("runs billing on Stripe when configured, else on the offline stand-in in development only (decision 049)", () => {
    const stripe = {
      STRIPE_SECRET_KEY: "sk_test_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
      STRIPE_PRICE_MONTHLY: "price_m",
      STRIPE_PRICE_YEARLY: "price_y",
    };
    const billing = (env: Record<string, string>) => {
      const { stripe: s, offline } = loadConfig({ ...base, ...env }).billing;
      return s ? "stripe" : offline ? "offline" : "off";
    };
    expect(billing({})).toBe("offline");
    expect(billing({ NODE_ENV: "test" })).toBe("off");
    expect(billing({ NODE_ENV: "production" })).toBe("off");
    expect(billing({ BILLING_PROVIDER: "off" })).toBe("off");
    expect(billing({ NODE_ENV: "test", BILLING_PROVIDER: "offline" })).toBe("offline");
    expect(billing(stripe)).toBe("stripe");
    expect(billing({ ...stripe, NODE_ENV: "production" })).toBe("stripe");
    expect(billing({ ...stripe, BILLING_PROVIDER: "offline" })).toBe("offline");
    expect(() => billing({ NODE_ENV: "production", BILLING_PROVIDER: "offline" })).toThrow(
      /production needs Stripe/,
    );
    expect(() => billing({ BILLING_PROVIDER: "stripe" })).toThrow(/BILLING_PROVIDER=stripe/);
    expect(() => billing({ BILLING_PROVIDER: "yes" })).toThrow(/BILLING_PROVIDER/);
  });

  it("keeps a generated secret outside production", () => {
    const dir = `/tmp/portal-config-test-${process.pid}`;
    const first = loadConfig({ DATA_DIR: dir }).authSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(first);
  });
});
