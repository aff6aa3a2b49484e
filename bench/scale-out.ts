// Throughput of two API processes against one: authenticated GET /v1/user/ through the same
// round-robin balancer (apps/api/test/balancer.ts) with one upstream, then with two. Both are the
// compiled server (`node apps/api/dist/server.js`) as its own process, on one scratch PostgreSQL
// database, with the same AUTH_SECRET and storage directory; the first process also answers
// directly (no balancer), which shows what the balancer itself costs. Prints figures and the
// ratio two : one; asserts nothing. One and two alternate over BENCH_ROUNDS rounds (the order
// swapped each round), so a change in the machine's load touches both alike.
//   node --import tsx bench/scale-out.ts   (BENCH_DURATION seconds per run, default 10;
//                                           BENCH_CONNECTIONS, default 10; BENCH_ROUNDS, default 2)
import { cpus } from "node:os";
import { startBalancer, type Balancer } from "../apps/api/test/balancer";
import type { ServerProcess } from "../apps/api/test/server-process";
import { startApiProcesses, publicUrl } from "./support/api-processes";
import { load, positiveNumber, smoke } from "./support/harness";
import { onboardedMember } from "./support/member";

const durationSeconds = positiveNumber("BENCH_DURATION", 10, 1);
const connections = positiveNumber("BENCH_CONNECTIONS", 10, 2);
const rounds = positiveNumber("BENCH_ROUNDS", 2, 1);
const warmupSeconds = smoke ? 1 : 2;

/** autocannon records latency in whole milliseconds. */
const ms = (value: number) => (value < 1 ? "<1 ms" : `${value} ms`);

async function measure(name: string, url: string, token: string, balancer?: Balancer) {
  const before = balancer?.counts();
  const r = await load({
    url: `${url}/v1/user/`,
    headers: { authorizationkey: token },
    connections,
    warmupSeconds,
    durationSeconds,
  });
  const spread = balancer
    ? `   served per process (warm-up included) ${balancer
        .counts()
        .map((n, i) => n - before![i]!)
        .join(" / ")}`
    : "";
  console.log(
    `${name.padEnd(26)} ${r.requests.average.toFixed(0).padStart(7)} req/s   ` +
      `p50 ${ms(r.latency.p50)}   p99 ${ms(r.latency.p99)}   ` +
      `non-2xx ${r.non2xx}   errors ${r.errors}   timeouts ${r.timeouts}${spread}`,
  );
  const failed = r.non2xx + r.errors + r.timeouts;
  if (failed > 0)
    console.log(
      `  !! ${name}: ${failed} requests did not get a 2xx; this figure is not comparable`,
    );
  return r.requests.average;
}

const processes = await startApiProcesses(2);
const balancers: Balancer[] = [];
try {
  const servers = processes.servers;
  const [first, second] = servers as [ServerProcess, ServerProcess];
  const one = await startBalancer([first.url]);
  balancers.push(one);
  const two = await startBalancer([first.url, second.url]);
  balancers.push(two);

  // One person, signed up and onboarded through the balancer (so through both processes).
  const { token } = await onboardedMember(two.url, publicUrl, "bench-scale-out@example.com");
  for (const base of [first.url, second.url]) {
    const res = await fetch(`${base}/v1/user/`, { headers: { authorizationkey: token } });
    if (!res.ok) throw new Error(`GET /v1/user/ on ${base} answered ${res.status}`);
  }

  console.log(
    `GET /v1/user/ through a round-robin balancer: ${connections} connections, ` +
      `${warmupSeconds} s warm-up + ${durationSeconds} s per run, ${cpus().length} CPU cores, ` +
      `the balancer in this process, the load from another, Node ${process.version}`,
  );
  const direct = await measure("one process, no balancer", first.url, token);
  const oneRates: number[] = [];
  const twoRates: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const runOne = async () =>
      oneRates.push(await measure("balancer -> one process", one.url, token, one));
    const runTwo = async () =>
      twoRates.push(await measure("balancer -> two processes", two.url, token, two));
    if (round % 2 === 0) await runOne().then(runTwo);
    else await runTwo().then(runOne);
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const [oneRate, twoRate] = [mean(oneRates), mean(twoRates)];
  console.log(
    `mean of ${rounds} round(s): one ${oneRate.toFixed(0)} req/s, two ${twoRate.toFixed(0)} req/s`,
  );
  console.log(`ratio two : one processes (balanced) = ${(twoRate / oneRate).toFixed(2)}x`);
  console.log(`ratio balancer -> one : no balancer  = ${(oneRate / direct).toFixed(2)}x`);
} finally {
  await Promise.allSettled(balancers.map((b) => b.close()));
  await processes.stop();
}
