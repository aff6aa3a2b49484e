import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createJobQueue, type JobQueue } from "./queue";

declare module "fastify" {
  interface FastifyInstance {
    /** The durable job queue and its scheduler (decisions 024 and 054). */
    jobs: JobQueue;
  }
}

/**
 * Background jobs, one-off and periodic: this process's worker starts once every kind is defined
 * (when the app is ready) and stops before the database closes (onClose hooks run
 * last-registered first).
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance) => {
    const jobs = createJobQueue(app.database, app.config.jobs, app.log);
    app.decorate("jobs", jobs);
    app.addHook("onReady", () => jobs.start());
    app.addHook("onClose", () => jobs.stop());
  },
  { name: "jobs", dependencies: ["database"] },
);
