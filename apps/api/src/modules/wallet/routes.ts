import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  clawbackInputSchema,
  correctionInputSchema,
  payoutInputSchema,
  receivedInputSchema,
  recordedSchema,
  splitsInputSchema,
  splitsSchema,
  walletEntriesQuerySchema,
  walletEntryPageSchema,
  walletQuerySchema,
  walletSchema,
  walletSettingsInputSchema,
  walletSettingsSchema,
  walletStatementQuerySchema,
  walletStatementSchema,
} from "@portal/contract/wallet/wallet-schemas";
import { identityOf } from "../identity/authenticate";
import { errorResponses, idParams } from "../../lib/routes";
import type { WalletService } from "./service";

const security = [{ authorizationkey: [] }];
const tags = ["wallet"];
const money =
  "Owners and admins only (the permissions table's recordCommission, docs/decisions/037-commission-wallet.md).";

/** The commission wallet: balances, entries, statement, CSV; recording money; rules and splits. */
export async function walletRoutes(app: FastifyInstance, opts: { wallet: WalletService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { wallet } = opts;
  r.get("/v1/wallet", {
    schema: {
      tags,
      summary:
        "Balances per currency (expected, earned, received, paid, clawed back, due) of the wallets the caller sees, or one person's",
      security,
      querystring: walletQuerySchema,
      response: { 200: walletSchema, ...errorResponses },
    },
    handler: (request) => wallet.wallet(identityOf(request).sub, request.query),
  });
  r.get("/v1/wallet/entries", {
    schema: {
      tags,
      summary:
        "Ledger entries, newest first, filtered by kind, person, deal, currency and dates, a page after `cursor`",
      security,
      querystring: walletEntriesQuerySchema,
      response: { 200: walletEntryPageSchema, ...errorResponses },
    },
    handler: (request) => wallet.entries(identityOf(request).sub, request.query),
  });
  r.get("/v1/wallet/export", {
    schema: {
      tags,
      summary:
        "The filtered entries as CSV (at most 10,000, newest first; text cells safe from spreadsheet formulas)",
      security,
      querystring: walletEntriesQuerySchema,
      response: { 200: z.string(), ...errorResponses },
    },
    handler: async (request, reply) => {
      const csv = await wallet.csv(identityOf(request).sub, request.query);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="wallet.csv"')
        .send(csv);
    },
  });
  r.get("/v1/wallet/statement", {
    schema: {
      tags,
      summary:
        "A month's statement per currency: what was due at its start, the entries, what was due at its end",
      security,
      querystring: walletStatementQuerySchema,
      response: { 200: walletStatementSchema, ...errorResponses },
    },
    handler: (request) => wallet.statement(identityOf(request).sub, request.query),
  });
  recordingRoutes(app, wallet);
  rulesRoutes(app, wallet);
}

function recordingRoutes(app: FastifyInstance, wallet: WalletService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const recorded = { 200: recordedSchema, ...errorResponses };
  r.post("/v1/wallet/deals/:id/received", {
    schema: {
      tags,
      summary: "Record what the funder paid of a funded deal's commission",
      description: money,
      security,
      params: idParams,
      body: receivedInputSchema,
      response: recorded,
    },
    handler: (request) =>
      wallet.recordReceived(identityOf(request).sub, request.params.id, request.body),
  });
  r.post("/v1/wallet/deals/:id/clawback", {
    schema: {
      tags,
      summary:
        "Claw back a funded deal's commission (defaulted or refinanced early, within the clawback period)",
      description: money,
      security,
      params: idParams,
      body: clawbackInputSchema,
      response: recorded,
    },
    handler: (request) =>
      wallet.recordClawback(identityOf(request).sub, request.params.id, request.body),
  });
  r.post("/v1/wallet/payouts", {
    schema: {
      tags,
      summary: "Record a payout to a person (recorded, never executed), up to what is due to them",
      description: money,
      security,
      body: payoutInputSchema,
      response: recorded,
    },
    handler: (request) => wallet.recordPayout(identityOf(request).sub, request.body),
  });
  r.post("/v1/wallet/corrections", {
    schema: {
      tags,
      summary: "Correct an entry with a new one pointing at it",
      description: money,
      security,
      body: correctionInputSchema,
      response: recorded,
    },
    handler: (request) => wallet.recordCorrection(identityOf(request).sub, request.body),
  });
}

function rulesRoutes(app: FastifyInstance, wallet: WalletService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get("/v1/wallet/settings", {
    schema: {
      tags,
      summary: "The organization's override percentage per level and clawback period",
      security,
      response: { 200: walletSettingsSchema, ...errorResponses },
    },
    handler: (request) => wallet.settings(identityOf(request).sub),
  });
  r.put("/v1/wallet/settings", {
    schema: {
      tags,
      summary: "Change the override percentages and the clawback period (owners and admins)",
      security,
      body: walletSettingsInputSchema,
      response: { 200: walletSettingsSchema, ...errorResponses },
    },
    handler: (request) => wallet.changeSettings(identityOf(request).sub, request.body),
  });
  r.get("/v1/wallet/deals/:id/splits", {
    schema: {
      tags,
      summary: "How a deal's commission is split between brokers",
      security,
      params: idParams,
      response: { 200: splitsSchema, ...errorResponses },
    },
    handler: (request) => wallet.splits(identityOf(request).sub, request.params.id),
  });
  r.put("/v1/wallet/deals/:id/splits", {
    schema: {
      tags,
      summary:
        "Split a deal's commission between brokers (shares summing to 100 %, before funding; none: the owner's alone)",
      security,
      params: idParams,
      body: splitsInputSchema,
      response: { 200: splitsSchema, ...errorResponses },
    },
    handler: (request) =>
      wallet.changeSplits(identityOf(request).sub, request.params.id, request.body),
  });
}
