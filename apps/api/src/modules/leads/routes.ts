import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorEnvelopeSchema } from "@portal/contract/errors/error-envelope";
import {
  leadAssignSchema,
  leadConvertSchema,
  leadCreateSchema,
  leadDetailSchema,
  leadExportQuerySchema,
  leadImportResultSchema,
  leadImportSchema,
  leadLinkSchema,
  leadListQuerySchema,
  leadNoteSchema,
  leadPageSchema,
  leadStatusChangeSchema,
  leadUpdateSchema,
  publicLeadFormSchema,
  publicLeadResultSchema,
  publicLeadSchema,
} from "@portal/contract/leads/lead-schemas";
import { identityOf } from "../identity/authenticate";
import { errorResponses, idParams, sourceOf } from "../../lib/routes";
import type { LeadService } from "./service";

const tags = ["leads"];
const security = [{ authorizationkey: [] }];
const response = { 200: leadDetailSchema, ...errorResponses };

/** Leads (docs/decisions/044-leads.md): the broker's list, one lead and its moves, import, export, link. */
export async function leadRoutes(app: FastifyInstance, opts: { leads: LeadService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { leads } = opts;
  r.get("/v1/leads", {
    schema: {
      tags,
      summary: "Leads the caller sees (theirs and those of the people below them), filtered",
      security,
      querystring: leadListQuerySchema,
      response: { 200: leadPageSchema, ...errorResponses },
    },
    handler: (request) => leads.list(identityOf(request).sub, request.query),
  });
  r.post("/v1/leads", {
    schema: {
      tags,
      summary: "Add a lead by hand (assigned to the caller or someone they manage)",
      security,
      body: leadCreateSchema,
      response: { 201: leadDetailSchema, ...errorResponses },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await leads.create(identityOf(request).sub, request.body)),
  });
  r.get("/v1/leads/export", {
    schema: {
      tags,
      summary:
        "The filtered leads as CSV (at most 10,000; text cells safe from spreadsheet formulas)",
      security,
      querystring: leadExportQuerySchema,
      response: { 200: z.string(), ...errorResponses },
    },
    handler: async (request, reply) =>
      reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="leads.csv"')
        .send(await leads.exportCsv(identityOf(request).sub, request.query)),
  });
  r.post("/v1/leads/import", {
    // The CSV (at most 512 KB) as JSON text, with room for its escapes.
    bodyLimit: 1024 * 1024,
    schema: {
      tags,
      summary:
        "Import leads from CSV: `dryRun` previews each row's errors and duplicates; else the valid rows are added",
      security,
      body: leadImportSchema,
      response: { 200: leadImportResultSchema, ...errorResponses, 413: errorEnvelopeSchema },
    },
    handler: (request) => leads.importCsv(identityOf(request).sub, request.body),
  });
  linkRoutes(app, leads);
  oneLeadRoutes(app, leads);
}

function linkRoutes(app: FastifyInstance, leads: LeadService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get("/v1/leads/link", {
    schema: {
      tags,
      summary: "The caller's quick-application link token (null: none)",
      security,
      response: { 200: leadLinkSchema, ...errorResponses },
    },
    handler: (request) => leads.ownLink(identityOf(request).sub),
  });
  r.post("/v1/leads/link", {
    schema: {
      tags,
      summary: "Make a new quick-application link (the old one stops working)",
      security,
      response: { 200: leadLinkSchema, ...errorResponses },
    },
    handler: (request) => leads.regenerateLink(identityOf(request).sub),
  });
  r.delete("/v1/leads/link", {
    schema: {
      tags,
      summary: "Revoke the caller's quick-application link",
      security,
      response: { 200: leadLinkSchema, ...errorResponses },
    },
    handler: (request) => leads.revokeLink(identityOf(request).sub),
  });
}

function oneLeadRoutes(app: FastifyInstance, leads: LeadService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const sub = (request: Parameters<typeof identityOf>[0]) => identityOf(request).sub;
  r.get("/v1/leads/:id", {
    schema: {
      tags,
      summary: "One lead, its duplicates and activity",
      security,
      params: idParams,
      response,
    },
    handler: (request) => leads.get(sub(request), request.params.id),
  });
  r.post("/v1/leads/:id", {
    schema: {
      tags,
      summary: "Change a lead's details with the version read (409 when it changed meanwhile)",
      security,
      params: idParams,
      body: leadUpdateSchema,
      response,
    },
    handler: (request) => leads.update(sub(request), request.params.id, request.body),
  });
  r.post("/v1/leads/:id/status", {
    schema: {
      tags,
      summary: "Move a lead: new -> contacted -> qualified, or lost with a reason (409 otherwise)",
      security,
      params: idParams,
      body: leadStatusChangeSchema,
      response,
    },
    handler: (request) => leads.changeStatus(sub(request), request.params.id, request.body),
  });
  r.post("/v1/leads/:id/assign", {
    schema: {
      tags,
      summary: "Give the lead to the caller or someone below them in the sales hierarchy",
      security,
      params: idParams,
      body: leadAssignSchema,
      response,
    },
    handler: (request) => leads.assign(sub(request), request.params.id, request.body),
  });
  r.post("/v1/leads/:id/notes", {
    schema: {
      tags,
      summary: "Add a note to the lead",
      security,
      params: idParams,
      body: leadNoteSchema,
      response,
    },
    handler: (request) => leads.addNote(sub(request), request.params.id, request.body),
  });
  r.post("/v1/leads/:id/convert", {
    schema: {
      tags,
      summary: "Convert a qualified lead into a borrower and a draft deal (not submitted)",
      security,
      params: idParams,
      body: leadConvertSchema,
      response: { 200: leadDetailSchema.extend({ dealId: z.string() }), ...errorResponses },
    },
    handler: (request) =>
      leads.convert(sub(request), request.params.id, request.body, sourceOf(request)),
  });
}

const tokenParams = z.object({ token: z.string().max(200) });

/**
 * The public quick-application form (no account): limited per client address by the rate-limit
 * plugin, a small body, and the defences of `createLeadLinks`.
 */
export async function publicLeadRoutes(app: FastifyInstance, opts: { leads: LeadService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get("/v1/public/leads/:token", {
    config: { public: true },
    schema: {
      tags,
      summary: "The quick-application form of a broker's link: whose it is, and the form's token",
      params: tokenParams,
      response: { 200: publicLeadFormSchema, 404: errorEnvelopeSchema, 429: errorEnvelopeSchema },
    },
    handler: (request) => opts.leads.publicForm(request.params.token),
  });
  r.post("/v1/public/leads/:token", {
    config: { public: true },
    bodyLimit: 16 * 1024,
    schema: {
      tags,
      summary: "A client's quick application: the same answer whatever happens to it",
      params: tokenParams,
      body: publicLeadSchema,
      response: {
        202: publicLeadResultSchema,
        400: errorEnvelopeSchema,
        404: errorEnvelopeSchema,
        413: errorEnvelopeSchema,
        429: errorEnvelopeSchema,
      },
    },
    handler: async (request, reply) =>
      reply.status(202).send(await opts.leads.publicSubmit(request.params.token, request.body)),
  });
}
