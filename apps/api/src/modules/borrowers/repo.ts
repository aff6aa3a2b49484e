import { eq } from "drizzle-orm";
import type { Executor } from "@portal/db/database";
import { borrowers } from "@portal/db/schema/deals";

/** A borrower's details as stored (the owners and property in their JSON columns). */
export type BorrowerChanges = Partial<
  Omit<typeof borrowers.$inferInsert, "id" | "organizationId" | "createdAt" | "updatedAt">
>;

export async function updateBorrower(db: Executor, id: string, changes: BorrowerChanges) {
  await db
    .update(borrowers)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(borrowers.id, id));
}
