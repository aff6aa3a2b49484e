import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { createTestDatabase, freePort, testConfig } from "./test-app";

const apiDir = fileURLToPath(new URL("..", import.meta.url));

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

  it("server.ts exits 0 on SIGTERM and refuses to start with a bad setting", async () => {
    const port = await freePort();
    const env = {
      ...process.env,
      DATABASE_URL: "memory://",
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      AUTH_SECRET: "s".repeat(40),
      WEB_DIST: "/nonexistent",
    };
    const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
      cwd: apiDir,
      env,
      stdio: "pipe",
    });
    const exited = new Promise<number | null>((resolve) =>
      child.on("exit", (code) => resolve(code)),
    );
    // A fresh in-memory PGlite runs initdb first: on two busy cores that can take a minute.
    let up = false;
    for (const deadline = Date.now() + 90_000; !up && Date.now() < deadline;) {
      up = await fetch(`http://127.0.0.1:${port}/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (!up) await new Promise((r) => setTimeout(r, 200));
    }
    expect(up).toBe(true);
    child.kill("SIGTERM");
    expect(await exited).toBe(0);

    const bad = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
      cwd: apiDir,
      env: { ...env, PORT: "abc" },
      stdio: "pipe",
    });
    let stderr = "";
    bad.stderr.on("data", (d) => (stderr += d));
    const code = await new Promise<number | null>((resolve) => bad.on("exit", (c) => resolve(c)));
    expect(code).toBe(1);
    expect(stderr).toContain("PORT");
  }, 150_000);
});
