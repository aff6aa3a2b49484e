// One list's every sort and filter combination, measured through the API (from a separate process,
// the combinations in turn) and directly on the database (the repository call behind it), with
// p50/p95 per combination, the slowest, and the plans of the slowest (EXPLAIN ANALYZE, BUFFERS).
import type { SQL } from "drizzle-orm";
import type { Db } from "@portal/db/database";
import { latencies, percentile } from "./harness";
import { plan } from "./plan";

export interface Combination {
  name: string;
  /** The request the page makes. */
  url: string;
  /** The same query's repository call on the database. */
  direct: () => Promise<unknown>;
  /** The statement to explain (the list's page), when the repository exposes it. */
  statement?: () => SQL | { getSQL: () => SQL };
}

const ms = (n: number) => `${n.toFixed(1).padStart(7)} ms`;

/** Prints every combination's figures and the slowest's plans; returns the slowest. */
export async function measureCombinations(options: {
  list: string;
  db: Db;
  cases: Combination[];
  headers: Record<string, string>;
  rounds: number;
  warmup: number;
  /** How many of the slowest to explain. */
  explained?: number;
}) {
  const { list, db, cases, rounds, warmup } = options;
  const api = await latencies({
    urls: cases.map((c) => c.url),
    headers: options.headers,
    rounds,
    warmup,
    interleave: true,
  });
  const direct: number[][] = cases.map(() => []);
  for (let round = 0; round < warmup + rounds; round++)
    for (const [i, c] of cases.entries()) {
      const start = performance.now();
      await c.direct();
      if (round >= warmup) direct[i]!.push(performance.now() - start);
    }
  console.log(
    `\n${list}: ${cases.length} combinations, ${rounds} requests each (1 client, separate process, the combinations in turn, after ${warmup} warm-up rounds); direct = the same repository call on the database`,
  );
  const rows = cases.map((c, i) => ({
    c,
    a50: percentile(api[i]!, 50),
    a95: percentile(api[i]!, 95),
    q50: percentile(direct[i]!, 50),
    q95: percentile(direct[i]!, 95),
  }));
  const width = Math.max(...cases.map((c) => c.name.length));
  for (const r of rows)
    console.log(
      `  ${r.c.name.padEnd(width)}  API p50 ${ms(r.a50)}  p95 ${ms(r.a95)}   direct p50 ${ms(r.q50)}  p95 ${ms(r.q95)}`,
    );
  const slowest = [...rows].sort((a, b) => b.a95 - a.a95);
  const worst = slowest[0]!;
  console.log(
    `  ${list}, slowest: ${worst.c.name}: API p50 ${ms(worst.a50)} p95 ${ms(worst.a95)} (direct p95 ${ms(worst.q95)}); every combination's API p95 under 50 ms: ${worst.a95 < 50 ? "yes" : "no"}`,
  );
  const explained = slowest.filter((r) => r.c.statement).slice(0, options.explained ?? 5);
  if (explained.length) console.log(`  plans of the slowest (EXPLAIN ANALYZE, BUFFERS):`);
  for (const r of explained) console.log(`    ${r.c.name}: ${await plan(db, r.c.statement!())}`);
  return { name: worst.c.name, p50: worst.a50, p95: worst.a95 };
}
