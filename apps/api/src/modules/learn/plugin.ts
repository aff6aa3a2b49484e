import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { learnRoutes } from "./routes";
import { createLearnService } from "./service";

/**
 * Learn (docs/decisions/040-training-gate.md): courses, attempts, certificates; the reminder before
 * an accreditation expires, a periodic job every EXPIRING_SWEEP_MS (once per certificate).
 */
export const learnPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const learn = createLearnService(app.database.db, {
      settings: config.training,
      publicUrl: config.publicUrl,
      sendReminder: app.email.trainingExpiring,
    });
    await app.register(learnRoutes, { learn });
    app.jobs.every("training-reminders", config.live.expiringSweepMs, () => learn.sweepReminders());
  },
  { name: "learn", dependencies: ["authentication", "email", "jobs"] },
);
