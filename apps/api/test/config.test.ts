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

  it("keeps a generated secret outside production", () => {
    const dir = `/tmp/portal-config-test-${process.pid}`;
    const first = loadConfig({ DATA_DIR: dir }).authSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(first);
  });
});
