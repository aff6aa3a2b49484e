// A day's load on the whole portal (issue 38): two compiled API processes behind the round-robin
// balancer (apps/api/test/balancer.ts) on one scratch PostgreSQL database, a few brokerages (a
// manager and brokers each), funders with published listings, deals with documents sent to them
// and threads; then brokers, managers and funders at once, as an open model (arrivals per second,
// whatever the answers take, so overload shows as queueing or refusals, not as a slower client):
// the board, the deals list, a deal, its matches, a document upload, a new deal, a send to a
// funder, a thread read and reply, the dashboard, the bell (unread count) and the notifications,
// the funder's inbox, and every person's live-update stream (`GET /v1/events`) held open.
//
// 1. Steps the rate up (BENCH_RATE, then x BENCH_FACTOR each step of BENCH_STEP_SECONDS) until a
//    two steps in a row have a request kind whose p95 is 200 ms or more or a request that did not
//    get a 2xx; prints the highest rate that passed and each process's RSS (now and peak, /proc).
// 2. Runs at twice that rate and prints per kind p50/p95, 2xx, 429, 503 (with Retry-After or
//    not), other 4xx, other 5xx and errors (no answer: refused, reset, 10 s timeout).
// 3. Checks that no write was lost: each acknowledged write (2xx) is in the database, each refused
//    one (429/503) is not.
// Prints figures; asserts nothing, but exits non-zero when it could not run. The load comes from
// a separate process (this file started again with `--player`); the balancer runs in this one.
//   node --import tsx bench/day.ts     (BENCH_SMOKE=1: one brokerage, one 2 s step and the doubled)
//   BENCH_ORGS, BENCH_BROKERS (a brokerage), BENCH_FUNDERS, BENCH_DEALS (a broker),
//   BENCH_RATE (first step, requests/s), BENCH_FACTOR, BENCH_STEPS (most steps), BENCH_STEP_SECONDS
import { fork } from "node:child_process";
import { readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";

/** A person the player acts as. */
interface Person {
  role: "manager" | "broker" | "funder";
  email: string;
  token: string;
}
/** A deal a broker owns, with the thread of its submission to one funder. */
interface SeededDeal {
  broker: number;
  dealId: string;
  submissionId: string;
  funder: number;
  /** Listings it has not been sent to yet. */
  unsent: string[];
}
interface Setup {
  appUrl: string;
  people: Person[];
  deals: SeededDeal[];
  listings: { funder: number; listingId: string }[];
}
interface StepRequest {
  rate: number;
  seconds: number;
  /** New ID tokens by email (a token lives for minutes). */
  tokens: Record<string, string>;
}
/** Per request kind: durations of answered requests and the counts of each outcome. */
interface KindResult {
  durations: number[];
  ok: number;
  r429: number;
  r503: number;
  r503RetryAfter: number;
  other4xx: number;
  other5xx: number;
  errors: number;
  examples: string[];
}
interface StepReply {
  kinds: Record<string, KindResult>;
  skipped: number;
  sent: number;
  lateMs: number;
}
type Outcome = "acked" | "refused" | "unanswered";
/**
 * Each write's mark (a deal's purpose, a document's file name, a reply's text, a send's deal and
 * listing) by what its answer said, to look for in the database afterwards.
 */
type Writes = Record<"new deal" | "upload" | "reply" | "send", Record<Outcome, string[]>>;
type PlayerMessage =
  { type: "setup"; setup: Setup } | { type: "step"; step: StepRequest } | { type: "writes" };

const timeoutMs = 10_000;

// ---------------------------------------------------------------------------------------------
// The player (a separate process): open-model arrivals, each a request of a kind picked by weight.

function player() {
  let setup: Setup;
  const tokens = new Map<string, string>();
  const outcomes = () => ({ acked: [], refused: [], unanswered: [] });
  const writes: Writes = {
    "new deal": outcomes(),
    upload: outcomes(),
    reply: outcomes(),
    send: outcomes(),
  };
  let counter = 0;
  const marker = () => `m${process.pid}x${++counter}`;
  const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)]!;
  const byRole = (role: Person["role"]) =>
    setup.people.map((p, i) => ({ p, i })).filter((x) => x.p.role === role);
  const auth = (person: Person) => ({ authorizationkey: tokens.get(person.email)! });
  const jsonOf = (person: Person) => ({ ...auth(person), "content-type": "application/json" });

  /** A request to make: what it is and what to remember once it answers. */
  interface Call {
    kind: string;
    path: string;
    init: RequestInit;
    /** A write: its mark in the database (`Writes`). */
    mark?: string;
    /** After a 2xx, with the body. */
    after?: (body: unknown) => void;
  }

  const brokerDeal = () => {
    const deal = pick(setup.deals);
    return { deal, broker: setup.people[deal.broker]! };
  };
  const newDealBody = (purpose: string) =>
    JSON.stringify({
      product: "term_loan",
      amountMinor: 5_000_000,
      currency: "GBP",
      purpose,
      borrower: {
        legalName: "Day Load Bakery Ltd",
        entityType: "limited_company",
        industry: "restaurants",
        country: "GB",
        owners: [{ name: "Ann Lee", ownershipBp: 10_000, creditScore: 720 }],
      },
    });

  // Weights: reads dominate a day; the bell and lists most (every page shows them).
  const kinds: [string, number, () => Call | undefined][] = [
    [
      "board",
      8,
      () => {
        const who = pick([...byRole("manager"), ...byRole("broker")]).p;
        return { kind: "board", path: "/v1/user/deals/board", init: { headers: auth(who) } };
      },
    ],
    [
      "deals list",
      12,
      () => {
        const who = pick([...byRole("manager"), ...byRole("broker")]).p;
        return { kind: "deals list", path: "/v1/user/deals", init: { headers: auth(who) } };
      },
    ],
    [
      "deal",
      12,
      () => {
        const { deal, broker } = brokerDeal();
        return {
          kind: "deal",
          path: `/v1/user/deal/${deal.dealId}`,
          init: { headers: auth(broker) },
        };
      },
    ],
    [
      "matches",
      6,
      () => {
        const { deal, broker } = brokerDeal();
        return {
          kind: "matches",
          path: `/v1/user/deal/${deal.dealId}/matches`,
          init: { headers: auth(broker) },
        };
      },
    ],
    [
      "upload",
      3,
      () => {
        const { deal, broker } = brokerDeal();
        const m = marker();
        const form = new FormData();
        form.append("type", "bank_statement");
        form.append(
          "file",
          new Blob([`%PDF-1.7\n% ${m}\n${"x".repeat(20_000)}`], { type: "application/pdf" }),
          `Statements ${m}.pdf`,
        );
        return {
          kind: "upload",
          path: `/v1/user/deal/${deal.dealId}/documents`,
          init: { method: "POST", headers: auth(broker), body: form },
          mark: `Statements ${m}.pdf`,
        };
      },
    ],
    [
      "new deal",
      2,
      () => {
        const index = pick(byRole("broker")).i;
        const m = marker();
        return {
          kind: "new deal",
          path: "/v1/user/deals",
          init: { method: "POST", headers: jsonOf(setup.people[index]!), body: newDealBody(m) },
          mark: m,
          after: (body) => {
            const dealId = (body as { id: string }).id;
            // A new deal can be sent next (not read or replied to: it has no thread yet).
            spare.push({ broker: index, dealId, unsent: setup.listings.map((l) => l.listingId) });
          },
        };
      },
    ],
    [
      "send",
      2,
      () => {
        const candidates = [...spare, ...setup.deals].filter((d) => d.unsent.length > 0);
        if (!candidates.length) return undefined;
        const deal = pick(candidates);
        const listingId = deal.unsent.splice(Math.floor(Math.random() * deal.unsent.length), 1)[0]!;
        return {
          kind: "send",
          path: `/v1/user/deal/${deal.dealId}/submissions`,
          init: {
            method: "POST",
            headers: jsonOf(setup.people[deal.broker]!),
            body: JSON.stringify({ listingIds: [listingId] }),
          },
          mark: `${deal.dealId} ${listingId}`,
        };
      },
    ],
    [
      "thread",
      8,
      () => {
        const deal = pick(setup.deals);
        const who = setup.people[Math.random() < 0.5 ? deal.broker : deal.funder]!;
        return {
          kind: "thread",
          path: `/v1/threads/${deal.submissionId}`,
          init: { headers: auth(who) },
        };
      },
    ],
    [
      "reply",
      5,
      () => {
        const deal = pick(setup.deals);
        const who = setup.people[Math.random() < 0.5 ? deal.broker : deal.funder]!;
        const m = marker();
        return {
          kind: "reply",
          path: `/v1/threads/${deal.submissionId}/messages`,
          init: {
            method: "POST",
            headers: jsonOf(who),
            body: JSON.stringify({ body: `About the takings, ${m}` }),
          },
          mark: `About the takings, ${m}`,
        };
      },
    ],
    [
      "dashboard",
      8,
      () => {
        const who = pick([...byRole("manager"), ...byRole("manager"), ...byRole("broker")]).p;
        return { kind: "dashboard", path: "/v1/dashboard", init: { headers: auth(who) } };
      },
    ],
    [
      "bell",
      15,
      () => ({
        kind: "bell",
        path: "/v1/notifications/unread-count",
        init: { headers: auth(pick(setup.people)) },
      }),
    ],
    [
      "notifications",
      4,
      () => ({
        kind: "notifications",
        path: "/v1/notifications",
        init: { headers: auth(pick(setup.people)) },
      }),
    ],
    [
      "funder inbox",
      6,
      () => ({
        kind: "funder inbox",
        path: "/v1/funder/submissions",
        init: { headers: auth(pick(byRole("funder")).p) },
      }),
    ],
  ];
  const totalWeight = kinds.reduce((sum, [, w]) => sum + w, 0);
  const spare: { broker: number; dealId: string; unsent: string[] }[] = [];

  const empty = (): KindResult => ({
    durations: [],
    ok: 0,
    r429: 0,
    r503: 0,
    r503RetryAfter: 0,
    other4xx: 0,
    other5xx: 0,
    errors: 0,
    examples: [],
  });

  async function run(call: Call, results: Record<string, KindResult>) {
    const result = (results[call.kind] ??= empty());
    const record = (outcome: Outcome) => {
      if (call.mark !== undefined) writes[call.kind as keyof Writes][outcome].push(call.mark);
    };
    const start = performance.now();
    try {
      const response = await fetch(`${setup.appUrl}${call.path}`, {
        ...call.init,
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      result.durations.push(performance.now() - start);
      const status = response.status;
      if (status >= 200 && status < 300) {
        result.ok += 1;
        record("acked");
        call.after?.(text ? JSON.parse(text) : {});
        return;
      }
      if (status === 429 || status === 503) {
        if (status === 429) result.r429 += 1;
        else {
          result.r503 += 1;
          if (response.headers.get("retry-after")) result.r503RetryAfter += 1;
        }
        record("refused");
        return;
      }
      // Another 4xx or a 5xx: whether the write happened is as unknown as with no answer.
      record("unanswered");
      if (status >= 500) result.other5xx += 1;
      else result.other4xx += 1;
      if (result.examples.length < 3) result.examples.push(`${status} ${text.slice(0, 160)}`);
    } catch (error) {
      // No answer (reset, 10 s timeout): whether a write happened is unknown.
      record("unanswered");
      result.errors += 1;
      if (result.examples.length < 3)
        result.examples.push(error instanceof Error ? `${error.name}: ${error.message}` : "?");
    }
  }

  /** One stream per person, open for the whole step: time to its "ready" event; a drop fails. */
  async function stream(person: Person, until: number, results: Record<string, KindResult>) {
    const result = (results["live stream"] ??= empty());
    const start = performance.now();
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), Math.max(0, until - Date.now()));
    try {
      const response = await fetch(`${setup.appUrl}/v1/events`, {
        headers: { ...auth(person), accept: "text/event-stream" },
        signal: abort.signal,
      });
      if (response.status === 429 || response.status === 503) {
        result.durations.push(performance.now() - start);
        if (response.status === 429) result.r429 += 1;
        else {
          result.r503 += 1;
          if (response.headers.get("retry-after")) result.r503RetryAfter += 1;
        }
        return void (await response.body?.cancel());
      }
      if (!response.ok || !response.body) {
        result.durations.push(performance.now() - start);
        if (response.status >= 500) result.other5xx += 1;
        else result.other4xx += 1;
        const text = await response.text();
        if (result.examples.length < 3)
          result.examples.push(`${response.status} ${text.slice(0, 160)}`);
        return;
      }
      const decoder = new TextDecoder();
      let seen = "";
      let ready = false;
      const reader = response.body.getReader();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        if (!ready) {
          seen += decoder.decode(chunk.value, { stream: true });
          if (seen.includes("event: ready")) {
            ready = true;
            result.durations.push(performance.now() - start);
            result.ok += 1;
          }
        }
      }
      // The server ended the stream before the step did.
      if (!abort.signal.aborted) {
        result.errors += 1;
        if (result.examples.length < 3) result.examples.push("stream ended early");
      }
    } catch (error) {
      if (abort.signal.aborted) return;
      result.errors += 1;
      if (result.examples.length < 3)
        result.examples.push(error instanceof Error ? `${error.name}: ${error.message}` : "?");
    } finally {
      clearTimeout(timer);
    }
  }

  async function step({ rate, seconds, tokens: fresh }: StepRequest): Promise<StepReply> {
    for (const [email, token] of Object.entries(fresh)) tokens.set(email, token);
    const results: Record<string, KindResult> = {};
    const start = Date.now();
    const end = start + seconds * 1000;
    const streams = setup.people.map((p) => stream(p, end, results));
    const pending: Promise<void>[] = [];
    const total = Math.round(rate * seconds);
    let skipped = 0;
    let lateMs = 0;
    for (let i = 0; i < total; i++) {
      const due = start + (i * 1000) / rate;
      const wait = due - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      else lateMs = Math.max(lateMs, -wait);
      let roll = Math.random() * totalWeight;
      const [, , make] = kinds.find(([, w]) => (roll -= w) < 0) ?? kinds[0]!;
      const call = make();
      if (call) pending.push(run(call, results));
      else skipped += 1;
    }
    await Promise.all([...pending, ...streams]);
    return { kinds: results, skipped, sent: pending.length, lateMs };
  }

  process.on("message", async (message: PlayerMessage) => {
    try {
      if (message.type === "setup") {
        setup = message.setup;
        for (const p of setup.people) tokens.set(p.email, p.token);
        process.send!({ ok: true });
      } else if (message.type === "step") {
        process.send!({ ok: true, reply: await step(message.step) });
      } else {
        process.send!({ ok: true, reply: writes }, () => process.disconnect());
      }
    } catch (error) {
      process.send!({ ok: false, error: error instanceof Error ? error.stack : String(error) });
    }
  });
}

