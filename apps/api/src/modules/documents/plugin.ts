import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { lateBound, type LateBound } from "../../lib/late-bound";
import { documentRoutes } from "./routes";
import { createDocumentService, type DocumentService, type OnUploaded } from "./service";

/** What documents asks of modules registered after it. */
export interface DocumentNeeds {
  /** Starts reading an uploaded bank statement: statements. */
  onUploaded: LateBound<OnUploaded>;
}

declare module "fastify" {
  interface FastifyInstance {
    documents: DocumentService;
    documentNeeds: DocumentNeeds;
  }
}

/** Borrowers' documents, kept in the object store (docs/decisions/015-documents.md). */
export const documentsPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const needs: DocumentNeeds = { onUploaded: lateBound("reading an uploaded bank statement") };
    app.decorate("documentNeeds", needs);
    app.addHook("onReady", async () => needs.onUploaded.assertProvided());
    const documents = createDocumentService(
      app.database.db,
      app.objectStore,
      app.deals,
      config.documents,
      needs.onUploaded.call,
    );
    app.decorate("documents", documents);
    await app.register(documentRoutes, { documents, maxBytes: config.documents.maxBytes });
    await cleanUpInterruptedUploads(app, documents);
  },
  { name: "documents", dependencies: ["deals", "images", "jobs"] },
);

/**
 * Uploads a crash cut off, once older than UPLOAD_STALE_SECONDS: removed by each process at its
 * start-up (a crash is followed by a start) and every hour by a periodic job.
 */
async function cleanUpInterruptedUploads(app: FastifyInstance, documents: DocumentService) {
  const staleMs = app.config.documents.uploadStaleSeconds * 1000;
  const cleanUp = async () => {
    const removed = await documents.cleanUpInterrupted(new Date(Date.now() - staleMs));
    if (removed.documents || removed.temporary)
      app.log.info(removed, "removed interrupted uploads");
  };
  await cleanUp().catch((err) => app.log.error({ err }, "clean-up of interrupted uploads failed"));
  app.jobs.every("interrupted-uploads", 3_600_000, cleanUp);
}
