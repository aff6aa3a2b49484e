import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * The security headers helmet would set, built once at start-up and added to every response in
 * one call. @fastify/helmet rebuilt them per request and cost about 15% of GET /v1/user/
 * throughput (docs/decisions/007-security-headers.md).
 */
export function securityHeaders(publicUrl: string): Record<string, string> {
  const https = publicUrl.startsWith("https://");
  const csp = [
    "default-src 'self'",
    "base-uri 'self'",
    "font-src 'self' https: data:",
    "form-action 'self'",
    "frame-ancestors 'self'",
    "img-src 'self' data:",
    "object-src 'none'",
    "script-src 'self'",
    "script-src-attr 'none'",
    // Swagger UI (at /docs) uses inline styles; scripts stay same-origin only.
    "style-src 'self' 'unsafe-inline'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join(";");
  return {
    "content-security-policy": csp,
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "origin-agent-cluster": "?1",
    // The portal uses none of the browser's powerful features; no embedded page may either.
    "permissions-policy":
      "accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), interest-cohort=()",
    "referrer-policy": "no-referrer",
    ...(https ? { "strict-transport-security": "max-age=31536000; includeSubDomains" } : {}),
    "x-content-type-options": "nosniff",
    "x-dns-prefetch-control": "off",
    "x-download-options": "noopen",
    "x-frame-options": "SAMEORIGIN",
    "x-permitted-cross-domain-policies": "none",
    "x-xss-protection": "0",
  };
}

const privateAnswer = /^\/+(v1|auth)(\/|\?|$)/i;

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, opts: { publicUrl: string }) => {
    const headers = securityHeaders(opts.publicUrl);
    app.addHook("onRequest", (request, reply, done) => {
      reply.headers(headers);
      // Answers about a person (the API and identity) are never kept by a browser or proxy
      // cache; a route that may be cached (the sign-in methods) says so itself.
      if (privateAnswer.test(request.url)) reply.header("cache-control", "no-store");
      done();
    });
  },
);
