// Authenticated GET /v1/user/ throughput on PostgreSQL, against two baselines in the same run:
//   bare:        a Fastify route returning a constant (the framework's ceiling)
//   query-only:  a Fastify route running the same three queries as GET /v1/user/, no auth
// Target: /v1/user/ at least 0.8x the query-only route. Prints figures; asserts nothing.
//   node --import tsx bench/user-throughput.ts        (BENCH_DURATION seconds per run, default 10)
import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import Fastify from "fastify";
import { buildApp } from "@portal/api/app";
import { loadConfig } from "@portal/api/config/env";
import * as organizationsRepo from "@portal/api/modules/organizations/repo";
import * as userRepo from "@portal/api/modules/user/repo";
import { openDatabase } from "@portal/db/database";
import { createBenchDatabase } from "./support/postgres";

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const poolSize = 10;

const autocannonCli = join(import.meta.dirname, "../node_modules/autocannon/autocannon.js");

/** The load comes from a separate process, so the client never takes CPU from the server measured. */
async function load(url: string, seconds: number, headers: Record<string, string>) {
  const args = [autocannonCli, "--json", "-c", String(connections), "-d", String(seconds), url];
  for (const [k, v] of Object.entries(headers)) args.push("-H", `${k}=${v}`);
  const { stdout } = await promisify(execFile)(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(stdout) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  };
}

async function run(name: string, url: string, headers: Record<string, string> = {}) {
  await load(url, 2, headers); // warm-up
  const r = await load(url, duration, headers);
  const non2xx = r.non2xx + r.errors + r.timeouts;
  console.log(
    `${name.padEnd(12)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   non-2xx/errors ${non2xx}`,
  );
  if (non2xx > 0) console.log(`  !! ${name}: ${non2xx} responses were not 2xx; its figure is not comparable`);
  return r.requests.average;
}

const database = await createBenchDatabase();
const port = 3301;
const publicUrl = `http://127.0.0.1:${port}`;
const app = await buildApp(
  loadConfig({
    NODE_ENV: "production",
    AUTH_SECRET: "bench-secret-bench-secret-bench-secret-000",
    DATABASE_URL: database.url,
    DATABASE_POOL_SIZE: String(poolSize),
    LOG_LEVEL: "silent",
    PUBLIC_URL: publicUrl,
    HOST: "127.0.0.1",
    PORT: String(port),
  }),
);
await app.listen({ host: "127.0.0.1", port });

const signUp = await fetch(`${publicUrl}/auth/sign-up/email`, {
  method: "POST",
  headers: { "content-type": "application/json", origin: publicUrl },
  body: JSON.stringify({ email: "bench@example.com", password: "correct horse battery staple", name: "bench" }),
});
const cookie = signUp.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
const { token } = (await (await fetch(`${publicUrl}/auth/token`, { headers: { cookie } })).json()) as { token: string };
const onboard = await fetch(`${publicUrl}/v1/user/update`, {
  method: "PUT",
  headers: { "content-type": "application/json", authorizationkey: token },
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
});
if (!onboard.ok) throw new Error(`onboarding failed: ${onboard.status} ${await onboard.text()}`);
const userId = (JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as { sub: string }).sub;

// Baselines: same process model (one Node process, its own pool of the same size).
const bare = Fastify();
bare.get("/bare", async () => ({ status: "ok" }));
await bare.listen({ host: "127.0.0.1", port: port + 1 });

const queryDb = openDatabase({ driver: "postgres", url: database.url, poolSize });
const queryOnly = Fastify();
queryOnly.get("/query", async () => {
  const [identity, profile, membership] = await Promise.all([
    userRepo.findIdentityUser(queryDb.db, userId),
    userRepo.findProfile(queryDb.db, userId),
    organizationsRepo.findMembershipOfUser(queryDb.db, userId),
  ]);
  return { identity, profile, membership };
});
await queryOnly.listen({ host: "127.0.0.1", port: port + 2 });

console.log(`GET /v1/user/ throughput, PostgreSQL, ${connections} connections, ${duration} s each (Node ${process.version})`);
const bareRate = await run("bare", `http://127.0.0.1:${port + 1}/bare`);
const queryRate = await run("query-only", `http://127.0.0.1:${port + 2}/query`);
const userRate = await run("/v1/user/", `${publicUrl}/v1/user/`, { authorizationkey: token });
console.log(`ratio /v1/user/ : query-only = ${(userRate / queryRate).toFixed(2)}x (target >= 0.8x)`);
console.log(`ratio /v1/user/ : bare       = ${(userRate / bareRate).toFixed(2)}x`);

await Promise.all([app.close(), bare.close(), queryOnly.close(), queryDb.close()]);
await database.drop();
