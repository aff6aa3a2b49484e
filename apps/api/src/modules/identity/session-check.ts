import type { IdTokenClaims } from "@portal/contract/identity/identity-schemas";
import type { Executor } from "@portal/db/database";
import { AppError } from "../../lib/app-error";
import { findLiveSession } from "./repo";

export interface SessionCheckOptions {
  db: Executor;
  /** How long one process trusts an answer: a revoked token lives at most this long elsewhere. */
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}

/**
 * Every `/v1` request's token must name a session (`sid`) that still exists: sign-out, a password
 * change or reset, and account deletion delete sessions, and their tokens stop working. Answers
 * are kept per process for `ttlMs` (docs/identity.md says how long a revoked token can live), so
 * the check costs one indexed read per session and window, not one per request.
 */
export function createSessionCheck(options: SessionCheckOptions) {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 50_000;
  const answers = new Map<string, { live: boolean; until: number }>();

  async function isLive(userId: string, sessionId: string) {
    const key = `${userId}:${sessionId}`;
    const known = answers.get(key);
    if (known && known.until > now()) return known.live;
    const live = !!(await findLiveSession(options.db, userId, sessionId));
    if (answers.size >= maxEntries) answers.delete(answers.keys().next().value as string);
    answers.set(key, { live, until: now() + options.ttlMs });
    return live;
  }

  return {
    /** Sessions ended in this process are believed at once: the next request asks again. */
    forgetAll() {
      answers.clear();
    },
    async assertLive(identity: IdTokenClaims) {
      if (!identity.sid || !(await isLive(identity.sub, identity.sid))) {
        throw new AppError("unauthorized");
      }
    },
  };
}

export type SessionCheck = ReturnType<typeof createSessionCheck>;
