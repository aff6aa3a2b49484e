// The funder's inbox at scale (issue 38, decision 091): the deal's and borrower's facts it sorts and
// filters by are kept on each submission (migration 0046) and follow every change after sending
// (through the API and straight in the tables), and every tab's count stops at a bound.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { inboxTabs } from "@portal/contract/submissions/inbox-schemas";
import { inboxCounts, type InboxFilters } from "../src/modules/submissions/inbox-repo";
import { callAs } from "./call-as";
import {
  createApprovedFunder,
  createBroker,
  createDeal,
  createListing,
  createSubmissions,
  organizationOf,
  type SignedUp,
} from "./factories";
import { useTestApp } from "./test-app";

const ctx = useTestApp();

let funder: SignedUp;
let funderId: string;
let broker: SignedUp;
let brokerId: string;
let listingId: string;

/** The lost tab's rows as the old join read them: what each order must give, computed afresh. */
async function truth() {
  const { rows } = await ctx.app.database.db.execute<{
    id: string;
    status: string;
    amount: number;
    name: string;
    reference: string;
  }>(sql`select s.id, s.status::text as status, d."amountMinor"::bigint as amount,
      b."legalName" as name, d.reference
    from submissions s join deals d on d.id = s."dealId" join borrowers b on b.id = d."borrowerId"
    where s."funderOrganizationId" = ${funderId}::uuid and s."inboxTab" = 'lost'`);
  return rows.map((r) => ({ ...r, amount: Number(r.amount) }));
}

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Every id of the lost tab in the order the API gives, walking the cursor. */
async function walk(params: Record<string, string>) {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const q = new URLSearchParams({ tab: "lost", ...params, ...(cursor ? { cursor } : {}) });
    const res = await callAs(ctx.app, funder).get(`/v1/funder/submissions?${q.toString()}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    ids.push(...body.items.map((i: { id: string }) => i.id));
    cursor = body.nextCursor;
  } while (cursor);
  return ids;
}

/** Each order both ways equals the order of the deals' and borrowers' facts as they are now. */
async function expectOrdersRight() {
  const rows = await truth();
  const keys = {
    amount: (r: (typeof rows)[number]) => r.amount,
    business: (r: (typeof rows)[number]) => (r.status === "cancelled" ? "" : r.name.toLowerCase()),
    reference: (r: (typeof rows)[number]) => r.reference,
  };
  for (const [sort, key] of Object.entries(keys)) {
    const asc = [...rows].sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      return x < y ? -1 : x > y ? 1 : byId(a, b);
    });
    expect(await walk({ sort, dir: "asc" }), `${sort} asc`).toEqual(asc.map((r) => r.id));
    expect(await walk({ sort, dir: "desc" }), `${sort} desc`).toEqual(
      asc.reverse().map((r) => r.id),
    );
  }
  // And the kept keys are the facts, every one.
  const { rows: differ } = await ctx.app.database.db.execute(sql`select s.id from submissions s
    join deals d on d.id = s."dealId" join borrowers b on b.id = d."borrowerId"
    where s."dealAmountMinor" <> d."amountMinor" or s."dealReference" <> d.reference
      or s."dealProduct" <> d.product or s."businessName" <> b."legalName"
      or s."businessCountry" is distinct from b.country`);
  expect(differ).toEqual([]);
}

beforeAll(async () => {
  funder = await createApprovedFunder(ctx.app, "Scale Capital");
  funderId = (await organizationOf(ctx.app, funder)).id;
  broker = await createBroker(ctx.app, "Scale Brokers");
  brokerId = (await organizationOf(ctx.app, broker)).id;
  listingId = (await createListing(ctx.app, funder, { name: "Scale loans" })).id;
  // 1,001 pending (the new tab past the bound) and 40 lost: declined, and a few withdrawn.
  const db = ctx.app.database.db;
  await db.execute(sql`
    insert into borrowers ("organizationId", "legalName", "entityType", industry, country)
    select ${brokerId}::uuid, 'Scale Firm ' || lpad(g::text, 4, '0'), 'limited_company', 'retail',
      (array['GB','IE','US'])[1 + g % 3]
    from generate_series(1, 1041) g`);
  await db.execute(sql`
    insert into deals ("organizationId", "ownerId", "borrowerId", reference, status, product, "amountMinor", currency, purpose)
    select b."organizationId", ${broker.userId}, b.id, 'S-' || substr(b."legalName", 12), 'submitted',
      (array['term_loan','bridge'])[1 + (substr(b."legalName", 12)::int) % 2]::deal_product,
      1000000 + (substr(b."legalName", 12)::int * 7919) % 5000000, 'GBP', 'Stock'
    from borrowers b where b."organizationId" = ${brokerId}::uuid`);
  await db.execute(sql`
    insert into submissions ("dealId", "lenderId", "brokerOrganizationId", "funderOrganizationId", status, "sentBy")
    select d.id, ${listingId}::uuid, d."organizationId", ${funderId}::uuid,
      (case when n <= 1001 then 'pending' when n % 5 = 0 then 'cancelled' else 'declined' end)::submission_status,
      'test'
    from (select id, "organizationId", row_number() over (order by reference) as n from deals
      where "organizationId" = ${brokerId}::uuid) d`);
});

describe("the inbox's counts", () => {
  it("counts every tab up to 1,000 and says which stopped there", async () => {
    const res = await callAs(ctx.app, funder).get("/v1/funder/submissions?tab=new");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.counts).toEqual({ new: 1000, needs_answer: 0, offered: 0, won: 0, lost: 40 });
    expect(body.countIsCapped).toEqual({
      new: true,
      needs_answer: false,
      offered: false,
      won: false,
      lost: false,
    });
    // The page still pages on past the bound: 1,001 items, 25 a page.
    expect(body.items).toHaveLength(25);
    expect(body.nextCursor).not.toBeNull();
  });

  it("counts exactly under a search or a filter that keeps fewer", async () => {
    const search = await callAs(ctx.app, funder).get(
      "/v1/funder/submissions?tab=new&search=scale%20firm%20000",
    );
    expect(search.json().counts).toMatchObject({ new: 9 });
    expect(search.json().countIsCapped.new).toBe(false);
    const product = await callAs(ctx.app, funder).get(
      "/v1/funder/submissions?tab=new&product=bridge&maxAmountMinor=2000000",
    );
    const { rows } = await ctx.app.database.db.execute<{ n: number }>(sql`select count(*)::int as n
      from submissions where "funderOrganizationId" = ${funderId}::uuid and "inboxTab" = 'new'
      and "dealProduct" = 'bridge' and "dealAmountMinor" <= 2000000`);
    expect(Number(rows[0]!.n)).toBeLessThan(1000);
    expect(product.json().counts.new).toBe(Number(rows[0]!.n));
    expect(product.json().countIsCapped.new).toBe(false);
  });

  it("stops each tab at the bound asked for, exact at or under it", async () => {
    const db = ctx.app.database.db;
    const counted = await inboxCounts(db, funderId, {}, 40);
    expect(counted.get("new")).toEqual({ total: 40, totalIsCapped: true });
    expect(counted.get("lost")).toEqual({ total: 40, totalIsCapped: false });
    expect(counted.get("won")).toEqual({ total: 0, totalIsCapped: false });
    const under = await inboxCounts(db, funderId, {}, 39);
    expect(under.get("lost")).toEqual({ total: 39, totalIsCapped: true });
    expect([...under.keys()].sort()).toEqual([...inboxTabs].sort());
  });

  it("counts what a plain count of each tab gives, whether the first pass ends or stops", async () => {
    // Some deals offered, won, answered, assigned, older, on a second listing: every tab and filter
    // has rows, so the pass over every tab stops (small bounds) or ends (large ones) by the filters.
    const db = ctx.app.database.db;
    const other = (await createListing(ctx.app, funder, { name: "Scale bridges" })).id;
    await db.execute(sql`update submissions set status = (array['offered','accepted','info_requested'])[1 + n % 3]::submission_status,
        "lenderId" = case when n % 2 = 0 then ${other}::uuid else "lenderId" end,
        "assigneeId" = case when n % 4 = 0 then ${funder.userId} end,
        "awaitingReplySince" = case when n % 3 = 2 then now() end,
        "sentAt" = now() - make_interval(days => (n % 90)::int)
      from (select s.id as sid, row_number() over (order by d.reference) as n from submissions s
        join deals d on d.id = s."dealId" where s."funderOrganizationId" = ${funderId}::uuid) picked
      where id = picked.sid and picked.n % 7 = 0`);
    const filterSets: InboxFilters[] = [
      {},
      { search: "firm 00" },
      { search: "S-01" },
      { search: "no such business" },
      { country: "IE" },
      { product: "bridge", country: "GB" },
      { listingId: other, minAgeDays: 30 },
      { brokerId, assignee: funder.userId, maxAmountMinor: 3000000 },
      { assignee: "none", search: "scale", minAmountMinor: 2000000 },
    ];
    for (const filters of filterSets)
      for (const cap of [0, 3, 40, 1000]) {
        const counted = await inboxCounts(db, funderId, filters, cap);
        const plain = await plainCounts(filters);
        for (const tab of inboxTabs) {
          const n = plain.get(tab) ?? 0;
          expect(counted.get(tab), `${JSON.stringify(filters)} cap ${cap} ${tab}`).toEqual({
            total: Math.min(n, cap),
            totalIsCapped: n > cap,
          });
        }
      }
  });
});

/** Each tab's count of the funder's items under `filters`, counting every row of the table. */
async function plainCounts(f: InboxFilters) {
  const { rows } = await ctx.app.database.db.execute<{ tab: string; n: number }>(sql`
    select s."inboxTab" as tab, count(*)::int as n from submissions s
    join deals d on d.id = s."dealId" join borrowers b on b.id = d."borrowerId"
    where s."funderOrganizationId" = ${funderId}::uuid
      and (${f.brokerId ?? null}::uuid is null or s."brokerOrganizationId" = ${f.brokerId ?? null}::uuid)
      and (${f.listingId ?? null}::uuid is null or s."lenderId" = ${f.listingId ?? null}::uuid)
      and (${f.minAgeDays ?? null}::int is null or s."sentAt" <= now() - make_interval(days => ${f.minAgeDays ?? null}::int))
      and (${f.assignee ?? null}::text is null or s."assigneeId" is not distinct from nullif(${f.assignee ?? null}::text, 'none'))
      and (${f.product ?? null}::text is null or d.product::text = ${f.product ?? null}::text)
      and (${f.minAmountMinor ?? null}::bigint is null or d."amountMinor" >= ${f.minAmountMinor ?? null}::bigint)
      and (${f.maxAmountMinor ?? null}::bigint is null or d."amountMinor" <= ${f.maxAmountMinor ?? null}::bigint)
      and (${f.country ?? null}::text is null or (s.status <> 'cancelled' and b.country = ${f.country ?? null}::text))
      and (${f.search ?? null}::text is null or (s.status <> 'cancelled' and position(lower(${f.search ?? null}::text) in lower(b."legalName")) > 0)
        or starts_with(lower(d.reference), lower(${f.search ?? null}::text)))
    group by 1`);
  return new Map(rows.map((r) => [r.tab, Number(r.n)]));
}

describe("the inbox's orders after the deal or the borrower changed", () => {
  it("orders by the facts as they are now, whichever writes them", async () => {
    await expectOrdersRight();
    const db = ctx.app.database.db;
    // Straight in the tables: amounts, references and products moved, borrowers renamed (one
    // statement for several rows), a withdrawn deal's borrower renamed too.
    await db.execute(
      sql`update deals set "amountMinor" = 999 where reference in ('S-1002', 'S-1030')`,
    );
    await db.execute(sql`update deals set "amountMinor" = 99000000 where reference = 'S-1041'`);
    await db.execute(
      sql`update deals set reference = 'A-first', product = 'bridge' where reference = 'S-1020'`,
    );
    await db.execute(sql`update borrowers set "legalName" = 'Aardvark ' || "legalName", country = null
      where "legalName" in ('Scale Firm 1010', 'Scale Firm 1035', 'Scale Firm 1040')`);
    await expectOrdersRight();
  });

  it("follows a deal's amount and its borrower's name changed through the API after sending", async () => {
    const deal = await createDeal(
      ctx.app,
      broker,
      { amountMinor: 2_000_000 },
      { legalName: "Mid Ltd" },
    );
    const [sent] = await createSubmissions(ctx.app, broker, deal.id, [listingId]);
    // The funder declines it: it joins the lost tab, where the orders are checked.
    const declined = await callAs(ctx.app, funder).post(`/v1/funder/submissions/decline`, {
      ids: [sent!.id],
      reason: "outside_criteria",
      note: "Not for us",
    });
    expect(declined.statusCode, declined.body).toBeLessThan(300);
    await expectOrdersRight();
    const read = (await callAs(ctx.app, broker).get(`/v1/user/deal/${deal.id}`)).json();
    const changed = await callAs(ctx.app, broker).post(`/v1/user/deal/${deal.id}`, {
      amountMinor: 150_000_000,
      version: read.version,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const renamed = await callAs(ctx.app, broker).post(`/v1/borrower/${deal.borrower.id}`, {
      legalName: "Zulu Trading Ltd",
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await expectOrdersRight();
    const first = (
      await callAs(ctx.app, funder).get("/v1/funder/submissions?tab=lost&sort=amount&dir=desc")
    ).json().items[0];
    expect(first).toMatchObject({
      id: sent!.id,
      amountMinor: 150_000_000,
      businessName: "Zulu Trading Ltd",
    });
    const search = (
      await callAs(ctx.app, funder).get("/v1/funder/submissions?tab=lost&search=zulu")
    ).json();
    expect(search.items.map((i: { id: string }) => i.id)).toEqual([sent!.id]);
    expect(search.counts.lost).toBe(1);
    const old = (
      await callAs(ctx.app, funder).get("/v1/funder/submissions?tab=lost&search=mid%20ltd")
    ).json();
    expect(old.items).toEqual([]);
  });
});
