// Whether a sign-up's answer time tells that an address already has an account (decision 022,
// decision 058: the suite proves the same work runs; this prints how long it takes).
//   BENCH_SAMPLES pairs, interleaved (a new address, then a taken one, in turn), so a change in the
//   machine's load falls on both alike; the hash alone (better-auth's scrypt, the cost that could
//   tell them apart) timed in the same run as the baseline.
// Prints figures and ratios; asserts nothing.
//   node --import tsx bench/sign-up-enumeration.ts   (PostgreSQL at BENCH_DATABASE_URL)
import { randomBytes } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { startBenchApp } from "./support/app";
import { positiveNumber } from "./support/harness";

const samples = positiveNumber("BENCH_SAMPLES", 20, 3);
const password = "correct horse battery staple 42";
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const portal = await startBenchApp();
try {
  const signUp = async (email: string) => {
    const start = performance.now();
    const res = await portal.app.inject({
      method: "POST",
      url: "/auth/sign-up/email",
      headers: { origin: portal.publicUrl },
      payload: { email, password, name: "Bench" },
    });
    const took = performance.now() - start;
    if (res.statusCode !== 200) throw new Error(`sign-up: ${res.statusCode} ${res.body}`);
    return took;
  };
  // Taken addresses: each is mailed at most five times in 15 minutes, so a few owners share the load.
  const owners = Array.from(
    { length: Math.ceil(samples / 4) },
    () => `owner-${randomBytes(5).toString("hex")}@example.com`,
  );
  for (const owner of owners) await signUp(owner);
  const fresh: number[] = [];
  const taken: number[] = [];
  const hash: number[] = [];
  for (let i = 0; i < samples; i++) {
    fresh.push(await signUp(`new-${randomBytes(5).toString("hex")}@example.com`));
    taken.push(await signUp(owners[i % owners.length]!));
    const start = performance.now();
    await hashPassword(password);
    hash.push(performance.now() - start);
  }
  const [f, t, h] = [median(fresh), median(taken), median(hash)];
  console.log(`sign-up answer time, median of ${samples} interleaved samples each`);
  console.log(`  new address     ${f.toFixed(1)} ms   (${(f / h).toFixed(2)}x the hash)`);
  console.log(`  taken address   ${t.toFixed(1)} ms   (${(t / h).toFixed(2)}x the hash)`);
  console.log(`  hash alone      ${h.toFixed(1)} ms   (scrypt N=16384 r=16 p=1)`);
  console.log(
    `  taken : new = ${(t / f).toFixed(2)}   (without the hash on the taken path: about 0.1)`,
  );
} finally {
  await portal.close();
}
