import Fastify, { type FastifyHttpOptions, type FastifyInstance, type RouteOptions } from "fastify";
import type { Server } from "node:http";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { openDatabase, type Database, type Db } from "@portal/db/database";
import type { Config } from "./config/env";
import { authenticatePlugin } from "./modules/identity/authenticate";
import { bodyLimitPlugin } from "./plugins/body-limit";
import { drainOnShutdown } from "./plugins/drain";
import { clientErrorHandler, errorsPlugin, frameworkErrors } from "./plugins/errors";
import { slowBodyPlugin } from "./plugins/slow-body";
import { inputGuardPlugin } from "./plugins/input-guard";
import { openapiPlugin } from "./plugins/openapi";
import { securityHeadersPlugin } from "./plugins/security-headers";
import { webPlugin } from "./plugins/web";
import { healthRoutes } from "./modules/health/routes";
import { join } from "node:path";
import { termsRoutes } from "./modules/terms/routes";
import { createTermsService } from "./modules/terms/service";
import { createEmailService, type EmailService } from "./modules/email/service";
import { createJobQueue, type JobQueue } from "./jobs/queue";
import { createAuth, type Auth } from "./modules/identity/auth";
import {
  accountRoutes,
  identityRoutes,
  passwordResetRoutes,
  signInMethodRoutes,
} from "./modules/identity/routes";
import { createIdentityService } from "./modules/identity/service";
import { createTokenVerifier, type TokenVerifier } from "./modules/identity/token-verifier";
import { createSessionCheck } from "./modules/identity/session-check";
import {
  counterSweepMs,
  createDatabaseCounterStore,
  createRedisCounterStore,
  sweepExpiredCounters,
} from "./modules/rate-limit/counter-store";
import { rateLimitPlugin } from "./modules/rate-limit/plugin";
import { createDealService, type DealService } from "./modules/deals/service";
import { dealRoutes } from "./modules/deals/routes";
import { crmWebhookRoutes } from "./modules/deals/crm-webhook";
import { createBorrowerService } from "./modules/borrowers/service";
import { borrowerRoutes } from "./modules/borrowers/routes";
import {
  createDocumentService,
  createObjectStore,
  type DocumentService,
} from "./modules/documents/service";
import { documentRoutes } from "./modules/documents/routes";
import type { ObjectStore } from "./modules/documents/object-store";
import { createLenderService } from "./modules/lenders/service";
import { lenderRoutes } from "./modules/lenders/routes";
import { operatorRoutes } from "./modules/organizations/operator-routes";
import { createNewFits } from "./modules/matching/new-fits";
import { createMatchingService } from "./modules/matching/service";
import { matchingRoutes } from "./modules/matching/routes";
import { createSubmissionService } from "./modules/submissions/service";
import { submissionRoutes } from "./modules/submissions/routes";
import { createUserService } from "./modules/user/service";
import { userRoutes } from "./modules/user/routes";
import { userImageRoutes } from "./modules/user/image-routes";
import { createImageService } from "./modules/images/service";
import { imageRoutes } from "./modules/images/routes";
import { inviteRoutes, memberRoutes, teamRoutes, viewRoutes } from "./modules/team/routes";
import { createTeamService } from "./modules/team/service";
import { claimingActions } from "./modules/team/invitations";
import { createViewResolver } from "./modules/team/views";
import { createDashboardService } from "./modules/dashboard/service";
import { dashboardRoutes } from "./modules/dashboard/routes";
import { createNewsService } from "./modules/news/service";
import { newsRoutes } from "./modules/news/routes";
import { createWalletService } from "./modules/wallet/service";
import { walletRoutes } from "./modules/wallet/routes";
import { createLearnService } from "./modules/learn/service";
import { learnRoutes } from "./modules/learn/routes";
import { createNotificationService } from "./modules/notifications/service";
import { liveRoutes, notificationRoutes } from "./modules/notifications/routes";
import { createLiveHub } from "./live/hub";
import { sweepExpiringDocuments } from "./modules/notifications/expiring";
import type { SessionCheck } from "./modules/identity/session-check";
import type { ViewResolver } from "./modules/identity/authenticate";
import * as organizations from "./modules/organizations/service";
import { createBillingService, type BillingService } from "./modules/billing/service";
import { createStripeProvider } from "./modules/billing/stripe-provider";
import { startFakeStripe } from "./modules/billing/fake-stripe";
import type { BillingProvider } from "./modules/billing/provider";
import { readOnlyPlugin } from "./modules/billing/read-only";
import { billingRoutes } from "./modules/billing/routes";
import { createLeadService } from "./modules/leads/service";
import { leadRoutes, publicLeadRoutes } from "./modules/leads/routes";
import { crmLeadRoutes } from "./modules/leads/crm-webhook";
import { createInvestmentService } from "./modules/investments/service";
import { investmentRoutes } from "./modules/investments/routes";

