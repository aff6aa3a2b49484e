// The production start: the API compiled to apps/api/dist/server.js (scripts/build.mjs, run by
// global-setup.ts) and run by plain node through `npm run start -w @portal/api` (`exec`, so npm
// hands the signal over).
// A SIGTERM in the middle of a load of reads and deal creations drops nothing: every request is
// answered, the ones that arrive while draining with 503 and `Connection: close`, and every deal
// answered 201 is in the database afterwards.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync } from "node:fs";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { openDatabase } from "@portal/db/database";
import { deals } from "@portal/db/schema/deals";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { createBroker, dealInput, type SignedUp } from "./factories";
import { compiledServer } from "./server-process";
import {
  createTestDatabase,
  freePort,
  testConfig,
  testSecret,
  type TestDatabase,
} from "./test-app";

const apiDir = fileURLToPath(new URL("..", import.meta.url));

/** What the child server needs: its port and database (the same one the test prepared). */
function serverEnv(database: TestDatabase, port: number, overrides: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), "portal-compiled-"));
  const { DATABASE_URL: _, ...env } = process.env;
  return {
    ...env,
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    PORT: String(port),
    LOG_LEVEL: "warn",
    AUTH_SECRET: testSecret,
    PUBLIC_URL: "http://localhost:3000",
    WEB_DIST: "/nonexistent-web-dist",
    RATE_LIMIT_PER_MINUTE: "100000",
    DATA_DIR: dataDir,
    SHUTDOWN_QUIET_MS: "500",
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...overrides,
  };
}

async function waitUntilReady(port: number, child: ChildProcess) {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("server not ready in 60 s");
}

/** The processes whose parent is `pid` (Linux /proc). */
function childrenOf(pid: number) {
  const parentOf = (name: string) => {
    try {
      // /proc/<pid>/stat: "pid (command) state ppid ..."; the command may hold spaces.
      return Number(readFileSync(`/proc/${name}/stat`, "utf8").split(") ")[1]!.split(" ")[1]);
    } catch {
      return undefined; // gone meanwhile
    }
  };
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name) && parentOf(name) === pid)
    .map(Number);
}

interface Tally {
  ok: number;
  created: string[];
  draining503: number;
  failed: string[];
}

/** One client on its own keep-alive connection, sending until the server says it is draining. */
async function client(port: number, broker: SignedUp, tally: Tally, index: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (let i = 0; ; i++) {
      const create = (i + index) % 2 === 0;
      const body = create ? JSON.stringify(dealInput()) : undefined;
      const answer = await new Promise<{ status: number; body: string; connection?: string }>(
        (resolve, reject) => {
          const req = request(
            {
              host: "127.0.0.1",
              port,
              agent,
              method: create ? "POST" : "GET",
              path: create ? "/v1/user/deals" : "/v1/user/deals?page=1",
              headers: {
                authorizationkey: broker.token,
                ...(body ? { "content-type": "application/json" } : {}),
              },
            },
            (res) => {
              let text = "";
              res.setEncoding("utf8");
              res.on("data", (chunk) => (text += chunk));
              res.on("end", () =>
                resolve({
                  status: res.statusCode ?? 0,
                  body: text,
                  connection: res.headers.connection,
                }),
              );
              res.on("error", reject);
            },
          );
          req.on("error", reject);
          req.end(body);
        },
      ).catch((error: NodeJS.ErrnoException) => ({
        status: -1,
        body: error.code ?? error.message,
        connection: undefined,
      }));
      if (answer.status === 503) {
        expect(answer.connection).toBe("close");
        expect(JSON.parse(answer.body).error.code).toBe("service_unavailable");
        tally.draining503 += 1;
        return; // a balancer takes this process out and sends the rest elsewhere
      }
      if (answer.status === 201) tally.created.push(JSON.parse(answer.body).id);
      if (answer.status === 200 || answer.status === 201) tally.ok += 1;
      else tally.failed.push(`${create ? "POST" : "GET"} -> ${answer.status} ${answer.body}`);
      if (answer.status === -1) return; // the connection failed: this client is done
    }
  } finally {
    agent.destroy();
  }
}

describe("the compiled server", () => {
  let database: TestDatabase;
  let broker: SignedUp;
  beforeAll(async () => {
    // The broker is made in-process on the database the compiled server then opens.
    database = await createTestDatabase();
    const app = await buildApp(testConfig(database));
    broker = await createBroker(app);
    await app.close();
  });
  afterAll(() => database.drop());

  it("drains on a SIGTERM sent to npm in the middle of a load: no request fails, every created deal is kept, exit 0", async () => {
    const port = await freePort();
    const env = serverEnv(database, port);
    // PGlite: the server opens the test's data directory (DATA_DIR/pglite is the default place).
    if (database.options.driver === "pglite") {
      spawnSync("cp", ["-r", database.options.dataDir!, join(env.DATA_DIR, "pglite")]);
    }
    const npm = spawn("npm", ["run", "start", "-w", "@portal/api"], {
      cwd: join(apiDir, "../.."),
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    npm.stdout!.on("data", (d) => (output += d));
    npm.stderr!.on("data", (d) => (output += d));
    const npmExit = new Promise<number | null>((resolve) =>
      npm.on("exit", (code) => resolve(code)),
    );
    await waitUntilReady(port, npm);
    const [server] = childrenOf(npm.pid!);
    expect(server, "npm execs the server (no shell in between)").toBeGreaterThan(0);

    const tally: Tally = { ok: 0, created: [], draining503: 0, failed: [] };
    const clients = Array.from({ length: 8 }, (_, i) => client(port, broker, tally, i));
    for (const deadline = Date.now() + 20_000; tally.ok < 40 && Date.now() < deadline;)
      await new Promise((r) => setTimeout(r, 20));
    const answeredBeforeSignal = tally.ok;
    npm.kill("SIGTERM");
    await Promise.all(clients);

    expect(tally.failed, output).toEqual([]);
    expect(answeredBeforeSignal).toBeGreaterThanOrEqual(40);
    expect(tally.draining503).toBe(8);
    expect(await npmExit, output).toBe(0);
    expect(existsSync(`/proc/${server}`), "no orphaned server").toBe(false);

    // Every deal the server answered 201 for is in the database.
    const check = openDatabase(
      database.options.driver === "pglite"
        ? { driver: "pglite", dataDir: join(env.DATA_DIR, "pglite") }
        : database.options,
    );
    try {
      // The database is this test's own: the broker's deals are all there is.
      const kept = await check.db.select({ id: deals.id }).from(deals);
      expect(kept.map((d) => d.id).sort()).toEqual([...tally.created].sort());
      expect(tally.created.length).toBeGreaterThan(0);
    } finally {
      await check.close();
    }
  }, 120_000);

  it("refuses to start with a bad setting, in one line naming it", async () => {
    const bad = spawnSync(process.execPath, [compiledServer], {
      cwd: apiDir,
      env: { ...serverEnv(database, 1), PORT: "abc" },
      encoding: "utf8",
    });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain("PORT");
  });
});
