import { createHash, randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { fileTypeFromBuffer } from "file-type";
import type { Db } from "@portal/db/database";
import {
  documentUploadFieldsSchema,
  isDocumentContentType,
  safeFileName,
  zipDocumentContentTypes,
  type Document,
  type DocumentUploadFields,
} from "@portal/contract/documents/document-schemas";
import type { OfficeZipLimits } from "../../config/env";
import { AppError } from "../../lib/app-error";
import { drain, type FormPart } from "../../lib/multipart";
import { parseOrThrow } from "../../lib/parse";
import type { DealService } from "../deals/service";
import type { ObjectStore } from "./object-store";
import { checkOfficeZip, officeTypeOf, StreamTail, zipTailBytes } from "./office-zip";
import * as repo from "./repo";

/** How many leading bytes decide the file type (a zip's may only say "zip": see `storeFile`). */
const sniffBytes = 64 * 1024;
const zipType = "application/zip";

/** The text types taken only as a bank statement: a bank's CSV or OFX/QFX export (decision 089). */
const bankExportTypes: readonly string[] = ["text/csv", "application/x-ofx"];

/**
 * A bank's export, by its first bytes: text (UTF-8, Latin-1 or UTF-16 with its byte order mark,
 * hardly any control characters), OFX when it says so, else CSV. Anything else is not taken.
 */
export function bankExportType(head: Buffer): string | undefined {
  const utf16 = (head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff);
  const text = utf16
    ? new TextDecoder(head[0] === 0xff ? "utf-16le" : "utf-16be").decode(head)
    : head.includes(0)
      ? undefined
      : head.toString("latin1");
  if (!text) return undefined;
  // eslint-disable-next-line no-control-regex -- control characters are what tells text from binary
  const control = text.match(/[\x00-\x08\x0b\x0e-\x1f\x7f]/g)?.length ?? 0;
  if (control > text.length / 100) return undefined;
  return /OFXHEADER\s*:|<OFX>/i.test(text) ? "application/x-ofx" : "text/csv";
}

/** Removes an object and its row; the row goes only once the object is gone. */
export async function discard(db: Db, store: ObjectStore, row: { id: string; storageKey: string }) {
  await store.delete(row.storageKey);
  await repo.remove(db, row.id);
}

/** The file's first bytes, enough to decide its type; `done` when that was the whole file. */
async function readHead(chunks: AsyncIterator<Buffer>) {
  const head: Buffer[] = [];
  let headBytes = 0;
  while (headBytes < sniffBytes) {
    const next = await chunks.next();
    if (next.done) return { first: Buffer.concat(head), done: true };
    head.push(next.value);
    headBytes += next.value.length;
  }
  return { first: Buffer.concat(head), done: false };
}

/**
 * Stores one file: its first bytes decide the type, then the row is written (uploading) and the
 * bytes stream to the store through the hash. A Word or Excel file (a zip) is then checked
 * against the unpacking limits before it counts as stored. A zip whose first bytes do not show it
 * is Office (LibreOffice and openpyxl write `[Content_Types].xml` last) is typed by the names in
 * its directory once stored, and refused as any other zip when they are not an Office file's.
 * Returns the row's id with its type, size and hash.
 */
async function storeFile(
  db: Db,
  store: ObjectStore,
  office: OfficeZipLimits,
  target: {
    viewer: { userId: string; organizationId: string };
    deal: { id: string; borrowerId: string };
  },
  fields: DocumentUploadFields,
  file: Extract<FormPart, { type: "file" }>,
) {
  const { viewer, deal } = target;
  const chunks = file.stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const { first, done } = await readHead(chunks);
  if (first.length === 0) throw new AppError("document_required");
  // Exactly the first bytes, however they arrived: the same file gets the same answer.
  const sniffed = (await fileTypeFromBuffer(first.subarray(0, sniffBytes)))?.mime;
  // A bank's export is text (OFX 2 is XML): typed by bankExportType, only as a bank statement,
  // and never when its name says PDF (text posing as a PDF is refused, as it always was).
  const detected =
    fields.type === "bank_statement" &&
    (!sniffed || sniffed === "application/xml") &&
    !/\.pdf$/i.test(file.fileName)
      ? bankExportType(first.subarray(0, sniffBytes))
      : sniffed;
  if (!detected || (!isDocumentContentType(detected) && detected !== zipType)) {
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
    // A zip not yet known to be Office stays `uploading` (invisible) until its directory says.
    contentType: detected,
    expiresOn: fields.expiresOn ?? null,
    uploadedBy: viewer.userId,
  });
  const hash = createHash("sha256");
  const tail =
    detected === zipType || zipDocumentContentTypes.includes(detected)
      ? new StreamTail(zipTailBytes(office))
      : undefined;
  let sizeBytes = 0;
  const take = (chunk: Buffer) => {
    hash.update(chunk);
    tail?.push(chunk);
    sizeBytes += chunk.length;
    return chunk;
  };
  const body = Readable.from(
    (async function* () {
      yield take(first);
      while (!done) {
        const next = await chunks.next();
        if (next.done) break;
        yield take(next.value);
      }
      // The parser stops at the limit and marks the file truncated: never keep a cut file.
      if (file.stream.truncated) throw new AppError("payload_too_large");
    })(),
  );
  let contentType = detected;
  try {
    await store.put(row.storageKey, body, detected);
    if (tail) {
      if (contentType === zipType) contentType = officeTypeOf(tail.bytes(), sizeBytes) ?? zipType;
      if (contentType === zipType) throw new AppError("unsupported_media_type");
      await checkOfficeZip(tail.bytes(), sizeBytes, () => store.get(row.storageKey), office);
    }
  } catch (err) {
    await discard(db, store, row);
    throw err;
  }
  return { ...row, contentType, sizeBytes, sha256: hash.digest("hex") };
}

/**
 * Told of each bank statement uploaded, once it is ready, before the upload answers: the
 * statements module marks it reading and reads it in the background (never failing the upload).
 */
export type OnUploaded = (uploaded: {
  document: Document;
  organizationId: string;
  dealId: string;
}) => Promise<void>;

/** Uploading a document: streamed to the object store, typed by its bytes, hashed on the way. */
export function createUpload(
  db: Db,
  store: ObjectStore,
  deals: DealService,
  toDocument: (row: repo.DocumentRow) => Document,
  office: OfficeZipLimits,
  onUploaded: OnUploaded,
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
        stored = await storeFile(db, store, office, { viewer, deal }, meta, part);
      }
      if (!stored) throw new AppError("document_required");
      // Fields sent after the file are checked too: the stored document must match the form.
      const final = parseOrThrow(documentUploadFieldsSchema, fields);
      // A text file is taken only as a bank statement, whatever order the fields came in.
      if (bankExportTypes.includes(stored.contentType) && final.type !== "bank_statement")
        throw new AppError("unsupported_media_type");
      const ready = await repo.markReady(db, stored.id, {
        sizeBytes: stored.sizeBytes,
        sha256: stored.sha256,
        contentType: stored.contentType,
        type: final.type,
        expiresOn: final.expiresOn ?? null,
      });
      if (!ready) throw new AppError("conflict");
      // A bank statement's reading starts now and goes on after the answer (decision 089).
      if (ready.type === "bank_statement")
        await onUploaded({
          document: toDocument(ready),
          organizationId: viewer.organizationId,
          dealId: deal.id,
        });
      return toDocument(ready);
    } catch (err) {
      if (stored) await discard(db, store, stored);
      throw err;
    }
  };
}
