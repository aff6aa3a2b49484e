import { and, between, desc, eq, inArray, lt, or } from "drizzle-orm";
import type { Executor } from "@portal/db/database";
import { documents } from "@portal/db/schema/documents";
import { borrowerIdOfDeal, openDeals } from "../deals/queries";

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocument = Pick<
  typeof documents.$inferInsert,
  | "id"
  | "organizationId"
  | "borrowerId"
  | "dealId"
  | "type"
  | "fileName"
  | "contentType"
  | "storageKey"
  | "expiresOn"
  | "uploadedBy"
>;

/** Written before the first byte is stored (status uploading), so a cut-off upload is known. */
export async function insertUploading(db: Executor, values: NewDocument) {
  await db.insert(documents).values({ ...values, status: "uploading" });
}

export async function markReady(
  db: Executor,
  id: string,
  values: {
    sizeBytes: number;
    sha256: string;
    contentType: string;
    type: DocumentRow["type"];
    expiresOn: string | null;
  },
) {
  const [row] = await db
    .update(documents)
    .set({ ...values, status: "ready" })
    .where(and(eq(documents.id, id), eq(documents.status, "uploading")))
    .returning();
  return row;
}

/** The borrower's complete documents (its vault), newest first. */
export function listReady(db: Executor, borrowerId: string) {
  return db
    .select()
    .from(documents)
    .where(and(eq(documents.borrowerId, borrowerId), eq(documents.status, "ready")))
    .orderBy(desc(documents.createdAt), desc(documents.id));
}

/** The ready documents of the borrower of deal `dealId` (one round trip: no access check here). */
export function listReadyOfDeal(db: Executor, dealId: string) {
  return db
    .select()
    .from(documents)
    .where(
      and(eq(documents.borrowerId, borrowerIdOfDeal(db, dealId)), eq(documents.status, "ready")),
    )
    .orderBy(desc(documents.createdAt), desc(documents.id));
}

export async function findReady(db: Executor, borrowerId: string, id: string) {
  const [row] = await db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.id, id),
        eq(documents.borrowerId, borrowerId),
        eq(documents.status, "ready"),
      ),
    )
    .limit(1);
  return row;
}

export async function updateReady(
  db: Executor,
  id: string,
  changes: Partial<Pick<DocumentRow, "type" | "expiresOn">>,
) {
  const [row] = await db
    .update(documents)
    .set(changes)
    .where(and(eq(documents.id, id), eq(documents.status, "ready")))
    .returning();
  return row;
}

/** Hides the document at once; its object is removed next, then the row. Undefined when it was not ready. */
export async function markDeleting(db: Executor, id: string) {
  const [row] = await db
    .update(documents)
    .set({ status: "deleting" })
    .where(and(eq(documents.id, id), eq(documents.status, "ready")))
    .returning();
  return row;
}

export async function remove(db: Executor, id: string) {
  await db.delete(documents).where(eq(documents.id, id));
}

/** Uploads that never finished (started before `before`) and deletions that never finished. */
export function listInterrupted(db: Executor, before: Date) {
  return db
    .select({ id: documents.id, storageKey: documents.storageKey })
    .from(documents)
    .where(
      or(
        eq(documents.status, "deleting"),
        and(eq(documents.status, "uploading"), lt(documents.createdAt, before)),
      ),
    );
}

export async function removeMany(db: Executor, ids: string[]) {
  if (ids.length) await db.delete(documents).where(inArray(documents.id, ids));
}

/** Ready documents expiring between `from` and `until` (dates) of borrowers with open deals, per deal. */
export async function listExpiringOnOpenDeals(db: Executor, now: Date, withinDays: number) {
  const day = (at: number) => new Date(at).toISOString().slice(0, 10);
  const deals = openDeals(db);
  const rows = await db
    .select({
      documentId: documents.id,
      type: documents.type,
      expiresOn: documents.expiresOn,
      dealId: deals.id,
      ownerId: deals.ownerId,
      reference: deals.reference,
      businessName: deals.businessName,
    })
    .from(documents)
    .innerJoin(deals, eq(deals.borrowerId, documents.borrowerId))
    .where(
      and(
        eq(documents.status, "ready"),
        between(
          documents.expiresOn,
          day(now.getTime()),
          day(now.getTime() + withinDays * 86_400_000),
        ),
      ),
    );
  return rows.map((row) => ({ ...row, expiresOn: row.expiresOn! }));
}
