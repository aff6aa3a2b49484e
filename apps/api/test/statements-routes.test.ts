// A deal's bank statements through the API (issue 37, decision 089): read on upload in the app's
// reading pool, summarised with the figures of decision 088, proposed to the deal, the lines behind
// every figure by id, the funder's view of the statements shared with it, and every refusal.
// Readings are waited for through the service's `idle()`, never a sleep.
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { statements as statementsTable } from "@portal/db/schema/statements";
import type {
  DealStatements,
  StatementDocument,
  StatementLineItem,
} from "@portal/contract/statements/statement-schemas";
import { summariseStatements } from "../src/modules/statements/figures";
import { proposalOf } from "../src/modules/statements/proposal";
import { readStatement, isRefusal } from "../src/modules/statements/read/index";
import type { StatementInput } from "../src/modules/statements/timeline";
import { callAs } from "./call-as";
import {
  createApprovedFunder,
  createBroker,
  createDeal,
  createListing,
  createSubmissions,
  joinOrganizationOf,
  type SignedUp,
} from "./factories";
import { openStream } from "./live-stream";
import { multipartForm, useTestApp } from "./test-app";

const ctx = useTestApp();
const fixtures = new URL("./fixtures/statements/", import.meta.url);
const bytes = (name: string) => readFileSync(new URL(name, fixtures));
const expected = (name: string) =>
  JSON.parse(readFileSync(new URL(`${name}.expected.json`, fixtures), "utf8")) as {
    depositsMinor: number;
    count: number;
    periodStart: string;
    periodEnd: string;
  };
const chaseMonths = ["us-chase-2026-01.pdf", "us-chase-2026-02.pdf", "us-chase-2026-03.pdf"];

async function upload(
  who: SignedUp,
  dealId: string,
  name: string,
  type = "bank_statement",
  content: Buffer = bytes(name),
) {
  const form = multipartForm([
    { name: "type", value: type },
    { name: "file", fileName: name, content },
  ]);
  return ctx.app.inject({
    method: "POST",
    url: `/v1/user/deal/${dealId}/documents`,
    headers: { authorizationkey: who.token, ...form.headers },
    payload: form.payload,
  });
}

