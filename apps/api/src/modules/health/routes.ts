import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { healthSchema, readinessSchema } from "@portal/contract/health/health-schemas";

export async function healthRoutes(app: FastifyInstance, opts: { ping: () => Promise<boolean> }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get("/health", {
    config: { public: true },
    schema: { tags: ["health"], summary: "Liveness", response: { 200: healthSchema } },
    handler: async () => ({ status: "ok" as const }),
  });
  r.get("/health/ready", {
    config: { public: true },
    schema: {
      tags: ["health"],
      summary: "Readiness: the database answers",
      response: { 200: readinessSchema, 503: readinessSchema },
    },
    handler: async (_request, reply) => {
      const up = await opts.ping();
      return reply.status(up ? 200 : 503).send({
        status: up ? ("ok" as const) : ("unavailable" as const),
        database: up ? ("up" as const) : ("down" as const),
      });
    },
  });
}
