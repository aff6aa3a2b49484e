import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { sql } from "drizzle-orm";
import pg from "pg";
import * as schema from "./schema/index";

export const migrationsFolder = fileURLToPath(new URL("../migrations", import.meta.url));

export type DatabaseOptions =
  /** PostgreSQL server, e.g. postgres://user@host:5432/db */
  | { driver: "postgres"; url: string; poolSize?: number; onIdleError?: (error: Error) => void }
  /** Embedded PGlite; `dataDir` undefined means in memory (tests). */
  | { driver: "pglite"; dataDir?: string };

// Both drivers expose the same Postgres-dialect query builder; services never see which one.
export type Db = ReturnType<typeof drizzlePg<typeof schema>>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** A database handle or an open transaction: repositories work with either. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  driver: DatabaseOptions["driver"];
  /** Applies the committed SQL migrations (serialised across processes on PostgreSQL). */
  migrate(): Promise<void>;
  /** True when a trivial query succeeds. */
  ping(): Promise<boolean>;
  /**
   * Calls `onNotify` with its payload on each NOTIFY on `channel` (sent by any process, delivered
   * when its transaction commits, never after a rollback); the returned function stops listening.
   * On PostgreSQL one connection of its own per call listens and is opened again if lost (notices
   * sent meanwhile are missed: callers poll too, or tell their clients to read everything again).
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const migrationLockKey = 7_310_442_001;

export function openDatabase(options: DatabaseOptions): Database {
  if (options.driver === "pglite") {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    const client = new PGlite(options.dataDir);
    const db = drizzlePglite(client, { schema }) as unknown as Db; // same pg-core API
    return {
      db,
      driver: "pglite",
      migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
      ping: () => ping(db),
      async listen(channel, onNotify) {
        const stop = await client.listen(channel, (payload) => onNotify(payload ?? ""));
        return () => stop();
      },
      close: () => client.close(),
    };
  }
  const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
  // An idle connection dropped by the server (restart, failover) must not crash the process: the
  // pool replaces it, queries in flight fail with their own error, /health/ready reports it.
  pool.on("error", (error) => options.onIdleError?.(error));
  const db = drizzlePg(pool, { schema });
  return {
    db,
    driver: "postgres",
    async migrate() {
      // Several API processes may start at once against one database: one migrates, the rest wait.
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [migrationLockKey]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [migrationLockKey]).catch(() => {});
        client.release();
      }
    },
    ping: () => ping(db),
    listen: (channel, onNotify) => listenOnPostgres(options, channel, onNotify),
    close: () => pool.end(),
  };
}

const relistenMs = 5_000;

async function listenOnPostgres(
  options: { url: string; onIdleError?: (error: Error) => void },
  channel: string,
  onNotify: (payload: string) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;
  async function connect() {
    const next = new pg.Client({ connectionString: options.url });
    next.on(
      "notification",
      (message) => message.channel === channel && onNotify(message.payload ?? ""),
    );
    next.on("error", (error) => {
      if (client !== next) return; // still connecting: `connect` fails and its caller retries
      client = undefined;
      options.onIdleError?.(error);
      void next.end().catch(() => {});
      if (!stopped) retry = setTimeout(reconnect, relistenMs).unref();
    });
    try {
      await next.connect();
      await next.query(`listen "${channel.replace(/"/g, '""')}"`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (stopped) await next.end();
    else client = next;
  }
  function reconnect() {
    connect().catch((error: Error) => {
      options.onIdleError?.(error);
      if (!stopped) retry = setTimeout(reconnect, relistenMs).unref();
    });
  }
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
    client = undefined;
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
