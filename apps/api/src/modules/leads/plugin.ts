import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { crmLeadRoutes } from "./crm-webhook";
import { leadRoutes, publicLeadRoutes } from "./routes";
import { createLeadService } from "./service";

/**
 * Leads (docs/decisions/044-leads.md): the brokers' routes, the public quick-application form and
 * the CRM's leads.
 */
export const leadsPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const leads = createLeadService(app.database.db, app.deals, {
      secret: config.authSecret,
      log: app.log,
      assertWritable: app.billing.assertWritable,
      minFillMs: config.leadFormMinFillMs,
    });
    await app.register(leadRoutes, { leads });
    await app.register(publicLeadRoutes, { leads });
    await app.register(crmLeadRoutes, { leads, secret: config.crmWebhookSecret });
  },
  { name: "leads", dependencies: ["deals", "billing"] },
);