declare module "fastify" {
  interface FastifyInstance {
    database: Database;
    documents: DocumentService;
    billing: BillingService;
    auth: Auth;
    tokenVerifier: TokenVerifier;
    jobs: JobQueue;
    /** Every route as registered (method, url, public), for the route-table security test and docs. */
    routeTable: () => RouteEntry[];
  }
}

export type RouteEntry = { method: string; url: string; public: boolean };

/** Builds the whole portal (API, identity, web) without listening; tests use `app.inject()`. */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify(fastifyOptions(config));
  keepRouteTable(app);
  drainOnShutdown(app);
  // The same id as in the logs and in error envelopes, so a support request can be traced.
  app.addHook("onSend", async (request, reply) => void reply.header("x-request-id", request.id));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const database = await openAppDatabase(app, config);
  const jobs = startJobQueue(app, config, database);
  const email = createEmailService({ ...config.mail, db: database.db, jobs, log: app.log });
  const auth = createAuth(
    config,
    database.db,
    email,
    async (userId) => !!(await organizations.getMembership(database.db, userId))?.disabledAt,
  );
  const tokenVerifier = createTokenVerifier({
    issuer: config.publicUrl,
    audience: config.publicUrl,
    loadJwks: () => auth.api.getJwks(),
  });
  app.decorate("auth", auth);
  app.decorate("tokenVerifier", tokenVerifier);

  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(slowBodyPlugin, config.http);
  await app.register(securityHeadersPlugin, {
    publicUrl: config.publicUrl,
    analytics: config.analytics,
  });
  await app.register(bodyLimitPlugin, { lingerMs: config.http.lingerMs });
  if (!config.redisUrl)
    jobs.every("expired-rate-limits", counterSweepMs, () => sweepExpiredCounters(database.db));
  await app.register(rateLimitPlugin, {
    ...config.rateLimit,
    store: config.redisUrl
      ? await createRedisCounterStore(config.redisUrl, config.redisKeyPrefix)
      : createDatabaseCounterStore(database.db),
  });
  const sessions = createSessionCheck({
    db: database.db,
    ttlMs: config.sessionCheckSeconds * 1000,
  });
  const viewAs = createViewResolver(database.db);
  await app.register(authenticatePlugin, { verifier: tokenVerifier, sessions, viewAs });
  const billing = createBilling(app, config, database.db, {
    email,
    jobs,
    provider: await billingProvider(app, config),
  });
  await app.register(readOnlyPlugin, { billing });
  await app.register(openapiPlugin, { publicUrl: config.publicUrl });

  // Documents, avatars and logos: one object store.
  const store = await createObjectStore(config.storage, (message) => app.log.warn(message));
  await registerIdentity(app, config, database, { auth, email, store, billing });
  await registerProduct(app, config, database.db, { email, jobs, store, billing });
  await registerLive(app, config, database, { tokenVerifier, sessions, viewAs, jobs });
  await app.register(webPlugin, { webDist: config.webDist, analytics: config.analytics });

  return app;
}

