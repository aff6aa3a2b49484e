import fc from "fast-check";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { dealProducts } from "@portal/contract/deals/deal-schemas";
import { openDealStatuses } from "@portal/contract/deals/deal-states";
import type { ListingCriteria } from "@portal/contract/lenders/listing-schemas";
import { factsOf, sameShape, type FactSource } from "../src/modules/matching/facts";
import { verdict } from "../src/modules/matching/verdict";
import { createNewFits } from "../src/modules/matching/new-fits";
import { getUser, jobsDone, multipartForm, sampleFiles, useTestApp } from "./test-app";
import { createApprovedFunder, createDeal, createMember, type SignedUp } from "./factories";
import { callAs } from "./call-as";

const ctx = useTestApp();

/** The new-fit counts on the broker's deals list, once the queued announcements have run. */
const counts = async (broker: SignedUp) => {
  await jobsDone(ctx.app);
  return Object.fromEntries(
    (
      (await callAs(ctx.app, broker).get("/v1/user/deals")).json().items as {
        id: string;
        newFits: number;
      }[]
    ).map((d) => [d.id, d.newFits]),
  );
};

describe("new fits: a published or changed listing is announced to the brokers of the open deals it fits", () => {
  it("counts on the deals list and in the matches until seen; follows changes, unpublishing and sending; never another's deal", async () => {
    const broker = await createMember(ctx.app, "organization", "Harbour Brokers");
    const other = await createMember(ctx.app, "organization", "Elsewhere Brokers");
    const fits = await createDeal(ctx.app, broker);
    const cashAdvance = await createDeal(ctx.app, broker, { product: "merchant_cash_advance" });
    const lowScore = await createDeal(
      ctx.app,
      broker,
      {},
      { owners: [{ name: "Bo", ownershipBp: 10_000, creditScore: 550 }] },
    );
    const closed = await createDeal(ctx.app, broker);
    expect(
      (
        await callAs(ctx.app, broker).post(`/v1/user/deal/${closed.id}/transition`, {
          to: "withdrawn",
          reason: "Client went elsewhere",
          version: closed.version,
        })
      ).statusCode,
    ).toBe(200);
    const theirs = await createDeal(ctx.app, other);
    const funder = await createApprovedFunder(ctx.app, "Alpha Capital");

    const criteria: ListingCriteria = {
      products: ["term_loan"],
      amountMinMinor: 1_000_000,
      amountMaxMinor: 50_000_000,
      countries: ["GB"],
      minCreditScore: 600,
    };
    const body = { name: "Growth loans", currency: "GBP", criteria };
    const listing = (await callAs(ctx.app, funder).post("/v1/lender", body)).json();
    // A draft is announced to nobody.
    expect(await counts(broker)).toEqual({
      [fits.id]: 0,
      [cashAdvance.id]: 0,
      [lowScore.id]: 0,
      [closed.id]: 0,
    });
    const published = (
      await callAs(ctx.app, funder).put(`/v1/lender/${listing.id}/publish`)
    ).json();
    expect(await counts(broker)).toEqual({
      [fits.id]: 1,
      [cashAdvance.id]: 0,
      [lowScore.id]: 0,
      [closed.id]: 0,
    });
    expect(await counts(other)).toEqual({ [theirs.id]: 1 });

    // The matches name it until the broker has seen them; nobody else may mark them seen.
    expect(
      (await callAs(ctx.app, broker).get(`/v1/user/deal/${fits.id}/matches`)).json().newFits,
    ).toEqual([listing.id]);
    expect(
      (await callAs(ctx.app, other).put(`/v1/user/deal/${fits.id}/matches/seen`)).statusCode,
    ).toBe(404);
    expect(
      (await callAs(ctx.app, funder).put(`/v1/user/deal/${fits.id}/matches/seen`)).statusCode,
    ).toBe(404);
    expect(
      (await callAs(ctx.app, broker).put(`/v1/user/deal/not-a-uuid/matches/seen`)).statusCode,
    ).toBe(404);
    expect(
      (await callAs(ctx.app, broker).put(`/v1/user/deal/${fits.id}/matches/seen`)).statusCode,
    ).toBe(204);
    expect(
      (await callAs(ctx.app, broker).get(`/v1/user/deal/${fits.id}/matches`)).json().newFits,
    ).toEqual([]);
    expect((await counts(broker))[fits.id]).toBe(0);
    expect(await counts(other)).toEqual({ [theirs.id]: 1 });

    // A change that keeps the fit does not announce it again; a change that stops it, then lets it back, does.
    const update = async (criteria: ListingCriteria, version: number) => {
      const res = await callAs(ctx.app, funder).put(`/v1/lender/${listing.id}`, {
        ...body,
        criteria,
        version,
      });
      expect(res.statusCode).toBe(200);
      return res.json().version as number;
    };
    let version = await update({ ...criteria, minCreditScore: 580 }, published.version);
    expect(await counts(broker)).toEqual({
      [fits.id]: 0,
      [cashAdvance.id]: 0,
      [lowScore.id]: 0,
      [closed.id]: 0,
    });
    version = await update({ ...criteria, minCreditScore: 750 }, version);
    expect((await counts(broker))[fits.id]).toBe(0);
    await update({ ...criteria, minCreditScore: 500 }, version);
    expect(await counts(broker)).toEqual({
      [fits.id]: 1,
      [cashAdvance.id]: 0,
      [lowScore.id]: 1,
      [closed.id]: 0,
    });

    // Unpublished, it is no longer counted; a deal already sent to the funder is not announced.
    expect(
      (await callAs(ctx.app, funder).put(`/v1/lender/${listing.id}/unpublish`)).statusCode,
    ).toBe(200);
    expect((await counts(broker))[fits.id]).toBe(0);
    expect((await callAs(ctx.app, funder).put(`/v1/lender/${listing.id}/publish`)).statusCode).toBe(
      200,
    );
    expect(
      (
        await callAs(ctx.app, other).post(`/v1/user/deal/${theirs.id}/submissions`, {
          listingIds: [listing.id],
        })
      ).statusCode,
    ).toBe(201);
    const second = (
      await callAs(ctx.app, funder).post("/v1/lender", { ...body, name: "Second" })
    ).json();
    expect((await callAs(ctx.app, funder).put(`/v1/lender/${second.id}/publish`)).statusCode).toBe(
      200,
    );
    expect(await counts(other)).toEqual({ [theirs.id]: 1 });
    expect(
      (await callAs(ctx.app, broker).get(`/v1/user/deal/${fits.id}/matches`)).json().newFits.sort(),
    ).toEqual([listing.id, second.id].sort());
  });

  it("judges required documents from the borrower's documents that have not expired", async () => {
    const broker = await createMember(ctx.app, "organization", "Paper Brokers");
    const deal = await createDeal(ctx.app, broker);
    const funder = await createApprovedFunder(ctx.app, "Paper Capital");
    const body = {
      name: "Needs statements",
      currency: "GBP",
      criteria: { requiredDocumentTypes: ["bank_statement"] },
    };
    const listing = (await callAs(ctx.app, funder).post("/v1/lender", body)).json();
    const published = (
      await callAs(ctx.app, funder).put(`/v1/lender/${listing.id}/publish`)
    ).json();
    expect((await counts(broker))[deal.id]).toBe(0);
    const upload = async (expiresOn?: string) => {
      const form = multipartForm([
        { name: "type", value: "bank_statement" },
        ...(expiresOn ? [{ name: "expiresOn", value: expiresOn }] : []),
        { name: "file", fileName: "statement.pdf", content: sampleFiles.pdf() },
      ]);
      const res = await ctx.app.inject({
        method: "POST",
        url: `/v1/user/deal/${deal.id}/documents`,
        headers: { authorizationkey: broker.token, ...form.headers },
        payload: form.payload,
      });
      expect(res.statusCode).toBe(201);
    };
    await upload("2020-01-31");
    const changed = await callAs(ctx.app, funder).put(`/v1/lender/${listing.id}`, {
      ...body,
      criteria: { requiredDocumentTypes: ["bank_statement"], products: ["term_loan"] },
      version: published.version,
    });
    expect((await counts(broker))[deal.id]).toBe(0);
    await upload();
    await callAs(ctx.app, funder).put(`/v1/lender/${listing.id}`, {
      ...body,
      version: changed.json().version,
    });
    expect((await counts(broker))[deal.id]).toBe(1);
  });

  it("finds exactly the open deals the engine says a listing fits (the database's filter never drops a fit)", async () => {
    // Deals written straight to the database, spread over every fact the filter looks at.
    const db = ctx.app.database.db;
    const broker = await createMember(ctx.app, "organization", "Spread Brokers");
    const { organization } = (await getUser(ctx.app, broker.token)).json();
    const products = ["term_loan", "bridge", "merchant_cash_advance"] as const;
    const statuses = ["draft", "submitted", "proposals", "funded", "withdrawn"] as const;
    // Drafts may not say their industry or country yet (decision 075); finer industries lie inside
    // broader ones at any depth (decision 074).
    const industries = [
      "retail",
      "gambling",
      "restaurants",
      "not a listed one",
      null,
      "pawn_shops",
      "non_bank_lenders",
      "legal_services",
      "law_firms",
    ];
    for (let i = 0; i < 60; i++) {
      const score = i % 5 === 0 ? null : 520 + ((i * 37) % 260);
      const property =
        i % 4 === 0
          ? null
          : {
              type: ["residential", "commercial", "land"][i % 3]!,
              address: "1 High St",
              valueMinor: 20_000_000 + i * 1_000_000,
            };
      await db.execute(sql`
        with b as (
          insert into borrowers ("organizationId", "legalName", "entityType", industry, country, "startDate", owners, property)
          values (${organization.id}, ${`Spread ${i}`}, 'limited_company', ${industries[i % industries.length]!}, ${[null, "GB", "US", "IE"][i % 4]!},
            ${i % 6 === 0 ? null : `20${10 + (i % 15)}-0${1 + (i % 9)}-${10 + (i % 19)}`},
            ${JSON.stringify(score === null ? [] : [{ name: "A", ownershipBp: 10_000, creditScore: score }])}::jsonb, ${property === null ? null : JSON.stringify(property)}::jsonb)
          returning id
        )
        insert into deals ("organizationId", "ownerId", "borrowerId", reference, status, product, "amountMinor", currency, purpose, "termMonths", "monthlyRevenueMinor", "existingAdvancesMinor")
        select ${organization.id}, 'spread', b.id, ${`S-${i}`}, ${statuses[i % 5]!}, ${products[i % 3]!}, ${1_000_000 + ((i * 7919) % 40) * 500_000}, ${i % 7 === 0 ? "USD" : "GBP"}, 'Spread',
          ${i % 5 === 1 ? null : 6 + ((i * 13) % 60)}, ${i % 3 === 0 ? null : 500_000 + ((i * 31) % 50) * 100_000}, ${i % 2 === 0 ? 0 : null}
        from b`);
    }
    const newFits = createNewFits(db);
    const all = (
      await db.execute(sql`select d.id, d.status, d.product, d."amountMinor"::float8 as "amountMinor", d.currency, d."termMonths", d."monthlyRevenueMinor"::float8 as "monthlyRevenueMinor",
        d."existingAdvancesMinor"::float8 as "existingAdvancesMinor", b.owners, b.property, b.country, b.industry, b."startDate"::text as "startDate"
      from deals d join borrowers b on b.id = d."borrowerId" where d."organizationId" = ${organization.id}`)
    ).rows as (FactSource["deal"] & FactSource["borrower"] & { id: string; status: string })[];
    const today = new Date().toISOString().slice(0, 10);

    // Each criterion set one time in three: listings with a few criteria, so that some deals pass them all.
    const optional = <T>(arb: fc.Arbitrary<T>) =>
      fc.oneof({ arbitrary: fc.constant(undefined), weight: 2 }, { arbitrary: arb, weight: 1 });
    // Limits drawn as often from the deals' own values as at random: the edges are where a filter errs.
    const edges = (values: unknown[], min: number, max: number) => {
      const pool = [...new Set(values.filter((v): v is number => typeof v === "number"))];
      return fc.oneof(fc.integer({ min, max }), fc.constantFrom(...pool));
    };
    const facts = all.map((d) => factsOf({ deal: d, borrower: d }, [], today));
    const criteria = fc.record({
      products: optional(
        fc.subarray(
          [...products, ...dealProducts.filter((p) => !products.includes(p as never)).slice(0, 1)],
          { minLength: 1 },
        ),
      ),
      amountMinMinor: optional(
        edges(
          facts.map((f) => f.amountMinor),
          0,
          25_000_000,
        ),
      ),
      amountMaxMinor: optional(
        edges(
          facts.map((f) => f.amountMinor),
          0,
          25_000_000,
        ),
      ),
      countries: optional(fc.subarray(["GB", "US", "IE", "CA"], { minLength: 1 })),
      excludedIndustries: optional(
        fc.subarray(
          [
            "gambling",
            "retail",
            "cannabis",
            "banking_lending",
            "non_bank_lenders",
            "law_firms",
            "legal_services",
          ] as const,
          { minLength: 1 },
        ),
      ),
      minCreditScore: optional(
        edges(
          facts.map((f) => f.creditScore),
          500,
          800,
        ),
      ),
      minMonthsInBusiness: optional(
        edges(
          facts.map((f) => f.monthsInBusiness),
          0,
          200,
        ),
      ),
      minMonthlyRevenueMinor: optional(
        edges(
          facts.map((f) => f.monthlyRevenueMinor),
          0,
          6_000_000,
        ),
      ),
      maxPositions: optional(fc.integer({ min: 0, max: 3 })),
      propertyTypes: optional(
        fc.subarray(["residential", "commercial", "land"] as const, { minLength: 1 }),
      ),
      maxLtvBp: optional(
        edges(
          facts.map((f) => f.ltvBp),
          1000,
          9000,
        ),
      ),
      termMinMonths: optional(
        edges(
          facts.map((f) => f.termMonths),
          1,
          40,
        ),
      ),
      termMaxMonths: optional(
        edges(
          facts.map((f) => f.termMonths),
          20,
          80,
        ),
      ),
    });
    let withFits = 0;
    await fc.assert(
      fc.asyncProperty(criteria, fc.constantFrom("GBP", "USD"), async (raw, currency) => {
        const c = Object.fromEntries(
          Object.entries(raw).filter(([, v]) => v !== undefined),
        ) as ListingCriteria;
        const listing = {
          id: "00000000-0000-4000-8000-000000000000",
          funderId: "00000000-0000-4000-8000-000000000001",
          currency,
          criteria: sameShape(c),
        };
        const expected = all
          .filter((d) => (openDealStatuses as readonly string[]).includes(d.status))
          .filter((d) => verdict(factsOf({ deal: d, borrower: d }, [], today), listing).fits)
          .map((d) => d.id)
          .sort();
        if (expected.length) withFits++;
        expect(
          (await newFits.dealsFittedBy(listing))
            .filter((id) => all.some((d) => d.id === id))
            .sort(),
        ).toEqual(expected);
      }),
      { numRuns: 200 },
    );
    // Not vacuous: a good share of the listings fit some of the deals.
    expect(withFits).toBeGreaterThan(100);
  });
});
