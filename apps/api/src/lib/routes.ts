import type { FastifyRequest } from "fastify";

/**
 * For routes whose service validates the input with the contract's schema (one place for the
 * rules, and one error shape): the route's schema then only documents the body for OpenAPI.
 */
export const serviceValidates = () => (data: unknown) => ({ value: data });

/** Where a change came from, for history: the portal's web app marks its calls; anything else is the API. */
export const sourceOf = (request: FastifyRequest): "ui" | "api" =>
  request.headers["x-portal-client"] === "web" ? "ui" : "api";
