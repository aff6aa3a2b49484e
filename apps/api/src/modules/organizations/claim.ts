import { and, eq, isNotNull } from "drizzle-orm";
import type { Tx } from "@portal/db/database";
import { organizations } from "@portal/db/schema/organizations";
import { AppError } from "../../lib/app-error";
import * as repo from "./repo";

/**
 * "Create an account to keep these deals" (issue 39, docs/decisions/068): the outside funder's
 * organization, kept by a brokerage, becomes the person's own (its owner) and awaits an
 * operator's approval like any funder that signs up (`approvedAt` null); its submissions were
 * always its own, so its inbox holds them. 409 `conflict` when it is no longer kept (someone
 * claimed it already).
 */
export async function claimKeptOrganization(tx: Tx, organizationId: string, userId: string) {
  await repo.lockOrganization(tx, organizationId);
  const released = await tx
    .update(organizations)
    .set({ keptByOrganizationId: null, approvedAt: null, approvedBy: null, updatedAt: new Date() })
    .where(and(eq(organizations.id, organizationId), isNotNull(organizations.keptByOrganizationId)))
    .returning({ id: organizations.id });
  if (released.length === 0) throw new AppError("conflict");
  await repo.insertMembership(tx, {
    organizationId,
    userId,
    role: "owner",
    salesRole: "general_manager",
  });
}
