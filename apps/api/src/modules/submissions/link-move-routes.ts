import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { linkAccountSchema } from "@portal/contract/funder-links/funder-link-schemas";
import { declineSchema } from "@portal/contract/submissions/inbox-schemas";
import {
  fundedSchema,
  funderSubmissionSchema,
  offerWithdrawalSchema,
  proposalInputSchema,
} from "@portal/contract/submissions/submission-schemas";
import {
  threadMessageInputSchema,
  threadQuerySchema,
  threadSchema,
} from "@portal/contract/threads/thread-schemas";
import type { LateBound } from "../../lib/late-bound";
import { optionalBody } from "../../lib/routes";
import { browserTokenOf } from "./link-access";
import type { LinkMoves, LinkThreadRead, LinkThreadWrite } from "./link-moves";
import { linkErrors, linkRoute, linkScope } from "./link-routes";
import { sendPdf } from "./term-sheet-routes";

/** The account made from a link: the address to sign in with, and the organization awaiting approval. */
const linkAccountResultSchema = z.object({
  email: z.string(),
  organizationId: z.string(),
  organizationName: z.string(),
});

const accessNote =
  "As every secure link route: 404 for an unknown token, 410 `link_ended` once revoked, expired or withdrawn, 401 `code_required` until this browser proved an address of the link by its code.";

const browser = (request: FastifyRequest) => browserTokenOf(request);

/** A link route's schema: its summary, and what every link route answers. */
const schema = (summary: string, description?: string) => ({
  tags: linkRoute.tags,
  summary,
  description: description ? `${description} ${accessNote}` : accessNote,
  params: linkRoute.params,
});

type Threads = { read: LateBound<LinkThreadRead>; write: LateBound<LinkThreadWrite> };

/** The deal's thread, read and written from the link. */
function threadRoutes(app: FastifyInstance, threads: Threads) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get("/v1/link/:token/thread", {
    config: linkRoute.config,
    schema: {
      ...schema("The deal's thread with the broker: the newest 50 messages, the newest last"),
      querystring: threadQuerySchema,
      response: { 200: threadSchema, ...linkErrors },
    },
    handler: (request) => threads.read.call(request.params.token, browser(request), request.query),
  });
  r.post("/v1/link/:token/messages", {
    config: linkRoute.config,
    schema: {
      ...schema(
        "Write to the broker (a question where one may be asked)",
        "409 `thread_closed` once the thread closed; `documentIds` must be empty (a link attaches no documents).",
      ),
      body: threadMessageInputSchema,
      response: { 201: threadSchema, ...linkErrors },
    },
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await threads.write.call(request.params.token, browser(request), request.body)),
  });
}

/** Decline, offer, revise, withdraw: the funder's own moves and refusals. */
function moveRoutes(app: FastifyInstance, moves: LinkMoves) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post("/v1/link/:token/decline", {
    config: linkRoute.config,
    schema: {
      ...schema(
        "Decline with a reason from the list (kept for the broker) and, optionally, a note",
      ),
      body: declineSchema,
      response: { 200: funderSubmissionSchema, ...linkErrors },
    },
    handler: (request) =>
      moves.move(request.params.token, browser(request), {
        name: "decline",
        input: request.body,
      }),
  });
  for (const [path, name, summary] of [
    ["offer", "offer", "Send a proposal (409 `offer_exists` while one stands: revise it)"],
    [
      "offer/revise",
      "revise",
      "Change the terms of the proposal that stands (409 `offer_accepted` once accepted)",
    ],
  ] as const) {
    r.post(`/v1/link/:token/${path}`, {
      config: linkRoute.config,
      schema: {
        ...schema(summary),
        body: proposalInputSchema,
        response: { 200: funderSubmissionSchema, ...linkErrors },
      },
      handler: (request) =>
        moves.move(request.params.token, browser(request), { name, input: request.body }),
    });
  }
  r.post("/v1/link/:token/offer/withdraw", {
    config: linkRoute.config,
    schema: {
      ...schema("Withdraw the proposal that stands: it can no longer be accepted"),
      body: optionalBody(offerWithdrawalSchema),
      response: { 200: funderSubmissionSchema, ...linkErrors },
    },
    handler: (request) =>
      moves.move(request.params.token, browser(request), {
        name: "withdraw_offer",
        input: request.body,
      }),
  });
  r.post("/v1/link/:token/funded", {
    config: linkRoute.config,
    schema: {
      ...schema(
        "The money went out (the accepted offer's amount unless another is given): the deal is funded",
      ),
      body: optionalBody(fundedSchema),
      response: { 200: funderSubmissionSchema, ...linkErrors },
    },
    handler: (request) => moves.funded(request.params.token, browser(request), request.body),
  });
}

/**
 * The outside funder answers from its secure link (decision 068): the thread, a decline, an
 * offer and what it does with it, the term sheet, and "Create an account to keep these deals".
 * Public routes (no session): the link's token and the browser's proof are the access.
 */
export async function linkMoveRoutes(
  app: FastifyInstance,
  opts: { moves: LinkMoves; threads: Threads; publicUrl: string },
) {
  linkScope(app, opts.publicUrl);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { moves } = opts;
  threadRoutes(app, opts.threads);
  moveRoutes(app, moves);
  r.get("/v1/link/:token/term-sheet", {
    config: linkRoute.config,
    schema: {
      ...schema(
        "The term sheet of your offer (standing or accepted), as a PDF",
        "In the language of the deal's broker; 404 when no offer stands. The download is in the link's log.",
      ),
      response: { 200: z.any(), ...linkErrors },
    },
    handler: async (request, reply) =>
      sendPdf(reply, await moves.termSheet(request.params.token, browser(request))),
  });
  r.post("/v1/link/:token/account", {
    config: linkRoute.config,
    schema: {
      ...schema(
        "Create an account to keep these deals: your organization then awaits the operator's approval",
        "The account's address is the one this browser proved. 422 `email_already_exists` when it has an account (sign in and ask the broker); 409 `conflict` when the organization already has one. The link keeps working until it ends.",
      ),
      body: linkAccountSchema,
      response: { 201: linkAccountResultSchema, ...linkErrors, 422: linkErrors[400] },
    },
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await moves.createAccount(request.params.token, browser(request), request.body)),
  });
}
