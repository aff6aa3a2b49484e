import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { lenders } from "@portal/db/schema/lenders";
import { useTestApp } from "./test-app";
import {
  createApprovedFunder,
  createBroker,
  createDeal,
  createListing,
  createMember,
  createOperator,
  organizationOf,
  type SignedUp,
} from "./factories";
import { callAs } from "./call-as";

// The brokers' directory of funders (GET /v1/lenders, docs/decisions/042) and checking a deal
// against one funder (GET /v1/user/deal/{id}/matches/funders/{funderId}).

const ctx = useTestApp();
/** A word no other funder of this file's database has in its name. */
const token = () => `T${randomBytes(4).toString("hex")}`;

interface Funder {
  id: string;
  name: string;
  publishedListings: number;
  listings: { id: string; name: string; status: string }[];
}
const search = async (user: SignedUp, query: string) => {
  const res = await callAs(ctx.app, user).get(`/v1/lenders?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Funder[]; total: number; page: number; pageSize: number };
};
const names = async (user: SignedUp, query: string) =>
  (await search(user, query)).items.map((f) => f.name);
const refusal = async (user: SignedUp, url: string) => {
  const res = await callAs(ctx.app, user).get(url);
  const { error } = res.json() as { error: { code: string; issues?: { path: string }[] } };
  return { status: res.statusCode, code: error.code, paths: error.issues?.map((i) => i.path) };
};

describe("the lenders directory", () => {
  const word = token();
  const s = {} as {
    broker: SignedUp;
    approved: SignedUp;
    approvedId: string;
    published: string;
    draft: string;
    unapproved: SignedUp;
    unapprovedId: string;
  };
  beforeAll(async () => {
    s.broker = await createBroker(ctx.app, `Broker ${word}`);
    s.approved = await createApprovedFunder(ctx.app, `Alpha ${word}`);
    s.approvedId = (await organizationOf(ctx.app, s.approved)).id;
    // Term loans of £10,000 to £500,000 in GB (the factory's listing).
    s.published = (await createListing(ctx.app, s.approved, { name: "Growth loans" })).id;
    s.draft = (
      await createListing(ctx.app, s.approved, { name: "Secret draft" }, { publish: false })
    ).id;
    // A funder never approved, whose listing is published behind the API's back: it must not show.
    s.unapproved = await createMember(ctx.app, "funder", `Shadow ${word}`);
    s.unapprovedId = (await organizationOf(ctx.app, s.unapproved)).id;
    const hidden = await createListing(ctx.app, s.unapproved, {}, { publish: false });
    await ctx.app.database.db
      .update(lenders)
      .set({ status: "published", publishedAt: new Date() })
      .where(eq(lenders.id, hidden.id));
  });

  it("lists approved funders with their published listings only, never a draft or an unapproved funder", async () => {
    const page = await search(s.broker, `q=${word}`);
    expect(page.items.map((f) => f.name)).toEqual([`Alpha ${word}`]);
    const [alpha] = page.items;
    expect(alpha!.publishedListings).toBe(1);
    expect(alpha!.listings.map((l) => [l.id, l.status])).toEqual([[s.published, "published"]]);
    expect(await names(s.broker, `q=shadow%20${word.toLowerCase()}`)).toEqual([]);
    const one = await callAs(ctx.app, s.broker).get(`/v1/lenders/${s.approvedId}`);
    expect(one.json().listings.map((l: { id: string }) => l.id)).toEqual([s.published]);
    expect(one.json().measuredResponseHours).toBeNull();
    expect((await refusal(s.broker, `/v1/lenders/${s.unapprovedId}`)).status).toBe(404);
    expect((await refusal(s.broker, "/v1/lenders/not-a-uuid")).status).toBe(404);
    // Unpublished, the listing leaves the directory and so does its funder.
    await callAs(ctx.app, s.approved).put(`/v1/lender/${s.published}/unpublish`);
    expect(await names(s.broker, `q=${word}`)).toEqual([]);
    expect((await refusal(s.broker, `/v1/lenders/${s.approvedId}`)).status).toBe(404);
    await callAs(ctx.app, s.approved).put(`/v1/lender/${s.published}/publish`);
  });

  it("filters by product, amount (in a currency) and country; a criterion left out takes anything", async () => {
    const alpha = [`Alpha ${word}`];
    expect(await names(s.broker, `q=${word}&product=term_loan`)).toEqual(alpha);
    expect(await names(s.broker, `q=${word}&product=line_of_credit`)).toEqual([]);
    expect(await names(s.broker, `q=${word}&amountMinor=5000000&currency=GBP`)).toEqual(alpha);
    expect(await names(s.broker, `q=${word}&amountMinor=500000&currency=GBP`)).toEqual([]);
    expect(await names(s.broker, `q=${word}&amountMinor=90000000&currency=GBP`)).toEqual([]);
    expect(await names(s.broker, `q=${word}&amountMinor=5000000&currency=EUR`)).toEqual([]);
    expect(await names(s.broker, `q=${word}&country=GB`)).toEqual(alpha);
    expect(await names(s.broker, `q=${word}&country=FR`)).toEqual([]);
    // A listing with no product and no country named is listed for any.
    const open = await createApprovedFunder(ctx.app, `Open ${word}`);
    await createListing(ctx.app, open, { name: "Anything", criteria: {} });
    expect(await names(s.broker, `q=${word}&product=bridge&country=FR`)).toEqual([`Open ${word}`]);
    // `%` is a letter in a search, not a wildcard.
    expect(await names(s.broker, `q=%25${word}`)).toEqual([]);
  });

  it("refuses bad filters with the field named", async () => {
    for (const [query, path] of [
      ["product=boat", "product"],
      ["amountMinor=-5&currency=GBP", "amountMinor"],
      ["amountMinor=lots&currency=GBP", "amountMinor"],
      ["amountMinor=5000", "currency"],
      ["currency=XYZ1", "currency"],
      ["country=XX", "country"],
      ["page=0", "page"],
      ["pageSize=51", "pageSize"],
      [`q=${"x".repeat(101)}`, "q"],
    ]) {
      const r = await refusal(s.broker, `/v1/lenders?${query}`);
      expect([query, r.status, r.code, r.paths]).toEqual([query, 400, "validation_failed", [path]]);
    }
    expect((await refusal(s.broker, "/v1/lenders?sort=name")).status).toBe(400);
  });

  it("pages funders by name", async () => {
    const shared = token();
    for (const n of ["C", "A", "B"]) {
      const f = await createApprovedFunder(ctx.app, `${n} ${shared}`);
      await createListing(ctx.app, f);
    }
    const first = await search(s.broker, `q=${shared}&pageSize=2`);
    expect([first.items.map((f) => f.name), first.total]).toEqual([
      [`A ${shared}`, `B ${shared}`],
      3,
    ]);
    const second = await search(s.broker, `q=${shared}&pageSize=2&page=2`);
    expect(second.items.map((f) => f.name)).toEqual([`C ${shared}`]);
  });

  it("is brokers': a funder is refused, an operator reads it, nobody signed out", async () => {
    for (const url of ["/v1/lenders", `/v1/lenders/${s.approvedId}`]) {
      expect(await refusal(s.approved, url)).toMatchObject({ status: 403, code: "forbidden" });
      expect((await ctx.app.inject({ method: "GET", url })).statusCode).toBe(401);
    }
    const operator = await createOperator(ctx.app, `Ops ${token()}`);
    expect(await names(operator, `q=alpha%20${word}`)).toEqual([`Alpha ${word}`]);
  });
});

describe("checking a deal against one funder", () => {
  const word = token();
  const url = (dealId: string, funderId: string) =>
    `/v1/user/deal/${dealId}/matches/funders/${funderId}`;

  it("judges the deal against every published listing of the funder, with its facts", async () => {
    const broker = await createBroker(ctx.app, `Checker ${word}`);
    const funder = await createApprovedFunder(ctx.app, `Beta ${word}`);
    const funderId = (await organizationOf(ctx.app, funder)).id;
    const loans = await createListing(ctx.app, funder, { name: "Term loans" });
    const credit = await createListing(ctx.app, funder, {
      name: "Credit lines",
      criteria: { products: ["line_of_credit"] },
    });
    await createListing(ctx.app, funder, { name: "Draft only" }, { publish: false });
    const deal = await createDeal(ctx.app, broker);
    const res = await callAs(ctx.app, broker).get(url(deal.id, funderId));
    expect(res.statusCode, res.body).toBe(200);
    const check = res.json() as {
      fits: boolean;
      funder: { name: string };
      deal: { reference: string };
      listings: {
        listingId: string;
        fits: boolean;
        checks: {
          criterion: string;
          result: string;
          code: string;
          deal?: unknown;
          listing?: unknown;
        }[];
      }[];
    };
    expect(check.fits).toBe(true);
    expect(check.funder.name).toBe(`Beta ${word}`);
    expect(check.deal.reference).toBe(deal.reference);
    expect(check.listings.map((l) => [l.listingId, l.fits])).toEqual([
      [loans.id, true],
      [credit.id, false],
    ]);
    const product = check.listings[1]!.checks.find((c) => c.criterion === "products");
    expect(product).toEqual({
      criterion: "products",
      result: "fail",
      code: "not_accepted",
      deal: { kind: "product", codes: ["term_loan"] },
      listing: { kind: "product", codes: ["line_of_credit"] },
    });

    // Another organization's deal is not found; so are an unlisted funder and a bad id.
    const other = await createBroker(ctx.app, `Other ${word}`);
    expect((await refusal(other, url(deal.id, funderId))).status).toBe(404);
    const unapproved = await createMember(ctx.app, "funder", `Gamma ${word}`);
    const unapprovedId = (await organizationOf(ctx.app, unapproved)).id;
    expect((await refusal(broker, url(deal.id, unapprovedId))).status).toBe(404);
    expect((await refusal(broker, url(deal.id, "nope"))).status).toBe(404);
    expect((await refusal(broker, url("nope", funderId))).status).toBe(404);
    // A funder has no deals: not found, as for a deal's matches.
    expect((await refusal(funder, url(deal.id, funderId))).status).toBe(404);
  });
});
