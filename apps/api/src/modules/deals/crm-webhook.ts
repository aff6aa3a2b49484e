import { createHash, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db, Executor } from "@portal/db/database";
import { deals } from "@portal/db/schema/deals";
import { errorEnvelopeSchema } from "@portal/contract/errors/error-envelope";
import {
  crmWebhookQuerySchema,
  crmWebhookResultSchema,
  dealStatusForCrmStage,
} from "@portal/contract/deals/crm-stages";
import { canMoveDeal, needsReason } from "@portal/contract/deals/deal-states";
import { AppError } from "../../lib/app-error";
import { parseOrThrow } from "../../lib/parse";
import { toMinor } from "@portal/contract/deals/money";
import * as repo from "./repo";
import { serviceValidates } from "../../lib/routes";
import { isUuid } from "../../lib/uuid";

export const crmSecretHeader = "x-portal-webhook-secret";

/** Constant-time comparison of the shared secret (hashed first so lengths never leak either). */
function sameSecret(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}

/**
 * `POST /v1/zoho-webhook/qs`: the CRM moves a deal to the state its stage means. Idempotent: a
 * deal already in that state is left as it is (200, `changed: false`), so a replayed event
 * changes nothing. Unknown deal 404, a move the pipeline forbids 409, bad parameters 400.
 */
export function createCrmWebhook(
  db: Db,
  onFunded?: (tx: Executor, dealId: string, fundedAmountMinor: number | undefined) => Promise<void>,
) {
  return async function apply(query: unknown) {
    const input = parseOrThrow(crmWebhookQuerySchema, query);
    const to = dealStatusForCrmStage(input.stage)!;
    return db.transaction(async (tx) => {
      const match = isUuid(input.deal)
        ? eq(deals.id, input.deal.toLowerCase())
        : eq(deals.reference, input.deal.toUpperCase());
      const found = await tx.select().from(deals).where(match).for("update");
      if (found.length !== 1) throw new AppError("not_found");
      const deal = found[0]!;
      if (deal.status === to) return { dealId: deal.id, status: deal.status, changed: false };
      if (!canMoveDeal(deal.status, to)) throw new AppError("invalid_transition");
      const fundedAmountMinor =
        to === "funded" && input.amount ? toMinor(input.amount, deal.currency) : undefined;
      if (to === "funded" && input.amount && fundedAmountMinor === undefined) {
        throw new AppError("validation_failed", {
          issues: [{ path: "amount", code: "invalidValue", message: "This value is not valid" }],
        });
      }
      await tx
        .update(deals)
        .set({
          status: to,
          version: sql`${deals.version} + 1`,
          updatedAt: new Date(),
          ...(fundedAmountMinor !== undefined ? { fundedAmountMinor } : {}),
        })
        .where(eq(deals.id, deal.id));
      const reason = input.reason || (needsReason(to) ? `CRM stage: ${input.stage}` : null);
      await repo.insertHistory(tx, {
        dealId: deal.id,
        fromStatus: deal.status,
        toStatus: to,
        actorId: null,
        source: "crm",
        reason,
      });
      // Funding earns the broker's commission, whoever reports it (the commission ledger).
      if (to === "funded") await onFunded?.(tx, deal.id, fundedAmountMinor);
      return { dealId: deal.id, status: to, changed: true };
    });
  };
}

export async function crmWebhookRoutes(
  app: FastifyInstance,
  opts: {
    db: Db;
    secret: string | undefined;
    onFunded?: (
      tx: Executor,
      dealId: string,
      fundedAmountMinor: number | undefined,
    ) => Promise<void>;
  },
) {
  const apply = createCrmWebhook(opts.db, opts.onFunded);
  app.withTypeProvider<ZodTypeProvider>().post("/v1/zoho-webhook/qs", {
    // Not an ID-token route: the CRM proves itself with the shared secret.
    config: { public: true },
    schema: {
      tags: ["deals"],
      summary: "CRM webhook: move a deal to the state of its CRM stage (shared secret, idempotent)",
      description: `Secret in the \`${crmSecretHeader}\` header (or \`secret\` query parameter). Query: \`deal\` (reference or id), \`stage\`, \`amount\` when funded, optional \`reason\`.`,
      querystring: crmWebhookQuerySchema,
      response: {
        200: crmWebhookResultSchema,
        400: errorEnvelopeSchema,
        401: errorEnvelopeSchema,
        404: errorEnvelopeSchema,
        409: errorEnvelopeSchema,
      },
    },
    validatorCompiler: serviceValidates,
    handler: async (request: FastifyRequest) => {
      if (!opts.secret) throw new AppError("not_found");
      const query = (request.query ?? {}) as Record<string, unknown>;
      const header = request.headers[crmSecretHeader];
      const given =
        typeof header === "string"
          ? header
          : typeof query.secret === "string"
            ? query.secret
            : undefined;
      if (!sameSecret(given, opts.secret)) throw new AppError("unauthorized");
      return apply(query);
    },
  });
}
