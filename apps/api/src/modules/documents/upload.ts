import { createHash, randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { fileTypeFromBuffer } from "file-type";
import type { Db } from "@portal/db/database";
import {
  documentUploadFieldsSchema,
  isDocumentContentType,
  safeFileName,
  type Document,
  type DocumentUploadFields,
} from "@portal/contract/documents/document-schemas";
import { AppError } from "../../lib/app-error";
import { drain, type FormPart } from "../../lib/multipart";
import { parseOrThrow } from "../../lib/parse";
import type { DealService } from "../deals/service";
import type { ObjectStore } from "./object-store";
import * as repo from "./repo";

/** How many leading bytes decide the file type (Office files need their first zip entries). */
const sniffBytes = 64 * 1024;

/** Removes an object and its row; the row goes only once the object is gone. */
export async function discard(db: Db, store: ObjectStore, row: { id: string; storageKey: string }) {
  await store.delete(row.storageKey);
  await repo.remove(db, row.id);
}

/**
 * Stores one file: its first bytes decide the type, then the row is written (uploading) and the
 * bytes stream to the store through the hash. Returns the row's id with size and hash.
 */
async function storeFile(
  db: Db,
  store: ObjectStore,
  viewer: { userId: string; organizationId: string },
  deal: { id: string; borrowerId: string },
  fields: DocumentUploadFields,
  file: Extract<FormPart, { type: "file" }>,
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
    await discard(db, store, row);
    throw err;
  }
  return { ...row, sizeBytes, sha256: hash.digest("hex") };
}

/** Uploading a document: streamed to the object store, typed by its bytes, hashed on the way. */
export function createUpload(
  db: Db,
  store: ObjectStore,
  deals: DealService,
  toDocument: (row: repo.DocumentRow) => Document,
) {
  /**
   * `POST /v1/user/deal/{id}/documents`: the form's fields (type, expiresOn) come first, then one
   * file. Whatever fails, nothing partial stays stored or visible.
   */
  return async function upload(
    userId: string,
    dealId: string,
    parts: AsyncIterable<FormPart>,
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
            issues: [{ path: part.name, code: "invalidValue", message: "This value is not valid" }],
          });
        }
        let meta: DocumentUploadFields;
        try {
          meta = parseOrThrow(documentUploadFieldsSchema, fields);
        } catch (err) {
          await drain(part.stream);
          throw err;
        }
        stored = await storeFile(db, store, viewer, deal, meta, part);
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
      if (stored) await discard(db, store, stored);
      throw err;
    }
  };
}
