// Issue 37's speed and scale bench: twelve monthly statements of one busy account (40 pages each,
// about 6,000 transactions in all) read and summarised in under 10 s, the API's /health p99 under
// 50 ms meanwhile, under 256 MB of memory per reading worker.
//
//   node --import tsx bench/statements.ts          (full: 12 statements x 40 pages)
//   BENCH_SMOKE=1 node --import tsx bench/statements.ts   (2 statements x 2 pages, figures mean nothing)
//
// The statements are written here with the fixture writer (apps/api/test/fixtures/statements/make.ts,
// the Bank of America layout: one signed Amount column and a running balance on every line; each ACH
// entry's details on rows of their own under its description, as US banks print them, which is what
// makes a month of ~500 transactions 40 pages).
//
// Part A, in this process: the twelve through a StatementReadPool of the API's default size and
// limits, then their summary made in the pool's worker as the API makes it (`pool.summarise`, the
// lines as the JSON text the database gives); wall time, per-file times, lines read, the worker's
// peak memory (reported by the worker with each answer, kept by the pool).
// Part B, end to end: the compiled API in its own process on a scratch PostgreSQL database; a broker
// uploads the twelve to a deal as bank_statement documents and polls GET /v1/user/deal/{id}/statements
// until all are read and the summary covers them, while this process asks GET /health 50 times a
// second (p50/p99 during the reading against a baseline measured in the same run before the uploads).
// BENCH_STATEMENTS_PARTS=A or B runs one part.
import { existsSync, readFileSync } from "node:fs";
import { Agent, request } from "node:http";
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { isRefusal } from "@portal/api/modules/statements/read/outcome";
import { StatementReadPool } from "@portal/api/modules/statements/read/pool";
import type { ReadStatement } from "@portal/api/modules/statements/types";
import type { DealStatements } from "@portal/contract/statements/statement-schemas";
import {
  tableStatement,
  usSignedLayout,
  type Account,
  type Tx,
} from "../apps/api/test/fixtures/statements/make";
import { seededRandom } from "../apps/api/test/fuzz-requests";
import { startApiProcesses, publicUrl } from "./support/api-processes";
import { percentile, positiveNumber, smoke } from "./support/harness";
import { onboardedMember } from "./support/member";

const statementCount = positiveNumber("BENCH_STATEMENTS", 12, 2);
const pagesEach = positiveNumber("BENCH_STATEMENT_PAGES", 40, 2);
const healthPerSecond = positiveNumber("BENCH_HEALTH_RATE", 50, 50);
const baselineSeconds = positiveNumber("BENCH_BASELINE_SECONDS", 5, 1);
/** How often the bench asks for the statements: the deal page's readingRefetchMs (apps/web). */
const pollMs = positiveNumber("BENCH_POLL_MS", 1_500, 1_500);
const parts = (process.env.BENCH_STATEMENTS_PARTS ?? "AB").toUpperCase();

const target = { seconds: 10, healthP99Ms: 50, workerMb: 256 };
const mb = (bytes: number) => bytes / 1024 / 1024;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(" / ");
const met = (ok: boolean) => (ok ? "met" : "NOT met");

// ---- the statements -----------------------------------------------------------------------------

const account: Account = {
  bank: "Bank of America",
  accountName: "SUNSET GRILL HOLDINGS LLC",
  accountNumber: "488099017734",
  currency: "USD",
};

/** An ACH entry's rows under its description: fixed words per payee, numbers that change. */
function achDetail(company: string, entry: string, r: () => number, date: string): string[] {
  const n = (digits: number) => String(Math.floor(r() * 10 ** digits)).padStart(digits, "0");
  const yymmdd = date.slice(2).replaceAll("-", "");
  return [
    `ORIG CO NAME:${company} ORIG ID:${n(10)}`,
    `DESC DATE:${yymmdd} CO ENTRY DESCR:${entry} SEC:CCD`,
    `TRACE#:${n(15)} EED:${yymmdd} IND ID:${n(9)}`,
  ];
}

