import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { errorEnvelopeSchema } from "@portal/contract/errors/error-envelope";

/** The error answers most product routes document: each is the error envelope. */
export const errorResponses = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};

/** A route's `:id`. */
export const idParams = z.object({ id: z.string() });

/**
 * A body a client may leave out (an action with optional fields): Fastify hands a missing body to
 * the validator as null, which reads as no fields, so the issues name fields as for an empty object.
 */
export const optionalBody = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => value ?? {}, schema);

/**
 * Only for the routes decision 057 lists, whose input Fastify cannot validate: a multipart form
 * (the handler reads the parts; the service validates the fields it read), onboarding-or-update
 * (which rules apply depends on the stored profile), the email-change link (any bad token is the
 * spec's one `verification_failed`). The route's body schema documents the body for OpenAPI only;
 * route-validation.test.ts allows it on exactly these routes.
 */
export const validatedInService = () => (data: unknown) => ({ value: data });

/** Where a change came from, for history: the portal's web app marks its calls; anything else is the API. */
export const sourceOf = (request: FastifyRequest): "ui" | "api" =>
  request.headers["x-portal-client"] === "web" ? "ui" : "api";
