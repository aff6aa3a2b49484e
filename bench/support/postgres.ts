import { createScratchDatabase } from "@portal/db/scratch-database";

/**
 * Where scratch databases are created: BENCH_DATABASE_URL, else TEST_DATABASE_URL (what `npm test`
 * on PostgreSQL sets), else the local server.
 */
export const adminUrl =
  process.env.BENCH_DATABASE_URL ||
  process.env.TEST_DATABASE_URL ||
  "postgres://postgres@127.0.0.1:5432/test";

/** A throw-away PostgreSQL database for one benchmark run. */
export const createBenchDatabase = () => createScratchDatabase(adminUrl, "portal_bench");
