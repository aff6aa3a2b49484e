// The lists with no bench of their own at 1,000,000 rows (issue 38): leads (one organization's),
// wallet entries (one organization's) and notifications (one person's), each seeded with
// generate_series SQL, every filter combination their pages offer (and a page far down) measured
// through the API for the organization's owner (who sees the whole organization) against the
// same repository call run directly on the database in the same run. Prints p50/p95 per
// combination, each list's slowest and its plans; asserts nothing. Target (issue 38): the slowest
// combination's p95 under 50 ms.
//   node --import tsx bench/lists.ts                 (1,000,000 rows a list, 20 rounds)
//   BENCH_SMOKE=1 node --import tsx bench/lists.ts   (smoke: 2,000 rows a list, 2 rounds)
//   (BENCH_ROWS and BENCH_ROUNDS override either; BENCH_LISTS=leads,wallet,notifications picks some)
import { sql } from "drizzle-orm";
import type { Db } from "@portal/db/database";
import { leadListQuerySchema } from "@portal/contract/leads/lead-schemas";
import { walletEntriesQuerySchema } from "@portal/contract/wallet/wallet-schemas";
import { listCap } from "@portal/api/lib/capped-total";
import * as leadsRepo from "@portal/api/modules/leads/repo";
import * as walletRepo from "@portal/api/modules/wallet/repo";
import { readCursor } from "@portal/api/modules/wallet/present";
import { filtered, visibleWallets } from "@portal/api/modules/wallet/visibility";
import * as notificationsRepo from "@portal/api/modules/notifications/repo";
import { measureCombinations, type Combination } from "./support/combinations";
import { percentile, positiveNumber, smoke } from "./support/harness";
import { onboardedMember } from "./support/member";
import { startBenchApp } from "./support/app";

const rows = positiveNumber("BENCH_ROWS", 1_000_000, 2_000);
const rounds = positiveNumber("BENCH_ROUNDS", 20, 2);
const warmup = smoke ? 1 : 3;
const lists = (process.env.BENCH_LISTS || "leads,wallet,notifications").split(",");

/** Each subset of the filters, named, as query strings. */
function subsets(filters: [string, string][]) {
  const out: [string, string][] = [];
  for (let mask = 0; mask < 1 << filters.length; mask++) {
    const chosen = filters.filter((_, i) => mask & (1 << i));
    out.push([
      chosen.map(([name]) => name).join("+") || "no filter",
      chosen.map(([, q]) => q).join("&"),
    ]);
  }
  return out;
}

const day = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

