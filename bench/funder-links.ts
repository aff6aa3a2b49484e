// Outside funders by secure link (issue 39), on PostgreSQL with a brokerage's realistic load
// (thousands of deals, each sent to a few of its outside funders by link, thousands of outside
// funders kept by twenty brokerages, a few hundred thousand link events):
//
// 1. The read-only deal page of a link: `GET /v1/link/{token}` from a browser that proved its
//    address (the `portal_link` cookie), the "open" state with the deal, its fit and a thread of
//    20 messages, three shared documents; against, in the same run and interleaved request by
//    request, the on-portal funder's own item of the same deal (`GET /v1/funder/submission/{id}`,
//    same documents, same thread length) and the three reads its page makes (the item, its fit
//    and its thread, one after the other). Target: the link's p95 under 100 ms.
// 2. Sending one deal to 20 outside funders at once (`POST /v1/user/deal/{id}/submissions` with
//    20 kept listings: 20 submissions, 20 links, 20 mails queued in the transaction); against the
//    same send to 20 on-portal funders' listings, the two alternated send by send. Each send is a
//    new deal of one borrower sharing its three documents. Target: p95 under 500 ms.
//
// Prints p50/p95 and the ratios; asserts nothing. The requests come from separate processes (the
// reads from support/latency.ts, the sends from this file started again with `--sender`).
//   node --import tsx bench/funder-links.ts          (4,000 deals, 200 reads, 30 sends a kind)
//   BENCH_SMOKE=1 node --import tsx bench/funder-links.ts  (smoke: 200 deals, 10 reads, 3 sends)
//   --statements: also lists the statements of one send of each kind, most repeated first
//   (BENCH_DEALS, BENCH_OUTSIDE (outside funders a brokerage), BENCH_ROUNDS, BENCH_SENDS override)
import { fork } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { loadavg } from "node:os";
import { join } from "node:path";
import type { sql as Sql } from "drizzle-orm";
import type Pg from "pg";
import type { Db } from "@portal/db/database";

const fanOut = 20;

/** One send the sender process makes and times. */
interface Send {
  kind: "outside" | "portal";
  dealId: string;
  listingIds: string[];
  sharedDocumentIds: string[];
}
interface SendRequest {
  appUrl: string;
  token: string;
  sends: Send[];
}
type SendReply = { ok: true; durations: number[] } | { ok: false; error: string };