// ---------------------------------------------------------------------------------------------
// The bench: the processes, the seed, the steps, the report.

async function main() {
  const pg = (await import("pg")).default;
  const { startBalancer } = await import("../apps/api/test/balancer");
  const { startApiProcesses, publicUrl } = await import("./support/api-processes");
  const { percentile, positiveNumber, smoke } = await import("./support/harness");
  const { onboardedMember, signedInToken } = await import("./support/member");

  const orgCount = positiveNumber("BENCH_ORGS", 2, 1);
  const brokersPerOrg = positiveNumber("BENCH_BROKERS", 3, 1);
  const funderCount = positiveNumber("BENCH_FUNDERS", 4, 1);
  const dealsPerBroker = positiveNumber("BENCH_DEALS", 10, 2);
  const firstRate = positiveNumber("BENCH_RATE", 4, 4);
  const factor = positiveNumber("BENCH_FACTOR", 1.5, 2);
  const maxSteps = positiveNumber("BENCH_STEPS", 10, 1);
  const stepSeconds = positiveNumber("BENCH_STEP_SECONDS", 20, 2);
  // A first step at the first rate that counts for nothing: the processes' code warms up.
  const warmupSeconds = smoke ? 0 : 5;
  // Load shedding as docs/operations.md "Overload" suggests, unless the environment says otherwise
  // (SHED_MAX_IN_FLIGHT=0 SHED_MAX_EVENT_LOOP_DELAY_MS=0: without it).
  const shedding = {
    SHED_MAX_IN_FLIGHT: process.env.SHED_MAX_IN_FLIGHT ?? "32",
    SHED_MAX_EVENT_LOOP_DELAY_MS: process.env.SHED_MAX_EVENT_LOOP_DELAY_MS ?? "100",
    SHED_RETRY_AFTER_SECONDS: process.env.SHED_RETRY_AFTER_SECONDS ?? "2",
  };
  const processes = await startApiProcesses(2, shedding);
  const { servers } = processes;
  let balancer: Awaited<ReturnType<typeof startBalancer>> | undefined;
  const client = new pg.Client({ connectionString: processes.databaseUrl });
  const child = fork(import.meta.filename, ["--player"], { execArgv: ["--import", "tsx"] });
  const ask = <T>(message: PlayerMessage) =>
    new Promise<T>((resolve, reject) => {
      const onExit = (code: number | null) =>
        reject(new Error(`the player exited with ${code} before answering`));
      child.once("exit", onExit);
      child.once("message", (reply: { ok: boolean; reply?: T; error?: string }) => {
        child.off("exit", onExit);
        if (reply.ok) resolve(reply.reply as T);
        else reject(new Error(reply.error));
      });
      child.send(message);
    });
  try {
    balancer = await startBalancer(servers.map((s) => s.url));
    const appUrl = balancer.url;
    await client.connect();

    // The seed, through the balancer (so through both processes) and, for what has no API, SQL.
    // A busy machine can make the processes shed even the seed's requests: a 503 did nothing, so
    // each step is sent again after the Retry-After (sign-up answers a taken address as a new one).
    const untilServed = async <T>(step: () => Promise<T>): Promise<T> => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await step();
        } catch (error) {
          if (attempt >= 30 || !/\b503\b/.test(String(error))) throw error;
          await new Promise((r) => setTimeout(r, Number(shedding.SHED_RETRY_AFTER_SECONDS) * 1000));
        }
      }
    };
    const seedStarted = performance.now();
    const call = <T>(token: string, method: string, path: string, body?: unknown) =>
      untilServed(() => callOnce<T>(token, method, path, body));
    const callOnce = async <T>(token: string, method: string, path: string, body?: unknown) => {
      const response = await fetch(`${appUrl}${path}`, {
        method,
        headers: {
          authorizationkey: token,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${text}`);
      return (text ? JSON.parse(text) : undefined) as T;
    };
    const people: Person[] = [];
    const personIndex = new Map<string, number>();
    const listings: Setup["listings"] = [];
    for (let f = 0; f < funderCount; f++) {
      const email = `bench-day-funder-${f}@example.com`;
      const funder = await untilServed(() =>
        onboardedMember(appUrl, publicUrl, email, `Day Capital ${f}`, "funder"),
      );
      await client.query(
        `update organizations set "approvedAt" = now(), "approvedBy" = 'bench' where id = $1::uuid`,
        [funder.organizationId],
      );
      const listing = await call<{ id: string }>(funder.token, "POST", "/v1/lender", {
        name: `Growth loans ${f}`,
        currency: "GBP",
        brokerCommissionBp: 200,
        criteria: { products: ["term_loan"], countries: ["GB"] },
      });
      await call(funder.token, "PUT", `/v1/lender/${listing.id}/publish`);
      personIndex.set(email, people.length);
      listings.push({ funder: people.length, listingId: listing.id });
      people.push({ role: "funder", email, token: funder.token });
    }
    const deals: SeededDeal[] = [];
    for (let o = 0; o < orgCount; o++) {
      const managerEmail = `bench-day-manager-${o}@example.com`;
      const manager = await untilServed(() =>
        onboardedMember(appUrl, publicUrl, managerEmail, `Day Brokers ${o}`),
      );
      people.push({ role: "manager", email: managerEmail, token: manager.token });
      for (let b = 0; b < brokersPerOrg; b++) {
        const email = `bench-day-broker-${o}-${b}@example.com`;
        const own = await untilServed(() => onboardedMember(appUrl, publicUrl, email));
        // Into the manager's brokerage as an agent (sees the deals it owns), as
        // bench/deals-list-roles.ts places people: no invitation flow to time here.
        await client.query(
          `with gone as (delete from memberships where "userId" = $1 returning "organizationId")
           delete from organizations where id in (select "organizationId" from gone)`,
          [own.userId],
        );
        await client.query(
          `insert into memberships ("organizationId", "userId", role, "salesRole") values ($1::uuid, $2, 'member', 'agent')`,
          [manager.organizationId, own.userId],
        );
        const token = await untilServed(() => signedInToken(appUrl, publicUrl, email));
        const me = await call<{ organization: { id: string } }>(token, "GET", "/v1/user/");
        if (me.organization.id !== manager.organizationId)
          throw new Error(`${email} is not in the manager's brokerage`);
        const brokerIndex = people.length;
        people.push({ role: "broker", email, token });
        for (let d = 0; d < dealsPerBroker; d++) {
          const deal = await call<{ id: string }>(token, "POST", "/v1/user/deals", {
            product: "term_loan",
            amountMinor: 2_500_000 + d * 100_000,
            currency: "GBP",
            purpose: `Fit-out ${o}-${b}-${d}`,
            borrower: {
              legalName: `Day Borrower ${o}-${b}-${d} Ltd`,
              entityType: "limited_company",
              industry: "restaurants",
              country: "GB",
              owners: [{ name: "Ann Lee", ownershipBp: 10_000, creditScore: 720 }],
            },
          });
          const form = new FormData();
          form.append("type", "bank_statement");
          form.append(
            "file",
            new Blob([`%PDF-1.7\n${"x".repeat(20_000)}`], { type: "application/pdf" }),
            "Statements.pdf",
          );
          const documentId = await untilServed(async () => {
            const upload = await fetch(`${appUrl}/v1/user/deal/${deal.id}/documents`, {
              method: "POST",
              headers: { authorizationkey: token },
              body: form,
            });
            if (upload.status !== 201) throw new Error(`seed upload: HTTP ${upload.status}`);
            return ((await upload.json()) as { id: string }).id;
          });
          const listing = listings[(o * brokersPerOrg + b + d) % listings.length]!;
          await call(token, "POST", `/v1/user/deal/${deal.id}/submissions`, {
            listingIds: [listing.listingId],
            sharedDocumentIds: [documentId],
          });
          const { rows } = await client.query<{ id: string }>(
            `select s.id from submissions s join lenders l on l."organizationId" = s."funderOrganizationId"
             where s."dealId" = $1::uuid and l.id = $2::uuid`,
            [deal.id, listing.listingId],
          );
          const submissionId = rows[0]!.id;
          const funder = people[listing.funder]!;
          await call(funder.token, "POST", `/v1/threads/${submissionId}/messages`, {
            body: "Could you send the last three months of takings?",
          });
          await call(token, "POST", `/v1/threads/${submissionId}/messages`, {
            body: "Attached to the deal now.",
          });
          deals.push({
            broker: brokerIndex,
            dealId: deal.id,
            submissionId,
            funder: listing.funder,
            unsent: listings.filter((l) => l !== listing).map((l) => l.listingId),
          });
        }
      }
    }
    for (const table of ["deals", "documents", "submissions", "thread_messages"])
      await client.query(`vacuum analyze ${table}`);
    console.log(
      `seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s: ${orgCount} brokerage(s) of a manager and ${brokersPerOrg} broker(s), ${funderCount} funders with a listing, ${deals.length} deals (a document, sent, a thread of 2) - ${people.length} people, each with a live stream open during every step`,
    );

    await ask({ type: "setup", setup: { appUrl, people, deals, listings } });
    // One after the other: a password hash each, which at once would load the processes.
    const freshTokens = async () => {
      const tokens: Record<string, string> = {};
      for (const p of people)
        tokens[p.email] = await untilServed(() => signedInToken(appUrl, publicUrl, p.email));
      return tokens;
    };
    const memory = () =>
      servers
        .map((s, i) => {
          const status = readFileSync(`/proc/${s.pid}/status`, "utf8");
          const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1]);
          return `process ${i}: RSS ${(kb("VmRSS") / 1024).toFixed(0)} MB (peak ${(kb("VmHWM") / 1024).toFixed(0)} MB)`;
        })
        .join(", ");
    const ms = (n: number) => (Number.isFinite(n) ? `${n.toFixed(0)} ms` : "-");
    const report = (reply: StepReply, detail: boolean) => {
      const lines: string[] = [];
      let worst = 0;
      let failures = 0;
      for (const [kind, r] of Object.entries(reply.kinds).sort()) {
        const p95 = r.durations.length ? percentile(r.durations, 95) : NaN;
        const p50 = r.durations.length ? percentile(r.durations, 50) : NaN;
        const failed = r.r429 + r.r503 + r.other4xx + r.other5xx + r.errors;
        failures += failed;
        if (p95 > worst) worst = p95;
        if (detail || failed || p95 >= 200)
          lines.push(
            `  ${kind.padEnd(14)} p50 ${ms(p50).padStart(7)}  p95 ${ms(p95).padStart(7)}  2xx ${String(r.ok).padStart(5)}  429 ${r.r429}  503 ${r.r503} (Retry-After on ${r.r503RetryAfter})  other 4xx ${r.other4xx}  other 5xx ${r.other5xx}  no answer ${r.errors}${r.examples.length ? `  e.g. ${r.examples.join(" | ")}` : ""}`,
          );
      }
      return { lines, worst, failures };
    };
    const runStep = async (rate: number, seconds: number) =>
      ask<StepReply>({ type: "step", step: { rate, seconds, tokens: await freshTokens() } });

    console.log(
      `open model: arrivals at a fixed rate for ${stepSeconds} s a step (+ ${people.length} streams held open), first step ${firstRate}/s, x${factor} a step, pass = p95 < 200 ms for every kind and every request 2xx; shedding ${Object.entries(
        shedding,
      )
        .map(([k, v]) => `${k}=${v}`)
        .join(" ")}; ${cpus().length} CPU cores, load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}, Node ${process.version}`,
    );
    if (warmupSeconds) await runStep(firstRate, warmupSeconds);
    let best: number | undefined;
    let bestMemory = "";
    let rate = firstRate;
    // Two failing steps in a row end the search: one can be the machine's other work.
    let failedInARow = 0;
    for (let s = 0; s < maxSteps && failedInARow < 2; s++) {
      const reply = await runStep(rate, stepSeconds);
      const { lines, worst, failures } = report(reply, false);
      const pass = worst < 200 && failures === 0;
      console.log(
        `step ${s + 1}: ${rate.toFixed(1)}/s, ${reply.sent} requests (${reply.skipped} skipped: nothing left to send), worst p95 ${ms(worst)}, ${failures} not 2xx -> ${pass ? "pass" : "FAIL"}; client late by up to ${ms(reply.lateMs)}; ${memory()}`,
      );
      for (const line of lines) console.log(line);
      rate *= factor;
      if (!pass) {
        failedInARow += 1;
        continue;
      }
      failedInARow = 0;
      best = rate / factor;
      bestMemory = memory();
    }
    if (best === undefined) {
      console.log(`no rate passed: the first step (${firstRate}/s) already failed`);
      best = firstRate;
    } else console.log(`highest rate that passed: ${best.toFixed(1)}/s; then ${bestMemory}`);

    const doubled = best * 2;
    const overload = await runStep(doubled, stepSeconds);
    console.log(
      `at twice that rate (${doubled.toFixed(1)}/s, ${overload.sent} requests, client late by up to ${ms(overload.lateMs)}): ${memory()}; load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`,
    );
    for (const line of report(overload, true).lines) console.log(line);

    // No lost write: acknowledged ones are there, refused ones are not.
    const writes = await ask<Writes>({ type: "writes" });
    // How many of some marks are in the database, by kind of write.
    const found: Record<keyof Writes, (marks: string[]) => string> = {
      "new deal": () => `select count(*) as n from deals where purpose = any($1::text[])`,
      upload: () => `select count(*) as n from documents where "fileName" = any($1::text[])`,
      reply: () => `select count(*) as n from thread_messages where body = any($1::text[])`,
      send: () =>
        `select count(*) as n from unnest($1::text[]) m
         where exists (select 1 from submissions s join lenders l on l."organizationId" = s."funderOrganizationId"
                       where s."dealId" = split_part(m, ' ', 1)::uuid and l.id = split_part(m, ' ', 2)::uuid)`,
    };
    const count = async (kind: keyof Writes, marks: string[]) =>
      Number((await client.query<{ n: string }>(found[kind](marks), [marks])).rows[0]!.n);
    let lost = 0;
    let leaked = 0;
    console.log("writes over the whole run (every step and the doubled one):");
    for (const kind of Object.keys(found) as (keyof Writes)[]) {
      const { acked, refused, unanswered } = writes[kind];
      const [a, r, u] = [
        await count(kind, acked),
        await count(kind, refused),
        await count(kind, unanswered),
      ];
      lost += acked.length - a;
      leaked += r;
      console.log(
        `  ${kind.padEnd(9)} acknowledged ${String(acked.length).padStart(5)}, found ${String(a).padStart(5)};  refused (429/503) ${String(refused.length).padStart(4)}, done anyway ${r};  no answer or another error ${String(unanswered.length).padStart(4)}, done ${u}`,
      );
    }
    console.log(
      `lost writes (acknowledged, not found): ${lost}; refused writes done anyway: ${leaked}`,
    );
  } finally {
    child.kill();
    await client.end().catch(() => undefined);
    await balancer?.close();
    await processes.stop();
  }
}

if (process.argv.includes("--player")) player();
else await main();
