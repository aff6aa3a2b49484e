import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDocument, VerbosityLevel } from "pdfjs-dist/legacy/build/pdf.mjs";
import { proposals } from "@portal/db/schema/submissions";
import { offerCost } from "@portal/contract/submissions/offer-terms";
import type { Submission } from "@portal/contract/submissions/submission-schemas";
import { useTestApp } from "./test-app";
import {
  createApprovedFunder,
  createBroker,
  createDeal,
  createListing,
  createMember,
  createSubmissions,
} from "./factories";
import { callAs, type Answer } from "./call-as";

// The term sheet PDF of an offer (issue 35), an offer's conditions and expiry, and the refusal to
// accept an expired offer. The PDF's text is read back with pdfjs-dist.

const ctx = useTestApp();

/** A day counted from today (UTC), as YYYY-MM-DD. */
const day = (fromToday: number) =>
  new Date(Date.now() + fromToday * 86_400_000).toISOString().slice(0, 10);

const terms = {
  amountMinor: 9_000_000,
  rateBp: 1200,
  termMonths: 24,
  paymentFrequency: "weekly",
  feesMinor: 50_000,
  brokerCommissionBp: 200,
  fundingDays: 5,
  conditions: "Signed bank statements for the last 3 months.\nA personal guarantee.",
  expiresOn: day(14),
} as const;

/** The PDF's words, each text piece once, joined by spaces; and its title. */
async function readPdf(res: Answer) {
  const pdf = await getDocument({
    data: new Uint8Array(res.rawPayload),
    verbosity: VerbosityLevel.ERRORS,
  }).promise;
  const pieces: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    for (const item of content.items) if ("str" in item && item.str.trim()) pieces.push(item.str);
  }
  const { info } = (await pdf.getMetadata()) as { info: { Title?: string } };
  await pdf.destroy();
  return { text: pieces.join(" "), pieces, title: info.Title };
}

const money = (minor: number) =>
  new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" }).format(minor / 100);
const percent = (bp: number) =>
  `${new Intl.NumberFormat("en-GB", { maximumFractionDigits: 2 }).format(bp / 100)}%`;

/** A broker's deal sent to a funder, with people of another funder and another brokerage. */
async function world(name: string, language: "en" | "ar" = "en") {
  const funder = await createApprovedFunder(ctx.app, `${name} Capital`);
  const listing = await createListing(ctx.app, funder, { name: `${name} loans` });
  const otherFunder = await createApprovedFunder(ctx.app, `${name} Rival Capital`);
  const broker = await createMember(ctx.app, "organization", `${name} Brokers`, { language });
  const outsider = await createBroker(ctx.app, `${name} Outsiders`);
  const deal = await createDeal(ctx.app, broker, {}, { legalName: `${name} Bakery Ltd` });
  const [sent] = await createSubmissions(ctx.app, broker, deal.id, [listing.id]);
  const id = sent!.id;
  return {
    funder,
    otherFunder,
    broker,
    outsider,
    deal,
    id,
    funderUrl: (move: string) => `/v1/funder/submission/${id}/${move}`,
    brokerUrl: (move: string) => `/v1/user/submission/${id}/${move}`,
    brokerView: async () =>
      (
        (await callAs(ctx.app, broker).get(`/v1/user/deal/${deal.id}/submissions`)).json()
          .items as Submission[]
      )[0]!,
  };
}

