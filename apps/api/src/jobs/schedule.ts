import type { Db } from "@portal/db/database";
import * as repo from "./repo";

/**
 * The periodic kinds this process knows and the last period it saw queued: a worker queues each
 * kind's current period (`floor(now / periodMs)`) unless any process did already
 * (docs/decisions/054-module-plugins-and-scheduler.md). The database is asked once per kind and
 * period, not at every poll.
 */
export function createSchedule(db: Db, now: () => number) {
  const periods = new Map<string, { periodMs: number; queued: number }>();
  return {
    add(kind: string, periodMs: number) {
      if (!Number.isSafeInteger(periodMs) || periodMs < 1)
        throw new Error(`the period of "${kind}" must be a whole number of ms above 0`);
      periods.set(kind, { periodMs, queued: -1 });
    },
    /** Queues the period due now of each kind whose job no process has queued yet. */
    async queueDue() {
      if (periods.size === 0) return;
      const at = now();
      for (const [kind, period] of periods) {
        const slot = Math.floor(at / period.periodMs);
        if (slot <= period.queued) continue;
        await repo.queuePeriod(db, kind, slot);
        period.queued = slot;
      }
    },
  };
}
