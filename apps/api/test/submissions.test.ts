import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { memberships } from "@portal/db/schema/organizations";
import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";
import { jobsDone, multipartForm, sampleFiles, useTestApp } from "./test-app";
import {
  createApprovedFunder,
  createBroker,
  createDeal,
  createListing,
  createSubmissions,
  organizationOf,
  signUp,
} from "./factories";
import { callAs } from "./call-as";

const crmSecret = "crm-secret-crm-secret-crm-secret";
const dataDir = mkdtempSync(join(tmpdir(), "portal-submissions-"));
const ctx = useTestApp({ CRM_WEBHOOK_SECRET: crmSecret, DATA_DIR: dataDir });

/** The mails the outbox holds for `to` about a deal (its reference in the subject), oldest first, once queued mail is sent. */
async function mailsTo(to: string, reference: string) {
  await jobsDone(ctx.app);
  const dir = join(dataDir, "outbox");
  const files = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith(".eml"))
        .sort()
    : [];
  const parsed = await Promise.all(
    files.map(async (f) => simpleParser(readFileSync(join(dir, f)))),
  );
  return parsed
    .filter(
      (m) => m.to && !Array.isArray(m.to) && m.to.text === to && m.subject?.includes(reference),
    )
    .map((m) => ({ subject: m.subject, text: m.text ?? "" }));
}

/** An approved funder with one published listing. */
async function funderWithListing(
  company: string,
  commissionBp = 200,
  terms: Record<string, unknown> = {},
) {
  const funder = await createApprovedFunder(ctx.app, company);
  const listing = await createListing(ctx.app, funder, {
    name: `${company} loans`,
    brokerCommissionBp: commissionBp,
    criteria: { products: ["term_loan"] },
    ...terms,
  });
  return { funder, listing };
}

async function brokerDeal(company: string, legalName = "Harbour Bakery Ltd") {
  const broker = await createBroker(ctx.app, company);
  const deal = await createDeal(
    ctx.app,
    broker,
    { amountMinor: 10_000_000 },
    { legalName, owners: [{ name: "Ann", ownershipBp: 10_000, creditScore: 700 }] },
  );
  const upload = async (type: string) => {
    const form = multipartForm([
      { name: "type", value: type },
      { name: "file", fileName: `${type}.pdf`, content: sampleFiles.pdf() },
    ]);
    const res = await ctx.app.inject({
      method: "POST",
      url: `/v1/user/deal/${deal.id}/documents`,
      headers: { authorizationkey: broker.token, ...form.headers },
      payload: form.payload,
    });
    return res.json().id as string;
  };
  return {
    broker,
    deal,
    statement: await upload("bank_statement"),
    taxReturn: await upload("tax_return"),
  };
}