async function uploaded(who: SignedUp, dealId: string, name: string): Promise<string> {
  const res = await upload(who, dealId, name);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

async function statementsOf(who: SignedUp, dealId: string): Promise<DealStatements> {
  const res = await callAs(ctx.app, who).get(`/v1/user/deal/${dealId}/statements`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DealStatements>();
}

/** The deal's statements once every reading of this process has finished. */
async function settled(who: SignedUp, dealId: string): Promise<DealStatements> {
  await ctx.app.statements.idle();
  const answer = await statementsOf(who, dealId);
  // A GET may start a reading (never read or stale): then wait for it too.
  if (answer.statements.some((s) => s.status === "reading")) {
    await ctx.app.statements.idle();
    return statementsOf(who, dealId);
  }
  return answer;
}

const usDeal = (broker: SignedUp, overrides: Record<string, unknown> = {}) =>
  createDeal(ctx.app, broker, { currency: "USD", ...overrides }, { country: "US" });

const byFile = (answer: DealStatements, fileName: string) =>
  answer.statements.find((s) => s.fileName === fileName) as StatementDocument;

describe("statements read on upload", () => {
  it("reads three monthly statements into the known figures, positions and proposal", async () => {
    const broker = await createBroker(ctx.app, "Statement Readers");
    const deal = await usDeal(broker);
    const ids: string[] = [];
    for (const name of chaseMonths) ids.push(await uploaded(broker, deal.id, name));

    // Right after the upload, before the reading: the statement is there, reading.
    const early = await statementsOf(broker, deal.id);
    expect(early.statements.map((s) => s.documentId).sort()).toEqual([...ids].sort());

    const answer = await settled(broker, deal.id);
    for (const [i, name] of chaseMonths.entries()) {
      const facts = expected(name);
      expect(byFile(answer, name)).toMatchObject({
        documentId: ids[i],
        status: "read",
        format: "pdf",
        bank: "JPMorgan Chase",
        accountLast4: "3456",
        currency: "USD",
        periodStart: facts.periodStart,
        periodEnd: facts.periodEnd,
        lineCount: facts.count,
      });
    }
    const summary = answer.summary!;
    expect(summary.currency).toBe("USD");
    expect([...summary.statementIds].sort()).toEqual([...ids].sort());
    expect(summary.months.map((m) => [m.month, m.partial, m.depositsMinor])).toEqual(
      chaseMonths.map((name, i) => [`2026-0${i + 1}`, false, expected(name).depositsMinor]),
    );
    expect(summary.total.depositsMinor).toBe(
      chaseMonths.reduce((sum, name) => sum + expected(name).depositsMinor, 0),
    );
    expect(summary.positions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ frequency: "daily", amountMinor: 34_900, active: true }),
      ]),
    );

    // The same as reading the files here and summarising them with the documents' ids.
    const inputs: StatementInput[] = [];
    for (const [i, name] of chaseMonths.entries()) {
      const read = await readStatement(bytes(name), name);
      if (isRefusal(read)) throw new Error(read.message);
      inputs.push({ id: ids[i]!, statement: read });
    }
    const local = summariseStatements(inputs);
    expect(summary).toEqual(local);
    expect(answer.proposal).toEqual(proposalOf(local, inputs));

    const proposal = answer.proposal!;
    const whole = local.months.filter((m) => !m.partial);
    expect(proposal.monthlyRevenue).toEqual({
      valueMinor: Math.round(whole.reduce((s, m) => s + m.revenueMinor, 0) / whole.length),
      months: ["2026-01", "2026-02", "2026-03"],
    });
    expect(proposal.tradingSince?.date).toBe("2026-01-01");
    expect(proposal.tradingSince?.lineIds.length).toBeGreaterThan(0);
    const daily = proposal.existingAdvances.find((a) => a.paymentMinor === 34_900);
    expect(daily).toMatchObject({ paymentFrequency: "daily" });
    expect(daily!.lineIds.length).toBeGreaterThan(10);

    // The lines behind the daily position, with their file and place.
    const lines = await callAs(ctx.app, broker).post(`/v1/user/deal/${deal.id}/statements/lines`, {
      ids: [...daily!.lineIds, `${ids[0]}:999999`, "nonsense"],
    });
    expect(lines.statusCode, lines.body).toBe(200);
    const found = lines.json<{ lines: StatementLineItem[] }>().lines;
    expect(found.map((l) => l.id)).toEqual(daily!.lineIds);
    expect(found[0]).toMatchObject({
      amountMinor: -34_900,
      description: expect.stringContaining("YELLOWSTONE"),
      fileName: expect.stringMatching(/^us-chase-2026-0\d\.pdf$/),
      page: expect.any(Number),
      line: expect.any(Number),
    });
  });

  it("refuses what is not a readable statement, each with its code", async () => {
    const broker = await createBroker(ctx.app, "Refusal Brokers");
    const deal = await usDeal(broker);
    for (const name of ["hostile-scanned.pdf", "hostile-encrypted.pdf", "hostile-png-named.pdf"])
      await uploaded(broker, deal.id, name);
    const answer = await settled(broker, deal.id);
    expect(byFile(answer, "hostile-scanned.pdf")).toMatchObject({
      status: "refused",
      refusal: { code: "image_only" },
    });
    expect(byFile(answer, "hostile-encrypted.pdf").refusal?.code).toBe("encrypted");
    expect(byFile(answer, "hostile-png-named.pdf").refusal?.code).toBe("not_a_statement");
    expect(answer.summary).toBeNull();
    expect(answer.proposal).toBeNull();

    // An empty file is refused by the upload itself; nothing is stored.
    const empty = await upload(broker, deal.id, "hostile-empty.pdf");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBe("document_required");
    // A text file is taken only as a bank statement.
    const text = await upload(broker, deal.id, "us-chase-2026-04.csv", "tax_return");
    expect(text.statusCode).toBe(415);
    // Text posing as a PDF is refused, as a bank statement too.
    const posing = await upload(
      broker,
      deal.id,
      "posing.pdf",
      "bank_statement",
      bytes("us-chase-2026-04.csv"),
    );
    expect(posing.statusCode).toBe(415);
    expect((await settled(broker, deal.id)).statements).toHaveLength(3);
  });

  it("asks for a CSV's columns, reads with them, and reads that bank's next export without asking", async () => {
    const broker = await createBroker(ctx.app, "Column Brokers");
    const deal = await usDeal(broker);
    const first = await uploaded(broker, deal.id, "unknown-columns.csv");
    const asked = byFile(await settled(broker, deal.id), "unknown-columns.csv");
    expect(asked).toMatchObject({
      status: "refused",
      refusal: { code: "columns_unknown", columns: ["When", "What", "How much"] },
    });

    const columns = { date: "When", description: "What", amount: "How much" };
    const read = await callAs(ctx.app, broker).post(`/v1/user/deal/${deal.id}/statements`, {
      documentId: first,
      columns,
    });
    expect(read.statusCode, read.body).toBe(202);
    expect(read.json()).toMatchObject({ documentId: first, status: "reading" });
    const facts = expected("unknown-columns.csv");
    const answer = await settled(broker, deal.id);
    expect(byFile(answer, "unknown-columns.csv")).toMatchObject({
      status: "read",
      format: "csv",
      // The file names no currency: the deal's is taken.
      currency: "USD",
      lineCount: facts.count,
    });
    expect(answer.summary?.total.depositsMinor).toBe(facts.depositsMinor);

    // Another deal of the organization: the same bank's export reads at once.
    const other = await usDeal(broker);
    await uploaded(broker, other.id, "unknown-columns.csv");
    expect(byFile(await settled(broker, other.id), "unknown-columns.csv")).toMatchObject({
      status: "read",
      lineCount: facts.count,
    });
    // Another organization has not named them: it is asked.
    const stranger = await createBroker(ctx.app, "Other Column Brokers");
    const theirs = await usDeal(stranger);
    await uploaded(stranger, theirs.id, "unknown-columns.csv");
    expect(byFile(await settled(stranger, theirs.id), "unknown-columns.csv").refusal?.code).toBe(
      "columns_unknown",
    );
  });

  it("reads again a reading cut off (a crash), and a bank statement never read", async () => {
    const broker = await createBroker(ctx.app, "Crash Brokers");
    const deal = await usDeal(broker);
    const id = await uploaded(broker, deal.id, "us-bofa-2026-01.ofx");
    await settled(broker, deal.id);
    const db = ctx.app.database.db;
    // As a process that died mid-read leaves it: reading, long ago.
    await db
      .update(statementsTable)
      .set({ status: "reading", readingSince: new Date(Date.now() - 60 * 60_000) })
      .where(eq(statementsTable.documentId, id));
    // A document filed as a bank statement before statements were read: no row at all.
    const older = await uploaded(broker, deal.id, "us-wells-2026-01.qfx");
    await ctx.app.statements.idle();
    await db.delete(statementsTable).where(eq(statementsTable.documentId, older));

    const restarted = await statementsOf(broker, deal.id);
    // Started again by the GET: reading, or already read if a tiny file's reading ended before the
    // GET looked again (the pool reads the first while the second is being started).
    for (const { status } of restarted.statements) expect(["reading", "read"]).toContain(status);
    const answer = await settled(broker, deal.id);
    expect(answer.statements.map((s) => [s.documentId, s.status, s.format]).sort()).toEqual(
      [
        [id, "read", "ofx"],
        [older, "read", "ofx"],
      ].sort(),
    );
  });

  it("tells the deal's open pages when a reading ends", async () => {
    await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    const base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    const broker = await createBroker(ctx.app, "Live Statement Brokers");
    const deal = await usDeal(broker);
    const outsider = await createBroker(ctx.app, "Unrelated Brokers");
    const [mine, theirs] = await Promise.all(
      [broker, outsider].map((who) => openStream(base, { authorizationkey: who.token })),
    );
    await Promise.all([mine!, theirs!].map((s) => s.waitFor((e) => e.event === "ready")));
    await uploaded(broker, deal.id, "uk-barclays-2026-02.csv");
    await mine!.waitFor(
      (e) =>
        e.event === "change" && (e.data as { topics: string[] }).topics.includes(`deal:${deal.id}`),
    );
    expect((await statementsOf(broker, deal.id)).statements[0]?.status).toBe("read");
    expect(theirs!.changes()).toEqual([]);
    mine!.close();
    theirs!.close();
  });

  it("statements the timeline cannot put together answer 422 statements_unreadable (summarised in the worker)", async () => {
    const broker = await createBroker(ctx.app, "Broken Line Brokers");
    const deal = await usDeal(broker);
    const id = await uploaded(broker, deal.id, "uk-barclays-2026-02.csv");
    expect((await settled(broker, deal.id)).summary).not.toBeNull();
    const db = ctx.app.database.db;
    const [row] = await db
      .select({ lines: statementsTable.lines })
      .from(statementsTable)
      .where(eq(statementsTable.documentId, id));
    const lines = row!.lines!.map((l, i) => (i === 4 ? { ...l, date: "2026-02-30" } : l));
    // As a reading that ended again with a line no calendar has (a reader's bug).
    await db
      .update(statementsTable)
      .set({ lines, readAt: new Date(Date.now() + 1000) })
      .where(eq(statementsTable.documentId, id));
    const res = await callAs(ctx.app, broker).get(`/v1/user/deal/${deal.id}/statements`);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().error.code).toBe("statements_unreadable");
    // Not kept: mended, the next GET summarises again.
    await db
      .update(statementsTable)
      .set({ lines: row!.lines, readAt: new Date(Date.now() + 2000) })
      .where(eq(statementsTable.documentId, id));
    expect((await statementsOf(broker, deal.id)).summary).toMatchObject({ statementIds: [id] });
  });

  it("a deleted document's statement goes with it", async () => {
    const broker = await createBroker(ctx.app, "Deleting Brokers");
    const deal = await usDeal(broker);
    const id = await uploaded(broker, deal.id, "uk-barclays-2026-02.csv");
    expect((await settled(broker, deal.id)).statements).toHaveLength(1);
    const removed = await callAs(ctx.app, broker).delete(
      `/v1/user/deal/${deal.id}/documents/${id}`,
    );
    expect(removed.statusCode).toBe(204);
    expect((await statementsOf(broker, deal.id)).statements).toEqual([]);
    const rows = await ctx.app.database.db
      .select()
      .from(statementsTable)
      .where(eq(statementsTable.documentId, id));
    expect(rows).toEqual([]);
  });
});