function fastifyOptions(config: Config): FastifyHttpOptions<Server> {
  return {
    logger: {
      level: config.logLevel,
      redact: [
        "req.headers.authorizationkey",
        "req.headers.cookie",
        'req.headers["x-portal-webhook-secret"]',
      ],
      // The CRM may put its secret in the query string: never write it to the logs.
      serializers: {
        req: (req: { method: string; url: string; ip?: string }) => ({
          method: req.method,
          url: req.url.replace(/([?&]secret=)[^&]*/gi, "$1[Redacted]"),
          remoteAddress: req.ip,
        }),
      },
    },
    trustProxy: config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    return503OnClosing: true,
    frameworkErrors,
    clientErrorHandler,
    // Slow or stalled clients must not hold a connection (and its memory) for long.
    http: {
      headersTimeout: config.http.headersTimeoutMs,
      // Node enforces the headers and request timeouts only when it checks its connections,
      // every 30 s by default: headers due after 10 s were cut after 26 to 40 s. Checked at least
      // every second, a timeout holds to within a second (a check is a walk over the connections).
      connectionsCheckingInterval: Math.min(1_000, Math.floor(config.http.headersTimeoutMs / 4)),
    },
    connectionTimeout: config.http.idleTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    requestTimeout: config.http.requestTimeoutMs,
    forceCloseConnections: "idle",
    routerOptions: { ignoreTrailingSlash: false },
  };
}

function keepRouteTable(app: FastifyInstance) {
  // Kept as registered and read later: child contexts may still mark a route public after this hook.
  const routes: RouteOptions[] = [];
  app.addHook("onRoute", (route) => void routes.push(route));
  app.decorate("routeTable", () =>
    routes.flatMap((route) =>
      [route.method].flat().map((method) => ({
        method,
        url: route.url,
        public: (route.config as { public?: boolean } | undefined)?.public === true,
      })),
    ),
  );
}

async function openAppDatabase(app: FastifyInstance, config: Config) {
  const database = openDatabase(
    config.database.driver === "postgres"
      ? {
          ...config.database,
          onIdleError: (err) => app.log.warn({ err }, "database connection lost while idle"),
        }
      : config.database,
  );
  app.decorate("database", database);
  app.addHook("onClose", () => database.close());
  await database.migrate();
  return database;
}

/**
 * Background jobs (mail, new-fit notices): this process's worker starts once every kind is
 * defined and stops before the database closes (onClose hooks run last-registered first).
 */
function startJobQueue(app: FastifyInstance, config: Config, database: Database) {
  const jobs = createJobQueue(database, config.jobs, app.log);
  app.decorate("jobs", jobs);
  app.addHook("onReady", () => jobs.start());
  app.addHook("onClose", () => jobs.stop());
  return jobs;
}

/** Health, sign-in and the person's own account. */
async function registerIdentity(
  app: FastifyInstance,
  config: Config,
  database: Database,
  {
    auth,
    email,
    store,
    billing,
  }: { auth: Auth; email: EmailService; store: ObjectStore; billing: BillingService },
) {
  await app.register(healthRoutes, { ping: database.ping });
  // The operator's terms of service (docs/operations.md), or the default until there is one.
  await app.register(termsRoutes, {
    terms: createTermsService({ file: join(config.dataDir, "terms.md") }),
  });
  await app.register(identityRoutes, { auth, publicUrl: config.publicUrl });
  await app.register(passwordResetRoutes, { auth, publicUrl: config.publicUrl });
  const identity = createIdentityService({
    db: database.db,
    email,
    publicUrl: config.publicUrl,
    recentLoginSeconds: config.recentLoginSeconds,
    emailChangeTtlSeconds: config.verifyLinkTtlSeconds,
  });
  const images = createImageService(store);
  const users = createUserService(database.db, {
    requireRecentSignIn: identity.requireRecentSignIn,
    notifyDeleted: email.accountDeleted,
    images,
    // An invitee's onboarding joins the inviting organization (docs/decisions/046).
    joinInvitation: claimingActions(database.db, billing.membersChanged).joinOnOnboarding,
    assertWritable: billing.assertWritable,
  });
  await app.register(accountRoutes, { identity });
  await app.register(signInMethodRoutes, {
    providers: config.oidcProviders,
    freeTrial: config.billing.stripe !== null || config.billing.offline,
  });
  await app.register(userRoutes, { users });
  await app.register(userImageRoutes, { users, maxBytes: config.images.maxBytes });
  await app.register(imageRoutes, { images });
}

