import Fastify, { type FastifyInstance } from "fastify";
import type { Config } from "./config/env";
import { fastifyOptions } from "./fastify-options";
import { jobsPlugin } from "./jobs/plugin";
import { livePlugin } from "./live/plugin";
import { billingPlugin, billingRoutesPlugin } from "./modules/billing/plugin";
import { borrowersPlugin } from "./modules/borrowers/plugin";
import { dashboardPlugin } from "./modules/dashboard/plugin";
import { dealsPlugin } from "./modules/deals/plugin";
import { documentsPlugin } from "./modules/documents/plugin";
import { emailPlugin } from "./modules/email/plugin";
import { healthPlugin } from "./modules/health/plugin";
import { authenticationPlugin, identityPlugin } from "./modules/identity/plugin";
import { imagesPlugin } from "./modules/images/plugin";
import { investmentsPlugin } from "./modules/investments/plugin";
import { leadsPlugin } from "./modules/leads/plugin";
import { learnPlugin } from "./modules/learn/plugin";
import { lendersPlugin } from "./modules/lenders/plugin";
import { matchingPlugin } from "./modules/matching/plugin";
import { newsPlugin } from "./modules/news/plugin";
import { notificationsPlugin } from "./modules/notifications/plugin";
import { organizationsPlugin } from "./modules/organizations/plugin";
import { rateLimitModulePlugin } from "./modules/rate-limit/plugin";
import { statementsPlugin } from "./modules/statements/plugin";
import { submissionsPlugin } from "./modules/submissions/plugin";
import { threadsPlugin } from "./modules/threads/plugin";
import { teamPlugin } from "./modules/team/plugin";
import { termsPlugin } from "./modules/terms/plugin";
import { userPlugin } from "./modules/user/plugin";
import { walletPlugin } from "./modules/wallet/plugin";
import { bodyLimitPlugin } from "./plugins/body-limit";
import { databasePlugin } from "./plugins/database";
import { errorsPlugin } from "./plugins/errors";
import { foundationPlugin } from "./plugins/foundation";
import { inputGuardPlugin } from "./plugins/input-guard";
import { loadSheddingPlugin } from "./plugins/load-shedding";
import { openapiPlugin } from "./plugins/openapi";
import { securityHeadersPlugin } from "./plugins/security-headers";
import { slowBodyPlugin } from "./plugins/slow-body";
import { webPlugin } from "./plugins/web";

export type { RouteEntry } from "./plugins/foundation";

/**
 * The modules with routes, in the order they register (docs/decisions/054): each builds its
 * service, registers its routes, hooks and jobs, and shares what later modules need through a
 * decorator; a module that needs one registered after it says so through that module's "needs".
 */
const modules = [
  healthPlugin,
  termsPlugin,
  identityPlugin,
  imagesPlugin,
  teamPlugin,
  userPlugin,
  organizationsPlugin,
  dealsPlugin,
  borrowersPlugin,
  documentsPlugin,
  lendersPlugin,
  matchingPlugin,
  submissionsPlugin,
  threadsPlugin,
  dashboardPlugin,
  newsPlugin,
  walletPlugin,
  investmentsPlugin,
  notificationsPlugin,
  learnPlugin,
  billingRoutesPlugin,
  leadsPlugin,
  statementsPlugin,
];

/** Builds the whole portal (API, identity, web) without listening; tests use `app.inject()`. */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify(fastifyOptions(config));
  // Infrastructure: its onClose hooks run last-registered first, so the job worker stops before
  // the database closes; the live hub ends its streams at preClose, after requests drained.
  await app.register(foundationPlugin, config);
  await app.register(databasePlugin);
  await app.register(jobsPlugin);
  await app.register(livePlugin);
  await app.register(emailPlugin);
  // What every request runs, in this order, before any route is registered.
  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(loadSheddingPlugin, config.shedding);
  await app.register(slowBodyPlugin, config.http);
  await app.register(securityHeadersPlugin, {
    publicUrl: config.publicUrl,
    analytics: config.analytics,
  });
  await app.register(bodyLimitPlugin, { lingerMs: config.http.lingerMs });
  await app.register(rateLimitModulePlugin);
  await app.register(authenticationPlugin);
  await app.register(billingPlugin);
  await app.register(openapiPlugin, { publicUrl: config.publicUrl });
  for (const plugin of modules) await app.register(plugin);
  await app.register(webPlugin, { webDist: config.webDist, analytics: config.analytics });
  return app;
}