async function timed(what: string, seed: () => Promise<unknown>, tables: string[], db: Db) {
  const started = performance.now();
  await seed();
  for (const table of tables) await db.execute(sql.raw(`vacuum analyze ${table}`));
  console.log(`seeded ${rows} ${what} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const { app, appUrl, publicUrl, close } = await startBenchApp();
try {
  const db = app.database.db;
  const member = await onboardedMember(appUrl, publicUrl, "bench-lists@example.com");
  const headers = { authorizationkey: member.token };
  const org = member.organizationId;
  const figures: string[] = [];

  if (lists.includes("leads")) {
    // A third the owner's, a third unassigned, a third (notionally) others' (also unassigned
    // here: the assignee must be a member); statuses and sources spread over two years.
    await timed(
      "leads",
      () =>
        db.execute(sql`
          insert into leads ("organizationId", "assigneeId", status, source, "contactName", "companyName", email, "createdAt")
          select ${org}::uuid, case when g % 3 = 0 then ${member.userId} end,
            (array['new','contacted','qualified','converted','lost'])[1 + g % 5],
            (array['manual','csv','public_link','crm'])[1 + (g / 5) % 4],
            'Contact ' || g, 'Company ' || g || ' Ltd', 'contact' || g || '@example.com',
            now() - ((g % 730) || ' days')::interval - ((g % 86400) || ' seconds')::interval
          from generate_series(1::bigint, ${rows}::bigint) g`),
      ["leads"],
      db,
    );
    const visible = leadsRepo.visibleLeads({ organizationId: org, assignees: "all" });
    const cases: Combination[] = [
      ...subsets([
        ["status", "status=qualified"],
        ["source", "source=crm"],
        ["assignee", `assignee=${member.userId}`],
        ["search", "q=Company%204242"],
      ]),
      ["page 200", "page=200"] as [string, string],
      ["unassigned", "assignee=none"] as [string, string],
    ].map(([name, query]) => {
      const filter = leadListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
      return {
        name,
        url: `${appUrl}/v1/leads?${query}`,
        direct: () => leadsRepo.listLeads(db, visible, filter),
        statement: () =>
          leadsRepo.leadCountQuery(db, visible, filter, listCap(filter.page, filter.pageSize)),
      };
    });
    const worst = await measureCombinations({ list: "leads", db, cases, headers, rounds, warmup });
    figures.push(`leads: ${worst.name} p95 ${worst.p95.toFixed(1)} ms`);
  }

  if (lists.includes("wallet")) {
    // A twentieth in the owner's wallet, the rest in 50 others'; kinds and currencies spread
    // over two years (payouts and entries without a deal: the list's cost is the entries').
    await timed(
      "wallet entries",
      () =>
        db.execute(sql`
          insert into commission_entries ("organizationId", kind, "beneficiaryId", "amountMinor", currency, at)
          select ${org}::uuid,
            (array['expected','earned','received','paid','clawed_back','earned','paid','expected'])[1 + g % 8]::commission_kind,
            case when g % 20 = 0 then ${member.userId} else 'bench-person-' || g % 50 end,
            1000 + (g * 7919) % 1000000, (array['GBP','GBP','GBP','EUR','USD'])[1 + (g / 8) % 5],
            now() - ((g % 730) || ' days')::interval - ((g % 86400) || ' seconds')::interval
          from generate_series(1::bigint, ${rows}::bigint) g`),
      ["commission_entries"],
      db,
    );
    const [deep] = (
      await db.execute<{ cursor: string }>(sql`
        select encode(convert_to(to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '|' || id, 'UTF8'), 'base64') as cursor
        from commission_entries where "organizationId" = ${org}::uuid
        order by at desc, id desc offset ${Math.floor(rows / 2)} limit 1`)
    ).rows;
    const cursor = deep!.cursor.replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
    const visible = visibleWallets({
      userId: member.userId,
      organizationId: org,
      role: "owner",
      salesRole: "general_manager",
      teamId: null,
      regionId: null,
      accountType: "organization",
    });
    const cases: Combination[] = [
      ...subsets([
        ["kind", "kind=clawed_back"],
        ["person", `person=${member.userId}`],
        ["currency", "currency=USD"],
        ["dates", `from=${day(90)}&to=${day(60)}`],
      ]),
      ["half way down", `cursor=${cursor}`] as [string, string],
      ["kind, half way down", `kind=clawed_back&cursor=${cursor}`] as [string, string],
    ].map(([name, query]) => {
      const {
        cursor: after,
        limit,
        ...filters
      } = walletEntriesQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
      const statement = () =>
        walletRepo.listEntries(db, filtered(visible, filters), readCursor(after), limit + 1);
      return {
        name,
        url: `${appUrl}/v1/wallet/entries?${query}`,
        direct: statement,
        statement,
      };
    });
    const worst = await measureCombinations({
      list: "wallet entries",
      db,
      cases,
      headers,
      rounds,
      warmup,
    });
    figures.push(`wallet entries: ${worst.name} p95 ${worst.p95.toFixed(1)} ms`);
  }

  if (lists.includes("notifications")) {
    // One person's, one in ten unread, over two years.
    await timed(
      "notifications",
      () =>
        db.execute(sql`
          insert into notifications ("userId", kind, params, link, "createdAt", "readAt")
          select ${member.userId}, 'offer_received', jsonb_build_object('reference', 'D-' || g), '/deals',
            date_trunc('milliseconds', now() - ((g % 730) || ' days')::interval - ((g % 86400) || ' seconds')::interval),
            case when g % 10 <> 0 then now() end
          from generate_series(1::bigint, ${rows}::bigint) g`),
      ["notifications"],
      db,
    );
    const [deep] = (
      await db.execute<{ createdAt: string; id: string }>(sql`
        select to_char("createdAt" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt", id
        from notifications where "userId" = ${member.userId}
        order by "createdAt" desc, id desc offset ${Math.floor(rows / 2)} limit 1`)
    ).rows;
    const before = { createdAt: new Date(deep!.createdAt), id: deep!.id };
    const cursor = Buffer.from(`${deep!.createdAt}|${deep!.id}`).toString("base64url");
    const page = (after?: typeof before) => () =>
      notificationsRepo.listNotifications(db, member.userId, after, 21);
    const cases: Combination[] = [
      {
        name: "first page",
        url: `${appUrl}/v1/notifications`,
        direct: () => Promise.all([page()(), notificationsRepo.countUnread(db, member.userId)]),
        statement: page(),
      },
      {
        name: "half way down",
        url: `${appUrl}/v1/notifications?cursor=${cursor}`,
        direct: () =>
          Promise.all([page(before)(), notificationsRepo.countUnread(db, member.userId)]),
        statement: page(before),
      },
      {
        name: "the bell's count",
        url: `${appUrl}/v1/notifications/unread-count`,
        direct: () => notificationsRepo.countUnread(db, member.userId),
      },
    ];
    const worst = await measureCombinations({
      list: "notifications",
      db,
      cases,
      headers,
      rounds,
      warmup,
    });
    figures.push(`notifications: ${worst.name} p95 ${worst.p95.toFixed(1)} ms`);

    // The bell's count before and after decision 091: the unread rows counted (what it read
    // before), against the one row kept per person, directly, in turns, in the same run.
    const counted: number[] = [];
    const kept: number[] = [];
    let answers = "";
    for (let round = 0; round < warmup + rounds * 5; round++) {
      let start = performance.now();
      const [byRows] = await notificationsRepo.countUnreadQuery(db, member.userId);
      if (round >= warmup) counted.push(performance.now() - start);
      start = performance.now();
      const byKept = await notificationsRepo.countUnread(db, member.userId);
      if (round >= warmup) kept.push(performance.now() - start);
      answers = `${byRows!.n} counted, ${byKept} kept`;
    }
    const [c95, k95] = [percentile(counted, 95), percentile(kept, 95)];
    console.log(
      `  the bell's count directly (${answers}): counting the unread rows (before) p50 ${percentile(counted, 50).toFixed(1)} ms p95 ${c95.toFixed(1)} ms; the kept row (now) p50 ${percentile(kept, 50).toFixed(1)} ms p95 ${k95.toFixed(1)} ms (${(c95 / k95).toFixed(1)}x at p95)`,
    );
    figures.push(`the bell's count p95 ${c95.toFixed(1)} ms counted, ${k95.toFixed(1)} ms kept`);
  }
  console.log(`\nslowest per list at ${rows} rows: ${figures.join("; ")}`);
} finally {
  await close();
}