/** What funded deals leave: the commission wallet, and investments (docs/decisions/042). */
async function registerPortfolio(app: FastifyInstance, db: Db, deals: DealService) {
  await app.register(walletRoutes, { wallet: createWalletService(db, { deals }) });
  await app.register(investmentRoutes, { investments: createInvestmentService(db, { deals }) });
}

/** The product: deals, borrowers, documents, listings, matching, submissions, operators, the CRM. */
async function registerProduct(
  app: FastifyInstance,
  config: Config,
  db: Db,
  {
    email,
    jobs,
    store,
    billing,
  }: { email: EmailService; jobs: JobQueue; store: ObjectStore; billing: BillingService },
) {
  const newFits = createNewFits(db);
  const deals = createDealService(db, {
    newFitCounts: newFits.unseenCounts,
    // Called only once requests arrive, when `submissions` exists.
    onWithdrawn: (tx, dealId, by) => submissions.withdrawWithDeal(tx, dealId, by),
  });
  await app.register(dealRoutes, { deals });
  await app.register(borrowerRoutes, { borrowers: createBorrowerService(db, deals) });
  const documents = createDocumentService(db, store, deals, config.documents);
  app.decorate("documents", documents);
  await app.register(documentRoutes, { documents, maxBytes: config.documents.maxBytes });
  await cleanUpInterruptedUploads(app, jobs, documents, config.documents.uploadStaleSeconds);
  // Brokers are told of the open deals a published or changed listing fits: a job queued in the
  // funder's change, run once requests arrive (when `matching` exists). The listing is read when
  // it runs: one unpublished or deleted since is announced to nobody.
  const announceListing = jobs.define<{ listingId: string }>(
    "announce-listing",
    async ({ listingId }) => {
      const [row] = await lenders.publishedRows([listingId]);
      if (row) await matching.announce(row);
    },
  );
  const lenders = createLenderService(db, {
    announce: (on, listing) => announceListing(on, { listingId: listing.id }),
  });
  await app.register(lenderRoutes, { lenders });
  const matching = createMatchingService({ deals, documents, lenders, newFits });
  await app.register(matchingRoutes, { matching });
  const submissions = createSubmissionService({
    db: db,
    deals,
    documents,
    lenders,
    matching,
    publicUrl: config.publicUrl,
    tellBroker: email.funderNews,
    tellFunder: email.funderAlert,
  });
  await app.register(submissionRoutes, { submissions });
  await app.register(operatorRoutes, { db: db });
  const team = createTeamService(db, {
    email,
    publicUrl: config.publicUrl,
    inviteTtlDays: config.inviteTtlDays,
    onMembersChanged: billing.membersChanged,
  });
  await app.register(teamRoutes, { team });
  await app.register(memberRoutes, { team });
  await app.register(inviteRoutes, { team });
  await app.register(viewRoutes, { team });
  await app.register(dashboardRoutes, {
    dashboard: createDashboardService(db, {
      deals,
      expiringSoonDays: config.documents.expiringSoonDays,
    }),
  });
  const news = createNewsService(db);
  await app.register(newsRoutes, { news });
  await registerPortfolio(app, db, deals);
  await app.register(notificationRoutes, {
    notifications: createNotificationService(db, { newsUnread: news.unreadCount }),
  });
  await registerLearn(app, config, db, { email, jobs });
  await app.register(billingRoutes, { billing });
  await registerLeads(app, config, db, { deals, billing });
  await app.register(crmWebhookRoutes, {
    deals,
    secret: config.crmWebhookSecret,
    onFunded: submissions.earnOnCrmFunding,
  });
}

/**
 * Leads (docs/decisions/044-leads.md): the brokers' routes, the public quick-application form and
 * the CRM's leads.
 */
