import Fastify, { type FastifyInstance, type RouteOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { openDatabase, type Database } from "@portal/db/database";
import type { Config } from "./config/env";
import { authenticatePlugin } from "./plugins/authenticate";
import { clientErrorHandler, errorsPlugin, frameworkErrors } from "./plugins/errors";
import { slowBodyPlugin } from "./plugins/slow-body";
import { inputGuardPlugin } from "./plugins/input-guard";
import { openapiPlugin } from "./plugins/openapi";
import { securityHeadersPlugin } from "./plugins/security-headers";
import { webPlugin } from "./plugins/web";
import { healthRoutes } from "./modules/health/routes";
import { createMailer } from "./modules/email/mailer";
import { createAuth, type Auth } from "./modules/identity/auth";
import { accountDeletedNotice, funderNewsMail } from "./modules/email/messages";
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
  createDatabaseCounterStore,
  createRedisCounterStore,
} from "./modules/rate-limit/counter-store";
import { rateLimitPlugin } from "./modules/rate-limit/plugin";
import { createDealService } from "./modules/deals/service";
import { dealRoutes } from "./modules/deals/routes";
import { crmWebhookRoutes } from "./modules/deals/crm-webhook";
import { createBorrowerService } from "./modules/borrowers/service";
import { borrowerRoutes } from "./modules/borrowers/routes";
import { createLocalObjectStore } from "./modules/documents/object-store";
import { createS3ObjectStore } from "./modules/documents/s3-object-store";
import { createDocumentService, type DocumentService } from "./modules/documents/service";
import { documentRoutes } from "./modules/documents/routes";
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

declare module "fastify" {
  interface FastifyInstance {
    database: Database;
    documents: DocumentService;
    auth: Auth;
    tokenVerifier: TokenVerifier;
    /** Every route as registered (method, url, public), for the route-table security test and docs. */
    routeTable: () => RouteEntry[];
  }
}

export type RouteEntry = { method: string; url: string; public: boolean };

/** Builds the whole portal (API, identity, web) without listening; tests use `app.inject()`. */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
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
    connectionTimeout: config.http.idleTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    requestTimeout: config.http.requestTimeoutMs,
    forceCloseConnections: "idle",
    routerOptions: { ignoreTrailingSlash: false },
  });
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
  // While closing, a keep-alive connection whose last request just finished would hold the
  // shutdown open until the client's idle timeout: tell the client and close it once idle.
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
    app.server.closeIdleConnections();
  });
  app.addHook("onSend", (request, reply, payload, done) => {
    // The same id as in the logs and in error envelopes, so a support request can be traced.
    reply.header("x-request-id", request.id);
    if (closing) reply.header("connection", "close");
    done(null, payload);
  });
  app.addHook("onResponse", (_request, _reply, done) => {
    if (closing) setImmediate(() => app.server.closeIdleConnections());
    done();
  });
  app.server.headersTimeout = config.http.headersTimeoutMs;
  await app.register(slowBodyPlugin, config.http);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

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

  const mailer = createMailer({ ...config.mail, log: app.log });
  const logFailure = (err: unknown, what: string) => app.log.error({ err }, `${what} failed`);
  const auth = createAuth(config, database.db, mailer, logFailure);
  const tokenVerifier = createTokenVerifier({
    issuer: config.publicUrl,
    audience: config.publicUrl,
    loadJwks: () => auth.api.getJwks(),
  });
  app.decorate("auth", auth);
  app.decorate("tokenVerifier", tokenVerifier);

  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(securityHeadersPlugin, { publicUrl: config.publicUrl });
  await app.register(rateLimitPlugin, {
    ...config.rateLimit,
    store: config.redisUrl
      ? createRedisCounterStore(config.redisUrl, config.redisKeyPrefix)
      : createDatabaseCounterStore(database.db),
  });
  const sessions = createSessionCheck({
    db: database.db,
    ttlMs: config.sessionCheckSeconds * 1000,
  });
  await app.register(authenticatePlugin, { verifier: tokenVerifier, sessions });
  await app.register(openapiPlugin, { publicUrl: config.publicUrl });

  await app.register(healthRoutes, { ping: database.ping });
  await app.register(identityRoutes, { auth, publicUrl: config.publicUrl });
  await app.register(passwordResetRoutes, { auth, publicUrl: config.publicUrl });
  const identity = createIdentityService({
    db: database.db,
    mailer,
    publicUrl: config.publicUrl,
    recentLoginSeconds: config.recentLoginSeconds,
    emailChangeTtlSeconds: config.verifyLinkTtlSeconds,
    log: logFailure,
  });
  const users = createUserService(database.db, {
    requireRecentSignIn: identity.requireRecentSignIn,
    notifyDeleted: (email) =>
      mailer
        .send(accountDeletedNotice(email))
        .catch((err) => logFailure(err, "account deleted notice")),
  });
  await app.register(accountRoutes, { identity });
  await app.register(signInMethodRoutes, { providers: config.oidcProviders });
  await app.register(userRoutes, { users });
  const deals = createDealService(database.db);
  await app.register(dealRoutes, { deals });
  await app.register(borrowerRoutes, { borrowers: createBorrowerService(database.db, deals) });
  const store =
    config.storage.driver === "local"
      ? createLocalObjectStore(config.storage.root)
      : createS3ObjectStore(config.storage, (message) => app.log.warn(message));
  const documents = createDocumentService(database.db, store, deals, config.documents);
  app.decorate("documents", documents);
  await app.register(documentRoutes, { documents, maxBytes: config.documents.maxBytes });
  // Uploads a crash cut off: removed at start-up and every hour once older than UPLOAD_STALE_SECONDS.
  const cleanUp = () =>
    documents
      .cleanUpInterrupted(new Date(Date.now() - config.documents.uploadStaleSeconds * 1000))
      .then((removed) => {
        if (removed.documents || removed.temporary)
          app.log.info(removed, "removed interrupted uploads");
      })
      .catch((err) => app.log.error({ err }, "clean-up of interrupted uploads failed"));
  await cleanUp();
  const cleanUpTimer = setInterval(cleanUp, 3_600_000).unref();
  app.addHook("onClose", () => clearInterval(cleanUpTimer));
  const newFits = createNewFits(database.db);
  const lenders = createLenderService(database.db, {
    // Brokers are told of the open deals a published or changed listing fits; the funder's change
    // stands even if that fails (the deal's matches are always judged afresh).
    announce: (listing) =>
      newFits
        .announce(listing)
        .catch((err) =>
          app.log.error(
            { err, listingId: listing.id },
            "finding the open deals a listing fits failed",
          ),
        ),
  });
  await app.register(lenderRoutes, { lenders });
  await app.register(matchingRoutes, {
    matching: createMatchingService(deals, documents, lenders, newFits),
  });
  const submissions = createSubmissionService(database.db, deals, documents, lenders, {
    publicUrl: config.publicUrl,
    tellBroker: (to, news) =>
      mailer.send(funderNewsMail(to, news)).catch((err) => logFailure(err, "funder news mail")),
  });
  await app.register(submissionRoutes, { submissions });
  await app.register(operatorRoutes, { db: database.db });
  await app.register(crmWebhookRoutes, {
    db: database.db,
    secret: config.crmWebhookSecret,
    onFunded: submissions.earnOnCrmFunding,
  });
  await app.register(webPlugin, { webDist: config.webDist });

  return app;
}