describe("submissions: send, answer, compare, accept, fund", () => {
  it("runs the whole loop with history, shared documents only, and the commission ledger", async () => {
    const alpha = await funderWithListing("Alpha Capital", 250);
    const beta = await funderWithListing("Beta Funding", 100);
    const { broker, deal, statement, taxReturn } = await brokerDeal("Loop Brokers");
    const sub = (list: { funderName: string; id: string; status: string }[], name: string) =>
      list.find((x) => x.funderName === name)!;

    // Send to both funders, sharing the bank statement only.
    expect(
      (
        await callAs(ctx.app, broker).post(`/v1/user/deal/${deal.id}/submissions/preview`, {
          listingIds: [alpha.listing.id, beta.listing.id],
        })
      ).json(),
    ).toMatchObject({ warnings: [], training: null });
    const sent = await callAs(ctx.app, broker).post(`/v1/user/deal/${deal.id}/submissions`, {
      listingIds: [alpha.listing.id, beta.listing.id],
      sharedDocumentIds: [statement],
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().items.map((s: { status: string }) => s.status)).toEqual([
      "pending",
      "pending",
    ]);
    const history = (await callAs(ctx.app, broker).get(`/v1/user/deal/${deal.id}`)).json().history;
    const entries = history.map(
      (h: { to: string; event: { funderName: string; listingName: string } | null }) =>
        `${h.to}: ${h.event ? `${h.event.funderName} / ${h.event.listingName}` : ""}`,
    );
    expect(entries.slice(0, 2)).toEqual(["draft: ", "submitted: "]);
    // Both sendings are recorded in one transaction, at the same instant: in either order. Facts,
    // worded by the web (decision 071).
    expect(entries.slice(2).sort()).toEqual([
      "submitted: Alpha Capital / Alpha Capital loans",
      "submitted: Beta Funding / Beta Funding loans",
    ]);
    expect(history.slice(2).map((h: { event: { kind: string } }) => h.event.kind)).toEqual([
      "sent",
      "sent",
    ]);
    expect(
      (
        await callAs(ctx.app, broker).post(`/v1/user/deal/${deal.id}/submissions`, {
          listingIds: [alpha.listing.id],
        })
      ).json().error.code,
    ).toBe("already_sent");

    // The funder sees the deal and only what was shared.
    const inbox = (await callAs(ctx.app, alpha.funder).get("/v1/funder/submissions")).json().items;
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({
      brokerName: "Loop Brokers",
      amountMinor: 10_000_000,
      businessName: "Harbour Bakery Ltd",
      tab: "new",
    });
    const alphaSub = inbox[0].id;
    const view = (
      await callAs(ctx.app, alpha.funder).get(`/v1/funder/submission/${alphaSub}`)
    ).json();
    expect(view.documents.map((d: { id: string }) => d.id)).toEqual([statement]);
    expect(
      (
        await callAs(ctx.app, alpha.funder).get(
          `/v1/funder/submission/${alphaSub}/documents/${statement}`,
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await callAs(ctx.app, alpha.funder).get(
          `/v1/funder/submission/${alphaSub}/documents/${taxReturn}`,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await callAs(ctx.app, beta.funder).get(`/v1/funder/submission/${alphaSub}`)).statusCode,
    ).toBe(404);

    // A question, answered with another document.
    expect(
      (
        await callAs(ctx.app, alpha.funder).post(`/v1/funder/submission/${alphaSub}/request-info`, {
          note: "Please send last year's tax return",
        })
      ).json().status,
    ).toBe("info_requested");
    // The broker is told by email, with the question and the way to the deal.
    const [asked] = await mailsTo(broker.email, deal.reference);
    expect(asked!.subject).toBe(`Alpha Capital asks about Harbour Bakery Ltd (${deal.reference})`);
    expect(asked!.text).toContain(
      `Alpha Capital needs more information on Harbour Bakery Ltd's deal ${deal.reference} before deciding. They wrote: "Please send last year's tax return"`,
    );
    expect(asked!.text).toContain(`http://localhost:3000/deals/${deal.id}`);
    // The funder was told only that the deal arrived (its own move is not mailed back to it).
    expect((await mailsTo(alpha.funder.email, deal.reference)).map((m) => m.subject)).toEqual([
      `Loop Brokers sent you Harbour Bakery Ltd (${deal.reference})`,
    ]);
    expect((await callAs(ctx.app, broker).get(`/v1/user/deal/${deal.id}`)).json().status).toBe(
      "in_review",
    );
    const answered = await callAs(ctx.app, broker).post(`/v1/user/submission/${alphaSub}/answer`, {
      note: "Attached",
      sharedDocumentIds: [taxReturn],
    });
    expect(answered.json()).toMatchObject({
      status: "pending",
      sharedDocumentIds: [statement, taxReturn],
    });

    // Two offers to compare.
    const offer = (amountMinor: number, brokerCommissionBp: number) => ({
      amountMinor,
      rateBp: 1200,
      termMonths: 24,
      feesMinor: 50_000,
      brokerCommissionBp,
    });
    expect(
      (
        await callAs(ctx.app, alpha.funder).post(
          `/v1/funder/submission/${alphaSub}/offer`,
          offer(9_000_000, 250),
        )
      ).json().status,
    ).toBe("offered");
    const betaSub = sub(
      (await callAs(ctx.app, broker).get(`/v1/user/deal/${deal.id}/submissions`)).json().items,
      "Beta Funding",
    ).id;
    expect(
      (
        await callAs(ctx.app, beta.funder).post(
          `/v1/funder/submission/${betaSub}/offer`,
          offer(10_000_000, 100),
        )
      ).statusCode,
    ).toBe(200);
    expect((await mailsTo(broker.email, deal.reference)).map((m) => m.subject)).toEqual([
      `Alpha Capital asks about Harbour Bakery Ltd (${deal.reference})`,
      `Alpha Capital sent a proposal for Harbour Bakery Ltd (${deal.reference})`,
      `Beta Funding sent a proposal for Harbour Bakery Ltd (${deal.reference})`,
    ]);
    expect((await callAs(ctx.app, broker).get(`/v1/user/deal/${deal.id}`)).json().status).toBe(
      "proposals",
    );
    const compared = (
      await callAs(ctx.app, broker).get(`/v1/user/deal/${deal.id}/submissions`)
    ).json().items;
    expect(
      compared.map((s: { proposal: { amountMinor: number } }) => s.proposal.amountMinor).sort(),
    ).toEqual([10_000_000, 9_000_000].sort());

    // Accept Alpha's: Beta's offer is turned down, the deal is accepted, commission expected.
    expect(
      (await callAs(ctx.app, alpha.funder).post(`/v1/user/submission/${alphaSub}/accept`))
        .statusCode,
    ).toBe(404);
    expect(
      (await callAs(ctx.app, broker).post(`/v1/user/submission/${alphaSub}/accept`)).json().status,
    ).toBe("accepted");
    const after = (await callAs(ctx.app, broker).get(`/v1/user/deal/${deal.id}/submissions`)).json()
      .items;
    expect(sub(after, "Beta Funding").status).toBe("borrower_declined");
    expect((await callAs(ctx.app, broker).get(`/v1/user/deal/${deal.id}`)).json().status).toBe(
      "accepted",
    );
    expect(
      (
        await callAs(ctx.app, beta.funder).post(
          `/v1/funder/submission/${betaSub}/offer`,
          offer(1, 1),
        )
      ).json().error.code,
    ).toBe("invalid_transition");
    expect(
      (await callAs(ctx.app, broker).post(`/v1/user/submission/${alphaSub}/accept`)).json().error
        .code,
    ).toBe("invalid_transition");

    // Funded: the deal closes and the commission is earned on what was funded.
    expect(
      (
        await callAs(ctx.app, beta.funder).post(`/v1/funder/submission/${betaSub}/funded`, {})
      ).json().error.code,
    ).toBe("invalid_transition");
    expect(
      (
        await callAs(ctx.app, alpha.funder).post(`/v1/funder/submission/${alphaSub}/funded`, {
          amountMinor: 8_800_000,
        })
      ).statusCode,
    ).toBe(200);
    expect((await callAs(ctx.app, broker).get(`/v1/user/deal/${deal.id}`)).json()).toMatchObject({
      status: "funded",
      fundedAmountMinor: 8_800_000,
    });
    expect(
      (await callAs(ctx.app, broker).get(`/v1/user/deal/${deal.id}/commissions`))
        .json()
        .items.map((c: { kind: string; amountMinor: number }) => `${c.kind} ${c.amountMinor}`),
    ).toEqual(["expected 225000", "earned 220000"]);
    expect(
      (
        await callAs(ctx.app, alpha.funder).post(`/v1/funder/submission/${alphaSub}/funded`, {})
      ).json().error.code,
    ).toBe("invalid_transition");
  });

  it("an offer keeps its payment frequency and days to fund; bad terms are refused and change nothing", async () => {
    const alpha = await funderWithListing("Schedule Capital");
    const { broker, deal } = await brokerDeal("Schedule Brokers", "Schedule Bakery Ltd");
    const [sent] = (
      await callAs(ctx.app, broker).post(`/v1/user/deal/${deal.id}/submissions`, {
        listingIds: [alpha.listing.id],
      })
    ).json().items;
    const url = `/v1/funder/submission/${sent.id}/offer`;
    const terms = {
      amountMinor: 5_000_000,
      factorBp: 13_000,
      termMonths: 6,
      brokerCommissionBp: 200,
    };
    for (const bad of [
      { paymentFrequency: "hourly" },
      { paymentFrequency: 7 },
      { fundingDays: -1 },
      { fundingDays: 366 },
      { fundingDays: "soon" },
    ]) {
      const refused = await callAs(ctx.app, alpha.funder).post(url, { ...terms, ...bad });
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const listed = async () =>
      (await callAs(ctx.app, broker).get(`/v1/user/deal/${deal.id}/submissions`)).json().items[0];
    expect((await listed()).proposal).toBeNull();

    expect(
      (
        await callAs(ctx.app, alpha.funder).post(url, {
          ...terms,
          paymentFrequency: "daily",
          fundingDays: 2,
        })
      ).statusCode,
    ).toBe(200);
    expect((await listed()).proposal).toMatchObject({ paymentFrequency: "daily", fundingDays: 2 });
    // Left out in a revision: monthly payments and no commitment on the days to fund.
    await callAs(ctx.app, alpha.funder).post(`/v1/funder/submission/${sent.id}/revise`, terms);
    expect((await listed()).proposal).toMatchObject({
      paymentFrequency: "monthly",
      fundingDays: null,
    });
  });

  it("a funder sees the facts it decides on for a deal sent to it, and nothing of deals sent elsewhere", async () => {
    const alpha = await funderWithListing("Facts Capital", 200, {
      criteria: { products: ["commercial_real_estate"] },
    });
    const other = await funderWithListing("Other Capital", 200, {
      criteria: { products: ["commercial_real_estate"] },
    });
    const broker = await createBroker(ctx.app, "Facts Brokers");
    const deal = await createDeal(
      ctx.app,
      broker,
      { product: "commercial_real_estate", monthlyRevenueMinor: 3_000_000 },
      {
        legalName: "Quay Offices Ltd",
        industry: "real_estate",
        startDate: "2019-03-01",
        region: "GB-EDH",
        registrationNumber: "SC123456",
        address: "1 Private Road",
        owners: [
          { name: "Ann Lee", ownershipBp: 6_000, creditScore: 720 },
          { name: "Bo Chan", ownershipBp: 4_000, creditScore: 680 },
        ],
        property: { type: "commercial", address: "2 Quay St, Leith", valueMinor: 90_000_000 },
      },
    );
    const [sent] = await createSubmissions(ctx.app, broker, deal.id, [alpha.listing.id]);
    const seen = (
      await callAs(ctx.app, alpha.funder).get(`/v1/funder/submission/${sent!.id}`)
    ).json();
    expect(seen.deal).toMatchObject({
      product: "commercial_real_estate",
      monthlyRevenueMinor: 3_000_000,
    });
    expect(seen.borrower).toEqual({
      legalName: "Quay Offices Ltd",
      entityType: "limited_company",
      country: "GB",
      region: "GB-EDH",
      industry: "real_estate",
      startDate: "2019-03-01",
      owners: [
        { name: "Ann Lee", ownershipBp: 6_000, creditScore: 720 },
        { name: "Bo Chan", ownershipBp: 4_000, creditScore: 680 },
      ],
      property: { type: "commercial", address: "2 Quay St, Leith", valueMinor: 90_000_000 },
    });
    // Not the broker's file: no registration number or business address.
    expect(JSON.stringify(seen)).not.toContain("SC123456");
    expect(JSON.stringify(seen)).not.toContain("1 Private Road");
    // Another funder, and the broker through the funder's route: nothing.
    expect(
      (await callAs(ctx.app, other.funder).get(`/v1/funder/submission/${sent!.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await callAs(ctx.app, other.funder).get("/v1/funder/submissions"))
        .json()
        .items.map((i: { id: string }) => i.id),
    ).not.toContain(sent!.id);
    expect(
      (await callAs(ctx.app, broker).get(`/v1/funder/submission/${sent!.id}`)).statusCode,
    ).toBe(404);
  });

  it("mails every member of a funder when a deal arrives and when its offer is accepted, linking the inbox item", async () => {
    const alpha = await funderWithListing("Mailed Capital");
    const beta = await funderWithListing("Unmailed Funding");
    const colleague = await signUp(ctx.app);
    await ctx.app.database.db.insert(memberships).values({
      organizationId: (await organizationOf(ctx.app, alpha.funder)).id,
      userId: colleague.userId,
      role: "member",
    });
    const { broker, deal } = await brokerDeal("Telling Brokers", "Private Bakery Ltd");
    const sent = await createSubmissions(ctx.app, broker, deal.id, [
      alpha.listing.id,
      beta.listing.id,
    ]);
    // Sent in one transaction: the list's order is not the listings' order.
    const alphaSub = sent.find((s) => s.lenderId === alpha.listing.id);
    const betaSub = sent.find((s) => s.lenderId === beta.listing.id);
    // Each mail names the business (the borrower's legal name, which the inbox item shows the
    // funder), the broker and the reference; the borrower's other details stay behind the sign-in.
    const arrived = `Telling Brokers sent you Private Bakery Ltd (${deal.reference})`;
    for (const who of [alpha.funder, colleague]) {
      const [mail, ...more] = await mailsTo(who.email, deal.reference);
      expect(more).toEqual([]);
      expect(mail!.subject).toBe(arrived);
      expect(mail!.text).toContain(`http://localhost:3000/inbox/${alphaSub!.id}`);
      expect(mail!.text).toContain(
        `Telling Brokers sent your organization Private Bakery Ltd's deal ${deal.reference}.`,
      );
      expect(mail!.text).not.toContain("Ann");
    }
    const [betaMail] = await mailsTo(beta.funder.email, deal.reference);
    expect(betaMail!.text).toContain(`http://localhost:3000/inbox/${betaSub!.id}`);
    expect(await mailsTo(broker.email, arrived)).toEqual([]);

    for (const [who, sub] of [
      [alpha.funder, alphaSub],
      [beta.funder, betaSub],
    ] as const) {
      await callAs(ctx.app, who).post(`/v1/funder/submission/${sub!.id}/offer`, {
        amountMinor: 5_000_000,
        factorBp: 12_000,
        termMonths: 12,
        brokerCommissionBp: 200,
      });
    }
    expect(
      (await callAs(ctx.app, broker).post(`/v1/user/submission/${alphaSub!.id}/accept`)).statusCode,
    ).toBe(200);
    const accepted = `Telling Brokers accepted your offer for Private Bakery Ltd (${deal.reference})`;
    for (const who of [alpha.funder, colleague]) {
      const mails = await mailsTo(who.email, deal.reference);
      expect(mails.map((m) => m.subject)).toEqual([arrived, accepted]);
      expect(mails[1]!.text).toContain(`http://localhost:3000/inbox/${alphaSub!.id}`);
      expect(mails[1]!.text).toContain(`for Private Bakery Ltd's deal ${deal.reference}.`);
    }
    // The funder whose offer was turned down hears nothing more by mail.
    expect((await mailsTo(beta.funder.email, deal.reference)).map((m) => m.subject)).toEqual([
      arrived,
    ]);
  });

  it("refuses what is not the caller's: other organizations' deals, drafts, other borrowers' documents, the wrong side's moves", async () => {
    const alpha = await funderWithListing("Gamma Capital");
    const { broker, deal, statement } = await brokerDeal("Careful Brokers");
    const other = await brokerDeal("Other Brokers", "Other Business Ltd");
    const draft = (
      await callAs(ctx.app, alpha.funder).post("/v1/lender", { name: "Draft", currency: "GBP" })
    ).json();
    expect(
      (
        await callAs(ctx.app, other.broker).post(`/v1/user/deal/${deal.id}/submissions`, {
          listingIds: [alpha.listing.id],
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await callAs(ctx.app, broker).post(`/v1/user/deal/${deal.id}/submissions`, {
          listingIds: [draft.id],
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await callAs(ctx.app, broker).post(`/v1/user/deal/${deal.id}/submissions`, {
          listingIds: [alpha.listing.id],
          sharedDocumentIds: [other.statement],
        })
      ).json().error.issues[0].path,
    ).toBe("sharedDocumentIds");
    expect(
      (
        await callAs(ctx.app, broker).post(`/v1/user/deal/${deal.id}/submissions`, {
          listingIds: [],
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await callAs(ctx.app, broker).post(`/v1/user/deal/${deal.id}/submissions`, {
          listingIds: ["x"],
        })
      ).statusCode,
    ).toBe(400);
    const sent = (
      await callAs(ctx.app, broker).post(`/v1/user/deal/${deal.id}/submissions`, {
        listingIds: [alpha.listing.id],
        sharedDocumentIds: [statement],
      })
    ).json().items[0];
    expect(
      (await callAs(ctx.app, other.broker).get(`/v1/user/deal/${deal.id}/submissions`)).statusCode,
    ).toBe(404);
    expect(
      (await callAs(ctx.app, other.broker).post(`/v1/user/submission/${sent.id}/cancel`))
        .statusCode,
    ).toBe(404);
    expect((await callAs(ctx.app, broker).get("/v1/funder/submissions")).json().error.code).toBe(
      "forbidden",
    );
    expect((await callAs(ctx.app, broker).get(`/v1/funder/submission/${sent.id}`)).statusCode).toBe(
      404,
    );
    expect(
      (
        await callAs(ctx.app, alpha.funder).post(`/v1/funder/submission/${sent.id}/offer`, {
          amountMinor: 5,
          termMonths: 12,
          brokerCommissionBp: 100,
        })
      ).json().error.issues[0].path,
    ).toBe("rateBp");
    expect(
      (
        await callAs(ctx.app, alpha.funder).post(`/v1/funder/submission/${sent.id}/decline`, {
          reason: "other",
          note: "",
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await callAs(ctx.app, broker).post(`/v1/user/submission/${sent.id}/answer`, {
          note: "nothing was asked",
        })
      ).json().error.code,
    ).toBe("invalid_transition");
    expect(
      (
        await callAs(ctx.app, alpha.funder).post(`/v1/funder/submission/${sent.id}/decline`, {
          reason: "outside_criteria",
          note: "Outside our appetite",
        })
      ).json().status,
    ).toBe("declined");
    expect(
      (await callAs(ctx.app, broker).post(`/v1/user/submission/${sent.id}/cancel`)).json().error
        .code,
    ).toBe("invalid_transition");
    const events = (
      await callAs(ctx.app, broker).get(`/v1/user/deal/${deal.id}/submissions`)
    ).json().items[0].events;
    expect(
      events.map((e: { to: string; note: string | null }) => `${e.to}: ${e.note ?? ""}`),
    ).toEqual(["pending: ", "declined: Outside our appetite"]);
  });

  it("warns before sending when the funder already has the business from another broker", async () => {
    const alpha = await funderWithListing("Delta Capital");
    const first = await brokerDeal("First Brokers", "Shared Business Ltd");
    await callAs(ctx.app, first.broker).post(`/v1/user/deal/${first.deal.id}/submissions`, {
      listingIds: [alpha.listing.id],
    });
    const second = await brokerDeal("Second Brokers", "shared business ltd.");
    const preview = await callAs(ctx.app, second.broker).post(
      `/v1/user/deal/${second.deal.id}/submissions/preview`,
      { listingIds: [alpha.listing.id] },
    );
    expect(preview.json().warnings).toEqual([
      {
        listingId: alpha.listing.id,
        funderName: "Delta Capital",
        message: "Delta Capital already has shared business ltd. from another broker",
      },
    ]);
    // The same broker sending again is not a duplicate from another broker.
    const sameBroker = await callAs(ctx.app, first.broker).post(
      `/v1/user/deal/${first.deal.id}/submissions/preview`,
      { listingIds: [alpha.listing.id] },
    );
    expect(sameBroker.json().warnings).toEqual([]);
    // The funder can flag it.
    const sent = (
      await callAs(ctx.app, second.broker).post(`/v1/user/deal/${second.deal.id}/submissions`, {
        listingIds: [alpha.listing.id],
      })
    ).json().items[0];
    expect(
      (
        await callAs(ctx.app, alpha.funder).post(`/v1/funder/submission/${sent.id}/duplicate`, {
          note: "Already with us via First Brokers",
        })
      ).json().status,
    ).toBe("duplicate");
  });

  it("a deal the broker withdraws from a funder keeps its inbox row but no longer shows the deal or its documents", async () => {
    const alpha = await funderWithListing("Zeta Capital");
    const beta = await funderWithListing("Eta Funding");
    const gamma = await funderWithListing("Theta Finance");
    const { broker, deal, statement } = await brokerDeal("Withdrawing Brokers", "Withdrawn Ltd");
    const offer = { amountMinor: 5_000_000, rateBp: 1200, termMonths: 24, brokerCommissionBp: 200 };
    const sent = await createSubmissions(
      ctx.app,
      broker,
      deal.id,
      [alpha.listing.id, beta.listing.id, gamma.listing.id],
      [statement],
    );
    const [a, b, c] = [alpha, beta, gamma].map(
      (f) => sent.find((s) => s.lenderId === f.listing.id)!.id,
    );
    await callAs(ctx.app, alpha.funder).post(`/v1/funder/submission/${a}/request-info`, {
      note: "Who are the owners?",
    });
    await callAs(ctx.app, broker).post(`/v1/user/submission/${a}/answer`, {
      note: "Ann, since 2015",
    });
    const document = `/v1/funder/submission/${a}/documents/${statement}`;
    expect((await callAs(ctx.app, alpha.funder).get(document)).statusCode).toBe(200);

    expect(
      (await callAs(ctx.app, broker).post(`/v1/user/submission/${a}/cancel`)).json().status,
    ).toBe("cancelled");
    const withdrawn = {
      id: a,
      status: "cancelled",
      reference: deal.reference,
      brokerName: "Withdrawing Brokers",
    };
    const inbox = (
      await callAs(ctx.app, alpha.funder).get("/v1/funder/submissions?tab=lost")
    ).json().items;
    // The inbox row stays, naming no business (decision 021).
    expect(inbox).toEqual([
      expect.objectContaining({
        ...withdrawn,
        tab: "lost",
        businessName: null,
        country: null,
        unread: 0,
      }),
    ]);
    const view = (await callAs(ctx.app, alpha.funder).get(`/v1/funder/submission/${a}`)).json();
    expect(view).toMatchObject({
      ...withdrawn,
      deal: null,
      borrower: null,
      sharedDocumentIds: [],
      documents: [],
    });
    expect(view.events.map((e: { to: string; note: string | null }) => [e.to, e.note])).toEqual([
      ["pending", null],
      ["info_requested", null],
      ["pending", null],
      ["cancelled", null],
    ]);
    const refused = await callAs(ctx.app, alpha.funder).get(document);
    expect(refused.statusCode).toBe(410);
    expect(refused.json().error).toMatchObject({
      code: "submission_withdrawn",
      message:
        "The broker withdrew this deal: its details and documents are no longer available to you.",
    });
    expect(
      (await callAs(ctx.app, alpha.funder).post(`/v1/funder/submission/${a}/offer`, offer)).json()
        .error.code,
    ).toBe("invalid_transition");
    // The broker still sees everything, the notes included.
    const own = (await callAs(ctx.app, broker).get(`/v1/user/deal/${deal.id}/submissions`)).json()
      .items;
    expect(own.find((s: { id: string }) => s.id === a).events[2].note).toBe("Ann, since 2015");

    // Accepting another funder's offer withdraws the deal from those that had not offered.
    await callAs(ctx.app, gamma.funder).post(`/v1/funder/submission/${c}/offer`, offer);
    await callAs(ctx.app, broker).post(`/v1/user/submission/${c}/accept`);
    expect(
      (await callAs(ctx.app, beta.funder).get(`/v1/funder/submission/${b}`)).json(),
    ).toMatchObject({
      status: "cancelled",
      deal: null,
      borrower: null,
      documents: [],
    });
    expect(
      (await callAs(ctx.app, beta.funder).get(`/v1/funder/submission/${b}/documents/${statement}`))
        .statusCode,
    ).toBe(410);
    // The funder whose offer was accepted keeps the deal and its documents.
    const accepted = (await callAs(ctx.app, gamma.funder).get(`/v1/funder/submission/${c}`)).json();
    expect(accepted).toMatchObject({
      status: "accepted",
      deal: { amountMinor: 10_000_000 },
      borrower: { legalName: "Withdrawn Ltd" },
    });
    expect(accepted.documents.map((d: { id: string }) => d.id)).toEqual([statement]);
  });

  it("withdrawing the whole deal withdraws its open submissions from their funders; closed ones stay", async () => {
    const funders = await Promise.all(
      ["Iota Capital", "Kappa Funding", "Lambda Finance", "Mu Lending"].map((n) =>
        funderWithListing(n),
      ),
    );
    const [pending, asking, offering, declining] = funders;
    const { broker, deal, statement } = await brokerDeal("Whole Deal Brokers", "Whole Deal Ltd");
    const sent = await createSubmissions(
      ctx.app,
      broker,
      deal.id,
      funders.map((f) => f.listing.id),
      [statement],
    );
    const idOf = (f: (typeof funders)[number]) => sent.find((s) => s.lenderId === f.listing.id)!.id;
    await callAs(ctx.app, asking!.funder).post(
      `/v1/funder/submission/${idOf(asking!)}/request-info`,
      {
        note: "Latest accounts?",
      },
    );
    await callAs(ctx.app, offering!.funder).post(`/v1/funder/submission/${idOf(offering!)}/offer`, {
      amountMinor: 5_000_000,
      rateBp: 1200,
      termMonths: 24,
      brokerCommissionBp: 200,
    });
    await callAs(ctx.app, declining!.funder).post(
      `/v1/funder/submission/${idOf(declining!)}/decline`,
      {
        reason: "amount",
        note: "Not for us",
      },
    );
    const { version } = (await callAs(ctx.app, broker).get(`/v1/user/deal/${deal.id}`)).json();
    const withdrawn = await callAs(ctx.app, broker).post(`/v1/user/deal/${deal.id}/transition`, {
      to: "withdrawn",
      reason: "The client found money elsewhere",
      version,
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);

    for (const f of [pending!, asking!, offering!]) {
      const id = idOf(f);
      const view = (await callAs(ctx.app, f.funder).get(`/v1/funder/submission/${id}`)).json();
      expect(view).toMatchObject({
        status: "cancelled",
        reference: deal.reference,
        deal: null,
        borrower: null,
        documents: [],
        sharedDocumentIds: [],
      });
      const document = await callAs(ctx.app, f.funder).get(
        `/v1/funder/submission/${id}/documents/${statement}`,
      );
      expect(document.statusCode).toBe(410);
      expect(document.json().error.code).toBe("submission_withdrawn");
    }
    // The funder that declined answered the deal as sent: it keeps what it answered on.
    const declined = (
      await callAs(ctx.app, declining!.funder).get(`/v1/funder/submission/${idOf(declining!)}`)
    ).json();
    expect(declined).toMatchObject({
      status: "declined",
      borrower: { legalName: "Whole Deal Ltd" },
    });
    // The broker sees each withdrawal in the submission's trail.
    const own = (await callAs(ctx.app, broker).get(`/v1/user/deal/${deal.id}/submissions`)).json()
      .items;
    expect(
      Object.fromEntries(
        own.map((s: { funderName: string; status: string; events: { note: string | null }[] }) => [
          s.funderName,
          [s.status, s.events.at(-1)!.note],
        ]),
      ),
    ).toEqual({
      "Iota Capital": ["cancelled", "Withdrew the deal"],
      "Kappa Funding": ["cancelled", "Withdrew the deal"],
      "Lambda Finance": ["cancelled", "Withdrew the deal"],
      "Mu Lending": ["declined", "Not for us"],
    });
  });

  it("a deal withdrawn (here by the CRM) after an offer was accepted keeps the accepted funder's access", async () => {
    const [chosen, other] = await Promise.all([
      funderWithListing("Nu Capital"),
      funderWithListing("Xi Funding"),
    ]);
    const { broker, deal, statement } = await brokerDeal("Accepted Brokers", "Accepted Ltd");
    const sent = await createSubmissions(
      ctx.app,
      broker,
      deal.id,
      [chosen!.listing.id, other!.listing.id],
      [statement],
    );
    const [c, o] = [chosen!, other!].map((f) => sent.find((s) => s.lenderId === f.listing.id)!.id);
    await callAs(ctx.app, chosen!.funder).post(`/v1/funder/submission/${c}/offer`, {
      amountMinor: 5_000_000,
      rateBp: 1200,
      termMonths: 24,
      brokerCommissionBp: 200,
    });
    await callAs(ctx.app, broker).post(`/v1/user/submission/${c}/accept`);
    const hook = await ctx.app.inject({
      method: "POST",
      url: `/v1/zoho-webhook/qs?deal=${deal.id}&stage=Withdrawn&reason=Client%20walked`,
      headers: { "x-portal-webhook-secret": crmSecret },
    });
    expect(hook.json(), hook.body).toMatchObject({ status: "withdrawn", changed: true });
    // Accepted is not open: the accepted funder keeps the deal and sees it withdrawn.
    expect(
      (await callAs(ctx.app, chosen!.funder).get(`/v1/funder/submission/${c}`)).json(),
    ).toMatchObject({
      status: "accepted",
      deal: { status: "withdrawn" },
      borrower: { legalName: "Accepted Ltd" },
    });
    expect(
      (await callAs(ctx.app, other!.funder).get(`/v1/funder/submission/${o}`)).json(),
    ).toMatchObject({
      status: "cancelled",
      deal: null,
    });
  });

  it("the CRM withdrawing a deal withdraws its open submissions too", async () => {
    const { funder, listing } = await funderWithListing("Omicron Capital");
    const { broker, deal, statement } = await brokerDeal("CRM Withdraw Brokers", "Crm Gone Ltd");
    const [sent] = await createSubmissions(ctx.app, broker, deal.id, [listing.id], [statement]);
    const hook = await ctx.app.inject({
      method: "POST",
      url: `/v1/zoho-webhook/qs?deal=${deal.id}&stage=Withdrawn&reason=Client%20walked`,
      headers: { "x-portal-webhook-secret": crmSecret },
    });
    expect(hook.json(), hook.body).toMatchObject({ status: "withdrawn", changed: true });
    expect(
      (await callAs(ctx.app, funder).get(`/v1/funder/submission/${sent!.id}`)).json(),
    ).toMatchObject({
      status: "cancelled",
      deal: null,
      documents: [],
    });
    const own = (await callAs(ctx.app, broker).get(`/v1/user/deal/${deal.id}/submissions`)).json()
      .items;
    expect(own[0].events.at(-1)).toMatchObject({
      to: "cancelled",
      actorId: null,
      note: "Withdrew the deal",
    });
  });

  it("funding reported by the CRM earns the commission of the accepted offer too", async () => {
    const alpha = await funderWithListing("Epsilon Capital", 300);
    const { broker, deal } = await brokerDeal("CRM Brokers", "Crm Funded Ltd");
    const sent = (
      await callAs(ctx.app, broker).post(`/v1/user/deal/${deal.id}/submissions`, {
        listingIds: [alpha.listing.id],
      })
    ).json().items[0];
    await callAs(ctx.app, alpha.funder).post(`/v1/funder/submission/${sent.id}/offer`, {
      amountMinor: 4_000_000,
      factorBp: 13_000,
      termMonths: 12,
      brokerCommissionBp: 300,
    });
    await callAs(ctx.app, broker).post(`/v1/user/submission/${sent.id}/accept`);
    const hook = (amount: string) =>
      ctx.app.inject({
        method: "POST",
        url: `/v1/zoho-webhook/qs?deal=${deal.id}&stage=Closed%20Won&amount=${amount}`,
        headers: { "x-portal-webhook-secret": crmSecret },
      });
    expect((await hook("35000")).json()).toMatchObject({ status: "funded", changed: true });
    expect((await hook("35000")).json()).toMatchObject({ changed: false });
    expect(
      (await callAs(ctx.app, broker).get(`/v1/user/deal/${deal.id}/commissions`))
        .json()
        .items.map(
          (c: { kind: string; amountMinor: number; baseMinor: number }) =>
            `${c.kind} ${c.amountMinor} on ${c.baseMinor}`,
        ),
    ).toEqual(["expected 120000 on 4000000", "earned 105000 on 3500000"]);
  });

  it("ranks funders on their measured response time once 3 answers count; a deal left unanswered 48 hours counts against the funder", async () => {
    const quick = await funderWithListing("Quick Capital", 200, { promisedResponseHours: 24 });
    const slow = await funderWithListing("Slow Funding", 200, { promisedResponseHours: 2 });
    const ranked = async () => {
      const { deal, broker } = await brokerDeal("Ranking Brokers");
      const fits = (await callAs(ctx.app, broker).get(`/v1/user/deal/${deal.id}/matches`)).json()
        .fits as {
        listingId: string;
        listing: { measuredResponseHours: number | null };
      }[];
      const at = (listingId: string) => fits.findIndex((f) => f.listingId === listingId);
      return {
        before: at(quick.listing.id) < at(slow.listing.id),
        quick: fits[at(quick.listing.id)]!.listing.measuredResponseHours,
        slow: fits[at(slow.listing.id)]!.listing.measuredResponseHours,
      };
    };
    const sendTo = async (listingId: string) => {
      const { broker, deal } = await brokerDeal("Ranking Brokers");
      const [submission] = await createSubmissions(ctx.app, broker, deal.id, [listingId]);
      return submission!.id;
    };

    // Promised times only: 2 hours ranks before 24.
    expect(await ranked()).toEqual({ before: false, quick: null, slow: null });

    // Quick answers at once, but two answers are not a measure yet; a second move does not count again.
    for (const [i, move] of (["decline", "request-info", "offer"] as const).entries()) {
      const id = await sendTo(quick.listing.id);
      // Matching reads the response times after the sending, before the answer: the answer must refresh them.
      if (i === 2) expect((await ranked()).quick).toBeNull();
      const body =
        move === "offer"
          ? {
              amountMinor: 5_000_000,
              rateBp: 1200,
              termMonths: 24,
              feesMinor: 0,
              brokerCommissionBp: 200,
            }
          : move === "decline"
            ? { reason: "credit", note: "Not for us" }
            : { note: "Not for us" };
      expect(
        (await callAs(ctx.app, quick.funder).post(`/v1/funder/submission/${id}/${move}`, body))
          .statusCode,
      ).toBe(200);
      if (move === "request-info")
        expect(
          (
            await callAs(ctx.app, quick.funder).post(`/v1/funder/submission/${id}/decline`, {
              reason: "credit",
              note: "No",
            })
          ).statusCode,
        ).toBe(200);
      if (i < 2) expect((await ranked()).quick).toBeNull();
    }
    const measured = await ranked();
    expect(measured).toMatchObject({ before: true, slow: null });
    expect(measured.quick).toBeGreaterThanOrEqual(0);
    expect(measured.quick).toBeLessThan(0.1);

    // Slow leaves three deals unanswered; once they have waited 72 hours, the next sending measures them.
    const waiting = [
      await sendTo(slow.listing.id),
      await sendTo(slow.listing.id),
      await sendTo(slow.listing.id),
    ];
    expect((await ranked()).slow).toBeNull();
    await ctx.app.database.db.execute(
      sql`update submissions set "sentAt" = now() - interval '72 hours' where id = any(${sql.param(waiting)}::uuid[])`,
    );
    await sendTo(slow.listing.id);
    const late = await ranked();
    expect(late.before).toBe(true);
    expect(late.slow).toBeGreaterThanOrEqual(72);
    expect(late.slow).toBeLessThan(72.2);
  });
});
