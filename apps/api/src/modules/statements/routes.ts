import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorEnvelopeSchema } from "@portal/contract/errors/error-envelope";
import {
  dealStatementsSchema,
  statementDocumentSchema,
  statementLinesQuerySchema,
  statementLinesSchema,
  statementReadSchema,
} from "@portal/contract/statements/statement-schemas";
import { identityOf } from "../identity/authenticate";
import type { StatementService } from "./service";

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
};
const idParams = z.object({ id: z.string() });
const security = [{ authorizationkey: [] }];

/** A deal's bank statements read into figures (issue 37, decision 089), for its broker and its funders. */
export async function statementRoutes(
  app: FastifyInstance,
  opts: { statements: StatementService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { statements } = opts;

  r.get("/v1/user/deal/:id/statements", {
    schema: {
      tags: ["statements"],
      summary: "The deal's bank statements, their reading, the summary and what they propose",
      description:
        "Every bank_statement document of the deal's borrower with its reading (reading, read, or refused with a code); the summary of the read ones (null until one is) and the proposal for the deal's monthly revenue, existing advances and trading history. Readings never started, or cut off for longer than the stale limit, start again here.",
      security,
      params: idParams,
      response: { 200: dealStatementsSchema, ...errors, 422: errorEnvelopeSchema },
    },
    handler: (request) => statements.ofDeal(identityOf(request).sub, request.params.id),
  });

  r.post("/v1/user/deal/:id/statements", {
    schema: {
      tags: ["statements"],
      summary: "Read (again) one of the deal's bank statements, with the CSV's columns if named",
      description:
        "Answers 202 with the statement `reading`; the reading goes on in the background (the deal's viewers get a live update when it ends). Columns named for a CSV are remembered for that header's next exports. A document of another deal's borrower or organization is 404; one not filed as a bank statement 422 `not_a_bank_statement`.",
      security,
      params: idParams,
      body: statementReadSchema,
      response: { 202: statementDocumentSchema, ...errors, 422: errorEnvelopeSchema },
    },
    handler: async (request, reply) => {
      const answer = await statements.read(
        identityOf(request).sub,
        request.params.id,
        request.body,
      );
      return reply.status(202).send(answer);
    },
  });

  r.post("/v1/user/deal/:id/statements/lines", {
    // Only reads (ids in a body, too many for a URL): open during a view and when read-only.
    config: { reads: true },
    schema: {
      tags: ["statements"],
      summary: "The statement lines behind a figure, by their ids (unknown ids are left out)",
      security,
      params: idParams,
      body: statementLinesQuerySchema,
      response: { 200: statementLinesSchema, ...errors },
    },
    handler: (request) =>
      statements.dealLines(identityOf(request).sub, request.params.id, request.body.ids),
  });

  r.get("/v1/funder/submission/:id/statements", {
    schema: {
      tags: ["statements"],
      summary: "The bank statements the broker shared with this submission, and their summary",
      description:
        "Only the bank statements shared with the submission; none once the broker withdrew it. `proposal` is always null.",
      security,
      params: idParams,
      response: { 200: dealStatementsSchema, ...errors, 422: errorEnvelopeSchema },
    },
    handler: (request) => statements.ofSubmission(identityOf(request).sub, request.params.id),
  });

  r.post("/v1/funder/submission/:id/statements/lines", {
    // Only reads (ids in a body, too many for a URL): open during a view and when read-only.
    config: { reads: true },
    schema: {
      tags: ["statements"],
      summary: "Lines of the statements shared with this submission, by their ids",
      security,
      params: idParams,
      body: statementLinesQuerySchema,
      response: { 200: statementLinesSchema, ...errors },
    },
    handler: (request) =>
      statements.submissionLines(identityOf(request).sub, request.params.id, request.body.ids),
  });
}
