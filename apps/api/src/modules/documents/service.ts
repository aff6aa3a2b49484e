import type { z } from "zod";
import type { Db, Executor } from "@portal/db/database";
import {
  documentExpiryStatus,
  type documentUpdateSchema,
  type Document,
} from "@portal/contract/documents/document-schemas";
import { AppError } from "../../lib/app-error";
import { uuidOrNotFound } from "../../lib/uuid";
import type { DealService } from "../deals/service";
import type { Config, OfficeZipLimits } from "../../config/env";
import { createLocalObjectStore, ObjectNotFoundError, type ObjectStore } from "./object-store";

// The one object store also keeps avatars and logos (modules/images).
export { ObjectNotFoundError, type ObjectStore };
import * as repo from "./repo";
import { createUpload, discard, type OnUploaded } from "./upload";

export type { OnUploaded } from "./upload";

export interface DocumentSettings {
  maxBytes: number;
  expiringSoonDays: number;
  office: OfficeZipLimits;
}

/**
 * Where document bytes go: files under the data directory, or an S3-compatible bucket (its SDK
 * loaded only then: it is a large share of what a start would otherwise load).
 */
export async function createObjectStore(
  storage: Config["storage"],
  warn: (message: string) => void,
): Promise<ObjectStore> {
  if (storage.driver === "local") return createLocalObjectStore(storage.root);
  const { createS3ObjectStore } = await import("./s3-object-store");
  return createS3ObjectStore(storage, warn);
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Documents expiring within `withinDays` (EXPIRING_SOON_DAYS, today included) on each open deal of
 * their borrower, with the deal's owner: what the notification centre tells brokers of.
 */
export const expiringOnOpenDeals = (db: Executor, withinDays: number, now = new Date()) =>
  repo.listExpiringOnOpenDeals(db, now, withinDays);

type DocumentChanges = z.output<typeof documentUpdateSchema>;

/**
 * The borrower's document vault, reached through a deal the person may see: upload (streamed
 * to the object store, typed by its bytes, hashed on the way), list, download, change, delete,
 * and the clean-up of uploads a crash cut off.
 */
export function createDocumentService(
  db: Db,
  store: ObjectStore,
  deals: DealService,
  settings: DocumentSettings,
  onUploaded: OnUploaded,
) {
  function toDocument(row: repo.DocumentRow): Document {
    return {
      id: row.id,
      borrowerId: row.borrowerId,
      dealId: row.dealId,
      type: row.type,
      fileName: row.fileName,
      contentType: row.contentType,
      sizeBytes: row.sizeBytes ?? 0,
      sha256: row.sha256 ?? "",
      expiresOn: row.expiresOn,
      expiryStatus: documentExpiryStatus(row.expiresOn, today(), settings.expiringSoonDays),
      uploadedBy: row.uploadedBy,
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function findDocument(userId: string, dealId: string, rawDocumentId: string) {
    const { deal } = await deals.visibleDeal(userId, dealId);
    const row = await repo.findReady(db, deal.borrowerId, uuidOrNotFound(rawDocumentId));
    if (!row) throw new AppError("not_found");
    return row;
  }

  return {
    upload: createUpload(db, store, deals, toDocument, settings.office, onUploaded),

    async list(userId: string, dealId: string) {
      const { deal } = await deals.visibleDeal(userId, dealId);
      const rows = await repo.listReady(db, deal.borrowerId);
      return { items: rows.map(toDocument) };
    },

    /** The borrower's ready documents among `ids` (what a broker shares with a funder). */
    async ofBorrower(borrowerId: string, ids?: readonly string[]) {
      const rows = await repo.listReady(db, borrowerId);
      return rows.filter((r) => !ids || ids.includes(r.id)).map(toDocument);
    },

    /** A deal's borrower's documents, for a caller checking the deal's access at the same time. */
    ofDealsBorrower: async (dealId: string) =>
      (await repo.listReadyOfDeal(db, dealId)).map(toDocument),

    /** The bytes of one of the borrower's documents, for a caller that checked access (a funder's shared document). */
    async openOfBorrower(borrowerId: string, documentId: string) {
      const row = await repo.findReady(db, borrowerId, uuidOrNotFound(documentId));
      if (!row) throw new AppError("not_found");
      return { document: toDocument(row), body: await store.get(row.storageKey) };
    },

    /** The bytes of a document of a deal this person may see. */
    async download(userId: string, dealId: string, documentId: string) {
      const row = await findDocument(userId, dealId, documentId);
      try {
        return { document: toDocument(row), body: await store.get(row.storageKey) };
      } catch (err) {
        // A row whose bytes are gone is a fault to report, not a document to hand out.
        if (err instanceof ObjectNotFoundError) throw new AppError("internal", { cause: err });
        throw err;
      }
    },

    async update(userId: string, dealId: string, documentId: string, changes: DocumentChanges) {
      const row = await findDocument(userId, dealId, documentId);
      const updated = await repo.updateReady(db, row.id, changes);
      if (!updated) throw new AppError("not_found");
      return toDocument(updated);
    },

    /** Hidden at once, then its bytes, then its row; a crash in between is finished by the clean-up. */
    async remove(userId: string, dealId: string, documentId: string) {
      const row = await findDocument(userId, dealId, documentId);
      const deleting = await repo.markDeleting(db, row.id);
      if (!deleting) throw new AppError("not_found");
      await discard(db, store, deleting);
    },

    /**
     * Removes what interrupted uploads and deletions left: their objects, their rows and the
     * store's temporary files. Uploads started before `before` count as dead.
     */
    async cleanUpInterrupted(before: Date) {
      const rows = await repo.listInterrupted(db, before);
      for (const row of rows) await store.delete(row.storageKey);
      await repo.removeMany(
        db,
        rows.map((r) => r.id),
      );
      const temporary = await store.cleanUpInterrupted(before);
      return { documents: rows.length, temporary };
    },
  };
}

export type DocumentService = ReturnType<typeof createDocumentService>;
