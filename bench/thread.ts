// GET /v1/threads/{id} on a thread of 1,000 messages (issue 34): the first page (the newest 50,
// newest last) as the deal's broker reads it, against the thread's queries (the page and the other
// side's last read) run directly on the database in the same run. Prints p50/p95 and the ratios;
// asserts nothing. Target: p95 under 50 ms at the API.
//   node --import tsx bench/thread.ts          (1,000 messages, 200 rounds)
//   (BENCH_MESSAGES and BENCH_ROUNDS override)
import { sql } from "drizzle-orm";
import { threadPageSize } from "@portal/contract/threads/thread-schemas";
import * as threadRepo from "@portal/api/modules/threads/repo";
import { startBenchApp } from "./support/app";
import { latencies, percentile, positiveNumber, smoke } from "./support/harness";
import { onboardedMember } from "./support/member";

const messageCount = positiveNumber("BENCH_MESSAGES", 1_000, 60);
const rounds = positiveNumber("BENCH_ROUNDS", 200, 10);
const warmup = smoke ? 2 : 20;

const { app, appUrl, publicUrl, close } = await startBenchApp();
try {
  const db = app.database.db;
  const broker = await onboardedMember(appUrl, publicUrl, "bench-thread-broker@example.com");
  const funder = await onboardedMember(
    appUrl,
    publicUrl,
    "bench-thread-funder@example.com",
    "Bench Funding",
    "funder",
  );
  const created = await fetch(`${appUrl}/v1/user/deals`, {
    method: "POST",
    headers: broker.json,
    body: JSON.stringify({
      product: "term_loan",
      amountMinor: 5_000_000,
      currency: "GBP",
      purpose: "Ovens",
      borrower: {
        legalName: "Bench Bakery Ltd",
        entityType: "limited_company",
        industry: "restaurants",
        country: "GB",
        owners: [{ name: "Ann", ownershipBp: 10_000, creditScore: 720 }],
      },
    }),
  });
  if (!created.ok) throw new Error(`deal creation failed: ${created.status}`);
  const dealId = ((await created.json()) as { id: string }).id;
  const [submission] = (
    await db.execute<{ id: string }>(sql`
      insert into submissions ("dealId", "brokerOrganizationId", "funderOrganizationId", "sentBy")
      values (${dealId}::uuid, ${broker.organizationId}::uuid, ${funder.organizationId}::uuid, ${broker.userId})
      returning id`)
  ).rows;
  const submissionId = submission!.id;
  // Turns: funder and broker alternately, one a minute, the newest now.
  await db.execute(sql`
    insert into thread_messages ("submissionId", "authorId", side, body, "createdAt")
    select ${submissionId}::uuid,
      case when g % 2 = 0 then ${funder.userId} else ${broker.userId} end,
      case when g % 2 = 0 then 'funder' else 'broker' end,
      'Message ' || g || ': ' || repeat('words ', 20),
      now() - ((${messageCount} - g) || ' minutes')::interval
    from generate_series(1, ${messageCount}) g`);
  await db.execute(sql`
    insert into thread_reads ("submissionId", "userId", "readAt")
    values (${submissionId}::uuid, ${funder.userId}, now() - interval '10 minutes')`);
  await db.execute(sql`vacuum analyze thread_messages`);
  await db.execute(sql`vacuum analyze thread_reads`);

  const url = `${appUrl}/v1/threads/${submissionId}`;
  const check = await fetch(url, { headers: broker.json });
  const page = (await check.json()) as { messages: unknown[] };
  if (!check.ok || page.messages.length !== threadPageSize)
    throw new Error(`the thread did not open: ${check.status}`);

  // The deal's own page, the same person: what any signed-in read of this deal costs here.
  const dealUrl = `${appUrl}/v1/user/deal/${dealId}`;
  const [api, dealPage] = await latencies({
    urls: [url, dealUrl],
    headers: { authorizationkey: broker.token },
    rounds,
    warmup,
    interleave: true,
  });
  const queryTimes: number[] = [];
  for (let round = 0; round < warmup + rounds; round++) {
    const start = performance.now();
    await Promise.all([
      threadRepo.listPage(db, submissionId, undefined, threadPageSize + 1),
      threadRepo.otherSideReadAt(db, submissionId, funder.organizationId, "broker"),
    ]);
    if (round >= warmup) queryTimes.push(performance.now() - start);
  }
  const [a50, a95] = [percentile(api!, 50), percentile(api!, 95)];
  const [q50, q95] = [percentile(queryTimes, 50), percentile(queryTimes, 95)];
  const ms = (n: number) => `${n.toFixed(1).padStart(6)} ms`;
  console.log(
    `a thread of ${messageCount} messages; ${rounds} requests (1 client, separate process, after ${warmup} warm-up rounds); query-only = the page and the other side's read on the database directly, ${rounds} rounds after the requests`,
  );
  console.log(`  GET /v1/threads/{id} (first 50)   p50 ${ms(a50)}  p95 ${ms(a95)}`);
  console.log(`  query-only                        p50 ${ms(q50)}  p95 ${ms(q95)}`);
  const [d50, d95] = [percentile(dealPage!, 50), percentile(dealPage!, 95)];
  console.log(`  GET /v1/user/deal/{id} (baseline)  p50 ${ms(d50)}  p95 ${ms(d95)}`);
  console.log(
    `  ratio query-only : API            p50 ${(q50 / a50).toFixed(2)}x  p95 ${(q95 / a95).toFixed(2)}x`,
  );
  console.log(`  API p95 under 50 ms: ${a95 < 50 ? "yes" : "no"}`);
} finally {
  await close();
}
