// Authenticated GET /v1/user/ throughput on PostgreSQL, against two baselines in the same run:
//   bare:        a Fastify route returning a constant JSON (the framework's ceiling here)
//   query-only:  a Fastify route running the same Drizzle queries as GET /v1/user/ through the
//                same function (readUserRows: identity user, profile, membership + organization,
//                operator), same pool size, no auth
// Target: /v1/user/ at least 0.8x the query-only route. Prints figures; asserts nothing.
//   node --import tsx bench/user-throughput.ts   (BENCH_DURATION seconds per server, default 10)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { buildApp } from "@portal/api/app";
import { loadConfig } from "@portal/api/config/env";
import { readUserRows } from "@portal/api/modules/user/service";
import { openDatabase, type Database } from "@portal/db/database";
import { freePort, load as loadWith, positiveNumber, smoke } from "./support/harness";
import { createBenchDatabase } from "./support/postgres";

const durationSeconds = positiveNumber("BENCH_DURATION", 10, 1);
const connections = positiveNumber("BENCH_CONNECTIONS", 10, 2);
const warmupSeconds = smoke ? 1 : 2;
/** The app's default DATABASE_POOL_SIZE, set explicitly so the query-only route gets the same. */
const poolSize = 10;
const authSecret = "bench-secret-bench-secret-bench-secret-0000";

type Row = { name: string; rate: number };

/** autocannon records latency in whole milliseconds. */
const ms = (value: number) => (value < 1 ? "<1 ms" : `${value} ms`);

