import { describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { createTestDatabase, testConfig } from "./test-app";

describe("graceful shutdown", () => {
  it("finishes in-flight requests, answers 503 to new ones, then closes the database", async () => {
    const database = await createTestDatabase();
    const app = await buildApp(testConfig(database));
    app.get("/v1/test-slow", { config: { public: true } }, async () => {
      await new Promise((r) => setTimeout(r, 400));
      return { done: true };
    });
    await app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = app.server.address() as { port: number };
    const base = `http://127.0.0.1:${port}`;
    try {
      const inFlight = fetch(`${base}/v1/test-slow`);
      await new Promise((r) => setTimeout(r, 100));
      const closing = app.close();
      await new Promise((r) => setTimeout(r, 50));
      // A new request while draining: refused with 503 (or the socket is already closed).
      const late = await fetch(`${base}/health`, { headers: { connection: "close" } }).then(
        (r) => r.status,
        () => "refused",
      );
      expect([503, "refused"]).toContain(late);
      const first = await inFlight;
      expect(first.status).toBe(200);
      expect(await first.json()).toEqual({ done: true });
      await closing;
      expect(await app.database.ping()).toBe(false);
    } finally {
      await database.drop();
    }
  });
});
