import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Rate-limit and lockout counters when no Redis is configured: one row per key (rule and
 * client address, or rule and account), counting hits until `resetAt`.
 */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull(),
  resetAt: timestamp("resetAt", { withTimezone: true }).notNull(),
});
