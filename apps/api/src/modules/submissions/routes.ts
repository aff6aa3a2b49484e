import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorEnvelopeSchema } from "@portal/contract/errors/error-envelope";
import {
  acceptOfferSchema,
  commissionListSchema,
  fundedSchema,
  funderSubmissionSchema,
  offerWithdrawalSchema,
  proposalInputSchema,
  submissionListSchema,
  submissionNoteSchema,
  submissionPreviewSchema,
  submissionSchema,
  submissionSendSchema,
} from "@portal/contract/submissions/submission-schemas";
import { errorResponses, idParams, optionalBody, sourceOf } from "../../lib/routes";
import { identityOf } from "../identity/authenticate";
import { sendDocument } from "../../lib/send-document";
import { declineSchema } from "@portal/contract/submissions/inbox-schemas";
import type { FunderMove } from "./funder-moves";
import { inboxRoutes } from "./inbox-routes";
import type { SubmissionService } from "./service";

/** The signed-in funder's move on the submission `id` of the path. */
const funderMove = (s: SubmissionService, request: FastifyRequest, id: string, move: FunderMove) =>
  s.funderMove(identityOf(request).sub, id, move, sourceOf(request));

const errors = errorResponses;

/** Sending deals to funders, the funders' answers, acceptance, funding and the commission ledger. */
export async function submissionRoutes(
  app: FastifyInstance,
  opts: { submissions: SubmissionService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ authorizationkey: [] }];
  const s = opts.submissions;
  const broker = ["submissions"];

  r.post("/v1/user/deal/:id/submissions/preview", {
    schema: {
      tags: broker,
      summary: "Before sending: funders that already have this business from another broker",
      security,
      params: idParams,
      body: submissionSendSchema,
      response: { 200: submissionPreviewSchema, ...errors },
    },
    handler: (request) => s.preview(identityOf(request).sub, request.params.id, request.body),
  });
  r.post("/v1/user/deal/:id/submissions", {
    schema: {
      tags: broker,
      summary: "Send the deal to the funders of these published listings, sharing these documents",
      security,
      params: idParams,
      body: submissionSendSchema,
      response: { 201: submissionListSchema, ...errors },
    },
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(
          await s.send(identityOf(request).sub, request.params.id, request.body, sourceOf(request)),
        ),
  });
  r.get("/v1/user/deal/:id/submissions", {
    schema: {
      tags: broker,
      summary: "Where the deal was sent, each funder's answers and offers",
      security,
      params: idParams,
      response: { 200: submissionListSchema, ...errors },
    },
    handler: (request) => s.listForDeal(identityOf(request).sub, request.params.id),
  });
  r.get("/v1/user/deal/:id/commissions", {
    schema: {
      tags: broker,
      summary: "The deal's commission ledger entries",
      security,
      params: idParams,
      response: { 200: commissionListSchema, ...errors },
    },
    handler: (request) => s.commissions(identityOf(request).sub, request.params.id),
  });
  brokerMoveRoutes(app, s);

  funderRoutes(app, s);
}

/** The funder's workspace: its inbox (inbox-routes.ts), one submission, its answers, funding and shared documents. */
function funderRoutes(app: FastifyInstance, s: SubmissionService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ authorizationkey: [] }];
  const funder = ["funder workspace"];
  inboxRoutes(app, s);
  r.get("/v1/funder/submission/:id", {
    schema: {
      tags: funder,
      summary: "A deal sent to you, with only the documents the broker shared",
      description:
        "Once the broker withdraws it (status `cancelled`): `deal` and `borrower` are null, no documents, no notes.",
      security,
      params: idParams,
      response: { 200: funderSubmissionSchema, ...errors },
    },
    handler: (request) => s.funderGet(identityOf(request).sub, request.params.id),
  });
  funderMoveRoutes(app, s);
  r.get("/v1/funder/submission/:id/documents/:documentId", {
    schema: {
      tags: funder,
      summary: "Download a document the broker shared",
      description: "410 `submission_withdrawn` once the broker has withdrawn the deal.",
      security,
      params: z.object({ id: z.string(), documentId: z.string() }),
      response: { 200: z.any(), ...errors, 410: errorEnvelopeSchema },
    },
    handler: async (request, reply) =>
      sendDocument(
        reply,
        await s.funderDocument(
          identityOf(request).sub,
          request.params.id,
          request.params.documentId,
        ),
      ),
  });
}

