import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { identityPaths } from "../modules/identity/openapi";

/** OpenAPI document at /openapi.json (built from the contract schemas) and a browsable page at /docs. */
export const openapiPlugin = fp(async (app: FastifyInstance, opts: { publicUrl: string }) => {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Dealbridge API",
        version: "1.0.0",
        description:
          "Identity lives under /auth (cookie session; `GET /auth/token` returns the ID token). " +
          "Every /v1 call sends that token in the `authorizationkey` header. Errors share one " +
          "envelope: `{ error: { code, message, requestId, issues? } }`.",
      },
      servers: [{ url: opts.publicUrl }],
      components: {
        securitySchemes: {
          authorizationkey: { type: "apiKey", in: "header", name: "authorizationkey" },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (documentObject) => {
      const doc = jsonSchemaTransformObject(documentObject) as { paths?: Record<string, unknown> };
      return { ...doc, paths: { ...identityPaths, ...doc.paths } };
    },
  });
  await app.register(async (docs) => {
    // Third-party routes cannot declare themselves public; this context does it for them.
    docs.addHook("onRoute", (route) => {
      route.config = { ...(route.config as object), public: true };
    });
    await docs.register(swaggerUi, { routePrefix: "/docs" });
    docs.get("/openapi.json", { schema: { hide: true } }, async () => app.swagger());
  });
});
