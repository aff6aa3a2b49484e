import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  newsInputSchema,
  newsListSchema,
  newsPostSchema,
  newsQuerySchema,
  newsUpdateSchema,
} from "@portal/contract/news/news-schemas";
import { identityOf } from "../identity/authenticate";
import { errorResponses, idParams } from "../../lib/routes";
import type { NewsService } from "./service";

const security = [{ authorizationkey: [] }];
const who =
  "Operators post to the whole platform; owners, admins and general managers to their organization; a country manager to their region; a team manager to their team (docs/decisions/036-news.md).";

/** Latest news: reading, writing and read marks. */
export async function newsRoutes(app: FastifyInstance, opts: { news: NewsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get("/v1/news", {
    schema: {
      tags: ["news"],
      summary:
        "The newest posts the caller sees (platform-wide, their organization's, region's and team's), each marked read or not, the unread count and the audiences they may post to",
      security,
      querystring: newsQuerySchema,
      response: { 200: newsListSchema, ...errorResponses },
    },
    handler: (request) => opts.news.list(identityOf(request).sub, request.query),
  });
  r.post("/v1/news", {
    schema: {
      tags: ["news"],
      summary: "Post news (Markdown, rendered on the server with raw HTML off)",
      description: who,
      security,
      body: newsInputSchema,
      response: { 200: newsPostSchema, ...errorResponses },
    },
    handler: (request) => opts.news.create(identityOf(request).sub, request.body),
  });
  r.put("/v1/news/:id", {
    schema: {
      tags: ["news"],
      summary:
        "Change a post's title and text (its author, or the organization's owner and admins)",
      security,
      params: idParams,
      body: newsUpdateSchema,
      response: { 200: newsPostSchema, ...errorResponses },
    },
    handler: (request) =>
      opts.news.update(identityOf(request).sub, request.params.id, request.body),
  });
  r.delete("/v1/news/:id", {
    schema: {
      tags: ["news"],
      summary: "Delete a post (its author, or the organization's owner and admins)",
      security,
      params: idParams,
      response: { 204: z.null(), ...errorResponses },
    },
    handler: async (request, reply) => {
      await opts.news.remove(identityOf(request).sub, request.params.id);
      return reply.status(204).send(null);
    },
  });
  r.post("/v1/news/:id/read", {
    schema: {
      tags: ["news"],
      summary: "Mark a post read",
      security,
      params: idParams,
      response: { 200: newsPostSchema, ...errorResponses },
    },
    handler: (request) => opts.news.markRead(identityOf(request).sub, request.params.id),
  });
}
