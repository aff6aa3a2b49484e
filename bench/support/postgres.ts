import { createScratchDatabase } from "@portal/db/scratch-database";

export const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** A throw-away PostgreSQL database for one benchmark run. */
export const createBenchDatabase = () => createScratchDatabase(adminUrl, "portal_bench");
