import { describe, expect, it } from "vitest";
import type { FunderFit } from "@portal/contract/submissions/inbox-schemas";
import { useTestApp } from "./test-app";
import {
  createApprovedFunder,
  createDeal,
  createListing,
  createMember,
  createSubmissions,
} from "./factories";
import { callAs } from "./call-as";

// The item's fit (issue 35, "Decide quickly"): GET /v1/funder/submission/{id}/fit judges the deal
// against each of the funder's own published listings, the one it came through first.

const ctx = useTestApp();

describe("the item's fit for the funder's own listings", () => {
  it("judges every published listing criterion by criterion; the listing it came through first", async () => {
    const broker = await createMember(ctx.app, "organization", "Harbour Brokers");
    const funder = await createApprovedFunder(ctx.app, "Fit Capital");
    const rival = await createApprovedFunder(ctx.app, "Rival Capital");
    const strict = await createListing(ctx.app, funder, {
      name: "Prime loans",
      criteria: { products: ["term_loan"], countries: ["GB"], minCreditScore: 750 },
    });
    const through = await createListing(ctx.app, funder, { name: "Growth loans" });
    const advances = await createListing(ctx.app, funder, {
      name: "Cash advances",
      criteria: { products: ["merchant_cash_advance"] },
    });
    const draft = await createListing(ctx.app, funder, { name: "Draft" }, { publish: false });
    await createListing(ctx.app, rival, { name: "Rival loans" });

    const deal = await createDeal(ctx.app, broker); // credit score 720, a GBP term loan in GB
    const [sent] = await createSubmissions(ctx.app, broker, deal.id, [through.id]);
    const res = await callAs(ctx.app, funder).get(`/v1/funder/submission/${sent!.id}/fit`);
    expect(res.statusCode, res.body).toBe(200);
    const { listings } = res.json() as FunderFit;

    // The listing it came through, then those it fits (none other), then by name; no draft, no rival's.
    expect(listings.map((l) => l.listingName)).toEqual([
      "Growth loans",
      "Cash advances",
      "Prime loans",
    ]);
    expect(listings[0]).toMatchObject({ listingId: through.id, sentThrough: true, fits: true });
    expect(listings.map((l) => l.listingId).sort()).toEqual(
      [strict.id, through.id, advances.id].sort(),
    );
    expect(listings.some((l) => l.listingId === draft.id)).toBe(false);
    expect(listings.filter((l) => l.sentThrough)).toHaveLength(1);

    const prime = listings.find((l) => l.listingId === strict.id)!;
    expect(prime.fits).toBe(false);
    expect(prime.checks.find((c) => c.criterion === "minCreditScore")).toMatchObject({
      result: "fail",
    });
    expect(prime.checks.find((c) => c.criterion === "products")?.result).toBe("pass");
    const cash = listings.find((l) => l.listingId === advances.id)!;
    expect(cash.checks.find((c) => c.criterion === "products")?.result).toBe("fail");
    // Facts, not sentences: the deal's credit score against the listing's minimum.
    expect(prime.checks.find((c) => c.criterion === "minCreditScore")).toMatchObject({
      code: "below_minimum",
      deal: { kind: "score" },
      listing: { kind: "score" },
    });
    for (const check of listings.flatMap((l) => l.checks))
      expect(check).not.toHaveProperty("reason");
  });

  it("another funder or a broker does not find it; once withdrawn it is gone (410)", async () => {
    const broker = await createMember(ctx.app, "organization", "Harbour Brokers");
    const funder = await createApprovedFunder(ctx.app, "Alpha Capital");
    const rival = await createApprovedFunder(ctx.app, "Beta Capital");
    const listing = await createListing(ctx.app, funder);
    const deal = await createDeal(ctx.app, broker);
    const [sent] = await createSubmissions(ctx.app, broker, deal.id, [listing.id]);
    const path = `/v1/funder/submission/${sent!.id}/fit`;

    expect((await callAs(ctx.app, rival).get(path)).statusCode).toBe(404);
    expect((await callAs(ctx.app, broker).get(path)).statusCode).toBe(404);
    expect((await callAs(ctx.app, funder).get(`/v1/funder/submission/nope/fit`)).statusCode).toBe(
      404,
    );

    const current = (await callAs(ctx.app, broker).get(`/v1/user/deal/${deal.id}`)).json();
    const withdrawn = await callAs(ctx.app, broker).post(`/v1/user/deal/${deal.id}/transition`, {
      to: "withdrawn",
      reason: "Client went elsewhere",
      version: current.version,
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const gone = await callAs(ctx.app, funder).get(path);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().error.code).toBe("submission_withdrawn");
  });
});
