import { describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { createTestDatabase, testConfig, useTestApp } from "./test-app";

const ctx = useTestApp();

describe("health", () => {
  it("is live and ready while the database answers", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/health" })).json()).toEqual({
      status: "ok",
    });
    const ready = await ctx.app.inject({ method: "GET", url: "/health/ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ok", database: "up" });
  });

  it("is not ready once the database is gone", async () => {
    const database = await createTestDatabase();
    const app = await buildApp(testConfig(database));
    try {
      await app.database.close();
      const res = await app.inject({ method: "GET", url: "/health/ready" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: "unavailable", database: "down" });
      expect((await app.inject({ method: "GET", url: "/health" })).statusCode).toBe(200);
    } finally {
      await app.close().catch(() => {});
      await database.drop();
    }
  });
});
