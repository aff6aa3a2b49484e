import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { AnalyticsSettings } from "../config/env";

const googleTags = "https://www.googletagmanager.com";
const googleCollect = "https://*.google-analytics.com https://*.analytics.google.com";
const pixelScript = "https://connect.facebook.net";
const pixelCollect = "https://www.facebook.com";

/**
 * The hosts the configured analytics tools load from and report to (Google's and Meta's CSP
 * guidance), for each directive; none when analytics is off (docs/decisions/043).
 */
function analyticsHosts(analytics: AnalyticsSettings | null | undefined) {
  const google = !!(analytics?.gtmId || analytics?.gaMeasurementId);
  const pixel = !!analytics?.adsPixelId;
  const script = [google && googleTags, pixel && pixelScript].filter(Boolean);
  const collect = [google && `${googleTags} ${googleCollect}`, pixel && pixelCollect].filter(
    Boolean,
  );
  const hosts = (list: (string | false)[]) => (list.length ? ` ${list.join(" ")}` : "");
  return { script: hosts(script), collect: hosts(collect) };
}

/**
 * The security headers helmet would set, built once at start-up and added to every response in
 * one call. @fastify/helmet rebuilt them per request and cost about 15% of GET /v1/user/
 * throughput (docs/decisions/007-security-headers.md).
 */
export function securityHeaders(
  publicUrl: string,
  analytics?: AnalyticsSettings | null,
): Record<string, string> {
  const https = publicUrl.startsWith("https://");
  const hosts = analyticsHosts(analytics);
  const csp = [
    "default-src 'self'",
    "base-uri 'self'",
    ...(hosts.collect ? [`connect-src 'self'${hosts.collect}`] : []),
    "font-src 'self' https: data:",
    "form-action 'self'",
    "frame-ancestors 'self'",
    `img-src 'self' data:${hosts.collect}`,
    "object-src 'none'",
    `script-src 'self'${hosts.script}`,
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
  async (
    app: FastifyInstance,
    opts: { publicUrl: string; analytics?: AnalyticsSettings | null },
  ) => {
    const headers = securityHeaders(opts.publicUrl, opts.analytics);
    app.addHook("onRequest", (request, reply, done) => {
      reply.headers(headers);
      // Answers about a person (the API and identity) are never kept by a browser or proxy
      // cache; a route that may be cached (the sign-in methods) says so itself.
      if (privateAnswer.test(request.url)) reply.header("cache-control", "no-store");
      done();
    });
  },
);
