import { createHash, randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { fileTypeFromBuffer } from "file-type";
import type { Db } from "@portal/db/database";
import {
  documentExpiryStatus,
  documentUpdateSchema,
  documentUploadFieldsSchema,
  isDocumentContentType,
  safeFileName,
  type Document,
  type DocumentUploadFields,
} from "@portal/contract/documents/document-schemas";
import { AppError } from "../../lib/app-error";
import { parseOrThrow } from "../../lib/parse";
import { uuidOrNotFound } from "../../lib/uuid";
import type { DealService } from "../deals/service";
import type { Config } from "../../config/env";
import { createLocalObjectStore, ObjectNotFoundError, type ObjectStore } from "./object-store";
import { createS3ObjectStore } from "./s3-object-store";
import * as repo from "./repo";

/** One part of an upload's form, in the order it arrived (fields first, then the file). */
export type UploadPart =
  | { type: "field"; name: string; value: string }
  | { type: "file"; name: string; fileName: string; stream: Readable & { truncated?: boolean } };

/** How many leading bytes decide the file type (Office files need their first zip entries). */
const sniffBytes = 64 * 1024;

export interface DocumentSettings {
  maxBytes: number;
  expiringSoonDays: number;
}

/** Where document bytes go: files under the data directory, or an S3-compatible bucket. */
export function createObjectStore(
  storage: Config["storage"],
  warn: (message: string) => void,
): ObjectStore {
  return storage.driver === "local"
    ? createLocalObjectStore(storage.root)
    : createS3ObjectStore(storage, warn);
}

const today = () => new Date().toISOString().slice(0, 10);

/** Reads a part nobody will store to its end, so the rest of the form can still be read. */
async function drain(chunks: AsyncIterable<unknown> | AsyncIterator<unknown>) {
  const iterator = Symbol.asyncIterator in chunks ? chunks[Symbol.asyncIterator]() : chunks;
  try {
    while (!(await iterator.next()).done);
  } catch {
    // A part that fails while skipped (cut off, too large) fails the form at the next part.
  }
}

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

  /** Removes an object and its row; the row goes only once the object is gone. */
  async function discard(row: { id: string; storageKey: string }) {
    await store.delete(row.storageKey);
    await repo.remove(db, row.id);
  }

  /**
   * Stores one file: its first bytes decide the type, then the row is written (uploading) and the
   * bytes stream to the store through the hash. Returns the row's id with size and hash.
   */
  async function storeFile(
    viewer: { userId: string; organizationId: string },
    deal: { id: string; borrowerId: string },
    fields: DocumentUploadFields,
    file: Extract<UploadPart, { type: "file" }>,
  ) {
    const chunks = file.stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    const head: Buffer[] = [];
    let headBytes = 0;
    let done = false;
    while (headBytes < sniffBytes) {
      const next = await chunks.next();
      if (next.done) {
        done = true;
        break;
      }
      head.push(next.value);
      headBytes += next.value.length;
    }
    const first = Buffer.concat(head);
    if (first.length === 0) throw new AppError("document_required");
    const detected = await fileTypeFromBuffer(first);
    if (!detected || !isDocumentContentType(detected.mime)) {
      if (!done) await drain(chunks);
      throw new AppError("unsupported_media_type");
    }

    const id = randomUUID();
    const row = { id, storageKey: `${viewer.organizationId}/${id}` };
    await repo.insertUploading(db, {
      ...row,
      organizationId: viewer.organizationId,
      borrowerId: deal.borrowerId,
      dealId: deal.id,
      type: fields.type,
      fileName: safeFileName(file.fileName),
      contentType: detected.mime,
      expiresOn: fields.expiresOn ?? null,
      uploadedBy: viewer.userId,
    });
    const hash = createHash("sha256");
    let sizeBytes = 0;
    const body = Readable.from(
      (async function* () {
        hash.update(first);
        sizeBytes += first.length;
        yield first;
        while (!done) {
          const next = await chunks.next();
          if (next.done) break;
          hash.update(next.value);
          sizeBytes += next.value.length;
          yield next.value;
        }
        // The parser stops at the limit and marks the file truncated: never keep a cut file.
        if (file.stream.truncated) throw new AppError("payload_too_large");
      })(),
    );
    try {
      await store.put(row.storageKey, body, detected.mime);
    } catch (err) {
      await discard(row);
      throw err;
    }
    return { ...row, sizeBytes, sha256: hash.digest("hex") };
  }

  return {
    async list(userId: string, dealId: string) {
      const { deal } = await deals.visibleDeal(userId, dealId);
      const rows = await repo.listReady(db, deal.borrowerId);
      return { items: rows.map(toDocument) };
    },

    /**
     * `POST /v1/user/deal/{id}/documents`: the form's fields (type, expiresOn) come first, then one
     * file. Whatever fails, nothing partial stays stored or visible.
     */
    async upload(
      userId: string,
      dealId: string,
      parts: AsyncIterable<UploadPart>,
    ): Promise<Document> {
      const { viewer, deal } = await deals.visibleDeal(userId, dealId);
      const fields: Record<string, string> = {};
      let stored: Awaited<ReturnType<typeof storeFile>> | undefined;
      try {
        for await (const part of parts) {
          if (part.type === "field") {
            fields[part.name] = part.value;
            continue;
          }
          if (stored || part.name !== "file") {
            await drain(part.stream);
            throw new AppError("validation_failed", {
              issues: [
                { path: part.name, code: "invalidValue", message: "This value is not valid" },
              ],
            });
          }
          let meta: DocumentUploadFields;
          try {
            meta = parseOrThrow(documentUploadFieldsSchema, fields);
          } catch (err) {
            await drain(part.stream);
            throw err;
          }
          stored = await storeFile(viewer, deal, meta, part);
        }
        if (!stored) throw new AppError("document_required");
        // Fields sent after the file are checked too: the stored document must match the form.
        const final = parseOrThrow(documentUploadFieldsSchema, fields);
        const ready = await repo.markReady(db, stored.id, {
          sizeBytes: stored.sizeBytes,
          sha256: stored.sha256,
          type: final.type,
          expiresOn: final.expiresOn ?? null,
        });
        if (!ready) throw new AppError("conflict");
        return toDocument(ready);
      } catch (err) {
        if (stored) await discard(stored);
        throw err;
      }
    },

    /** The borrower's ready documents among `ids` (what a broker shares with a funder). */
    async ofBorrower(borrowerId: string, ids?: readonly string[]) {
      const rows = await repo.listReady(db, borrowerId);
      return rows.filter((r) => !ids || ids.includes(r.id)).map(toDocument);
    },

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

    async update(userId: string, dealId: string, documentId: string, input: unknown) {
      const changes = parseOrThrow(documentUpdateSchema, input);
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
      await discard(deleting);
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
