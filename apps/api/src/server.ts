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

const app = await buildApp(config);
await app.listen({ host: config.host, port: config.port });
app.log.info(`portal ready at ${config.publicUrl} (database: ${config.database.driver})`);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, "shutting down: draining in-flight requests, new ones get 503");
  const timer = setTimeout(() => {
    app.log.error("shutdown timed out; exiting");
    process.exit(1);
  }, config.shutdownTimeoutMs);
  timer.unref();
  await app.close(); // waits for in-flight requests, then closes the database (onClose hook)
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
