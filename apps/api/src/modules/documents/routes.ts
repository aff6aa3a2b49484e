import type { FastifyInstance } from "fastify";
import multipart from "@fastify/multipart";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorEnvelopeSchema } from "@portal/contract/errors/error-envelope";
import {
  documentListSchema,
  documentSchema,
  documentUpdateSchema,
  documentUploadFieldsSchema,
} from "@portal/contract/documents/document-schemas";
import { AppError } from "../../lib/app-error";
import { readForm } from "../../lib/multipart";
import { validatedInService } from "../../lib/routes";
import { sendDocument } from "../../lib/send-document";
import { identityOf } from "../identity/authenticate";
import type { DocumentService } from "./service";

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};
const dealParams = z.object({ id: z.string() });
/** The upload's form as the OpenAPI document shows it (the service reads and checks the parts). */
const uploadFormSchema = documentUploadFieldsSchema.extend({
  file: z.string().meta({ format: "binary", description: "The document, after the fields" }),
});
const documentParams = z.object({ id: z.string(), documentId: z.string() });

/** What a form adds around its file: boundaries, part headers, the `type` and `expiresOn` fields. */
const formAllowanceBytes = 64 * 1024;

export async function documentRoutes(
  app: FastifyInstance,
  opts: { documents: DocumentService; maxBytes: number },
) {
  // One file per upload; the parser stops at the size limit (the service then refuses the file).
  const maxBodyBytes = opts.maxBytes + formAllowanceBytes;
  await app.register(multipart, {
    limits: { fileSize: opts.maxBytes, files: 2, fields: 10, fieldSize: 1024, parts: 12 },
  });
  // Why an Office file was refused, for the operator tuning OFFICE_MAX_* (people see the message).
  app.addHook("onError", (request, _reply, error, done) => {
    if (error instanceof AppError && error.code.startsWith("office_file_"))
      request.log.info(
        { code: error.code, reason: (error.cause as Error).message },
        "office file refused",
      );
    done();
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ authorizationkey: [] }];

  r.get("/v1/user/deal/:id/documents", {
    schema: {
      tags: ["documents"],
      summary: "The deal's documents: its borrower's vault, shared by all of the borrower's deals",
      security,
      params: dealParams,
      response: { 200: documentListSchema, ...errors },
    },
    handler: (request) => opts.documents.list(identityOf(request).sub, request.params.id),
  });

  r.post("/v1/user/deal/:id/documents", {
    // A longer declared body is refused before it is read (plugins/body-limit.ts).
    config: { maxBodyBytes },
    schema: {
      tags: ["documents"],
      summary:
        "Upload one document: multipart fields `type` and `expiresOn` (optional), then the file as `file`",
      description:
        "The type is decided by the file's bytes (415 Invalid file type); the size limit is DOCUMENT_MAX_BYTES (413 File size too large, answered before the body is read when Content-Length is over it, and the connection closed); no file or an empty one is 400 Please upload a document; a form the server cannot read (no or a wrong boundary, cut short, a part without a name) is 400 `invalid_form`, more parts than a form of one file has is 413 `too_many_parts`. A Word or Excel file that unpacks to more than the OFFICE_MAX_* settings allow is 422 office_file_too_large, one whose zip does not hold together 422 office_file_damaged. Whatever fails, nothing is stored.",
      security,
      consumes: ["multipart/form-data"],
      params: dealParams,
      body: uploadFormSchema,
      response: {
        201: documentSchema,
        ...errors,
        413: errorEnvelopeSchema,
        415: errorEnvelopeSchema,
        422: errorEnvelopeSchema,
      },
    },
    validatorCompiler: validatedInService,
    handler: async (request, reply) => {
      if (!request.isMultipart()) throw new AppError("document_required");
      const document = await readForm(
        request,
        (parts) => opts.documents.upload(identityOf(request).sub, request.params.id, parts),
        { maxBodyBytes },
      );
      return reply.status(201).send(document);
    },
  });

  oneDocumentRoutes(app, opts.documents);
}

/** One document of the deal's borrower: its bytes, its type and expiry, its removal. */
function oneDocumentRoutes(app: FastifyInstance, documents: DocumentService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ authorizationkey: [] }];
  r.get("/v1/user/deal/:id/documents/:documentId", {
    schema: {
      tags: ["documents"],
      summary: "Download a document (as an attachment)",
      security,
      params: documentParams,
      response: { 200: z.any(), ...errors },
    },
    handler: async (request, reply) => {
      return sendDocument(
        reply,
        await documents.download(
          identityOf(request).sub,
          request.params.id,
          request.params.documentId,
        ),
      );
    },
  });

  r.post("/v1/user/deal/:id/documents/:documentId", {
    schema: {
      tags: ["documents"],
      summary: "Change a document's type or expiry date",
      security,
      params: documentParams,
      body: documentUpdateSchema,
      response: { 200: documentSchema, ...errors },
    },
    handler: (request) =>
      documents.update(
        identityOf(request).sub,
        request.params.id,
        request.params.documentId,
        request.body,
      ),
  });

  r.delete("/v1/user/deal/:id/documents/:documentId", {
    schema: {
      tags: ["documents"],
      summary: "Delete a document",
      security,
      params: documentParams,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await documents.remove(identityOf(request).sub, request.params.id, request.params.documentId);
      return reply.status(204).send(null);
    },
  });
}
