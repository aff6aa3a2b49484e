import type { z } from "zod";
import type { Db, Executor } from "@portal/db/database";
import {
  dealStatusForCrmStage,
  type crmWebhookQuerySchema,
} from "@portal/contract/deals/crm-stages";
import { needsReason } from "@portal/contract/deals/deal-states";
import { toMinor } from "@portal/contract/deals/money";
import { AppError } from "../../lib/app-error";
import { isUuid } from "../../lib/uuid";
import * as repo from "./repo";
import { moveDealStatus, type OnMoved, type OnWithdrawn } from "./status";

/** Funding reported by the CRM: whoever reports it, funding earns the broker's commission. */
export type OnFunded = (
  tx: Executor,
  dealId: string,
  fundedAmountMinor: number | undefined,
) => Promise<void>;

/**
 * The CRM moves a deal to the state its stage means. Idempotent: a deal already in that state is
 * left as it is (`changed: false`), so a replayed event changes nothing. Unknown deal 404, a move
 * the pipeline forbids 409, a reference several organizations use 409, bad parameters 400.
 */
export type CrmStageQuery = z.output<typeof crmWebhookQuerySchema>;

export async function moveToCrmStage(
  db: Db,
  input: CrmStageQuery,
  hooks: { onFunded?: OnFunded; onWithdrawn?: OnWithdrawn; onMoved?: OnMoved } = {},
) {
  const to = dealStatusForCrmStage(input.stage)!;
  return db.transaction(async (tx) => {
    const [deal, another] = await repo.lockDeals(
      tx,
      isUuid(input.deal)
        ? { id: input.deal.toLowerCase() }
        : { reference: input.deal.toUpperCase() },
    );
    if (!deal) throw new AppError("not_found");
    // References are per organization (decision 052): one that several use names no deal.
    if (another) throw new AppError("reference_ambiguous");
    if (deal.status === to) return { dealId: deal.id, status: deal.status, changed: false };
    await moveDealStatus(tx, deal, to, {
      actorId: null,
      source: "crm",
      reason: input.reason || null,
      // An ending stage needs a reason: without the CRM's, the stage it named says why.
      event: !input.reason && needsReason(to) ? { kind: "crm_stage", stage: input.stage } : null,
    });
    // Checked after the move so that a move the pipeline forbids is a 409 first; the transaction
    // undoes the move when the amount is bad.
    const fundedAmountMinor =
      to === "funded" && input.amount ? toMinor(input.amount, deal.currency) : undefined;
    if (to === "funded" && input.amount && fundedAmountMinor === undefined) {
      throw new AppError("validation_failed", {
        issues: [{ path: "amount", code: "invalidValue", message: "This value is not valid" }],
      });
    }
    if (fundedAmountMinor !== undefined) await repo.setFundedAmount(tx, deal.id, fundedAmountMinor);
    if (to === "funded") await hooks.onFunded?.(tx, deal.id, fundedAmountMinor);
    if (to === "withdrawn")
      await hooks.onWithdrawn?.(tx, deal.id, { actorId: null, source: "crm" });
    await hooks.onMoved?.(tx, deal.id);
    return { dealId: deal.id, status: to, changed: true };
  });
}
