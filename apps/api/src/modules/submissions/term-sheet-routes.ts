import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses, idParams } from "../../lib/routes";
import { contentDisposition } from "../../lib/send-document";
import { identityOf } from "../identity/authenticate";
import { createTermSheets } from "./term-sheet";

/** A term sheet as a download: a PDF with a safe name, never cached. */
export const sendPdf = (
  reply: FastifyReply,
  { pdf, fileName }: { pdf: Buffer; fileName: string },
) =>
  reply
    .header("content-type", "application/pdf")
    .header("content-length", pdf.length)
    .header("content-disposition", contentDisposition(fileName))
    .header("cache-control", "no-store")
    .header("x-content-type-options", "nosniff")
    .send(pdf);

/** The term sheet of a submission's offer, for the funder and for the deal's broker (issue 35). */
export async function termSheetRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deals, documents, lenders, matching } = app;
  const sheets = createTermSheets({ db: app.database.db, deals, documents, lenders, matching });
  const schema = (tags: string[], summary: string) => ({
    tags,
    summary,
    description:
      "A PDF in the language of the deal's broker; 404 when no offer stands (none made, withdrawn, declined or lost).",
    security: [{ authorizationkey: [] }],
    params: idParams,
    response: { 200: z.any(), ...errorResponses },
  });
  r.get("/v1/funder/submission/:id/term-sheet", {
    schema: schema(
      ["funder workspace"],
      "The term sheet of your offer (standing or accepted), as a PDF",
    ),
    handler: async (request, reply) =>
      sendPdf(reply, await sheets.funderTermSheet(identityOf(request).sub, request.params.id)),
  });
  r.get("/v1/user/submission/:id/term-sheet", {
    schema: schema(
      ["submissions"],
      "The term sheet of a funder's offer (standing or accepted), as a PDF",
    ),
    handler: async (request, reply) =>
      sendPdf(reply, await sheets.brokerTermSheet(identityOf(request).sub, request.params.id)),
  });
}
