import type { Db } from "@portal/db/database";
import { dealCreateSchema } from "@portal/contract/deals/deal-schemas";
import type { z } from "zod";
import type { leadConvertSchema } from "@portal/contract/leads/lead-schemas";
import { convertibleFrom } from "@portal/contract/leads/lead-options";
import { AppError } from "../../lib/app-error";
import { parseOrThrow } from "../../lib/parse";
import type { DealService } from "../deals/service";
import type { LeadViewer } from "./access";
import * as repo from "./repo";

const defined = <T extends object>(o: T | undefined) =>
  Object.fromEntries(Object.entries(o ?? {}).filter(([, v]) => v !== undefined && v !== ""));

interface LeadOps {
  find: (lv: LeadViewer, id: string) => Promise<repo.LeadRow>;
  change: (
    lv: LeadViewer,
    id: string,
    version: number,
    changes: repo.LeadChanges,
  ) => Promise<repo.LeadRow>;
}

/**
 * Converting a qualified lead (docs/decisions/044): a borrower (new, from what the lead holds and
 * the facts the broker adds, or one of the organization's) and a draft deal, made by the deals
 * service as a broker makes them (every rule of a new deal applies; a draft is not submitted, so
 * the training gate comes at submission). The lead is claimed first (its version), so two
 * conversions never both make a deal; a deal the service refuses hands the lead back.
 */
export function createLeadConversion(db: Db, deals: DealService, ops: LeadOps) {
  function dealInputOf(lead: repo.LeadRow, input: ReturnType<typeof leadConvertSchema.parse>) {
    const deal = {
      product: lead.product ?? undefined,
      amountMinor: lead.amountMinor ?? undefined,
      currency: lead.currency ?? undefined,
      purpose: lead.purpose ?? undefined,
      ...defined(input.deal),
    };
    if (input.borrowerId) return { ...deal, borrowerId: input.borrowerId };
    return {
      ...deal,
      borrower: {
        legalName: lead.companyName ?? lead.contactName,
        ...(lead.country ? { country: lead.country } : {}),
        ...defined(input.borrower),
      },
    };
  }

  return {
    async convert(
      lv: LeadViewer,
      id: string,
      parsed: z.output<typeof leadConvertSchema>,
      source: "ui" | "api",
    ) {
      const lead = await ops.find(lv, id);
      if (!convertibleFrom.includes(lead.status))
        throw new AppError("invalid_transition", { message: "leadTransition" });
      // The lead's stored facts with the request's: refused before anything changes when the
      // deal would be.
      const dealInput = parseOrThrow(dealCreateSchema, dealInputOf(lead, parsed));
      const claimed = await ops.change(lv, lead.id, parsed.version, { status: "converted" });
      let deal;
      try {
        deal = await deals.create(lv.viewer.userId, dealInput, source);
      } catch (err) {
        await repo.updateLeadAtVersion(db, repo.visibleLeads(lv.scope), lead.id, claimed.version, {
          status: lead.status,
        });
        throw err;
      }
      await db.transaction(async (tx) => {
        await repo.updateLeadAtVersion(tx, repo.visibleLeads(lv.scope), lead.id, claimed.version, {
          borrowerId: deal.borrower.id,
          dealId: deal.id,
        });
        await repo.insertActivity(tx, {
          leadId: lead.id,
          kind: "converted",
          fromValue: lead.status,
          toValue: "converted",
          body: deal.reference,
          actorId: lv.viewer.userId,
        });
      });
      return deal.id;
    },
  };
}
