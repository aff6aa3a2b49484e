import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { migrationsFolder } from "@portal/db/database";
import type { Thread } from "@portal/contract/threads/thread-schemas";
import { insertMessage, unreadCounts } from "../src/modules/threads/queries";
import { callAs, type Answer } from "./call-as";
import {
  createApprovedFunder,
  createBroker,
  createDeal,
  createListing,
  createSubmissions,
  joinOrganizationOf,
  type SignedUp,
  uploadDocument,
} from "./factories";
import { jobsDone, useTestApp } from "./test-app";

const dataDir = mkdtempSync(join(tmpdir(), "portal-threads-"));
const ctx = useTestApp({ DATA_DIR: dataDir });

/** A broker's deal sent to one funder, with a bank statement shared and a tax return not yet. */
async function sentDeal(company = "Thread Brokers") {
  const broker = await createBroker(ctx.app, company);
  const deal = await createDeal(ctx.app, broker, {}, { legalName: "Quay Bakery Ltd" });
  const statement = await uploadDocument(ctx.app, broker, deal.id, "bank_statement");
  const taxReturn = await uploadDocument(ctx.app, broker, deal.id, "tax_return");
  const funder = await createApprovedFunder(ctx.app, `${company} Funding`);
  const listing = await createListing(ctx.app, funder);
  const [submission] = await createSubmissions(ctx.app, broker, deal.id, [listing.id], [statement]);
  return { broker, deal, funder, statement, taxReturn, id: submission!.id };
}

const write = (who: SignedUp, id: string, body: unknown) =>
  callAs(ctx.app, who).post(`/v1/threads/${id}/messages`, body as object);
