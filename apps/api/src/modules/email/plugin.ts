import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createEmailService, type EmailService } from "./service";

declare module "fastify" {
  interface FastifyInstance {
    /** The mail the portal sends, each message a job. */
    email: EmailService;
  }
}

export const emailPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      "email",
      createEmailService({ ...app.config.mail, db: app.database.db, jobs: app.jobs, log: app.log }),
    );
  },
  { name: "email", dependencies: ["database", "jobs"] },
);
