import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  funderContactInputSchema,
  funderContactListSchema,
  funderContactSchema,
  funderContactSettingsSchema,
  funderContactUpdateSchema,
} from "@portal/contract/lenders/funder-contact-schemas";
import { errorResponses, idParams } from "../../lib/routes";
import { identityOf } from "../identity/authenticate";
import type { LenderService } from "./service";

const errors = errorResponses;

/**
 * Lenders > My funders (issue 39, docs/decisions/068): a brokerage's own funders. Every member reads
 * them; owners, admins and managers write them; a funder organization is refused (broker_only).
 */
export async function funderContactRoutes(app: FastifyInstance, opts: { lenders: LenderService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ authorizationkey: [] }];
  const tags = ["lenders"];
  const { lenders } = opts;

  r.get("/v1/funder-contacts", {
    schema: {
      tags,
      summary: "The brokerage's own funders (My funders), by company",
      security,
      response: { 200: funderContactListSchema, ...errors },
    },
    handler: (request) => lenders.listContacts(identityOf(request).sub),
  });
  r.post("/v1/funder-contacts", {
    schema: {
      tags,
      summary: "Add a funder of the brokerage's own (owners, admins and managers)",
      security,
      body: funderContactInputSchema,
      response: { 201: funderContactSchema, ...errors },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await lenders.createContact(identityOf(request).sub, request.body)),
  });
  r.get("/v1/funder-contacts/settings", {
    schema: {
      tags,
      summary: "How many days the brokerage's secure links to its funders live",
      security,
      response: { 200: funderContactSettingsSchema, ...errors },
    },
    handler: (request) => lenders.contactSettings(identityOf(request).sub),
  });
  r.put("/v1/funder-contacts/settings", {
    schema: {
      tags,
      summary: "Change how many days secure links live (owners, admins and managers)",
      security,
      body: funderContactSettingsSchema,
      response: { 200: funderContactSettingsSchema, ...errors },
    },
    handler: (request) => lenders.updateContactSettings(identityOf(request).sub, request.body),
  });
  r.get("/v1/funder-contact/:id", {
    schema: {
      tags,
      summary: "One of the brokerage's own funders",
      security,
      params: idParams,
      response: { 200: funderContactSchema, ...errors },
    },
    handler: (request) => lenders.getContact(identityOf(request).sub, request.params.id),
  });
  r.put("/v1/funder-contact/:id", {
    schema: {
      tags,
      summary: "Replace a funder's contact and criteria at the version read",
      security,
      params: idParams,
      body: funderContactUpdateSchema,
      response: { 200: funderContactSchema, ...errors },
    },
    handler: (request) =>
      lenders.updateContact(identityOf(request).sub, request.params.id, request.body),
  });
  r.delete("/v1/funder-contact/:id", {
    schema: {
      tags,
      summary: "Delete a funder no deal was sent to, with its listing",
      security,
      params: idParams,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await lenders.deleteContact(identityOf(request).sub, request.params.id);
      return reply.status(204).send(null);
    },
  });
}
