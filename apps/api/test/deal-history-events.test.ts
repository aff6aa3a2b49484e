import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { migrationsFolder } from "@portal/db/database";
import type { DealDetail } from "@portal/contract/deals/deal-schemas";
import { callAs } from "./call-as";
import {
  createApprovedFunder,
  createBroker,
  createDeal,
  createListing,
  createSubmissions,
  uploadDocument,
} from "./factories";
import { useTestApp } from "./test-app";

// A deal's history holds facts, never a sentence the portal wrote (issue 36, decision 071): the web
// words them in the reader's language. A person's typed reason stays their text.

const ctx = useTestApp();

const historyOf = async (broker: Awaited<ReturnType<typeof createBroker>>, dealId: string) =>
  ((await callAs(ctx.app, broker).get(`/v1/user/deal/${dealId}`)).json() as DealDetail).history;

describe("a deal's history as events", () => {
  it("sending, an accepted offer and the funding are recorded as facts, with no text", async () => {
    const broker = await createBroker(ctx.app, "Event Brokers");
    const deal = await createDeal(ctx.app, broker);
    const statement = await uploadDocument(ctx.app, broker, deal.id, "bank_statement");
    const funder = await createApprovedFunder(ctx.app, "Event Capital (North)");
    const listing = await createListing(ctx.app, funder, { name: "Loans (UK)" });
    const [submission] = await createSubmissions(
      ctx.app,
      broker,
      deal.id,
      [listing.id],
      [statement],
    );
    const offered = await callAs(ctx.app, funder).post(
      `/v1/funder/submission/${submission!.id}/offer`,
      {
        amountMinor: 5_000_000,
        rateBp: 1200,
        termMonths: 24,
        feesMinor: 0,
        brokerCommissionBp: 200,
      },
    );
    expect(offered.statusCode).toBe(200);
    expect(
      (await callAs(ctx.app, broker).post(`/v1/user/submission/${submission!.id}/accept`))
        .statusCode,
    ).toBe(200);
    expect(
      (await callAs(ctx.app, funder).post(`/v1/funder/submission/${submission!.id}/funded`, {}))
        .statusCode,
    ).toBe(200);

    const history = await historyOf(broker, deal.id);
    expect(history.map((h) => [h.from, h.to, h.event, h.reason])).toEqual([
      [null, "draft", null, null],
      ["draft", "submitted", null, null],
      [
        "submitted",
        "submitted",
        { kind: "sent", funderName: "Event Capital (North)", listingName: "Loans (UK)" },
        null,
      ],
      ["submitted", "in_review", null, null],
      ["in_review", "proposals", null, null],
      [
        "proposals",
        "accepted",
        { kind: "offer_accepted", funderName: "Event Capital (North)" },
        null,
      ],
      ["accepted", "funded", { kind: "funded", funderName: "Event Capital (North)" }, null],
    ]);
  });

  it("a broker's typed reason is kept as their words, with no event", async () => {
    const broker = await createBroker(ctx.app, "Reason Brokers");
    const deal = await createDeal(ctx.app, broker);
    const moved = await callAs(ctx.app, broker).post(`/v1/user/deal/${deal.id}/transition`, {
      to: "withdrawn",
      reason: "Client found other funding",
      version: deal.version,
    });
    expect(moved.statusCode).toBe(200);
    expect((await historyOf(broker, deal.id)).at(-1)).toMatchObject({
      to: "withdrawn",
      event: null,
      reason: "Client found other funding",
    });
  });

  it("migration 0041 reads the sentences written before into facts and keeps anything else as text", async () => {
    const broker = await createBroker(ctx.app, "Old Note Brokers");
    const deal = await createDeal(ctx.app, broker);
    const db = ctx.app.database.db;
    const old = (from: string | null, to: string, source: string, reason: string, at: string) =>
      db.execute(
        sql`insert into deal_history ("dealId", "fromStatus", "toStatus", "source", "reason", "at")
            values (${deal.id}, ${from}::deal_status, ${to}::deal_status, ${source}::deal_event_source, ${reason}, ${at}::timestamptz)`,
      );
    await old(
      "submitted",
      "submitted",
      "ui",
      "Sent to Alpha Capital (Term loans (UK))",
      "2030-01-01T01:00:00Z",
    );
    await old(
      "proposals",
      "accepted",
      "ui",
      "Accepted O'Brien Funding's offer",
      "2030-01-01T02:00:00Z",
    );
    await old("accepted", "funded", "api", "Funded by O'Brien Funding", "2030-01-01T03:00:00Z");
    await old("submitted", "lost", "crm", "CRM stage: Closed Lost", "2030-01-01T04:00:00Z");
    // A person's words that only look like the portal's, and a sentence of no known shape.
    await old("submitted", "withdrawn", "ui", "Funded by another broker", "2030-01-01T05:00:00Z");
    await old("submitted", "submitted", "ui", "Called the client", "2030-01-01T06:00:00Z");
    const migration = readFileSync(join(migrationsFolder, "0041_events_as_facts.sql"), "utf8");
    const update = migration.split("--> statement-breakpoint").at(-1)!;
    await db.execute(sql.raw(update));
    // Run twice: what was read stays as read.
    await db.execute(sql.raw(update));

    const history = (await historyOf(broker, deal.id)).slice(-6);
    expect(history.map((h) => [h.event, h.reason])).toEqual([
      [{ kind: "sent", funderName: "Alpha Capital", listingName: "Term loans (UK)" }, null],
      [{ kind: "offer_accepted", funderName: "O'Brien Funding" }, null],
      [{ kind: "funded", funderName: "O'Brien Funding" }, null],
      [{ kind: "crm_stage", stage: "Closed Lost" }, null],
      [null, "Funded by another broker"],
      [null, "Called the client"],
    ]);
  });
});