async function registerLeads(
  app: FastifyInstance,
  config: Config,
  db: Db,
  { deals, billing }: { deals: DealService; billing: BillingService },
) {
  const leads = createLeadService(db, deals, {
    secret: config.authSecret,
    log: app.log,
    assertWritable: billing.assertWritable,
  });
  await app.register(leadRoutes, { leads });
  await app.register(publicLeadRoutes, { leads });
  await app.register(crmLeadRoutes, { leads, secret: config.crmWebhookSecret });
}

/**
 * Live updates (docs/decisions/038): `GET /v1/events` streams, told of every process's changes
 * through PostgreSQL LISTEN/NOTIFY; ended before the server closes. And the sweep that tells
 * brokers of documents expiring on their open deals.
 */
async function registerLive(
  app: FastifyInstance,
  config: Config,
  database: Database,
  deps: {
    tokenVerifier: TokenVerifier;
    sessions: SessionCheck;
    viewAs: ViewResolver;
    jobs: JobQueue;
  },
) {
  const live = createLiveHub(database, config.live, app.log);
  app.addHook("onReady", () => live.start());
  app.addHook("preClose", () => live.stop());
  await app.register(liveRoutes, {
    live,
    verify: (token) => deps.tokenVerifier.verify(token),
    async assertAllowed(own, viewId) {
      await deps.sessions.assertLive(own);
      if (viewId) await deps.viewAs(own, viewId, true);
    },
    organizationOf: async (userId) =>
      (await organizations.getMembership(database.db, userId))?.organization.id ?? null,
  });
  deps.jobs.every("expiring-documents", config.live.expiringSweepMs, () =>
    sweepExpiringDocuments(database.db, config.documents.expiringSoonDays),
  );
}

/**
 * Learn (docs/decisions/040-training-gate.md): courses, attempts, certificates; the reminder before
 * an accreditation expires, swept at start and every EXPIRING_SWEEP_MS (once per certificate).
 */
async function registerLearn(
  app: FastifyInstance,
  config: Config,
  db: Db,
  { email, jobs }: { email: EmailService; jobs: JobQueue },
) {
  const learn = createLearnService(db, {
    settings: config.training,
    publicUrl: config.publicUrl,
    sendReminder: email.trainingExpiring,
  });
  await app.register(learnRoutes, { learn });
  jobs.every("training-reminders", config.live.expiringSweepMs, () => learn.sweepReminders());
}

/**
 * Billing's provider (docs/decisions/041-billing.md, 049): Stripe when configured; the offline
 * stand-in for Stripe (test mode) on 127.0.0.1 when BILLING_PROVIDER=offline, the default in
 * development, stopped with the app; else none (billing off).
 */
async function billingProvider(app: FastifyInstance, config: Config) {
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

/** Billing: the trial reminder is swept at start and every EXPIRING_SWEEP_MS (once per trial). */
function createBilling(
  app: FastifyInstance,
  config: Config,
  db: Db,
  {
    email,
    jobs,
    provider,
  }: { email: EmailService; jobs: JobQueue; provider: BillingProvider | null },
) {
  const billing = createBillingService(db, {
    settings: config.billing,
    provider,
    publicUrl: config.publicUrl,
    jobs,
    sendTrialReminder: email.trialEnding,
    log: app.log,
  });
  jobs.every("trial-reminders", config.live.expiringSweepMs, () => billing.sweepTrialReminders());
  app.decorate("billing", billing);
  return billing;
}

/**
 * Uploads a crash cut off, once older than UPLOAD_STALE_SECONDS: removed by each process at its
 * start-up (a crash is followed by a start) and every hour by a periodic job.
 */
async function cleanUpInterruptedUploads(
  app: FastifyInstance,
  jobs: JobQueue,
  documents: DocumentService,
  staleSeconds: number,
) {
  const cleanUp = async () => {
    const removed = await documents.cleanUpInterrupted(new Date(Date.now() - staleSeconds * 1000));
    if (removed.documents || removed.temporary)
      app.log.info(removed, "removed interrupted uploads");
  };
  await cleanUp().catch((err) => app.log.error({ err }, "clean-up of interrupted uploads failed"));
  jobs.every("interrupted-uploads", 3_600_000, cleanUp);
}