describe("term sheet", () => {
  it("the funder and the broker download the offer's term sheet, its figures as offerCost has them", async () => {
    const w = await world("Sheet");
    const offered = await callAs(ctx.app, w.funder).post(w.funderUrl("offer"), terms);
    expect(offered.statusCode, offered.body).toBe(200);
    const cost = offerCost({ ...terms, factorBp: null });
    expect("bp" in cost.apr).toBe(true);

    for (const [who, url] of [
      [w.funder, w.funderUrl("term-sheet")],
      [w.broker, w.brokerUrl("term-sheet")],
    ] as const) {
      const res = await callAs(ctx.app, who).get(url);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers["content-type"]).toBe("application/pdf");
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.headers["content-disposition"]).toBe(
        `attachment; filename="term-sheet-${w.deal.reference}.pdf"; filename*=UTF-8''term-sheet-${w.deal.reference}.pdf`,
      );
      expect(res.rawPayload.length).toBeLessThan(200 * 1024);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
      const { pieces, text, title } = await readPdf(res);
      expect(title).toBe(`Term sheet ${w.deal.reference}`);
      expect(pieces).toContain(money(9_000_000));
      expect(pieces).toContain(money(cost.totalRepayableMinor));
      expect(pieces).toContain(money(cost.paymentMinor));
      expect(pieces).toContain(String(cost.payments));
      expect(pieces).toContain(percent((cost.apr as { bp: number }).bp));
      expect(pieces).toContain("12%");
      expect(text).toContain("Sheet Capital");
      expect(text).toContain("Sheet Brokers");
      expect(text).toContain("Sheet Bakery Ltd");
      expect(text).toContain("Signed bank statements for the last 3 months.");
      expect(text).toContain("A personal guarantee.");
      expect(text).toContain("The APR is an estimate");
    }
  });

  it("is written in the broker's language: Arabic for an Arabic-speaking broker, figures in Latin digits", async () => {
    const w = await world("Arabic", "ar");
    await callAs(ctx.app, w.funder).post(w.funderUrl("offer"), {
      ...terms,
      rateBp: undefined,
      factorBp: 13_500,
      conditions: "كشوف حساب آخر 3 أشهر",
    });
    const cost = offerCost({ ...terms, rateBp: null, factorBp: 13_500 });
    // The funder reads the broker's language too: the sheet is one document between them.
    for (const res of [
      await callAs(ctx.app, w.funder).get(w.funderUrl("term-sheet")),
      await callAs(ctx.app, w.broker).get(w.brokerUrl("term-sheet")),
    ]) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.rawPayload.length).toBeLessThan(200 * 1024);
      const { pieces, title } = await readPdf(res);
      expect(title).toBe(`ورقة الشروط ${w.deal.reference}`);
      expect(pieces).toContain(money(9_000_000));
      expect(pieces).toContain(money(cost.totalRepayableMinor));
      expect(pieces).toContain(percent((cost.apr as { bp: number }).bp));
      expect(pieces).toContain("1.35");
      expect(pieces).not.toContain("Total repayable");
    }
  });

  it("answers 404 to another funder, another brokerage, and when no offer stands", async () => {
    const w = await world("Nobody");
    const none = await callAs(ctx.app, w.funder).get(w.funderUrl("term-sheet"));
    expect(none.statusCode).toBe(404);
    expect((await callAs(ctx.app, w.broker).get(w.brokerUrl("term-sheet"))).statusCode).toBe(404);

    await callAs(ctx.app, w.funder).post(w.funderUrl("offer"), terms);
    const other = await callAs(ctx.app, w.otherFunder).get(w.funderUrl("term-sheet"));
    expect(other.statusCode).toBe(404);
    expect(other.json().error.code).toBe("not_found");
    const outsider = await callAs(ctx.app, w.outsider).get(w.brokerUrl("term-sheet"));
    expect(outsider.statusCode).toBe(404);
    // The funder's path is the funder's: a broker reading it is no funder of the deal.
    expect((await callAs(ctx.app, w.broker).get(w.funderUrl("term-sheet"))).statusCode).not.toBe(
      200,
    );
    const badId = await callAs(ctx.app, w.broker).get("/v1/user/submission/not-a-uuid/term-sheet");
    expect(badId.statusCode).toBe(404);

    // A withdrawn offer has no term sheet.
    await callAs(ctx.app, w.funder).post(w.funderUrl("withdraw-offer"), {});
    expect((await callAs(ctx.app, w.funder).get(w.funderUrl("term-sheet"))).statusCode).toBe(404);
    expect((await callAs(ctx.app, w.broker).get(w.brokerUrl("term-sheet"))).statusCode).toBe(404);
  });

  it("the accepted offer keeps its term sheet, saying it was accepted", async () => {
    const w = await world("Accepted");
    await callAs(ctx.app, w.funder).post(w.funderUrl("offer"), terms);
    const proposalId = (await w.brokerView()).proposal!.id;
    const accepted = await callAs(ctx.app, w.broker).post(w.brokerUrl("accept"), { proposalId });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const res = await callAs(ctx.app, w.funder).get(w.funderUrl("term-sheet"));
    expect(res.statusCode).toBe(200);
    expect((await readPdf(res)).text).toContain("The broker accepted this offer.");
  });
});

