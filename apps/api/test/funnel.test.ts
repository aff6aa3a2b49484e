import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ListingFunnel } from "@portal/contract/lenders/funnel-schemas";
import { periodStart } from "../src/modules/submissions/funnel";
import { measureResponseTime } from "../src/modules/submissions/repo";
import { useTestApp } from "./test-app";
import {
  createApprovedFunder,
  createDeal,
  createListing,
  createMember,
  createSubmissions,
  organizationOf,
  type SignedUp,
} from "./factories";
import { ok } from "./dashboard-support";
import { callAs } from "./call-as";

// The listing funnel (issue 35, "listings that show what they bring"): GET /v1/lender/{id}/funnel.
// "The listing funnel's counts equal the submissions in the database for that listing."

const ctx = useTestApp();
const rows = async <T>(query: ReturnType<typeof sql>) =>
  (await ctx.app.database.db.execute(query)).rows as T[];
const funnelOf = async (who: SignedUp, listingId: string, months = 12) => {
  const res = await callAs(ctx.app, who).get(`/v1/lender/${listingId}/funnel?months=${months}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ListingFunnel;
};
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
/** Moves a submission's sending (and its first answer, when it had one) back by `days`. */
const sentDaysAgo = (id: string, days: number) =>
  ctx.app.database.db.execute(sql`update submissions set "sentAt" = ${daysAgo(days)},
    "firstResponseAt" = "firstResponseAt" - make_interval(days => ${days}) where id = ${id}`);

/** The funnel's cohort counted straight from the tables, independently of the API. */
async function countedInSql(listingId: string, months: number) {
  const from = periodStart(new Date(), months);
  const [counted] = await rows<Record<string, number>>(sql`
    select count(*)::int as sent,
      count(*) filter (where exists (select 1 from proposals p where p."submissionId" = s.id))::int as offered,
      count(*) filter (where s.status = 'accepted')::int as won,
      count(*) filter (where s.status = 'accepted' and d.status = 'funded')::int as funded
    from submissions s join deals d on d.id = s."dealId"
    where s."lenderId" = ${listingId} and s."sentAt" >= ${from}::date`);
  const [matched] = await rows<{ n: number }>(sql`select count(*)::int as n from listing_matches
    where "lenderId" = ${listingId} and "matchedAt" >= ${from}::date`);
  return { matched: matched!.n, ...counted! };
}

describe("the listing funnel", () => {
  const s = {} as {
    broker: SignedUp;
    funder: SignedUp;
    rival: SignedUp;
    listing: string;
    other: string;
    matchedDeal: string;
  };

  beforeAll(async () => {
    s.broker = await createMember(ctx.app, "organization", "Harbour Brokers");
    s.funder = await createApprovedFunder(ctx.app, "Funnel Capital");
    s.rival = await createApprovedFunder(ctx.app, "Rival Capital");
    s.listing = (await createListing(ctx.app, s.funder, { name: "Growth loans" })).id;
    s.other = (
      await createListing(ctx.app, s.funder, {
        name: "Cash advances",
        criteria: { products: ["merchant_cash_advance"], countries: ["GB"] },
      })
    ).id;

    // Sent through the listing: pending, two offered, one of them accepted, one funded.
    const send = async (listingId: string, owners?: object[]) => {
      const deal = await createDeal(ctx.app, s.broker, {}, owners ? { owners } : {});
      const [sent] = await createSubmissions(ctx.app, s.broker, deal.id, [listingId]);
      return sent!.id;
    };
    const offer = (id: string) =>
      ok(
        callAs(ctx.app, s.funder).post(`/v1/funder/submission/${id}/offer`, {
          amountMinor: 5_000_000,
          rateBp: 1200,
          termMonths: 24,
          brokerCommissionBp: 200,
        }),
      );
    // Deals with a weak owner (credit score below the listing's 600): the criterion the listing
    // judged `fail` when they were sent.
    const weak = [{ name: "Bo", ownershipBp: 10_000, creditScore: 550 }];
    await send(s.listing, weak);
    await send(s.listing, weak);
    await offer(await send(s.listing));
    const accepted = await send(s.listing);
    await offer(accepted);
    await ok(callAs(ctx.app, s.broker).post(`/v1/user/submission/${accepted}/accept`));
    const funded = await send(s.listing);
    await offer(funded);
    await ok(callAs(ctx.app, s.broker).post(`/v1/user/submission/${funded}/accept`));
    await ok(callAs(ctx.app, s.funder).post(`/v1/funder/submission/${funded}/funded`, {}));
    // Outside 3 months but inside 6, and outside 12 (offered: counted nowhere in 12).
    await sentDaysAgo(await send(s.listing, weak), 120);
    const old = await send(s.listing);
    await offer(old);
    await sentDaysAgo(old, 400);
    // Another listing's submissions never count.
    await send(s.other);

    // A broker views an open deal's matches: the listing it fits is matched, once.
    s.matchedDeal = (await createDeal(ctx.app, s.broker)).id;
  });

  it("counts what the database holds for that listing, per period", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await callAs(ctx.app, s.broker).get(`/v1/user/deal/${s.matchedDeal}/matches`);
      expect(res.statusCode, res.body).toBe(200);
    }
    const recorded = await rows<{ n: number }>(sql`select count(*)::int as n from listing_matches
      where "lenderId" = ${s.listing} and "dealId" = ${s.matchedDeal}`);
    expect(recorded[0]!.n).toBe(1);

    for (const months of [1, 3, 6, 12]) {
      const funnel = await funnelOf(s.funder, s.listing, months);
      expect(funnel.months).toBe(months);
      expect(funnel.from).toBe(periodStart(new Date(), months));
      expect(funnel.counts).toEqual(await countedInSql(s.listing, months));
    }
    // The seeded mix, written out: 5 sent this month, 3 offered, 2 won, 1 funded; one more sent
    // 120 days ago in 6 and 12 months; the one 400 days ago in none.
    const twelve = await funnelOf(s.funder, s.listing, 12);
    expect(twelve.counts).toMatchObject({ sent: 6, offered: 3, won: 2, funded: 1 });
    expect(twelve.counts.matched).toBeGreaterThanOrEqual(1);
    expect((await funnelOf(s.funder, s.listing, 3)).counts.sent).toBe(5);
    const other = await funnelOf(s.funder, s.other, 12);
    expect(other.counts).toMatchObject({ sent: 1, offered: 0, won: 0, funded: 0 });
  });

  it("names the criteria the sent deals failed, most often first", async () => {
    const failed = await rows<{ criteria: string[] }>(
      sql`select "failedCriteria" as criteria from submissions where "lenderId" = ${s.listing}`,
    );
    expect(failed.filter((r) => r.criteria.includes("minCreditScore"))).toHaveLength(3);
    expect((await funnelOf(s.funder, s.listing, 12)).topFailures).toEqual([
      { criterion: "minCreditScore", deals: 3 },
    ]);
    expect((await funnelOf(s.funder, s.listing, 3)).topFailures).toEqual([
      { criterion: "minCreditScore", deals: 2 },
    ]);
  });

  it("measures the median first answer by the directory's rule, on the same submissions", async () => {
    const funder = await createApprovedFunder(ctx.app, "Median Capital");
    const listing = (await createListing(ctx.app, funder)).id;
    const hours = [2, 5, 10, null] as const; // null: unanswered, sent 60 hours ago
    const ids: string[] = [];
    for (const _ of hours) {
      const deal = await createDeal(ctx.app, s.broker);
      ids.push((await createSubmissions(ctx.app, s.broker, deal.id, [listing]))[0]!.id);
    }
    const median = await funnelOf(funder, listing, 1);
    expect(median.medianFirstAnswerHours).toBeNull(); // none answered, none waited 48 hours

    for (const [i, h] of hours.entries()) {
      const sentAt = new Date(Date.now() - 60 * 3_600_000);
      const answered = h === null ? null : new Date(sentAt.getTime() + h * 3_600_000);
      await ctx.app.database.db.execute(
        sql`update submissions set "sentAt" = ${sentAt}, "firstResponseAt" = ${answered} where id = ${ids[i]!}`,
      );
    }
    const { id: organizationId } = await organizationOf(ctx.app, funder);
    await measureResponseTime(ctx.app.database.db, organizationId);
    const [directory] = await rows<{ hours: number }>(
      sql`select "measuredResponseHours"::float8 as hours from organizations where id = ${organizationId}`,
    );
    const funnel = await funnelOf(funder, listing, 1);
    // 2, 5, 10 and the unanswered one's 60 hours so far: 7.5 either way.
    expect(funnel.medianFirstAnswerHours).toBeCloseTo(7.5, 3);
    expect(funnel.medianFirstAnswerHours).toBeCloseTo(directory!.hours, 0);
  });

  it("keeps each submission's first offer and its deal's funding on the row, as the tables hold them", async () => {
    // A revised offer and one withdrawn then made again: the first proposal's time stays.
    const funder = await createApprovedFunder(ctx.app, "Kept Capital");
    const listing = (await createListing(ctx.app, funder)).id;
    const deal = await createDeal(ctx.app, s.broker);
    const [sent] = await createSubmissions(ctx.app, s.broker, deal.id, [listing]);
    const move = (what: string, body: object = {}) =>
      ok(callAs(ctx.app, funder).post(`/v1/funder/submission/${sent!.id}/${what}`, body));
    const terms = { amountMinor: 4_000_000, rateBp: 1100, termMonths: 12, brokerCommissionBp: 200 };
    await move("offer", terms);
    await move("revise", { ...terms, amountMinor: 4_500_000 });
    await move("withdraw-offer");
    await move("offer", terms);
    const [first] = await rows<{ kept: string; first: string; n: number }>(sql`
      select s."offeredAt"::text as kept, min(p."createdAt")::text as first, count(p.id)::int as n
      from submissions s join proposals p on p."submissionId" = s.id where s.id = ${sent!.id}
      group by s."offeredAt"`);
    expect(first!.n).toBe(3);
    expect(first!.kept).toBe(first!.first);

    // Every submission in the database, against the proposals and the deals.
    const [astray] = await rows<{ offered: number; funded: number; all: number }>(sql`
      select count(*) filter (where s."offeredAt" is distinct from
          (select min(p."createdAt") from proposals p where p."submissionId" = s.id))::int as offered,
        count(*) filter (where s."dealFunded" <> (d.status = 'funded'))::int as funded,
        count(*)::int as "all"
      from submissions s join deals d on d.id = s."dealId"`);
    expect(astray).toMatchObject({ offered: 0, funded: 0 });
    expect(astray!.all).toBeGreaterThan(8);
    const [funded] = await rows<{ n: number }>(
      sql`select count(*)::int as n from submissions where "dealFunded"`,
    );
    expect(funded!.n).toBeGreaterThanOrEqual(1);
  });

  it("is the listing's own funder's alone; the period is one of 1, 3, 6, 12 months", async () => {
    const path = `/v1/lender/${s.listing}/funnel`;
    expect((await callAs(ctx.app, s.rival).get(path)).statusCode).toBe(404);
    expect((await callAs(ctx.app, s.broker).get(path)).statusCode).toBe(404);
    expect((await callAs(ctx.app, s.funder).get(`/v1/lender/not-an-id/funnel`)).statusCode).toBe(
      404,
    );
    for (const months of ["2", "0", "24", "twelve"]) {
      const res = await callAs(ctx.app, s.funder).get(`${path}?months=${months}`);
      expect(res.statusCode, months).toBe(400);
      expect(res.json().error.code).toBe("validation_failed");
    }
    expect((await callAs(ctx.app, s.funder).get(path)).json().months).toBe(12);
    expect((await ctx.app.inject({ method: "GET", url: path })).statusCode).toBe(401);
  });

  it("starts a period on the same day months back, or that month's last day", () => {
    expect(periodStart(new Date("2026-05-31T10:00:00Z"), 3)).toBe("2026-02-28");
    expect(periodStart(new Date("2026-11-27T23:59:00Z"), 12)).toBe("2025-11-27");
    expect(periodStart(new Date("2026-01-15T00:00:00Z"), 1)).toBe("2025-12-15");
  });
});
