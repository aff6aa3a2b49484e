import type {
  FunderSettings,
  funderSettingsSchema,
} from "@portal/contract/submissions/inbox-schemas";
import type { z } from "zod";
import { AppError } from "../../lib/app-error";
import { setResponseTargetHours } from "../organizations/queries";
import type { SubmissionContext } from "./context";
import { funderMembership } from "./inbox";

/**
 * The funder's workspace settings: its response target, which every inbox item's clock reads.
 * Any member reads them; only a manager (owner or admin) changes them.
 */
export function createFunderSettings(ctx: SubmissionContext) {
  return {
    async funderSettings(userId: string): Promise<FunderSettings> {
      const { organization } = await funderMembership(ctx, userId);
      return { responseTargetHours: organization.responseTargetHours };
    },

    async updateFunderSettings(
      userId: string,
      settings: z.output<typeof funderSettingsSchema>,
    ): Promise<FunderSettings> {
      const { organization, role } = await funderMembership(ctx, userId);
      if (role !== "owner" && role !== "admin") throw new AppError("forbidden");
      await setResponseTargetHours(ctx.db, organization.id, settings.responseTargetHours);
      return { responseTargetHours: settings.responseTargetHours };
    },
  };
}
