import type { FastifyInstance, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "../config/env";
import { drainOnShutdown } from "./drain";

declare module "fastify" {
  interface FastifyInstance {
    /** The settings read at start-up; every module plugin reads its own part. */
    config: Config;
    /** Every route as registered (method, url, public), for the route-table security test and docs. */
    routeTable: () => RouteEntry[];
  }
}

/** A route as registered: `options` holds its schema and handler (route-validation.test.ts). */
export type RouteEntry = { method: string; url: string; public: boolean; options: RouteOptions };

/**
 * What every request and module relies on: the config, the route table, draining on shutdown,
 * the request id on every answer, and the contract's zod schemas as validators and serializers.
 */
export const foundationPlugin = fp(
  async (app: FastifyInstance, config: Config) => {
    app.decorate("config", config);
    keepRouteTable(app);
    drainOnShutdown(app);
    // The same id as in the logs and in error envelopes, so a support request can be traced.
    app.addHook("onSend", async (request, reply) => void reply.header("x-request-id", request.id));
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
  },
  { name: "foundation" },
);

function keepRouteTable(app: FastifyInstance) {
  // Kept as registered and read later: child contexts may still mark a route public after this hook.
  const routes: RouteOptions[] = [];
  app.addHook("onRoute", (route) => void routes.push(route));
  app.decorate("routeTable", () =>
    routes.flatMap((route) =>
      [route.method].flat().map((method) => ({
        method,
        url: route.url,
        public: (route.config as { public?: boolean } | undefined)?.public === true,
        options: route,
      })),
    ),
  );
}