describe("offer conditions and expiry", () => {
  it("conditions and expiry round trip; a revision changes them", async () => {
    const w = await world("Round Trip");
    await callAs(ctx.app, w.funder).post(w.funderUrl("offer"), terms);
    expect((await w.brokerView()).proposal).toMatchObject({
      conditions: terms.conditions,
      expiresOn: terms.expiresOn,
    });
    const revised = await callAs(ctx.app, w.funder).post(w.funderUrl("revise"), {
      ...terms,
      conditions: "  ",
      expiresOn: day(30),
    });
    expect(revised.statusCode, revised.body).toBe(200);
    const seen = await w.brokerView();
    expect(seen.proposal).toMatchObject({ conditions: null, expiresOn: day(30) });
    expect(seen.events.at(-1)!.changes).toEqual([
      { field: "conditions", from: terms.conditions, to: null },
      { field: "expiresOn", from: terms.expiresOn, to: day(30) },
    ]);
  });

  it("refuses an expiry that is not after today, and conditions that are too long", async () => {
    const w = await world("Bad Expiry");
    for (const [expiresOn, code] of [
      [day(0), "offerExpiryDate"],
      [day(-3), "offerExpiryDate"],
      ["12/12/2030", "offerExpiryDate"],
      ["2030-02-30", "offerExpiryDate"],
    ] as const) {
      const res = await callAs(ctx.app, w.funder).post(w.funderUrl("offer"), {
        ...terms,
        expiresOn,
      });
      expect(res.statusCode, expiresOn).toBe(400);
      expect(res.json().error.issues, expiresOn).toMatchObject([{ path: "expiresOn", code }]);
    }
    const long = await callAs(ctx.app, w.funder).post(w.funderUrl("offer"), {
      ...terms,
      conditions: "x".repeat(2001),
    });
    expect(long.json().error.issues).toMatchObject([
      { path: "conditions", code: "conditionsTooLong" },
    ]);
    expect((await w.brokerView()).proposal).toBeNull();
    // Tomorrow is the first day allowed.
    const ok = await callAs(ctx.app, w.funder).post(w.funderUrl("offer"), {
      ...terms,
      expiresOn: day(1),
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it("an expired offer cannot be accepted (409 offer_expired); a revision with a new expiry can", async () => {
    const w = await world("Expired");
    await callAs(ctx.app, w.funder).post(w.funderUrl("offer"), terms);
    const first = (await w.brokerView()).proposal!;
    // Its last day passed (no request can set a past day: the clock moved on).
    await ctx.app.database.db
      .update(proposals)
      .set({ expiresOn: day(-1) })
      .where(eq(proposals.id, first.id));
    const refused = await callAs(ctx.app, w.broker).post(w.brokerUrl("accept"), {
      proposalId: first.id,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe("offer_expired");
    expect((await w.brokerView()).status).toBe("offered");
    const sheet = await readPdf(await callAs(ctx.app, w.broker).get(w.brokerUrl("term-sheet")));
    expect(sheet.text).toContain("The offer expired at the end of");

    await callAs(ctx.app, w.funder).post(w.funderUrl("revise"), { ...terms, expiresOn: day(7) });
    const revised = (await w.brokerView()).proposal!;
    const accepted = await callAs(ctx.app, w.broker).post(w.brokerUrl("accept"), {
      proposalId: revised.id,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().status).toBe("accepted");
  });

  it("an offer on its last day can still be accepted", async () => {
    const w = await world("Last Day");
    await callAs(ctx.app, w.funder).post(w.funderUrl("offer"), terms);
    const offer = (await w.brokerView()).proposal!;
    await ctx.app.database.db
      .update(proposals)
      .set({ expiresOn: day(0) })
      .where(eq(proposals.id, offer.id));
    const accepted = await callAs(ctx.app, w.broker).post(w.brokerUrl("accept"), {
      proposalId: offer.id,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });
});