const read = async (who: SignedUp, id: string, query = "") => {
  const res = await callAs(ctx.app, who).get(`/v1/threads/${id}${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as Thread;
};
const issues = (res: Answer) =>
  (res.json().error.issues as { path: string; code: string }[]).map((i) => `${i.path}:${i.code}`);
const notificationsOf = async (who: SignedUp) =>
  (await callAs(ctx.app, who).get("/v1/notifications")).json().items as {
    kind: string;
    params: Record<string, string>;
    link: string;
    read: boolean;
  }[];

describe("threads: a conversation per deal and funder", () => {
  it("the funder asks, the broker answers with a document, read marks and unread counts follow", async () => {
    const { broker, deal, funder, taxReturn, id } = await sentDeal();

    // The funder's first message is its question: the submission moves, the broker is told.
    const asked = await write(funder, id, { body: "  Latest VAT return?  " });
    expect(asked.statusCode).toBe(201);
    const afterAsk = asked.json() as Thread;
    expect(afterAsk).toMatchObject({
      side: "funder",
      status: "info_requested",
      closedReason: null,
    });
    expect(afterAsk.messages).toMatchObject([
      { side: "funder", body: "Latest VAT return?", mine: true, read: false },
    ]);
    const [question] = await notificationsOf(broker);
    expect(question).toMatchObject({
      kind: "question_asked",
      params: { businessName: "Quay Bakery Ltd", funderName: "Thread Brokers Funding" },
      link: `/deals/${deal.id}?tab=messages&thread=${id}`,
      read: false,
    });
    const listed = await callAs(ctx.app, broker).get(`/v1/user/deal/${deal.id}/threads`);
    expect(listed.json().items).toMatchObject([
      {
        submissionId: id,
        funderName: "Thread Brokers Funding",
        unread: 1,
        lastMessage: { side: "funder", body: "Latest VAT return?" },
      },
    ]);

    // The broker reads: the notification is read, the funder's message is marked read for it.
    expect((await callAs(ctx.app, broker).post(`/v1/threads/${id}/read`)).statusCode).toBe(204);
    expect((await notificationsOf(broker))[0]!.read).toBe(true);
    expect((await read(funder, id)).messages[0]!.read).toBe(true);
    expect((await unreadCounts(ctx.app.database.db, broker.userId, "broker", [id])).size).toBe(0);

    // The broker answers with the tax return attached: the answer move, the document shared.
    const answered = await write(broker, id, { body: "Attached.", documentIds: [taxReturn] });
    expect(answered.statusCode).toBe(201);
    expect(answered.json()).toMatchObject({ status: "pending" });
    const funderView = await read(funder, id);
    expect(funderView.messages.map((m) => [m.side, m.body, m.mine])).toEqual([
      ["funder", "Latest VAT return?", true],
      ["broker", "Attached.", false],
    ]);
    expect(funderView.messages[1]!.documents).toEqual([{ id: taxReturn, name: "tax_return.pdf" }]);
    const opened = await callAs(ctx.app, funder).get(
      `/v1/funder/submission/${id}/documents/${taxReturn}`,
    );
    expect(opened.statusCode).toBe(200);
    const [told] = await notificationsOf(funder);
    expect(told).toMatchObject({
      kind: "broker_message",
      params: { businessName: "Quay Bakery Ltd", brokerName: "Thread Brokers" },
      link: `/inbox/${id}`,
      read: false,
    });
    expect(await unreadCounts(ctx.app.database.db, funder.userId, "funder", [id])).toEqual(
      new Map([[id, 1]]),
    );
    expect((await read(broker, id)).messages[1]).toMatchObject({ mine: true, read: false });
    await callAs(ctx.app, funder).post(`/v1/threads/${id}/read`);
    expect((await notificationsOf(funder))[0]!.read).toBe(true);
    expect((await read(broker, id)).messages[1]).toMatchObject({ mine: true, read: true });

    // A message that is no move leaves the submission where it stands and tells the other side.
    await write(funder, id, { body: "Thanks, reviewing." });
    await write(funder, id, { body: "One more: the lease?" });
    expect((await read(broker, id)).status).toBe("info_requested");
    const again = await write(funder, id, { body: "And the rent roll." });
    expect(again.json().status).toBe("info_requested");
    expect((await notificationsOf(broker))[0]).toMatchObject({
      kind: "funder_message",
      params: { funderName: "Thread Brokers Funding", businessName: "Quay Bakery Ltd" },
    });
    expect(
      (await callAs(ctx.app, broker).get(`/v1/user/deal/${deal.id}/threads`)).json().items[0]
        .unread,
    ).toBe(3);
  });

  it("refuses bad messages and attachments not of this deal", async () => {
    const { broker, funder, statement, taxReturn, id } = await sentDeal("Bad Input Brokers");
    const other = await createDeal(ctx.app, broker, {}, { legalName: "Other Co Ltd" });
    const otherDoc = await uploadDocument(ctx.app, broker, other.id, "bank_statement");
    const stranger = await createBroker(ctx.app, "Stranger Brokers");
    const strangerDeal = await createDeal(ctx.app, stranger);
    const strangerDoc = await uploadDocument(ctx.app, stranger, strangerDeal.id, "bank_statement");
    const cases: [unknown, string][] = [
      [{ body: "   " }, "body:messageRequired"],
      [{}, "body:messageRequired"],
      [{ body: "x".repeat(4001) }, "body:messageTooLong"],
      // The input guard refuses a NUL anywhere in a body before the schema reads it.
      [{ body: "a\u0000b" }, "body.body:invalidValue"],
      [{ body: "hi", documentIds: Array(11).fill(statement) }, "documentIds:attachmentsTooMany"],
      [{ body: "hi", documentIds: ["nope"] }, "documentIds.0:attachmentNotOfDeal"],
      [{ body: "hi", documentIds: [otherDoc] }, "documentIds:attachmentNotOfDeal"],
      [{ body: "hi", documentIds: [strangerDoc] }, "documentIds:attachmentNotOfDeal"],
    ];
    for (const [body, issue] of cases) {
      const res = await write(broker, id, body);
      expect(res.statusCode, issue).toBe(400);
      expect(issues(res)).toContain(issue);
    }
    expect((await write(broker, id, { body: "x".repeat(4000) })).statusCode).toBe(201);
    // The funder attaches only what was shared with it.
    const notShared = await write(funder, id, { body: "hi", documentIds: [taxReturn] });
    expect(issues(notShared)).toEqual(["documentIds:attachmentNotOfDeal"]);
    expect((await write(funder, id, { body: "hi", documentIds: [statement] })).statusCode).toBe(
      201,
    );
    expect((await read(broker, id)).messages).toHaveLength(2);
  });

  it("is not found for anyone outside the deal's visibility or the funder it was sent to", async () => {
    const { broker, deal, id } = await sentDeal("Private Brokers");
    const agent = await joinOrganizationOf(ctx.app, broker); // another team's agent: not their deal
    const otherBroker = await createBroker(ctx.app, "Other Brokers");
    const otherFunder = await createApprovedFunder(ctx.app, "Other Funding");
    for (const who of [agent, otherBroker, otherFunder]) {
      const api = callAs(ctx.app, who);
      for (const res of [
        await api.get(`/v1/threads/${id}`),
        await api.post(`/v1/threads/${id}/messages`, { body: "hello" }),
        await api.post(`/v1/threads/${id}/read`),
        await api.get(`/v1/user/deal/${deal.id}/threads`),
      ])
        expect(res.statusCode).toBe(404);
    }
    for (const bad of ["not-a-uuid", "00000000-0000-0000-0000-000000000000"])
      expect((await callAs(ctx.app, broker).get(`/v1/threads/${bad}`)).statusCode).toBe(404);
  });

  it("is read-only once the submission or the deal closes, saying why", async () => {
    const { broker, funder, id } = await sentDeal("Closing Brokers");
    const declined = await callAs(ctx.app, funder).post(`/v1/funder/submission/${id}/decline`, {
      reason: "outside_criteria",
      note: "Outside appetite",
    });
    expect(declined.statusCode).toBe(200);
    for (const who of [broker, funder]) {
      const res = await write(who, id, { body: "Still there?" });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({
        code: "thread_closed",
        details: { reason: "declined" },
      });
    }
    expect((await read(broker, id)).closedReason).toBe("declined");

    const cancelled = await sentDeal("Cancel Brokers");
    await callAs(ctx.app, cancelled.broker).post(`/v1/user/submission/${cancelled.id}/cancel`);
    // Withdrawn: the broker keeps the thread, read-only; the funder no longer reads it, its
    // questions and answers were about the deal (decision 021).
    const res = await write(cancelled.funder, cancelled.id, { body: "Hello?" });
    expect(res.statusCode).toBe(410);
    expect(res.json().error.code).toBe("submission_withdrawn");
    const funderReads = await callAs(ctx.app, cancelled.funder).get(`/v1/threads/${cancelled.id}`);
    expect(funderReads.statusCode).toBe(410);
    expect((await read(cancelled.broker, cancelled.id)).closedReason).toBe("cancelled");
    const brokerWrites = await write(cancelled.broker, cancelled.id, { body: "Sorry" });
    expect(brokerWrites.json().error.details).toEqual({ reason: "cancelled" });
  });

  it("stays open once accepted and closes when the deal is funded; another funder's closes at acceptance", async () => {
    const { broker, deal, funder, id } = await sentDeal("Funding Brokers");
    const rival = await createApprovedFunder(ctx.app, "Rival Funding");
    const rivalListing = await createListing(ctx.app, rival, { name: "Rival loans" });
    const rivalSent = (await createSubmissions(ctx.app, broker, deal.id, [rivalListing.id])).find(
      (x) => x.lenderId === rivalListing.id,
    );
    const terms = { amountMinor: 9_000_000, rateBp: 1200, termMonths: 24, brokerCommissionBp: 200 };
    expect(
      (await callAs(ctx.app, funder).post(`/v1/funder/submission/${id}/offer`, terms)).statusCode,
    ).toBe(200);
    // A message after offering is no move: the offer stands.
    expect((await write(funder, id, { body: "Any questions on our terms?" })).json().status).toBe(
      "offered",
    );
    expect(
      (await callAs(ctx.app, broker).post(`/v1/user/submission/${id}/accept`, {})).statusCode,
    ).toBe(200);
    expect((await write(broker, id, { body: "Accepted, thank you" })).statusCode).toBe(201);
    // The broker took another offer: the deal is withdrawn from the rival, its thread too.
    const rivalClosed = await write(rival, rivalSent!.id, { body: "Still interested" });
    expect(rivalClosed.statusCode).toBe(410);
    expect((await read(broker, rivalSent!.id)).closedReason).toBe("cancelled");
    expect(
      (await callAs(ctx.app, funder).post(`/v1/funder/submission/${id}/funded`, {})).statusCode,
    ).toBe(200);
    const after = await write(funder, id, { body: "Funds sent" });
    expect(after.statusCode).toBe(409);
    expect(after.json().error.details).toEqual({ reason: "deal_closed" });
    expect((await read(broker, id)).closedReason).toBe("deal_closed");
  });

  it("a funder's question is its first answer: the deal goes in review, the broker is mailed", async () => {
    const { broker, deal, funder, id } = await sentDeal("Review Brokers");
    await write(funder, id, { body: "Who are the directors?" });
    const dealNow = (await callAs(ctx.app, broker).get(`/v1/user/deal/${deal.id}`)).json();
    expect(dealNow.status).toBe("in_review");
    const sent = (await callAs(ctx.app, broker).get(`/v1/user/deal/${deal.id}/submissions`)).json()
      .items[0];
    expect(sent.status).toBe("info_requested");
    await jobsDone(ctx.app);
    // The broker's answer mails the funder's people, naming the business and the thread.
    await write(broker, id, { body: "Ann Lee only" });
    await jobsDone(ctx.app);
    const outbox = join(dataDir, "outbox");
    const mails = readdirSync(outbox).map((f) => readFileSync(join(outbox, f), "utf8"));
    expect(
      mails.some(
        (m) =>
          m.includes("Review Brokers wrote about Quay Bakery Ltd") && m.includes(`/inbox/${id}`),
      ),
    ).toBe(true);
  });

  it("the question and answer moves write their notes into the thread", async () => {
    const { broker, funder, taxReturn, id } = await sentDeal("Moves Brokers");
    const asked = await callAs(ctx.app, funder).post(`/v1/funder/submission/${id}/request-info`, {
      note: "Directors' IDs?",
    });
    expect(asked.statusCode).toBe(200);
    const answered = await callAs(ctx.app, broker).post(`/v1/user/submission/${id}/answer`, {
      note: "Here they are",
      sharedDocumentIds: [taxReturn],
    });
    expect(answered.statusCode).toBe(200);
    const thread = await read(funder, id);
    expect(thread.messages.map((m) => [m.side, m.body, m.documents.length])).toEqual([
      ["funder", "Directors' IDs?", 0],
      ["broker", "Here they are", 1],
    ]);
  });

  it("migration 0034 copies the questions and answers written before threads, in order", async () => {
    const { broker, funder, id } = await sentDeal("Migrated Brokers");
    const db = ctx.app.database.db;
    const event = (
      from: string | null,
      to: string,
      note: string | null,
      actorId: string,
      at: string,
    ) =>
      sql`insert into submission_events ("submissionId", "fromStatus", "toStatus", "actorId", source, note, at)
        values (${id}::uuid, ${from}::submission_status, ${to}::submission_status, ${actorId}, 'ui', ${note}, ${at}::timestamptz)`;
    await db.execute(
      event("pending", "info_requested", " Accounts? ", funder.userId, "2026-01-01T10:00:00Z"),
    );
    await db.execute(
      event("info_requested", "pending", "Attached", broker.userId, "2026-01-01T11:00:00Z"),
    );
    await db.execute(
      event("pending", "declined", "Not for us", funder.userId, "2026-01-01T12:00:00Z"),
    );
    await db.execute(
      event("pending", "info_requested", "  ", funder.userId, "2026-01-01T13:00:00Z"),
    );
    const migration = readFileSync(join(migrationsFolder, "0034_threads.sql"), "utf8");
    const copy = migration.split("--> statement-breakpoint").at(-1)!;
    await db.execute(sql.raw(copy));
    const thread = await read(broker, id);
    expect(thread.messages.map((m) => [m.side, m.body, m.mine])).toEqual([
      ["funder", "Accounts?", false],
      ["broker", "Attached", true],
    ]);
  });

  it("pages back from the newest 50, the newest last, without gaps or repeats", async () => {
    const { broker, funder, id } = await sentDeal("Paging Brokers");
    const db = ctx.app.database.db;
    for (let i = 0; i < 120; i++)
      await insertMessage(db, {
        submissionId: id,
        authorId: i % 2 ? broker.userId : funder.userId,
        side: i % 2 ? "broker" : "funder",
        body: `m${i}`,
      });
    const first = await read(broker, id);
    expect(first.messages).toHaveLength(50);
    const second = await read(broker, id, `?before=${first.olderCursor}`);
    expect(second.messages).toHaveLength(50);
    const third = await read(broker, id, `?before=${second.olderCursor}`);
    expect(third.olderCursor).toBeNull();
    // Oldest first across the pages; messages written within one tick of the clock may tie.
    const bodies = [...third.messages, ...second.messages, ...first.messages].map((m) => m.body);
    expect(new Set(bodies).size).toBe(120);
    const order = bodies.map((b) => Number(b.slice(1)));
    expect(order.slice(0, 10).every((n) => n < 30)).toBe(true);
    expect(order.slice(-10).every((n) => n >= 90)).toBe(true);
    const bad = await callAs(ctx.app, broker).get(`/v1/threads/${id}?before=garbage`);
    expect(bad.statusCode).toBe(400);
    expect(
      await unreadCounts(db, broker.userId, "broker", [id, "00000000-0000-0000-0000-000000000000"]),
    ).toEqual(new Map([[id, 60]]));
  });
});