/** The sender: each send in turn, timed from the request to the whole answer; 201 or it fails. */
function sender() {
  process.once("message", async ({ appUrl, token, sends }: SendRequest) => {
    let reply: SendReply;
    try {
      const durations: number[] = [];
      for (const send of sends) {
        const start = performance.now();
        const response = await fetch(`${appUrl}/v1/user/deal/${send.dealId}/submissions`, {
          method: "POST",
          headers: { authorizationkey: token, "content-type": "application/json" },
          body: JSON.stringify({
            listingIds: send.listingIds,
            sharedDocumentIds: send.sharedDocumentIds,
          }),
        });
        const body = await response.text();
        durations.push(performance.now() - start);
        if (response.status !== 201)
          throw new Error(`send (${send.kind}): HTTP ${response.status} ${body.slice(0, 300)}`);
      }
      reply = { ok: true, durations };
    } catch (error) {
      reply = { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
    process.send!(reply, () => process.disconnect());
  });
}

function timeSends(request: SendRequest) {
  const child = fork(import.meta.filename, ["--sender"], { execArgv: ["--import", "tsx"] });
  return new Promise<number[]>((resolve, reject) => {
    child.once("message", (reply: SendReply) =>
      reply.ok ? resolve(reply.durations) : reject(new Error(reply.error)),
    );
    child.once("exit", (code) => reject(new Error(`sender exited with ${code} before answering`)));
    child.send(request);
  });
}

/** A message of the outbox to `to` whose subject matches, as text (headers unfolded, quoted-printable undone). */
async function mailTo(outboxDir: string, to: string, subject: RegExp, timeoutMs = 30_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    const files = existsSync(outboxDir)
      ? readdirSync(outboxDir)
          .filter((f) => f.endsWith(".eml"))
          .sort()
          .reverse()
      : [];
    for (const file of files) {
      const text = readFileSync(join(outboxDir, file), "utf8")
        .replace(/\r?\n[ \t]+/g, " ")
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      const subjectLine = /^Subject: (.*)$/m.exec(text)?.[1] ?? "";
      if (
        new RegExp(`^To: .*${to.replace(/[.+]/g, "\\$&")}`, "mi").test(text) &&
        subject.test(subjectLine)
      )
        return { subject: subjectLine, text };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to} matching ${subject} in ${outboxDir}`);
}

async function main() {
  const { sql } = await import("drizzle-orm");
  const { startBenchApp } = await import("./support/app");
  const { latencies, percentile, positiveNumber, smoke } = await import("./support/harness");
  const { onboardedMember } = await import("./support/member");
  const dealCount = positiveNumber("BENCH_DEALS", 4_000, 200);
  const outsidePerBrokerage = positiveNumber("BENCH_OUTSIDE", 150, 10);
  const rounds = positiveNumber("BENCH_ROUNDS", 200, 10);
  const sendCount = positiveNumber("BENCH_SENDS", 30, 3);
  const warmup = smoke ? 5 : 20;
  const sendWarmup = 2;

  const { app, appUrl, publicUrl, close } = await startBenchApp();
  try {
    const db = app.database.db;
    const outboxDir = app.config.mail.outboxDir;
    const call = async <T>(
      person: { json: Record<string, string> },
      method: string,
      path: string,
      body?: unknown,
    ) => {
      const response = await fetch(`${appUrl}${path}`, {
        method,
        headers:
          body === undefined ? { authorizationkey: person.json.authorizationkey! } : person.json,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${text}`);
      return (text ? JSON.parse(text) : undefined) as T;
    };
    const started = performance.now();
    const broker = await onboardedMember(
      appUrl,
      publicUrl,
      "bench-links-broker@example.com",
      "Harbour Finance Brokers",
    );

    // Twenty approved funders on the portal, each with a published listing that fits the deals.
    const criteria = { products: ["term_loan"], countries: ["GB"] };
    const portal: {
      organizationId: string;
      userId: string;
      token: string;
      listingId: string;
      json: Record<string, string>;
    }[] = [];
    for (let i = 0; i < fanOut; i++) {
      const funder = await onboardedMember(
        appUrl,
        publicUrl,
        `bench-links-funder-${i}@example.com`,
        `Portal Capital ${i}`,
        "funder",
      );
      await db.execute(
        sql`update organizations set "approvedAt" = now(), "approvedBy" = 'bench' where id = ${funder.organizationId}::uuid`,
      );
      const listing = await call<{ id: string }>(funder, "POST", "/v1/lender", {
        name: `Growth loans ${i}`,
        currency: "GBP",
        brokerCommissionBp: 200,
        criteria,
      });
      await call(funder, "PUT", `/v1/lender/${listing.id}/publish`);
      portal.push({ ...funder, listingId: listing.id });
    }
    // Twenty of the brokerage's own funders (My funders), each a person to mail and criteria.
    const outside: { listingId: string; email: string; company: string }[] = [];
    for (let i = 0; i < fanOut; i++) {
      const email = `underwriting${i}@outside-capital-${i}.example.com`;
      const contact = await call<{ listingId: string; company: string }>(
        broker,
        "POST",
        "/v1/funder-contacts",
        {
          company: `Outside Capital ${i}`,
          people: [{ name: `Una Writer ${i}`, email, phone: "+44 20 7946 0000" }],
          products: ["term_loan"],
          listing: { currency: "GBP", brokerCommissionBp: 200, criteria },
        },
      );
      outside.push({ listingId: contact.listingId, email, company: contact.company });
    }

    await seed(sql, db, {
      brokerOrganizationId: broker.organizationId,
      brokerUserId: broker.userId,
      portalFunderIds: portal.map((p) => p.organizationId),
      dealCount,
      outsidePerBrokerage,
    });
    const counts = (
      await db.execute<Record<string, number>>(sql`
        select (select count(*)::int from deals) as deals,
          (select count(*)::int from organizations where "keptByOrganizationId" is not null) as outside,
          (select count(*)::int from submissions) as submissions,
          (select count(*)::int from funder_links) as links,
          (select count(*)::int from funder_link_events) as events`)
    ).rows[0]!;
    console.log(
      `seeded in ${((performance.now() - started) / 1000).toFixed(1)} s: ${counts.deals} deals, ${counts.outside} outside funders (20 brokerages), ${counts.submissions} submissions, ${counts.links} links, ${counts.events} link events`,
    );

    // The deal both kinds of funder read: three documents shared, sent to an outside funder and
    // to a portal funder in one send, then a thread of 20 messages on each.
    const documentsOf = async (dealId: string) => {
      const ids: string[] = [];
      for (const [type, name] of [
        ["bank_statement", "Bank statements Sep-Nov.pdf"],
        ["financial_statement", "Accounts 2025.pdf"],
        ["identity", "Passport Ann Lee.pdf"],
      ]) {
        const form = new FormData();
        form.append("type", type!);
        form.append(
          "file",
          new Blob([`%PDF-1.7\n% ${name}\n${"x".repeat(20_000)}`], { type: "application/pdf" }),
          name,
        );
        const response = await fetch(`${appUrl}/v1/user/deal/${dealId}/documents`, {
          method: "POST",
          headers: { authorizationkey: broker.token },
          body: form,
        });
        if (response.status !== 201)
          throw new Error(`upload ${name}: HTTP ${response.status} ${await response.text()}`);
        ids.push(((await response.json()) as { id: string }).id);
      }
      return ids;
    };
    const newDeal = (borrower: { borrowerId: string } | { borrower: object }) =>
      call<{ id: string; borrowerId?: string }>(broker, "POST", "/v1/user/deals", {
        product: "term_loan",
        amountMinor: 7_500_000,
        currency: "GBP",
        purpose: "Second site fit-out",
        ...borrower,
      });
    const borrowerInput = (legalName: string) => ({
      borrower: {
        legalName,
        entityType: "limited_company",
        industry: "restaurants",
        country: "GB",
        owners: [{ name: "Ann Lee", ownershipBp: 10_000, creditScore: 720 }],
      },
    });
    const deal = await newDeal(borrowerInput("Harbour Bakery Ltd"));
    const documentIds = await documentsOf(deal.id);
    const sent = await call<{
      items: { id: string; funderOrganizationId?: string; funderName?: string }[];
    }>(broker, "POST", `/v1/user/deal/${deal.id}/submissions`, {
      listingIds: [outside[0]!.listingId, portal[0]!.listingId],
      sharedDocumentIds: documentIds,
    });
    const submissionOf = async (funderOrganizationId: string) =>
      (
        await db.execute<{ id: string }>(
          sql`select id from submissions where "dealId" = ${deal.id}::uuid and "funderOrganizationId" = ${funderOrganizationId}::uuid`,
        )
      ).rows[0]!.id;
    const outsideOrg = (
      await db.execute<{ id: string }>(
        sql`select "organizationId" as id from lenders where id = ${outside[0]!.listingId}::uuid`,
      )
    ).rows[0]!.id;
    const linkSubmission = await submissionOf(outsideOrg);
    const portalSubmission = await submissionOf(portal[0]!.organizationId);
    if (sent.items.length !== 2) throw new Error(`the send made ${sent.items.length} submissions`);
    for (const [submissionId, funderAuthor] of [
      [linkSubmission, `link:${outside[0]!.email}`],
      [portalSubmission, portal[0]!.userId],
    ] as const)
      await db.execute(sql`
        insert into thread_messages ("submissionId", "authorId", side, body, "createdAt")
        select ${submissionId}::uuid,
          case when g % 2 = 0 then ${funderAuthor} else ${broker.userId} end,
          case when g % 2 = 0 then 'funder' else 'broker' end,
          'Message ' || g || ': ' || repeat('about the last three months of takings ', 4),
          now() - ((20 - g) || ' minutes')::interval
        from generate_series(1, 20) g`);

    // The outside funder opens its mail's link, asks for a code and proves its address.
    const linkMail = await mailTo(outboxDir, outside[0]!.email, /sent you deal/);
    const token = /\/link\/([A-Za-z0-9_-]{43})/.exec(linkMail.text)?.[1];
    if (!token) throw new Error("no link in the mail to the outside funder");
    const post = (path: string, body: object) =>
      fetch(`${appUrl}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: publicUrl },
        body: JSON.stringify(body),
      });
    const asked = await post(`/v1/link/${token}/code`, { email: outside[0]!.email });
    if (!asked.ok) throw new Error(`code: HTTP ${asked.status} ${await asked.text()}`);
    const codeMail = await mailTo(outboxDir, outside[0]!.email, /Your code/);
    const code = /\b(\d{6})\s*$/.exec(codeMail.subject)?.[1];
    if (!code) throw new Error(`no code in "${codeMail.subject}"`);
    const verified = await post(`/v1/link/${token}/verify`, { email: outside[0]!.email, code });
    if (!verified.ok) throw new Error(`verify: HTTP ${verified.status} ${await verified.text()}`);
    const cookie = verified.headers
      .getSetCookie()
      .map((c) => c.split(";")[0]!)
      .filter((c) => c.startsWith("portal_link="))
      .join("; ");
    if (!cookie) throw new Error("verify set no portal_link cookie");
    const linkUrl = `${appUrl}/v1/link/${token}`;
    const opened = await fetch(linkUrl, { headers: { cookie } });
    const state = (await opened.json()) as {
      state: string;
      thread?: { messages: unknown[] };
      submission?: { documents?: unknown[] };
    };
    if (!opened.ok || state.state !== "open")
      throw new Error(
        `the link did not open: HTTP ${opened.status} ${JSON.stringify(state).slice(0, 300)}`,
      );
    const openedBytes = JSON.stringify(state).length;

    await db.execute(sql`vacuum analyze`);

    // 1. Reads: the link, then the portal funder's item, its fit and its thread, round after round.
    const funderHeaders = { authorizationkey: portal[0]!.token };
    const itemUrl = `${appUrl}/v1/funder/submission/${portalSubmission}`;
    const itemCheck = await fetch(itemUrl, { headers: funderHeaders });
    const itemBytes = (await itemCheck.text()).length;
    if (!itemCheck.ok) throw new Error(`the funder's item: HTTP ${itemCheck.status}`);
    const load = () =>
      loadavg()
        .map((l) => l.toFixed(1))
        .join(" ");
    const loadBefore = load();
    const [linkTimes, itemTimes, fitTimes, threadTimes] = await latencies({
      urls: [linkUrl, itemUrl, `${itemUrl}/fit`, `${appUrl}/v1/threads/${portalSubmission}`],
      headers: {},
      headersOf: [{ cookie }, funderHeaders, funderHeaders, funderHeaders],
      rounds,
      warmup,
      interleave: true,
    });
    const pageTimes = itemTimes!.map((t, i) => t + fitTimes![i]! + threadTimes![i]!);

    // 2. Sends: a new deal each of one borrower with three documents, outside and portal in turn.
    const first = await newDeal(borrowerInput("Pier Cafe Ltd"));
    const borrowerId = (
      await db.execute<{ borrowerId: string }>(
        sql`select "borrowerId" from deals where id = ${first.id}::uuid`,
      )
    ).rows[0]!.borrowerId;
    const shared = await documentsOf(first.id);
    const dealIds = [first.id];
    while (dealIds.length < 2 * (sendWarmup + sendCount))
      dealIds.push((await newDeal({ borrowerId })).id);
    const sends: Send[] = dealIds.map((dealId, i) => ({
      kind: i % 2 === 0 ? "outside" : "portal",
      dealId,
      listingIds: (i % 2 === 0 ? outside : portal).map((f) => f.listingId),
      sharedDocumentIds: shared,
    }));
    const linksBefore = (
      await db.execute<{ n: number }>(sql`select count(*)::int as n from funder_links`)
    ).rows[0]!.n;
    const sendTimes = await timeSends({ appUrl, token: broker.token, sends });
    const linksMade =
      (await db.execute<{ n: number }>(sql`select count(*)::int as n from funder_links`)).rows[0]!
        .n - linksBefore;
    const outsideSends = sendTimes.filter((_, i) => i % 2 === 0).slice(sendWarmup);
    const portalSends = sendTimes.filter((_, i) => i % 2 === 1).slice(sendWarmup);

    const loadAfter = load();

    // What the load changes little: the statements each request sends to PostgreSQL (every query
    // of the server's pool, counted in this process, which runs the server) and the CPU it takes,
    // this process's (the server, with its mail worker) plus PostgreSQL's backends of this
    // database (/proc, 10 ms ticks): 10 link reads, 10 item reads, and 3 sends of each kind, made
    // from here after the timed runs. An upper bound of the request's own CPU: it
    // includes this in-process client's and the second after each probe (the mail worker, timers).
    // pg as the database package loads it (the bench lists no pg of its own).
    const pg = createRequire(import.meta.resolve("@portal/db/database"))("pg") as typeof Pg;
    let statements = 0;
    let texts: string[] = [];
    const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
    pg.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
      statements++;
      const text = typeof args[0] === "string" ? args[0] : (args[0] as { text?: string })?.text;
      texts.push((text ?? "?").replace(/\s+/g, " ").slice(0, 110));
      return query.apply(this, args);
    } as typeof pg.Client.prototype.query;
    const backends = async () =>
      (
        await db.execute<{ pid: number }>(
          sql`select pid from pg_stat_activity where datname = current_database()`,
        )
      ).rows.map((r) => r.pid);
    /** Each backend's CPU ticks so far (utime + stime). */
    const ticks = (pids: number[]) =>
      new Map(
        pids.flatMap((pid) => {
          try {
            const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
            return [[pid, Number(fields[11]) + Number(fields[12])] as const];
          } catch {
            return []; // a backend that ended meanwhile
          }
        }),
      );
    /** The CPU ms backends took since `before` (one that ended meanwhile is left out). */
    const pgSince = async (before: Map<number, number>) => {
      let used = 0;
      for (const [pid, now] of ticks(await backends())) used += now - (before.get(pid) ?? 0);
      return used * 10;
    };
    /** Per run: statements, this process's CPU ms and PostgreSQL's CPU ms (the first run's statements listed). */
    const probe = async (times: number, run: (i: number) => Promise<void>) => {
      await new Promise((r) => setTimeout(r, 1_000)); // the mail worker's turn passes
      const pids = await backends();
      const [before, cpu, pgTicks] = [statements, process.cpuUsage(), ticks(pids)];
      let listed: string[] = [];
      for (let i = 0; i < times; i++) {
        texts = [];
        await run(i);
        if (i === 0) listed = texts;
      }
      await new Promise((r) => setTimeout(r, 1_000)); // what the worker does for them counts too
      const used = process.cpuUsage(cpu);
      return {
        statements: (statements - before) / times,
        node: (used.user + used.system) / 1000 / times,
        postgres: (await pgSince(pgTicks)) / times,
        texts: listed,
      };
    };
    const read = (url: string, headers: Record<string, string>) => async () => {
      const response = await fetch(url, { headers });
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      await response.arrayBuffer();
    };
    const linkProbe = await probe(10, read(linkUrl, { cookie }));
    const itemProbe = await probe(10, read(itemUrl, funderHeaders));
    const pageProbe = await probe(10, async () => {
      await read(itemUrl, funderHeaders)();
      await read(`${itemUrl}/fit`, funderHeaders)();
      await read(`${appUrl}/v1/threads/${portalSubmission}`, funderHeaders)();
    });
    const probeDeals: string[] = [];
    for (let i = 0; i < 6; i++) probeDeals.push((await newDeal({ borrowerId })).id);
    const sendProbes = [];
    for (const [k, kind] of (["outside", "portal"] as const).entries())
      sendProbes.push(
        await probe(3, async (i) => {
          const response = await fetch(
            `${appUrl}/v1/user/deal/${probeDeals[k * 3 + i]}/submissions`,
            {
              method: "POST",
              headers: broker.json,
              body: JSON.stringify({
                listingIds: (kind === "outside" ? outside : portal).map((f) => f.listingId),
                sharedDocumentIds: shared,
              }),
            },
          );
          if (response.status !== 201) throw new Error(`send: HTTP ${response.status}`);
          await response.arrayBuffer();
        }),
      );
    pg.Client.prototype.query = query as typeof pg.Client.prototype.query;
    const sendStatements = sendProbes.map((p) => p.statements);
    const sendTexts = sendProbes.map((p) => p.texts);

    // What that many statements cost here and now, whatever they do: a transaction of as many
    // `select 1` one after another, on the server's pool, as many times as the sends.
    const trivial: number[] = [];
    for (let i = 0; i < sendWarmup + sendCount; i++) {
      const start = performance.now();
      await db.transaction(async (tx) => {
        for (let n = 0; n < Math.round(sendStatements[0]!) - 2; n++)
          await tx.execute(sql`select 1`);
      });
      if (i >= sendWarmup) trivial.push(performance.now() - start);
    }
    const ms = (n: number) => `${n.toFixed(1).padStart(6)} ms`;
    const line = (what: string, times: number[]) =>
      `  ${what.padEnd(52)} p50 ${ms(percentile(times, 50))}  p95 ${ms(percentile(times, 95))}`;
    const ratio = (what: string, a: number[], b: number[]) =>
      `  ${what.padEnd(52)} p50 ${(percentile(a, 50) / percentile(b, 50)).toFixed(2)}x  p95 ${(percentile(a, 95) / percentile(b, 95)).toFixed(2)}x`;
    console.log(
      `\n1. the link's deal page: ${rounds} rounds (1 client, separate process, after ${warmup} warm-up rounds), each round the link then the portal funder's item, fit and thread; 20 messages and 3 documents on each (${openedBytes} bytes open, the item ${itemBytes})`,
    );
    console.log(line("GET /v1/link/{token} (verified browser, open)", linkTimes!));
    console.log(line("GET /v1/funder/submission/{id} (baseline)", itemTimes!));
    console.log(line("the funder's item + fit + thread, one after another", pageTimes));
    console.log(ratio("link : the funder's item", linkTimes!, itemTimes!));
    console.log(ratio("link : item + fit + thread", linkTimes!, pageTimes));
    const work = (what: string, p: { statements: number; node: number; postgres: number }) =>
      `  ${what.padEnd(52)} ${p.statements.toFixed(1).padStart(5)} statements, CPU ${ms(p.node + p.postgres)} (server ${p.node.toFixed(1)}, PostgreSQL ${p.postgres.toFixed(1)})`;
    console.log(work("a link read", linkProbe));
    console.log(work("an item read", itemProbe));
    console.log(work("item + fit + thread", pageProbe));
    console.log(`  link p95 under 100 ms: ${percentile(linkTimes!, 95) < 100 ? "yes" : "no"}`);
    console.log(
      `\n2. one deal sent to ${fanOut} funders: ${sendCount} sends of each kind (1 client, separate process, the kinds alternated, after ${sendWarmup} warm-up sends of each); ${linksMade} links made (${fanOut * (sendWarmup + sendCount)} expected)`,
    );
    console.log(line(`to ${fanOut} outside funders (links, mails queued)`, outsideSends));
    console.log(line(`to ${fanOut} portal funders (baseline)`, portalSends));
    console.log(ratio("outside : portal", outsideSends, portalSends));
    console.log(
      line(`as many \`select 1\` in a transaction (${Math.round(sendStatements[0]!)})`, trivial),
    );
    console.log(ratio("outside : that many select 1", outsideSends, trivial));
    console.log(work("a send to 20 outside funders (mail worker too)", sendProbes[0]!));
    console.log(work("a send to 20 portal funders (mail worker too)", sendProbes[1]!));
    console.log(`  outside p95 under 500 ms: ${percentile(outsideSends, 95) < 500 ? "yes" : "no"}`);
    if (process.argv.includes("--statements"))
      for (const [i, kind] of ["outside", "portal"].entries()) {
        const seen = new Map<string, number>();
        for (const text of sendTexts[i]!) seen.set(text, (seen.get(text) ?? 0) + 1);
        console.log(`\n  the ${kind} send's statements, most repeated first:`);
        for (const [text, n] of [...seen].sort((a, b) => b[1] - a[1]))
          console.log(`    ${String(n).padStart(4)} x ${text}`);
      }
    console.log(
      `\nload average (1, 5, 15 min) before the reads ${loadBefore}, after the sends ${loadAfter} (2 cores here: above 2 the figures wait for the CPU)`,
    );
  } finally {
    await close();
  }
}