async function measure(
  name: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<Row> {
  const r = await loadWith({ url, headers, connections, warmupSeconds, durationSeconds });
  const failed = r.non2xx + r.errors + r.timeouts;
  console.log(
    `${name.padEnd(11)} ${r.requests.average.toFixed(0).padStart(7)} req/s   ` +
      `p50 ${ms(r.latency.p50)}   p99 ${ms(r.latency.p99)}   ` +
      `non-2xx ${r.non2xx}   errors ${r.errors}   timeouts ${r.timeouts}   (${r["2xx"]} responses 2xx)`,
  );
  if (failed > 0) {
    const codes = Object.entries(r.statusCodeStats)
      .map(([code, { count }]) => `${code}: ${count}`)
      .join(", ");
    console.log(
      `  !! ${name}: ${failed} requests did not get a 2xx (status codes ${codes}); this figure is not comparable`,
    );
  }
  return { name, rate: r.requests.average };
}

function ratio(a: Row, b: Row) {
  return a.rate / b.rate;
}

async function expectOk(response: Response, what: string) {
  if (!response.ok) throw new Error(`${what} failed: ${response.status} ${await response.text()}`);
  return response;
}

const dataDir = mkdtempSync(join(tmpdir(), "portal-bench-data-")); // the app's mail outbox goes here
const database = await createBenchDatabase();
const servers: FastifyInstance[] = [];
let queryDatabase: Database | undefined;
try {
  const [appPort, barePort, queryPort] = [await freePort(), await freePort(), await freePort()];
  const publicUrl = `http://localhost:${appPort}`;
  const appUrl = `http://127.0.0.1:${appPort}`;
  const app = await buildApp(
    loadConfig({
      NODE_ENV: "production",
      AUTH_SECRET: authSecret,
      DATABASE_URL: database.url,
      DATABASE_POOL_SIZE: String(poolSize),
      LOG_LEVEL: "silent",
      PUBLIC_URL: publicUrl,
      HOST: "127.0.0.1",
      PORT: String(appPort),
      DATA_DIR: dataDir,
    }),
  );
  servers.push(app);
  await app.listen({ host: "127.0.0.1", port: appPort });

  // One person, signed up and onboarded through the real endpoints.
  const email = "bench@example.com";
  const credentials = { email, password: "correct horse battery staple 42" };
  const post = (path: string, body: object) =>
    fetch(`${appUrl}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: publicUrl },
      body: JSON.stringify(body),
    });
  await expectOk(
    await post("/auth/sign-up/email", { ...credentials, name: "Bench Mark" }),
    "sign-up",
  );
  // A sign-up opens no session (docs/decisions/022-sign-up-enumeration.md).
  const signIn = await expectOk(await post("/auth/sign-in/email", credentials), "sign-in");
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const idToken = async () => {
    const response = await expectOk(
      await fetch(`${appUrl}/auth/token`, { headers: { cookie, origin: publicUrl } }),
      "GET /auth/token",
    );
    return ((await response.json()) as { token: string }).token;
  };
  const firstToken = await idToken();
  await expectOk(
    await fetch(`${appUrl}/v1/user/update`, {
      method: "PUT",
      headers: { "content-type": "application/json", authorizationkey: firstToken },
      body: JSON.stringify({
        accountType: "individual",
        firstName: "Bench",
        lastName: "Mark",
        dateOfBirth: "1990-01-02",
        gender: "female",
        country: "GB",
        phoneNumber: "07911 123456",
        language: "en",
        displayCurrency: "GBP",
        termsAccepted: true,
      }),
    }),
    "onboarding (PUT /v1/user/update)",
  );
  const userId = (
    JSON.parse(Buffer.from(firstToken.split(".")[1]!, "base64url").toString()) as { sub: string }
  ).sub;

  // Baselines: one Node process each, as the app is; the query-only route has its own pool of the same size.
  const bare = Fastify();
  servers.push(bare);
  bare.get("/bare", async () => ({ status: "ok" }));
  await bare.listen({ host: "127.0.0.1", port: barePort });

  queryDatabase = openDatabase({ driver: "postgres", url: database.url, poolSize });
  const db = queryDatabase.db;
  const serverVersion = (
    await db.$client.query<{ v: string }>("select current_setting('server_version') as v")
  ).rows[0]!.v;
  const queryOnly = Fastify();
  servers.push(queryOnly);
  // The very reads UserService.getUser makes (readUserRows), without the framework's hooks,
  // the token and session checks, or shaping the answer.
  queryOnly.get("/query", async () => {
    const [identity, profile, membership, operator] = await readUserRows(db, userId);
    return { identity, profile, membership, operator };
  });
  await queryOnly.listen({ host: "127.0.0.1", port: queryPort });

  const bareUrl = `http://127.0.0.1:${barePort}/bare`;
  const queryUrl = `http://127.0.0.1:${queryPort}/query`;
  const userUrl = `${appUrl}/v1/user/`;

  // Each route answers as expected before it is loaded.
  const user = (await (
    await expectOk(
      await fetch(userUrl, { headers: { authorizationkey: firstToken } }),
      "GET /v1/user/",
    )
  ).json()) as {
    email: string;
    profile: { firstName: string };
  };
  if (user.email !== email || user.profile.firstName !== "Bench")
    throw new Error(`GET /v1/user/ answered ${JSON.stringify(user)}`);
  const rows = (await (await expectOk(await fetch(queryUrl), "query-only route")).json()) as Record<
    string,
    unknown
  >;
  if (!rows.identity || !rows.profile || !rows.membership)
    throw new Error(`query-only route answered ${JSON.stringify(rows)}`);
  await expectOk(await fetch(bareUrl), "bare route");

  console.log(
    `GET /v1/user/ throughput: PostgreSQL ${serverVersion}, pool ${poolSize}, ` +
      `${connections} connections, ${warmupSeconds} s warm-up + ${durationSeconds} s per server, ` +
      `load from a separate process, Node ${process.version}`,
  );
  const bareRow = await measure("bare", bareUrl);
  const queryRow = await measure("query-only", queryUrl);
  // A fresh ID token, so a long BENCH_DURATION never outlives its 15 minutes.
  const userRow = await measure("/v1/user/", userUrl, { authorizationkey: await idToken() });
  const toQuery = ratio(userRow, queryRow);
  console.log(
    `ratio /v1/user/ : query-only = ${toQuery.toFixed(2)}x (target >= 0.80x: ${toQuery >= 0.8 ? "met" : "NOT met"})`,
  );
  console.log(`ratio /v1/user/ : bare       = ${ratio(userRow, bareRow).toFixed(2)}x`);
  console.log(`ratio query-only : bare      = ${ratio(queryRow, bareRow).toFixed(2)}x`);
} finally {
  await Promise.allSettled(servers.map((s) => s.close()));
  await queryDatabase?.close();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
