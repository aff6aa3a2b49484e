import type { Readable } from "node:stream";
import type { FastifyReply } from "fastify";
import type { Document } from "@portal/contract/documents/document-schemas";

/** `attachment` with the stored (already safe) name: an ASCII fallback and the UTF-8 original. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/** A stored document's bytes as a download: its checked type, length and safe name, never cached. */
export function sendDocument(
  reply: FastifyReply,
  { document, body }: { document: Document; body: Readable },
) {
  return reply
    .header("content-type", document.contentType)
    .header("content-length", document.sizeBytes)
    .header("content-disposition", contentDisposition(document.fileName))
    .header("cache-control", "private, no-store")
    .header("x-content-type-options", "nosniff")
    .send(body);
}