/** The broker answers a question, accepts an offer or withdraws the deal from a funder. */
function brokerMoveRoutes(app: FastifyInstance, s: SubmissionService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ authorizationkey: [] }];
  const move = (summary: string) => ({
    tags: ["submissions"],
    summary,
    security,
    params: idParams,
    response: { 200: submissionSchema, ...errors },
  });
  r.post("/v1/user/submission/:id/answer", {
    schema: {
      ...move("Answer a funder's question (and share more documents)"),
      body: submissionNoteSchema,
    },
    handler: (request) =>
      s.brokerMove(
        identityOf(request).sub,
        request.params.id,
        { name: "answer", input: request.body },
        sourceOf(request),
      ),
  });
  r.post("/v1/user/submission/:id/accept", {
    schema: {
      ...move(
        "Accept this funder's offer (the others are closed); with `proposalId`, only if that offer still stands (409 `offer_changed`)",
      ),
      body: optionalBody(acceptOfferSchema),
    },
    handler: (request) =>
      s.brokerMove(
        identityOf(request).sub,
        request.params.id,
        { name: "accept", input: request.body },
        sourceOf(request),
      ),
  });
  r.post("/v1/user/submission/:id/cancel", {
    // No body: whatever is sent is ignored.
    schema: move("Withdraw the deal from this funder"),
    handler: (request) =>
      s.brokerMove(
        identityOf(request).sub,
        request.params.id,
        { name: "cancel" },
        sourceOf(request),
      ),
  });
}

/** The funder asks, offers, declines or flags a duplicate, and reports the money sent. */
function funderMoveRoutes(app: FastifyInstance, s: SubmissionService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ authorizationkey: [] }];
  const funder = ["funder workspace"];
  const move = (summary: string) => ({
    tags: funder,
    summary,
    security,
    params: idParams,
    response: { 200: funderSubmissionSchema, ...errors },
  });
  r.post("/v1/funder/submission/:id/decline", {
    schema: {
      ...move("Decline with a reason from the list (kept for the broker) and, optionally, a note"),
      body: declineSchema,
    },
    handler: (request) =>
      funderMove(s, request, request.params.id, { name: "decline", input: request.body }),
  });
  for (const [path, name, summary] of [
    ["request-info", "request_info", "Ask the broker for information or documents"],
    ["duplicate", "duplicate", "Flag that you already have this business"],
  ] as const) {
    r.post(`/v1/funder/submission/:id/${path}`, {
      schema: { ...move(summary), body: submissionNoteSchema.pick({ note: true }) },
      handler: (request) =>
        funderMove(s, request, request.params.id, { name, input: request.body }),
    });
  }
  offerRoutes(app, s);
  r.post("/v1/funder/submission/:id/funded", {
    schema: {
      tags: funder,
      summary: "The money went out: the deal is funded and the broker's commission earned",
      security,
      params: idParams,
      body: optionalBody(fundedSchema),
      response: { 200: funderSubmissionSchema, ...errors },
    },
    handler: (request) =>
      s.funded(identityOf(request).sub, request.params.id, request.body, sourceOf(request)),
  });
}

/** The funder's offer: made, revised, withdrawn (docs/decisions/048). */
function offerRoutes(app: FastifyInstance, s: SubmissionService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const move = (summary: string) => ({
    tags: ["funder workspace"],
    summary,
    security: [{ authorizationkey: [] }],
    params: idParams,
    response: { 200: funderSubmissionSchema, ...errors },
  });
  for (const [name, summary] of [
    ["offer", "Send a proposal (409 `offer_exists` while one stands: revise it)"],
    ["revise", "Change the terms of the proposal that stands (409 `offer_accepted` once accepted)"],
  ] as const) {
    r.post(`/v1/funder/submission/:id/${name}`, {
      schema: { ...move(summary), body: proposalInputSchema },
      handler: (request) =>
        funderMove(s, request, request.params.id, { name, input: request.body }),
    });
  }
  r.post("/v1/funder/submission/:id/withdraw-offer", {
    schema: {
      ...move("Withdraw the proposal that stands: it can no longer be accepted"),
      body: optionalBody(offerWithdrawalSchema),
    },
    handler: (request) =>
      funderMove(s, request, request.params.id, { name: "withdraw_offer", input: request.body }),
  });
}
