import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  dealThreadsSchema,
  threadMessageInputSchema,
  threadQuerySchema,
  threadSchema,
} from "@portal/contract/threads/thread-schemas";
import { errorResponses, idParams, sourceOf } from "../../lib/routes";
import { identityOf } from "../identity/authenticate";
import type { ThreadService } from "./service";

/** A conversation per deal and funder: read, write, mark read; the deal page's list of threads. */
export async function threadRoutes(app: FastifyInstance, opts: { threads: ThreadService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ authorizationkey: [] }];
  const tags = ["threads"];
  const t = opts.threads;

  r.get("/v1/threads/:id", {
    schema: {
      tags,
      summary: "A deal's conversation with one funder: the newest 50 messages, the newest last",
      security,
      params: idParams,
      querystring: threadQuerySchema,
      response: { 200: threadSchema, ...errorResponses },
    },
    handler: (request) => t.get(identityOf(request).sub, request.params.id, request.query),
  });
  r.post("/v1/threads/:id/messages", {
    schema: {
      tags,
      summary: "Write a message, with the deal's documents attached",
      security,
      params: idParams,
      body: threadMessageInputSchema,
      response: { 201: threadSchema, ...errorResponses },
    },
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(
          await t.write(
            identityOf(request).sub,
            request.params.id,
            request.body,
            sourceOf(request),
          ),
        ),
  });
  r.post("/v1/threads/:id/read", {
    schema: {
      tags,
      summary: "Mark the conversation read up to now",
      security,
      params: idParams,
      response: { 204: z.null(), ...errorResponses },
    },
    handler: async (request, reply) => {
      await t.markRead(identityOf(request).sub, request.params.id);
      return reply.status(204).send(null);
    },
  });
  r.get("/v1/user/deal/:id/threads", {
    schema: {
      tags,
      summary: "The deal's conversations: each funder it was sent to, its last message and unread",
      security,
      params: idParams,
      response: { 200: dealThreadsSchema, ...errorResponses },
    },
    handler: (request) => t.listForDeal(identityOf(request).sub, request.params.id),
  });
}
