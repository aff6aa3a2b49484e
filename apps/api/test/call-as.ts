import type { FastifyInstance, LightMyRequestResponse } from "fastify";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** What an API test receives: the injected answer; `json<T>()` parses its body as `T`. */
export type Answer = LightMyRequestResponse;

type Headers = Record<string, string>;

/**
 * Calls as `person` (their token in `authorizationkey`; with `viewAs`, seeing a member's or a
 * region's work through the `viewas` header): the one way API tests make an authenticated call
 * (docs/decisions/058). `send` takes the method as a value, for tests that loop over methods.
 */
export function callAs(
  app: FastifyInstance,
  person: { token: string },
  options: { viewAs?: string } = {},
) {
  const send = (method: Method, url: string, body?: object, headers: Headers = {}) =>
    app.inject({
      method,
      url,
      headers: {
        authorizationkey: person.token,
        ...(options.viewAs ? { viewas: options.viewAs } : {}),
        ...headers,
      },
      payload: body,
    }) as Promise<Answer>;
  return {
    send,
    get: (url: string, headers?: Headers) => send("GET", url, undefined, headers),
    post: (url: string, body?: object, headers?: Headers) => send("POST", url, body, headers),
    put: (url: string, body?: object, headers?: Headers) => send("PUT", url, body, headers),
    patch: (url: string, body?: object, headers?: Headers) => send("PATCH", url, body, headers),
    delete: (url: string, body?: object, headers?: Headers) => send("DELETE", url, body, headers),
  };
}
