import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { startFakeStripe } from "./fake-stripe";
import { readOnlyPlugin } from "./read-only";
import { billingRoutes } from "./routes";
import { createBillingService, type BillingService } from "./service";
import { createStripeProvider } from "./stripe-provider";

declare module "fastify" {
  interface FastifyInstance {
    billing: BillingService;
  }
}

/**
 * Billing (docs/decisions/041-billing.md): its service, the trial reminder (a periodic job every
 * EXPIRING_SWEEP_MS, once per trial) and the read-only gate, a hook every route runs: so
 * registered before every route, apart from `billingRoutesPlugin`.
 */
export const billingPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const billing = createBillingService(app.database.db, {
      settings: config.billing,
      provider: await billingProvider(app),
      publicUrl: config.publicUrl,
      jobs: app.jobs,
      sendTrialReminder: app.email.trialEnding,
      log: app.log,
    });
    app.jobs.every("trial-reminders", config.live.expiringSweepMs, () =>
      billing.sweepTrialReminders(),
    );
    app.decorate("billing", billing);
    await app.register(readOnlyPlugin, { billing });
  },
  { name: "billing", dependencies: ["authentication", "jobs", "email"] },
);

export const billingRoutesPlugin = fp(
  async (app: FastifyInstance) => app.register(billingRoutes, { billing: app.billing }),
  { name: "billing-routes", dependencies: ["billing"] },
);

/**
 * Billing's provider (decisions 041, 049): Stripe when configured; the offline stand-in for
 * Stripe (test mode) on 127.0.0.1 when BILLING_PROVIDER=offline, the default in development,
 * stopped with the app; else none (billing off).
 */
async function billingProvider(app: FastifyInstance) {
  const { config } = app;
  if (config.billing.stripe) return createStripeProvider(config.billing.stripe);
  if (!config.billing.offline) return null;
  const offline = await startFakeStripe({ webhookUrl: `${config.publicUrl}/v1/billing/webhook` });
  app.addHook("onClose", () => offline.close());
  return createStripeProvider({
    secretKey: offline.secretKey,
    webhookSecret: offline.webhookSecret,
    prices: offline.prices,
    apiBase: offline.url,
  });
}
