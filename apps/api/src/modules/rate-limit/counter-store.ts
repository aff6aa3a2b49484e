import { eq, lt, sql } from "drizzle-orm";
import type { Db } from "@portal/db/database";
import { rateLimits } from "@portal/db/schema/rate-limits";

/** A fixed-window counter: how many hits a key has had in its current window, and when it ends. */
export interface Count {
  hits: number;
  resetAt: number;
}

/**
 * Where rate-limit and lockout counters live. Shared by every API process: Redis when
 * `REDIS_URL` is set, else the database (docs/decisions/009-rate-limits.md).
 */
export interface CounterStore {
  /** Counts one hit on `key`; a key past its window starts a new one of `windowSeconds`. */
  hit(key: string, windowSeconds: number): Promise<Count>;
  /** The key's current count without adding to it (0 when none or past its window). */
  peek(key: string): Promise<Count>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

const none = (): Count => ({ hits: 0, resetAt: Date.now() });

// INCR and the expiry in one step, so a crash between them cannot leave a key that never expires.
const hitScript = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { hits, redis.call('PTTL', KEYS[1]) }`;

/** Redis's client is loaded only when Redis is used (it is a share of every start otherwise). */
export async function createRedisCounterStore(
  url: string,
  prefix = "portal:rl:",
): Promise<CounterStore> {
  const { Redis } = await import("ioredis");
  const redis = new Redis(url, {
    lazyConnect: false,
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
  });
  return {
    async hit(key, windowSeconds) {
      const [hits, ttl] = (await redis.eval(hitScript, 1, prefix + key, windowSeconds * 1000)) as [
        number,
        number,
      ];
      return { hits, resetAt: Date.now() + Math.max(ttl, 0) };
    },
    async peek(key) {
      const [hits, ttl] = await redis
        .multi()
        .get(prefix + key)
        .pttl(prefix + key)
        .exec()
        .then((r) => r!.map(([, v]) => v) as [string | null, number]);
      return hits === null
        ? none()
        : { hits: Number(hits), resetAt: Date.now() + Math.max(ttl, 0) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/**
 * How often the database store's expired rows are swept, a periodic job (they are also
 * overwritten in place when their key comes back).
 */
export const counterSweepMs = 10 * 60_000;

/** Deletes the database store's counters past their window; returns how many. */
export async function sweepExpiredCounters(db: Db) {
  const removed = await db
    .delete(rateLimits)
    .where(lt(rateLimits.resetAt, sql`now()`))
    .returning({ key: rateLimits.key });
  return removed.length;
}

export function createDatabaseCounterStore(db: Db): CounterStore {
  const read = (row: { hits: number; resetAt: Date } | undefined): Count =>
    row ? { hits: row.hits, resetAt: row.resetAt.getTime() } : none();
  return {
    async hit(key, windowSeconds) {
      // One statement: concurrent hits on a key serialise on its row, none is lost.
      const expired = sql`${rateLimits.resetAt} <= now()`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key, hits: 1, resetAt: sql`now() + make_interval(secs => ${windowSeconds})` })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
            resetAt: sql`case when ${expired} then excluded."resetAt" else ${rateLimits.resetAt} end`,
          },
        })
        .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt });
      return read(row);
    },
    async peek(key) {
      const [row] = await db
        .select({ hits: rateLimits.hits, resetAt: rateLimits.resetAt })
        .from(rateLimits)
        .where(sql`${rateLimits.key} = ${key} and ${rateLimits.resetAt} > now()`);
      return read(row);
    },
    async reset(key) {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
    async close() {},
  };
}
