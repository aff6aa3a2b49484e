import { existsSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";
import fastifyStatic from "@fastify/static";
import type { AnalyticsSettings } from "../config/env";
import { sendError } from "./errors";
import { analyticsIndex } from "./web-analytics";

/** Paths that belong to the API: never answered with the web app. */
const apiPrefixes = ["/v1", "/auth", "/health", "/docs", "/openapi.json"];

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and any
 * other GET for a page falls back to index.html (client-side routing). API paths get JSON 404s.
 */
type WebOptions = { webDist: string; analytics?: AnalyticsSettings | null };

export const webPlugin = fp(async (app: FastifyInstance, opts: WebOptions) => {
  const hasWeb = existsSync(join(opts.webDist, "index.html"));
  const indexWithAnalytics = analyticsIndex(opts.webDist, opts.analytics ?? null);
  if (!hasWeb)
    app.log.warn(
      { webDist: opts.webDist },
      "web app not built: serving the API only (run npm run build -w @portal/web)",
    );
  else {
    await app.register(async (web) => {
      web.addHook("onRoute", (route) => {
        route.config = { ...(route.config as object), public: true };
      });
      await web.register(fastifyStatic, {
        root: opts.webDist,
        index: false,
        cacheControl: false,
        // The build writes .br and .gz beside each asset; serve those to browsers that accept them.
        preCompressed: true,
        setHeaders(reply, path) {
          reply.header(
            "cache-control",
            path.includes("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
          );
        },
      });
      web.get("/", { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
    });
  }

  function sendIndex(reply: FastifyReply) {
    reply.header("cache-control", "no-cache").type("text/html; charset=utf-8");
    const html = indexWithAnalytics((message) => app.log.warn(message));
    return html === null ? reply.sendFile("index.html") : reply.send(html);
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0]!;
    const isApi = apiPrefixes.some((p) => path === p || path.startsWith(`${p}/`));
    const wantsPage =
      (request.method === "GET" || request.method === "HEAD") &&
      !isApi &&
      !path.startsWith("/assets/");
    if (hasWeb && wantsPage) return sendIndex(reply);
    return sendError(request, reply, "not_found");
  });
});
