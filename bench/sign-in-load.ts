// Password hashing cost, and whether sign-ins stall the server (issue 3):
//   1. one password hash and one verification (better-auth's scrypt on node:crypto), median of
//      BENCH_HASHES runs, against the OWASP minimum scrypt settings (N=2^17, r=8, p=1) timed the
//      same way in the same run;
//   2. GET /health p99 latency while BENCH_CONNECTIONS clients sign in with the right password as
//      fast as they can, against /health p99 on the idle server in the same run. Hashing runs on
//      libuv's thread pool; if it blocked the event loop, /health would wait behind every hash.
// Prints figures and ratios; asserts nothing.
//   node --import tsx bench/sign-in-load.ts   (BENCH_DURATION seconds per phase, default 10)
import { scrypt } from "node:crypto";
import { hashPassword, verifyPassword } from "better-auth/crypto";
import type { Result } from "autocannon";
import { startBenchApp } from "./support/app";
import { load, positiveNumber } from "./support/harness";

const durationSeconds = positiveNumber("BENCH_DURATION", 10, 1);
const connections = positiveNumber("BENCH_CONNECTIONS", 8, 2);
const hashes = positiveNumber("BENCH_HASHES", 20, 3);
const password = "correct horse battery staple 42";

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timeEach(runs: number, work: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  return median(times);
}

const owaspScrypt = () =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(
      password,
      "0123456789abcdef",
      64,
      { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );

console.log(`password hashing, median of ${hashes} runs each`);
const stored = await hashPassword(password);
const hashMs = await timeEach(hashes, () => hashPassword(password));
const verifyMs = await timeEach(hashes, () => verifyPassword({ hash: stored, password }));
const owaspMs = await timeEach(hashes, owaspScrypt);
console.log(
  `  portal hash     ${hashMs.toFixed(1)} ms   (scrypt N=16384 r=16 p=1, better-auth's setting)`,
);
console.log(`  portal verify   ${verifyMs.toFixed(1)} ms`);
console.log(`  OWASP baseline  ${owaspMs.toFixed(1)} ms   (scrypt N=131072 r=8 p=1)`);
console.log(`  hash : OWASP baseline = ${(hashMs / owaspMs).toFixed(2)}x`);

const ms = (value: number) => (value < 1 ? "<1 ms" : `${value} ms`);
function describe(name: string, r: Result) {
  const failed = r.non2xx + r.errors + r.timeouts;
  console.log(
    `  ${name.padEnd(26)} ${r.requests.average.toFixed(0).padStart(6)} req/s   p50 ${ms(r.latency.p50)}   p99 ${ms(r.latency.p99)}` +
      (failed ? `   !! ${failed} not 2xx (${Object.keys(r.statusCodeStats).join(", ")})` : ""),
  );
}

const { appUrl, publicUrl, close } = await startBenchApp();
try {
  const email = "bench-sign-in@example.com";
  const signUp = await fetch(`${appUrl}/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: publicUrl },
    body: JSON.stringify({ email, password, name: "Bench" }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);

  const health = {
    url: `${appUrl}/health`,
    headers: {},
    connections: 1,
    warmupSeconds: 1,
    durationSeconds,
  };
  console.log(
    `\nGET /health, 1 connection, ${durationSeconds} s per phase (PostgreSQL, NODE_ENV=production)`,
  );
  const idle = await load(health);
  describe("/health, idle server", idle);

  const signIns = load({
    url: `${appUrl}/auth/sign-in/email`,
    method: "POST",
    body: JSON.stringify({ email, password }),
    headers: { "content-type": "application/json", origin: publicUrl },
    connections,
    warmupSeconds: 1,
    durationSeconds: durationSeconds + 1,
  });
  // Start /health once the sign-in load is running, and finish before it stops.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const busy = await load(health);
  const signInResult = await signIns;
  describe("/health, under sign-in load", busy);
  describe(`sign-in, ${connections} connections`, signInResult);
  console.log(
    `\n/health p99 under sign-in load : idle = ${busy.latency.p99} ms : ${idle.latency.p99} ms = ${(busy.latency.p99 / Math.max(idle.latency.p99, 1)).toFixed(1)}x`,
  );
} finally {
  await close();
}