/** Extra rows a card line may carry (terminal, authorisation), to fill the month's pages. */
const cardRows = (r: () => number) => [
  `MERCHANT TERMINAL ${Math.floor(r() * 1e8)} AUTH ${Math.floor(r() * 1e6)}`,
  `CARD ENDING 7734 POS ENTRY CHIP ${Math.floor(r() * 1e4)}`,
  `REF ${Math.floor(r() * 1e12)} MCC ${5000 + Math.floor(r() * 999)}`,
  `CITY STATE ZIP ${10000 + Math.floor(r() * 89999)} US`,
  `SEQ ${Math.floor(r() * 1e6)} BATCH ${Math.floor(r() * 1e4)}`,
  `POSTED ${Math.floor(r() * 1e4)} ORIGINAL ${Math.floor(r() * 1e4)}`,
];

/** A busy restaurant group's month: card settlements, two daily and one weekly advance, payroll... */
function month(year: number, monthIndex: number, seed: number): Tx[] {
  const r = seededRandom(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(r() * list.length)]!;
  const cents = (from: number, to: number) => Math.round((from + r() * (to - from)) * 100);
  const out: Tx[] = [];
  const days = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
  let businessDay = 0;
  for (let day = 1; day <= days; day++) {
    const date = new Date(Date.UTC(year, monthIndex, day)).toISOString().slice(0, 10);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    businessDay++;
    // Card settlements of the weekend and the day before, from four processors.
    for (const [company, entry] of [
      ["BANKCARD", "MTOT DEP"],
      ["SQUARE INC", "SETTLEMENT"],
      ["CLOVER MERCH", "DEPOSIT"],
      ["DOORDASH INC", "PAYOUT"],
    ] as const)
      out.push({
        date,
        description: `${company} ${entry}`,
        amountMinor: cents(weekday === 1 ? 3_000 : 900, weekday === 1 ? 9_000 : 4_200),
        detail: achDetail(company, entry, r, date),
      });
    if (r() < 0.25)
      out.push({ date, description: "COUNTER DEPOSIT", amountMinor: cents(400, 3_500) });
    // Two daily positions and a weekly one (Tuesdays).
    out.push({
      date,
      description: "YELLOWSTONE CAPITAL ACH DEBIT",
      amountMinor: -34_900,
      detail: achDetail("YELLOWSTONE CAP", "PAYMENT", r, date),
    });
    out.push({
      date,
      description: "PEARL CAPITAL BUS ACH DEBIT",
      amountMinor: -52_500,
      detail: achDetail("PEARL CAPITAL", "DAILY PMT", r, date),
    });
    if (weekday === 2)
      out.push({
        date,
        description: "RAPID FINANCE WEEKLY ACH",
        amountMinor: -187_500,
        detail: achDetail("RAPID FINANCE", "WEEKLY", r, date),
      });
    // Payroll every other Friday, rent on the first business day, a sweep to savings on Mondays.
    if (weekday === 5 && (day + monthIndex) % 2 === 0) {
      out.push({
        date,
        description: "ADP WAGE PAY",
        amountMinor: -cents(24_000, 28_000),
        detail: achDetail("ADP WAGE PAY", "WAGE PAY", r, date),
      });
      out.push({
        date,
        description: "ADP TAX",
        amountMinor: -cents(6_000, 7_500),
        detail: achDetail("ADP TAX", "TAX", r, date),
      });
    }
    if (businessDay === 1)
      out.push({
        date,
        description: "SUNSET PLAZA PROPERTIES RENT",
        amountMinor: -1_250_000,
        detail: achDetail("SUNSET PLAZA", "RENT", r, date),
      });
    if (weekday === 1) {
      out.push({
        date,
        description: "ONLINE TRANSFER TO SAV 5521",
        amountMinor: -cents(2_000, 6_000),
      });
      if (r() < 0.5)
        out.push({
          date,
          description: "ONLINE TRANSFER FROM SAV 5521",
          amountMinor: cents(1_000, 5_000),
        });
    }
    // Suppliers and card purchases.
    const purchases = 10 + Math.floor(r() * 12);
    for (let i = 0; i < purchases; i++)
      out.push({
        date,
        description: pick([
          "CHECKCARD SYSCO FOODS",
          "CHECKCARD RESTAURANT DEPOT",
          "CHECKCARD COSTCO WHSE",
          "CHECKCARD US FOODS",
          "CHECKCARD SHELL OIL",
          "CHECKCARD HOME DEPOT",
          "CHECKCARD AMAZON MKTPL",
          "CHECKCARD WEBSTAURANTSTORE",
          "CHECK",
        ] as const),
        amountMinor: -cents(12, 1_400),
      });
  }
  // An NSF item or two, and a refund.
  const nsf = 1 + Math.floor(r() * 2);
  for (let i = 0; i < nsf; i++) {
    const at = out[Math.floor(r() * out.length)]!;
    out.push({ date: at.date, description: "NSF RETURNED ITEM FEE", amountMinor: -3_500 });
  }
  const refundAt = out[Math.floor(r() * out.length)]!;
  out.push({
    date: refundAt.date,
    description: "CHECKCARD REFUND SYSCO FOODS",
    amountMinor: cents(40, 300),
  });
  // In March, Yellowstone's funding: the position's balance can be estimated.
  if (monthIndex === 2)
    out.push({
      date: out[0]!.date,
      description: "YELLOWSTONE CAPITAL FUNDING",
      amountMinor: 6_000_000,
    });
  return out.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/**
 * The pages tableStatement writes for these lines in the BofA layout (5 heading rows, a blank, the
 * column header, the opening balance; a line and its detail rows stay on one page; a new page starts
 * with the column header), so the month can be filled to the pages wanted before writing it.
 */
function pagesOf(txs: readonly Tx[], headingRows = 5): number {
  const row = 13;
  const bottom = 730;
  let top = 40 + row * (headingRows + 3);
  let pages = 1;
  for (const t of txs) {
    const rows = t.detail?.length ?? 0;
    if (top + row * rows > bottom) {
      pages++;
      top = 40 + row;
    }
    top += row * (1 + rows);
  }
  if (top > bottom) pages++;
  return pages;
}

/** The month filled (card rows added) or cut (last lines dropped) to exactly `pages` pages. */
function fitted(txs: Tx[], pages: number, seed: number): Tx[] {
  const r = seededRandom(seed);
  while (txs.length > 1 && pagesOf(txs) > pages) txs = txs.slice(0, -1);
  const cards = txs.filter((t) => t.description.startsWith("CHECKCARD"));
  for (let round = 0; round < 6; round++)
    for (const t of cards) {
      const before = t.detail;
      t.detail = [...(t.detail ?? []), cardRows(r)[round]!];
      if (pagesOf(txs) > pages) {
        t.detail = before;
        return txs;
      }
    }
  return txs;
}

interface File {
  name: string;
  pdf: Buffer;
  pages: number;
  transactions: number;
  /** Table rows printed: the transactions and their detail rows. */
  rows: number;
}

async function writeStatements(): Promise<File[]> {
  const files: File[] = [];
  let balance = 8_750_000;
  for (let i = 0; i < statementCount; i++) {
    const year = 2025 + Math.floor(i / 12);
    const txs = fitted(month(year, i % 12, 3_700 + i), pagesEach, 9_100 + i);
    const start = `${year}-${String((i % 12) + 1).padStart(2, "0")}-01`;
    const end = smoke
      ? txs.at(-1)!.date
      : new Date(Date.UTC(year, (i % 12) + 1, 0)).toISOString().slice(0, 10);
    const { pdf, pages } = await tableStatement(
      account,
      usSignedLayout(account, start, end),
      txs,
      balance,
      end,
    );
    balance += txs.reduce((s, t) => s + t.amountMinor, 0);
    files.push({
      name: `bofa-${start.slice(0, 7)}.pdf`,
      pdf,
      pages,
      transactions: txs.length,
      rows: txs.reduce((s, t) => s + 1 + (t.detail?.length ?? 0), 0),
    });
  }
  return files;
}

// ---- part A: the reader and the figures in this process ------------------------------------------

async function partA(files: File[]) {
  console.log(
    `\n## Part A: StatementReadPool (default size and limits): read, then summarised in its worker`,
  );
  const pool = new StatementReadPool();
  try {
    // The worker's start (from source it loads worker.ts through tsx) is timed apart: a first tiny read.
    const startAt = performance.now();
    await pool.read(Buffer.from("Date,Description,Amount\n01/02/2025,X,1.00\n"), "warm.csv", {
      currency: "USD",
    });
    const workerStartMs = performance.now() - startAt;
    const warm = pool.peakMemory;
    pool.peakMemory = { heapUsedPeak: 0, heapTotal: 0, external: 0 };

    const began = performance.now();
    let previous = began;
    const perFile: number[] = [];
    const statements: ReadStatement[] = [];
    // All queued at once, as an upload of twelve would; the pool (one worker) reads them in order.
    await Promise.all(
      files.map((file, i) =>
        pool.read(file.pdf, file.name).then((outcome) => {
          const now = performance.now();
          perFile[i] = now - previous;
          previous = now;
          if (isRefusal(outcome))
            throw new Error(`${file.name} was refused: ${outcome.refusal} ${outcome.message}`);
          statements[i] = outcome;
        }),
      ),
    );
    const readMs = performance.now() - began;
    const summaryAt = performance.now();
    const summarised = await pool.summarise(
      statements.map((statement, i) => ({
        id: `statement-${i + 1}`,
        statement: { ...statement, lines: JSON.stringify(statement.lines) },
      })),
      true,
    );
    if (!("summary" in summarised) || !summarised.summary.summary)
      throw new Error(`not summarised: ${JSON.stringify(summarised)}`);
    const summary = summarised.summary.summary;
    const summaryMs = performance.now() - summaryAt;
    const totalMs = performance.now() - began;
    const lines = statements.reduce((s, st) => s + st.lines.length, 0);
    const written = files.reduce((s, f) => s + f.transactions, 0);
    const memory = pool.peakMemory;
    const workerMb = mb(memory.heapTotal + memory.external);
    console.log(`load average before/after: ${load()}`);
    console.log(
      `worker start + a 1-line CSV: ${workerStartMs.toFixed(0)} ms, heap used ${mb(warm.heapUsedPeak).toFixed(1)} MB (the reader's modules loaded from source through tsx; not in the figures below)`,
    );
    console.log(
      `read ${files.length} statements: ${(readMs / 1000).toFixed(2)} s; per file p50 ${percentile(perFile, 50).toFixed(0)} ms, max ${Math.max(...perFile).toFixed(0)} ms`,
    );
    console.log(`summarised in the worker: ${summaryMs.toFixed(0)} ms`);
    console.log(
      `lines read: ${lines} of ${written} written (${lines === written ? "all" : "MISSING SOME"}); months ${summary.months.length}, positions ${summary.positions.length} (${summary.positions.map((p) => `${p.payee} ${p.frequency}`).join(", ")}), warnings ${summary.warnings.length}, NSF ${summary.total.nsfCount}`,
    );
    console.log(
      `worker peak memory: heap used ${mb(memory.heapUsedPeak).toFixed(1)} MB, heap reserved ${mb(memory.heapTotal).toFixed(1)} MB, outside the heap ${mb(memory.external).toFixed(1)} MB (limit: old generation ${pool.maxOldGenerationSizeMb} MB)`,
    );
    console.log(
      `target: read and summarised in under ${target.seconds} s: ${(totalMs / 1000).toFixed(2)} s, ${met(totalMs < target.seconds * 1000)}`,
    );
    console.log(
      `target: under ${target.workerMb} MB per worker: ${workerMb.toFixed(1)} MB (heap reserved + outside), ${met(workerMb < target.workerMb)}`,
    );
    return { totalMs, workerMb };
  } finally {
    await pool.close();
  }
}

// ---- part B: end to end through the compiled API -------------------------------------------------

/** GET /health at a steady rate from this process: each answer's send time (epoch ms) and duration. */
function healthSampler(url: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const { hostname, port } = new URL(url);
  const samples: { at: number; ms: number }[] = [];
  let failed = 0;
  const timer = setInterval(() => {
    const at = Date.now();
    const sentAt = performance.now();
    const req = request({ host: hostname, port, path: "/health", agent }, (res) => {
      res.resume();
      res.on("end", () => {
        if (res.statusCode === 200) samples.push({ at, ms: performance.now() - sentAt });
        else failed++;
      });
    });
    req.on("error", () => failed++);
    req.end();
  }, 1000 / healthPerSecond);
  return {
    /** The durations of the requests sent from `from` to `to` (epoch ms). */
    between: (from: number, to: number) =>
      samples.filter((s) => s.at >= from && s.at <= to).map((s) => s.ms),
    /** The slowest answers sent from `from` to `to`. */
    slowest: (from: number, to: number, n: number) =>
      samples
        .filter((s) => s.at >= from && s.at <= to)
        .sort((a, b) => b.ms - a.ms)
        .slice(0, n),
    failed: () => failed,
    stop() {
      clearInterval(timer);
      agent.destroy();
    },
  };
}

const summaryLine = (label: string, s: number[]) =>
  s.length === 0
    ? `${label}: no answer`
    : `${label}: ${s.length} answers, p50 ${percentile(s, 50).toFixed(1)} ms, p99 ${percentile(s, 99).toFixed(1)} ms, max ${Math.max(...s).toFixed(1)} ms`;

/** The peak resident memory of a process (Linux), in MB. */
function peakRssMb(pid: number): number | undefined {
  try {
    const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/VmHWM:\s+(\d+) kB/);
    return line ? Number(line[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function partB(files: File[], routes: boolean) {
  console.log(`\n## Part B: end to end, the compiled API (one process, PostgreSQL)`);
  const api = await startApiProcesses(1);
  const server = api.servers[0]!;
  try {
    const { json, token } = await onboardedMember(
      server.url,
      publicUrl,
      "bench-statements@example.com",
    );
    const auth = { authorizationkey: token };
    const deal = await fetch(`${server.url}/v1/user/deals`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({
        product: "merchant_cash_advance",
        amountMinor: 15_000_000,
        currency: "USD",
        purpose: "Statements bench",
        borrower: {
          legalName: account.accountName,
          entityType: "llc",
          industry: "restaurants",
          country: "US",
        },
      }),
    });
    if (deal.status !== 201)
      throw new Error(`deal creation failed: ${deal.status} ${await deal.text()}`);
    const dealId = ((await deal.json()) as { id: string }).id;
    const statementsUrl = `${server.url}/v1/user/deal/${dealId}/statements`;

    const health = healthSampler(server.url);
    try {
      const baselineFrom = Date.now();
      await sleep(baselineSeconds * 1000);
      const baseline = health.between(baselineFrom, Date.now());

      const began = Date.now();
      const uploads = await Promise.all(
        files.map(async (file) => {
          const form = new FormData();
          form.append("type", "bank_statement");
          form.append(
            "file",
            new Blob([new Uint8Array(file.pdf)], { type: "application/pdf" }),
            file.name,
          );
          const reply = await fetch(`${server.url}/v1/user/deal/${dealId}/documents`, {
            method: "POST",
            headers: auth,
            body: form,
          });
          if (reply.status !== 201 && reply.status !== 200)
            throw new Error(`upload of ${file.name} failed: ${reply.status} ${await reply.text()}`);
          return Date.now() - began;
        }),
      );
      if (!routes) {
        // Before the statements routes: the uploads alone (stored, not read).
        const during = health.between(began, Date.now());
        console.log(`load average: ${load()}`);
        console.log(
          `uploaded ${files.length} statements in ${(Math.max(...uploads) / 1000).toFixed(2)} s (not read: the API has no statements routes yet)`,
        );
        console.log(summaryLine(`/health at ${healthPerSecond}/s before the uploads`, baseline));
        console.log(summaryLine("/health during the uploads", during));
        return;
      }
      // Polled as the deal page polls while a statement is being read (the web's readingRefetchMs);
      // the readings' end is each statement's readAt, not the poll that saw it.
      let state: DealStatements;
      let polls = 0;
      const gets: { at: number; ms: number }[] = [];
      for (;;) {
        const at = Date.now();
        const reply = await fetch(statementsUrl, { headers: auth });
        gets.push({ at, ms: Date.now() - at });
        if (!reply.ok)
          throw new Error(`GET statements failed: ${reply.status} ${await reply.text()}`);
        state = (await reply.json()) as DealStatements;
        polls++;
        const refused = state.statements.filter((s) => s.status === "refused");
        if (refused.length)
          throw new Error(
            `refused: ${refused.map((s) => `${s.fileName} ${s.refusal?.code}`).join(", ")}`,
          );
        const read = state.statements.filter((s) => s.status === "read").length;
        if (read === files.length && state.summary?.statementIds.length === files.length) break;
        if (Date.now() - began > 10 * 60_000) throw new Error("not read within 10 minutes");
        await sleep(pollMs);
      }
      const seenMs = Date.now() - began;
      const lastReadAt = Math.max(...state.statements.map((s) => Date.parse(s.readAt ?? "")));
      // The summary is made on each GET: one more, timed, is what it adds after the last reading.
      const getAt = performance.now();
      const final = (await (
        await fetch(statementsUrl, { headers: auth })
      ).json()) as DealStatements;
      const getMs = performance.now() - getAt;
      const totalMs = lastReadAt - began + getMs;
      const during = health.between(began, lastReadAt + getMs);
      const lines = final.statements.reduce((s, st) => s + (st.lineCount ?? 0), 0);
      const rss = peakRssMb(server.pid);
      console.log(`load average: ${load()}`);
      console.log(
        `uploaded ${files.length} statements (${mb(files.reduce((s, f) => s + f.pdf.length, 0)).toFixed(1)} MB) in ${(Math.max(...uploads) / 1000).toFixed(2)} s; the last read (its readAt) ${((lastReadAt - began) / 1000).toFixed(2)} s after the first upload began; a GET with the summary ${getMs.toFixed(0)} ms; seen by the poll (every ${pollMs} ms, ${polls} polls) at ${(seenMs / 1000).toFixed(2)} s`,
      );
      console.log(
        `lines ${lines}; summary months ${final.summary!.months.length}, positions ${final.summary!.positions.length}, NSF ${final.summary!.total.nsfCount}`,
      );
      console.log(
        summaryLine(
          `/health at ${healthPerSecond}/s before the uploads (${baselineSeconds} s)`,
          baseline,
        ),
      );
      console.log(summaryLine("/health from the first upload to the summary", during));
      // Where the slowest /health answers fell: during a GET of the statements (the summary is made
      // on each) or not.
      const inGet = (at: number, ms: number) =>
        gets.some((g) => at < g.at + g.ms && at + ms > g.at);
      console.log(
        `slowest /health answers (seconds after the first upload, ms, overlapping a GET of the statements or not): ${health
          .slowest(began, lastReadAt + getMs, 5)
          .map(
            (x) =>
              `+${((x.at - began) / 1000).toFixed(2)} s ${x.ms.toFixed(0)} ms ${inGet(x.at, x.ms) ? "GET" : "-"}`,
          )
          .join(
            "; ",
          )}; the GETs: ${gets.map((g) => `+${((g.at - began) / 1000).toFixed(2)} s ${g.ms} ms`).join(", ")}`,
      );
      if (health.failed()) console.log(`!! /health failures: ${health.failed()}`);
      const p99 = percentile(during, 99);
      console.log(`/health p99 during : before ${(p99 / percentile(baseline, 99)).toFixed(2)}x`);
      if (rss !== undefined)
        console.log(`API process peak RSS (its reading worker included): ${rss.toFixed(0)} MB`);
      console.log(
        `target: ${files.length} statements read and summarised in under ${target.seconds} s: ${(totalMs / 1000).toFixed(2)} s, ${met(totalMs < target.seconds * 1000)}`,
      );
      console.log(
        `target: /health p99 under ${target.healthP99Ms} ms meanwhile: ${p99.toFixed(1)} ms, ${met(p99 < target.healthP99Ms)}`,
      );
    } finally {
      health.stop();
    }
  } finally {
    await api.stop();
  }
}

// ---- main ---------------------------------------------------------------------------------------

console.log(
  `# statements bench${smoke ? " (smoke: the figures mean nothing)" : ""}; load average ${load()}`,
);
const writtenAt = performance.now();
const files = await writeStatements();
console.log(
  `wrote ${files.length} statements (${account.bank} layout): pages ${files.map((f) => f.pages).join(", ")}; transactions ${files.reduce((s, f) => s + f.transactions, 0)} on ${files.reduce((s, f) => s + f.rows, 0)} rows; ${mb(files.reduce((s, f) => s + f.pdf.length, 0)).toFixed(1)} MB; ${((performance.now() - writtenAt) / 1000).toFixed(1)} s`,
);
if (parts.includes("A")) await partA(files);
const routes = new URL("../apps/api/src/modules/statements/routes.ts", import.meta.url);
if (parts.includes("B")) await partB(files, existsSync(routes));