/**
 * The rest of a working portal: 19 more brokerages; every brokerage keeps `outsidePerBrokerage`
 * outside funders (half with criteria: a published kept listing; half a draft), each with its
 * contact; the broker's brokerage has `dealCount` deals over as many borrowers, each sent to three
 * of its outside funders by link (a link each, with sent, code_sent and opened events, some
 * opened again and a document downloaded) and to one portal funder.
 */
async function seed(
  sql: typeof Sql,
  db: Db,
  o: {
    brokerOrganizationId: string;
    brokerUserId: string;
    portalFunderIds: string[];
    dealCount: number;
    outsidePerBrokerage: number;
  },
) {
  const broker = o.brokerOrganizationId;
  await db.execute(sql`
    insert into organizations (name, "accountType")
    select 'Bench Brokers ' || b, 'organization' from generate_series(1, 19) b`);
  await db.execute(sql`
    create temporary table bench_brokers as
    select id, row_number() over (order by id) - 1 as n from organizations
    where id = ${broker}::uuid or name like 'Bench Brokers %'`);
  await db.execute(sql`
    insert into organizations (name, "accountType", "keptByOrganizationId")
    select 'Kept Funding ' || b.n || '-' || k, 'funder', b.id
    from bench_brokers b cross join generate_series(1, ${o.outsidePerBrokerage}) k`);
  await db.execute(sql`
    insert into lenders ("organizationId", name, currency, status, criteria, "brokerCommissionBp", "keptByOrganizationId", "publishedAt")
    select o.id, o.name, 'GBP', s.status::listing_status,
      case when s.status = 'published' then '{"products":["term_loan","line_of_credit"],"countries":["GB","IE"]}'::jsonb else '{}'::jsonb end,
      200, o."keptByOrganizationId", case when s.status = 'published' then now() end
    from organizations o
    cross join lateral (select case when right(o.name, 1) in ('0','2','4','6','8') then 'published' else 'draft' end as status) s
    where o.name like 'Kept Funding %'`);
  await db.execute(sql`
    insert into funder_contacts ("organizationId", "funderOrganizationId", "lenderId", company, people, products, "createdBy")
    select l."keptByOrganizationId", l."organizationId", l.id, l.name,
      jsonb_build_array(
        jsonb_build_object('name', 'Desk ' || l.name, 'email', 'desk-' || l.id || '@kept.example.com', 'phone', null),
        jsonb_build_object('name', 'Credit ' || l.name, 'email', 'credit-' || l.id || '@kept.example.com', 'phone', null)),
      array['term_loan'], 'bench'
    from lenders l where l.name like 'Kept Funding %'`);
  await db.execute(sql`
    create temporary table bench_kept as
    select l.id as "lenderId", l."organizationId", row_number() over (order by l.id) - 1 as n
    from lenders l where l."keptByOrganizationId" = ${broker}::uuid and l.name like 'Kept Funding %'`);
  await db.execute(sql`
    insert into borrowers ("organizationId", "legalName", "entityType", industry, country)
    select ${broker}::uuid, 'Seeded Business ' || g || ' Ltd', 'limited_company', 'retail', 'GB'
    from generate_series(1, ${o.dealCount}) g`);
  await db.execute(sql`
    insert into deals ("organizationId", "ownerId", "borrowerId", reference, status, product, "amountMinor", currency, purpose, "createdAt")
    select ${broker}::uuid, ${o.brokerUserId}, w.id, 'S-' || lpad(w.n::text, 7, '0'),
      (array['submitted','in_review','proposals','funded','declined'])[1 + w.n % 5]::deal_status,
      'term_loan', 1000000 + (w.n * 7919) % 50000000, 'GBP', 'Stock',
      now() - ((w.n * 7919) % (365 * 86400) || ' seconds')::interval
    from (select id, row_number() over (order by id) as n from borrowers
          where "organizationId" = ${broker}::uuid and "legalName" like 'Seeded Business %') w`);
  // Each seeded deal to three kept funders of the brokerage (by link) and one portal funder.
  await db.execute(sql`
    create temporary table bench_deals as
    select id, "createdAt", row_number() over (order by id) as n from deals where reference like 'S-%'`);
  const kept = o.outsidePerBrokerage;
  await db.execute(sql`
    insert into submissions ("dealId", "lenderId", "brokerOrganizationId", "funderOrganizationId", status, "sentBy", "sentAt")
    select d.id, k."lenderId", ${broker}::uuid, k."organizationId",
      (array['pending','pending','info_requested','offered','declined','declined'])[1 + (d.n + j) % 6]::submission_status,
      ${o.brokerUserId}, d."createdAt" + interval '1 hour'
    from bench_deals d cross join generate_series(0, 2) j
    join bench_kept k on k.n = (d.n * 3 + j * 7) % ${kept}`);
  await db.execute(sql`
    insert into submissions ("dealId", "lenderId", "brokerOrganizationId", "funderOrganizationId", status, "sentBy", "sentAt")
    select d.id, l.id, ${broker}::uuid, l."organizationId", 'pending', ${o.brokerUserId}, d."createdAt" + interval '1 hour'
    from bench_deals d
    join lenders l on l."organizationId" = (array[${sql.join(
      o.portalFunderIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}])[1 + d.n % ${o.portalFunderIds.length}]`);
  await db.execute(sql`
    insert into funder_links ("submissionId", "tokenHash", emails, "expiresAt", "createdBy", "createdAt")
    select s.id, md5(random()::text) || md5(random()::text),
      array['desk-' || s."lenderId" || '@kept.example.com', 'credit-' || s."lenderId" || '@kept.example.com'],
      s."sentAt" + interval '14 days', ${o.brokerUserId}, s."sentAt"
    from submissions s join bench_kept k on k."lenderId" = s."lenderId"`);
  await db.execute(sql`
    insert into funder_link_events ("linkId", kind, email, "documentName", at)
    select l.id, e.kind, case when e.kind = 'sent' then null else l.emails[1] end,
      case when e.kind = 'downloaded' then 'Bank statements.pdf' end,
      l."createdAt" + (e.i || ' hours')::interval
    from funder_links l
    cross join lateral (select * from (values (0, 'sent'), (1, 'code_sent'), (2, 'opened'), (3, 'opened'), (4, 'downloaded'))
      as v(i, kind) where v.i < 3 or get_byte(decode(l."tokenHash", 'hex'), 0) % 2 = 0) e`);
  await db.execute(sql`
    insert into thread_messages ("submissionId", "authorId", side, body, "createdAt")
    select s.id, case when g % 2 = 0 then 'link:' || l.emails[1] else ${o.brokerUserId} end,
      case when g % 2 = 0 then 'funder' else 'broker' end, 'Seeded message ' || g, s."sentAt" + (g || ' hours')::interval
    from submissions s join funder_links l on l."submissionId" = s.id
    cross join generate_series(1, 4) g where s.status = 'info_requested'`);
}

if (process.argv.includes("--sender")) sender();
else await main();
