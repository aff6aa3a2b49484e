import { describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { createTestDatabase, testConfig } from "./test-app";

describe("graceful shutdown", () => {
  it("finishes in-flight requests, answers 503 to new ones, then closes the database", async () => {
    const database = await createTestDatabase();
    const app = await buildApp(testConfig(database));
    // The slow request says when it has arrived and finishes when the test lets it: events, not
    // sleeps, order the steps (decision 058).
    let arrived = () => {};
    const inHandler = new Promise<void>((resolve) => (arrived = resolve));
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    app.get("/v1/test-slow", { config: { public: true } }, async () => {
      arrived();
      await released;
      return { done: true };
    });
    await app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = app.server.address() as { port: number };
    const base = `http://127.0.0.1:${port}`;
    try {
      const inFlight = fetch(`${base}/v1/test-slow`);
      await inHandler;
      const closing = app.close();
      // A new request while draining (the slow one is still held): refused with 503 (or the
      // socket is already closed).
      const late = await fetch(`${base}/health`, { headers: { connection: "close" } }).then(
        (r) => r.status,
        () => "refused",
      );
      expect([503, "refused"]).toContain(late);
      release();
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