describe("who may read and see statements", () => {
  it("another organization's deal or document is not found, and its lines leak nothing", async () => {
    const owner = await createBroker(ctx.app, "Owning Brokers");
    const deal = await usDeal(owner);
    const id = await uploaded(owner, deal.id, "us-chase-2026-01.pdf");
    const answer = await settled(owner, deal.id);
    const lineIds = answer.summary!.positions[0]!.lineIds;

    const stranger = await createBroker(ctx.app, "Stranger Brokers");
    const theirs = await usDeal(stranger);
    const as = callAs(ctx.app, stranger);
    expect((await as.get(`/v1/user/deal/${deal.id}/statements`)).statusCode).toBe(404);
    expect(
      (await as.post(`/v1/user/deal/${deal.id}/statements`, { documentId: id })).statusCode,
    ).toBe(404);
    // Their own deal, the other organization's document: not found either.
    expect(
      (await as.post(`/v1/user/deal/${theirs.id}/statements`, { documentId: id })).statusCode,
    ).toBe(404);
    expect(
      (await as.post(`/v1/user/deal/${deal.id}/statements/lines`, { ids: lineIds })).statusCode,
    ).toBe(404);
    const leaked = await as.post(`/v1/user/deal/${theirs.id}/statements/lines`, { ids: lineIds });
    expect(leaked.statusCode).toBe(200);
    expect(leaked.json()).toEqual({ lines: [] });
  });

  it("refuses a document that is not a bank statement, bad ids and a huge list", async () => {
    const broker = await createBroker(ctx.app, "Careful Brokers");
    const deal = await usDeal(broker);
    const form = await upload(broker, deal.id, "us-chase-2026-01.pdf", "tax_return");
    const taxReturn = form.json<{ id: string }>().id;
    const as = callAs(ctx.app, broker);
    const refused = await as.post(`/v1/user/deal/${deal.id}/statements`, {
      documentId: taxReturn,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe("not_a_bank_statement");
    // Not filed as a statement: not among the deal's statements, nothing read.
    expect((await statementsOf(broker, deal.id)).statements).toEqual([]);

    expect(
      (await as.post(`/v1/user/deal/${deal.id}/statements`, { documentId: "nope" })).statusCode,
    ).toBe(400);
    expect(
      (
        await as.post(`/v1/user/deal/${deal.id}/statements`, {
          documentId: taxReturn,
          columns: { date: "When" },
        })
      ).statusCode,
    ).toBe(400);
    // Columns without the money, or with it both ways: refused at the column, as the form shows it.
    for (const [columns, path, code] of [
      [{ date: "When", description: "What" }, "columns.amount", "statementColumnRequired"],
      [
        { date: "When", description: "What", amount: "Sum", debit: "Out", credit: "In" },
        "columns.amount",
        "statementColumnsOneWay",
      ],
      [
        { date: "When", description: "What", debit: "Out" },
        "columns.credit",
        "statementColumnRequired",
      ],
    ] as const) {
      const wrong = await as.post(`/v1/user/deal/${deal.id}/statements`, {
        documentId: taxReturn,
        columns,
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.issues).toEqual([expect.objectContaining({ path, code })]);
    }
    const huge = Array.from({ length: 2001 }, (_, i) => `${taxReturn}:${i + 1}`);
    const tooMany = await as.post(`/v1/user/deal/${deal.id}/statements/lines`, { ids: huge });
    expect(tooMany.statusCode).toBe(400);
    expect(
      (await as.post(`/v1/user/deal/${deal.id}/statements/lines`, { ids: [] })).statusCode,
    ).toBe(400);
  });

  it("a member seen by the owner (view as a member) reads statements and their lines but may not read one again", async () => {
    const owner = await createBroker(ctx.app, "Viewing Brokers");
    const member = await joinOrganizationOf(ctx.app, owner, "member");
    const deal = await usDeal(member);
    const id = await uploaded(member, deal.id, "uk-barclays-2026-02.csv");
    await settled(member, deal.id);
    const view = (
      await callAs(ctx.app, owner).post(`/v1/team/members/${member.userId}/view`)
    ).json<{ id: string }>().id;
    const viewing = callAs(ctx.app, owner, { viewAs: view });
    const seen = await viewing.get(`/v1/user/deal/${deal.id}/statements`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json<DealStatements>().statements[0]).toMatchObject({ status: "read" });
    // The lines behind a figure: a POST that only reads, open during a view.
    const local = await readStatement(bytes("uk-barclays-2026-02.csv"), "uk-barclays-2026-02.csv");
    if (isRefusal(local)) throw new Error(local.message);
    const lineIds = local.lines.slice(0, 3).map((line) => `${id}:${line.id}`);
    expect(lineIds).toHaveLength(3);
    const lines = await viewing.post(`/v1/user/deal/${deal.id}/statements/lines`, {
      ids: lineIds,
    });
    expect(lines.statusCode, lines.body).toBe(200);
    expect(lines.json<{ lines: StatementLineItem[] }>().lines.map((l) => l.id)).toEqual(lineIds);
    const read = await viewing.post(`/v1/user/deal/${deal.id}/statements`, { documentId: id });
    expect(read.statusCode).toBe(403);
    expect(read.json().error.code).toBe("view_only");
  });

  it("a funder sees only the statements shared with it, nothing after the deal is withdrawn", async () => {
    const broker = await createBroker(ctx.app, "Sharing Brokers");
    const deal = await usDeal(broker);
    const shared = await uploaded(broker, deal.id, "us-chase-2026-01.pdf");
    const kept = await uploaded(broker, deal.id, "us-chase-2026-02.pdf");
    const brokerView = await settled(broker, deal.id);
    expect(brokerView.statements).toHaveLength(2);

    const funder = await createApprovedFunder(ctx.app, "Statement Capital");
    const listing = await createListing(ctx.app, funder, {
      currency: "USD",
      criteria: {
        products: ["term_loan"],
        amountMinMinor: 1_000_000,
        amountMaxMinor: 50_000_000,
        countries: ["US"],
      },
    });
    const [submission] = await createSubmissions(ctx.app, broker, deal.id, [listing.id], [shared]);
    const as = callAs(ctx.app, funder);
    const res = await as.get(`/v1/funder/submission/${submission!.id}/statements`);
    expect(res.statusCode, res.body).toBe(200);
    const seen = res.json<DealStatements>();
    expect(seen.statements.map((s) => s.documentId)).toEqual([shared]);
    expect(seen.summary?.statementIds).toEqual([shared]);
    expect(seen.summary?.total.depositsMinor).toBe(expected("us-chase-2026-01.pdf").depositsMinor);
    expect(seen.proposal).toBeNull();

    // Lines of the shared statement, never of the other one.
    const ids = [`${shared}:1`, `${kept}:1`];
    const lines = await as.post(`/v1/funder/submission/${submission!.id}/statements/lines`, {
      ids,
    });
    expect(lines.json<{ lines: StatementLineItem[] }>().lines.map((l) => l.id)).toEqual([
      `${shared}:1`,
    ]);
    // Another funder: not found.
    const other = await createApprovedFunder(ctx.app, "Nosy Capital");
    expect(
      (await callAs(ctx.app, other).get(`/v1/funder/submission/${submission!.id}/statements`))
        .statusCode,
    ).toBe(404);

    const cancelled = await callAs(ctx.app, broker).post(
      `/v1/user/submission/${submission!.id}/cancel`,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = (await as.get(`/v1/funder/submission/${submission!.id}/statements`)).json();
    expect(after).toEqual({ statements: [], summary: null, proposal: null });
    const linesAfter = await as.post(`/v1/funder/submission/${submission!.id}/statements/lines`, {
      ids,
    });
    expect(linesAfter.json()).toEqual({ lines: [] });
  });
});

describe("fill from statements", () => {
  it("accepting the proposal through the deal and borrower updates changes the deal's matches", async () => {
    const broker = await createBroker(ctx.app, "Filling Brokers");
    const deal = await usDeal(broker, { monthlyRevenueMinor: 100_00 });
    for (const name of chaseMonths) await uploaded(broker, deal.id, name);
    const { proposal } = await settled(broker, deal.id);
    const revenue = proposal!.monthlyRevenue!.valueMinor;
    expect(revenue).toBeGreaterThan(1_000_000);

    const funder = await createApprovedFunder(ctx.app, "Revenue Capital");
    const listing = await createListing(ctx.app, funder, {
      currency: "USD",
      criteria: {
        products: ["term_loan"],
        amountMinMinor: 1_000_000,
        amountMaxMinor: 50_000_000,
        countries: ["US"],
        minMonthlyRevenueMinor: 1_000_000,
        minMonthsInBusiness: 2,
      },
    });
    const fitsNow = async () => {
      const res = await callAs(ctx.app, broker).get(`/v1/user/deal/${deal.id}/matches`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { fits: { listingId: string }[] }).fits.some(
        (f) => f.listingId === listing.id,
      );
    };
    expect(await fitsNow()).toBe(false);

    // What the broker accepts: the revenue, the advances (a balance typed where none is known).
    const updated = await callAs(ctx.app, broker).post(`/v1/user/deal/${deal.id}`, {
      version: deal.version,
      monthlyRevenueMinor: revenue,
      existingAdvances: proposal!.existingAdvances.map((a) => ({
        funder: a.funder,
        balanceMinor: a.balanceMinor ?? 0,
        paymentMinor: a.paymentMinor,
        paymentFrequency: a.paymentFrequency,
      })),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ monthlyRevenueMinor: revenue });
    const borrower = await callAs(ctx.app, broker).post(`/v1/borrower/${deal.borrower.id}`, {
      startDate: proposal!.tradingSince!.date,
    });
    expect(borrower.statusCode, borrower.body).toBe(200);
    expect(await fitsNow()).toBe(true);
  });
});
