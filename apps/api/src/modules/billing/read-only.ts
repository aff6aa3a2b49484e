import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { identityOf } from "../identity/authenticate";
import type { BillingService } from "./service";

/**
 * The changes a read-only organization may still make (docs/decisions/041-billing.md): choose a
 * plan, look after one's own account (profile, email, password, deletion), mark things read, view
 * as a member, and shrink the team; a POST that only reads (route config `reads: true`, the
 * statement lines behind a figure) is a read. Everything else that writes is refused with 402
 * `billing_read_only`; the route-table test names every write route either way. An open route
 * that also writes the organization's data checks in its service (`assertWritable`): the
 * company's details in `PUT /v1/user/update`, and the CRM's leads (decision 050).
 */
export const openWhenReadOnly: readonly RegExp[] = [
  /^\/v1\/billing\//,
  /^\/v1\/user\/(update|updateemail|verifyemail|password-changed|reset-password|delete|avatar)$/,
  /^\/v1\/notifications\/read$/,
  /^\/v1\/news\/:id\/read$/,
  /^\/v1\/learn\/lessons\/:id\/read$/,
  /^\/v1\/team\/members\/:id\/view$/,
  /^\/v1\/team\/views\/:id$/,
  /^\/v1\/team\/remove$/,
  /^\/v1\/team\/members\/:id\/disable$/,
];

const writes = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Refuses private write routes of a read-only organization; registered before any route. */
export const readOnlyPlugin = fp(
  async (app: FastifyInstance, opts: { billing: BillingService }) => {
    // On request, after authentication: before any body is read (an upload) or validated.
    app.addHook("onRequest", async (request) => {
      if (!opts.billing.enabled || !writes.has(request.method)) return;
      if (request.is404 || request.routeOptions.config.public === true) return;
      // A POST that only reads (its route says `reads: true`, authenticate.ts) is a read.
      if (request.routeOptions.config.reads === true) return;
      const url = request.routeOptions.url ?? "";
      if (!url.startsWith("/v1/") || openWhenReadOnly.some((open) => open.test(url))) return;
      await opts.billing.assertWritable(identityOf(request).sub);
    });
  },
);
