import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  billingCheckoutSchema,
  billingOverviewSchema,
  billingRedirectSchema,
  billingStatusSchema,
} from "@portal/contract/billing/billing-schemas";
import { errorEnvelopeSchema } from "@portal/contract/errors/error-envelope";
import { identityOf } from "../identity/authenticate";
import { errorResponses, optionalBody } from "../../lib/routes";
import type { BillingService } from "./service";

const security = [{ authorizationkey: [] }];
const tags = ["billing"];
const managers =
  "Owners and admins of a brokerage (others 403; funders and operators 409 `not_billed`; billing not configured 409 `billing_off`).";
const providerDown = { 502: errorEnvelopeSchema };

/** Billing: the trial and plan, the provider's hosted pages, and its webhook. */
export async function billingRoutes(app: FastifyInstance, opts: { billing: BillingService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { billing } = opts;
  r.get("/v1/billing/status", {
    schema: {
      tags,
      summary:
        "The organization's billing state and trial days left (every member; the banner's facts)",
      security,
      response: { 200: billingStatusSchema, ...errorResponses },
    },
    handler: (request) => billing.status(identityOf(request).sub),
  });
  r.get("/v1/billing", {
    schema: {
      tags,
      summary: "The Billing page: plan, seats, card, billing address, next and past invoices",
      description: managers,
      security,
      response: { 200: billingOverviewSchema, ...errorResponses, ...providerDown },
    },
    handler: (request) => billing.overview(identityOf(request).sub),
  });
  r.post("/v1/billing/checkout", {
    schema: {
      tags,
      summary: "Start a plan: the address of the provider's hosted Checkout",
      description: `${managers} 409 \`already_subscribed\` when a plan is in force (change it in the portal).`,
      security,
      body: optionalBody(billingCheckoutSchema),
      response: { 200: billingRedirectSchema, ...errorResponses, ...providerDown },
    },
    handler: (request) => billing.checkout(identityOf(request).sub, request.body),
  });
  r.post("/v1/billing/portal", {
    schema: {
      tags,
      summary: "Manage the plan, card and billing address: the provider's hosted Billing Portal",
      description: `${managers} 409 \`no_subscription\` before a first plan.`,
      security,
      response: { 200: billingRedirectSchema, ...errorResponses, ...providerDown },
    },
    handler: (request) => billing.portal(identityOf(request).sub),
  });
  r.post("/v1/billing/refresh", {
    schema: {
      tags,
      summary: "Read the provider's state now (on return from its pages); answers the Billing page",
      description: managers,
      security,
      response: { 200: billingOverviewSchema, ...errorResponses, ...providerDown },
    },
    handler: (request) => billing.refresh(identityOf(request).sub),
  });
  await app.register(webhookRoute, { billing });
}

/** The provider's events: the raw body, for its signature (a parser of this route's own). */
async function webhookRoute(app: FastifyInstance, opts: { billing: BillingService }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: 256 * 1024 }, (_req, body, done) =>
    done(null, body),
  );
  app.withTypeProvider<ZodTypeProvider>().post("/v1/billing/webhook", {
    // Not an ID-token route: the provider proves itself with the signature over the raw body.
    config: { public: true },
    schema: {
      tags,
      summary: "Payment provider webhook (Stripe): signature checked, each event once",
      description:
        "The `stripe-signature` header signs the raw body; anything else answers 400 and changes nothing. A repeated event id is acknowledged and ignored. 404 when billing is off.",
      response: {
        200: z.object({ received: z.boolean(), duplicate: z.boolean() }),
        400: errorEnvelopeSchema,
        404: errorEnvelopeSchema,
        502: errorEnvelopeSchema,
      },
    },
    handler: (request) => {
      const header = request.headers["stripe-signature"];
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return opts.billing.webhook(body, typeof header === "string" ? header : undefined);
    },
  });
}
