import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorEnvelopeSchema } from "@portal/contract/errors/error-envelope";
import { idParams } from "../../lib/routes";
import type { ImageService } from "./service";

/**
 * `GET /v1/images/{id}`: an avatar or logo. Public, because `<img>` sends no `authorizationkey`;
 * the id is 128 random bits, known only to those the portal shows it to, and a replaced or removed
 * image is gone. A new image gets a new id, so an answer can be kept for a year.
 */
export async function imageRoutes(app: FastifyInstance, opts: { images: ImageService }) {
  app.withTypeProvider<ZodTypeProvider>().get("/v1/images/:id", {
    config: { public: true },
    schema: {
      tags: ["images"],
      summary: "An avatar or company logo (WebP), by the id in its URL; no sign-in needed",
      params: idParams,
      response: { 200: z.any(), 404: errorEnvelopeSchema },
    },
    handler: async (request, reply) => {
      const body = await opts.images.open(request.params.id);
      return reply
        .header("content-type", "image/webp")
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("x-content-type-options", "nosniff")
        .send(body);
    },
  });
}
