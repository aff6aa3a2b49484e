import { buildApp } from "./app";
import { ConfigError, loadConfig, type Config } from "./config/env";

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

/** Where the database is, without its password, for a message a person reads. */
function databaseName(c: Config) {
  if (c.database.driver === "pglite") return "the embedded database";
  const url = new URL(c.database.url);
  url.password = "";
  return url.toString();
}

let app: Awaited<ReturnType<typeof buildApp>>;
try {
  app = await buildApp(config);
  await app.listen({ host: config.host, port: config.port });
} catch (error) {
  // One clear line for a person starting the portal, not an unhandled stack trace.
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : String(error);
  if (
    typeof code === "string" &&
    /^(ECONNREFUSED|ENOTFOUND|ETIMEDOUT|EAI_AGAIN|28P01|3D000)$/.test(code)
  ) {
    console.error(
      `portal did not start: cannot reach ${databaseName(config)} (${code}: ${message})`,
    );
  } else if (code === "EADDRINUSE") {
    console.error(`portal did not start: port ${config.port} on ${config.host} is already in use`);
  } else {
    console.error(`portal did not start: ${message}`);
  }
  process.exit(1);
}
app.log.info(`portal ready at ${config.publicUrl} (database: ${config.database.driver})`);

let stopping = false;
/**
 * SIGTERM (what a container's PID 1 gets) or SIGINT: drain (new requests get 503 with
 * `Connection: close`, in-flight ones finish) until requests stop arriving or
 * SHUTDOWN_TIMEOUT_MS passes, then close the listener and the database and exit 0.
 */
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  const deadline = Date.now() + config.shutdownTimeoutMs;
  app.log.info({ signal }, "shutting down: draining in-flight requests, new ones get 503");
  const { quiet } = await app.drain({ quietMs: config.shutdownQuietMs, deadline });
  if (!quiet) app.log.warn("requests still arriving at the shutdown deadline; closing anyway");
  const timer = setTimeout(() => {
    app.log.error("shutdown timed out; exiting");
    process.exit(1);
  }, 5_000);
  timer.unref();
  await app.close(); // stops the listener, closes idle connections, then the database (onClose)
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
