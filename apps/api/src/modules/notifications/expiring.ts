import type { Db } from "@portal/db/database";
import { dealTopic } from "@portal/contract/notifications/notification-schemas";
import { expiringOnOpenDeals } from "../documents/service";
import { notify } from "./service";

/**
 * Documents expiring on open deals (docs/decisions/038): looked for at start and then every
 * EXPIRING_SWEEP_MS by each process. Each document, expiry date and deal is told to the deal's
 * owner once (the dedupe key), so processes running it at once, or again the next day, add
 * nothing; a new expiry date set on the document is a new notice.
 */
export async function sweepExpiringDocuments(db: Db, withinDays: number, now = new Date()) {
  const rows = await expiringOnOpenDeals(db, withinDays, now);
  if (!rows.length) return 0;
  return db.transaction(async (tx) => {
    let added = 0;
    for (const row of rows)
      added += await notify(
        tx,
        [row.ownerId],
        {
          kind: "document_expiring",
          params: {
            reference: row.reference,
            businessName: row.businessName,
            type: row.type,
            expiresOn: row.expiresOn,
          },
          link: `/deals/${row.dealId}`,
          dedupeKey: `document_expiring:${row.documentId}:${row.expiresOn}:${row.dealId}`,
        },
        [dealTopic(row.dealId), "dashboard"],
      );
    return added;
  });
}
