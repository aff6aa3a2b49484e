import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Auth } from "./auth";

/** Turns a Fastify request into the Web `Request` better-auth handles. */
function toWebRequest(request: FastifyRequest, publicUrl: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const hasBody = request.method !== "GET" && request.method !== "HEAD" && request.body !== undefined;
  return new Request(`${publicUrl}${request.url}`, {
    method: request.method,
    headers,
    body: hasBody ? new Uint8Array(request.body as Buffer) : undefined,
  });
}

/** Mounts the identity service under /auth; its routes are public by nature. */
export async function identityRoutes(app: FastifyInstance, opts: { auth: Auth; publicUrl: string }) {
  // better-auth parses bodies itself: hand it the raw bytes.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));

  app.route({
    method: ["GET", "POST"],
    url: "/auth/*",
    config: { public: true },
    schema: { hide: true },
    async handler(request, reply) {
      const response = await opts.auth.handler(toWebRequest(request, opts.publicUrl));
      reply.status(response.status);
      response.headers.forEach((value, name) => {
        if (name !== "set-cookie") reply.header(name, value);
      });
      // Every cookie, not just the first one the Headers iterator joins.
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header("set-cookie", cookies);
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
}
