import type { FastifyInstance, FastifyRequest } from "fastify";
import multipart from "@fastify/multipart";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorEnvelopeSchema } from "@portal/contract/errors/error-envelope";
import {
  dealCreateSchema,
  dealDetailSchema,
  dealListQuerySchema,
  dealPageSchema,
  dealTransitionSchema,
  dealUpdateSchema,
} from "@portal/contract/deals/deal-schemas";
import { AppError } from "../../lib/app-error";
import { drain, readForm } from "../../lib/multipart";
import { identityOf } from "../identity/authenticate";
import type { DealService } from "./service";
import { validatedInService, sourceOf } from "../../lib/routes";

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};
const idParams = z.object({ id: z.string() });

/** Fields holding a list, sent in a form as its JSON text. */
const jsonFields = new Set(["existingAdvances"]);
function fieldValue(name: string, value: string): unknown {
  if (!jsonFields.has(name)) return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value; // Not JSON: the schema names the field.
  }
}

/**
 * `POST /v1/user/deal/{id}` takes multipart form data, one field per non-empty key (spec §7), or
 * JSON. Fields arrive as text (a list as its JSON); the contract's schemas coerce numbers.
 */
async function formFields(request: FastifyRequest): Promise<Record<string, unknown>> {
  if (!request.isMultipart()) return (request.body ?? {}) as Record<string, unknown>;
  return readForm(request, async (parts) => {
    const fields: Record<string, unknown> = {};
    for await (const part of parts) {
      if (part.type === "file") {
        // Documents have their own upload; a file here would otherwise be silently dropped.
        await drain(part.stream);
        throw new AppError("validation_failed", {
          issues: [{ path: part.name, code: "invalidValue", message: "This value is not valid" }],
        });
      }
      if (part.value !== "") fields[part.name] = fieldValue(part.name, part.value);
    }
    return fields;
  });
}

export async function dealRoutes(app: FastifyInstance, opts: { deals: DealService }) {
  await app.register(multipart, {
    // One file is let through so that the form's own check names it (a 400 on that field).
    limits: { fields: 50, fieldSize: 16 * 1024, files: 1, parts: 60 },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ authorizationkey: [] }];

  r.get("/v1/user/deals", {
    schema: {
      tags: ["deals"],
      summary: "Deals this person may see: search (reference, borrower), filters, sort, pages",
      security,
      querystring: dealListQuerySchema,
      response: { 200: dealPageSchema, ...errors },
    },
    handler: (request) => opts.deals.list(identityOf(request).sub, request.query),
  });

  r.post("/v1/user/deals", {
    schema: {
      tags: ["deals"],
      summary: "Create a deal (a draft) with a new borrower or an existing one (`borrowerId`)",
      security,
      body: dealCreateSchema,
      response: { 201: dealDetailSchema, ...errors },
    },
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await opts.deals.create(identityOf(request).sub, request.body, sourceOf(request))),
  });

  r.get("/v1/user/deal/:id", {
    schema: {
      tags: ["deals"],
      summary: "One deal with its borrower and history",
      security,
      params: idParams,
      response: { 200: dealDetailSchema, ...errors },
    },
    handler: (request) => opts.deals.get(identityOf(request).sub, request.params.id),
  });

  r.post("/v1/user/deal/:id", {
    schema: {
      tags: ["deals"],
      summary:
        "Change a deal's facts (multipart form fields or JSON) with the version read (409 when it changed meanwhile)",
      security,
      consumes: ["application/json", "multipart/form-data"],
      params: idParams,
      body: dealUpdateSchema,
      response: { 200: dealDetailSchema, ...errors },
    },
    validatorCompiler: validatedInService,
    handler: async (request) =>
      opts.deals.update(identityOf(request).sub, request.params.id, await formFields(request)),
  });

  r.post("/v1/user/deal/:id/transition", {
    schema: {
      tags: ["deals"],
      summary: "Move a deal through its states (end states but funded need a reason)",
      security,
      params: idParams,
      body: dealTransitionSchema,
      response: { 200: dealDetailSchema, ...errors },
    },
    handler: (request) =>
      opts.deals.transition(
        identityOf(request).sub,
        request.params.id,
        request.body,
        sourceOf(request),
      ),
  });
}
