// Reading a deal's bank statements in the app's pool (issue 37, decision 089): a reading is marked
// `reading` before anything else, runs in the background, and its answer is kept only while that
// reading still stands (a newer one started for the same document wins). Closed with the app.
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "@portal/db/database";
import type { StoredStatementColumns } from "@portal/db/schema/statements";
import type { Document } from "@portal/contract/documents/document-schemas";
import type { StatementColumns } from "@portal/contract/statements/statement-schemas";
import type { DocumentService } from "../documents/service";
import { isRefusal, refuse, type ReadHints, type ReadOutcome } from "./read/outcome";
import type { StatementReadPool } from "./read/pool";
import * as repo from "./repo";
import { buildTimeline, TimelineError } from "./timeline";

export interface ReadJob {
  document: Document;
  organizationId: string;
  dealId: string;
  /** Columns named by the broker for this reading. */
  columns: StatementColumns | null;
  /** The header the last reading could not place (remembered with the columns named for it). */
  headerColumns: string[] | null;
  userId: string | null;
}

/** A CSV header's signature: its column names, trimmed, lower case, in order. */
export const headerSignature = (columns: readonly string[]) =>
  columns.map((c) => c.trim().replace(/\s+/g, " ").toLowerCase()).join("|");

async function bytesOf(
  documents: DocumentService,
  log: FastifyBaseLogger,
  document: Document,
): Promise<Uint8Array | undefined> {
  try {
    const { body } = await documents.openOfBorrower(document.borrowerId, document.id);
    return Buffer.concat(await body.toArray());
  } catch (err) {
    log.warn({ err, documentId: document.id }, "a statement's file could not be opened");
    return undefined;
  }
}

/** A statement the figures cannot use (a date that is no date, no date at all) is refused. */
function usable(documentId: string, outcome: ReadOutcome): ReadOutcome {
  if (isRefusal(outcome)) return outcome;
  try {
    buildTimeline([{ id: documentId, statement: outcome }]);
    return outcome;
  } catch (err) {
    if (err instanceof TimelineError) return refuse("unreadable", err.message);
    throw err;
  }
}

export interface ReadingOptions {
  db: Db;
  documents: DocumentService;
  pool: StatementReadPool;
  /** Tells the deal's viewers that a reading finished (live updates). */
  announce: (dealId: string) => Promise<void>;
  log: FastifyBaseLogger;
}

export function createReadings(opts: ReadingOptions) {
  const { db, documents, pool, log } = opts;
  /** Readings running in this process, by document. */
  const running = new Map<string, Promise<void>>();
  let closing = false;

  /** Reads the file (with the columns named, else those remembered for its header). */
  async function outcomeOf(job: ReadJob): Promise<{ outcome: ReadOutcome; remember: boolean }> {
    const bytes = await bytesOf(documents, log, job.document);
    if (!bytes) return { outcome: refuse("unreadable", "the file is missing"), remember: false };
    const read = (hints: ReadHints) => pool.read(bytes, job.document.fileName, hints);
    if (job.columns) return { outcome: await read({ columns: job.columns }), remember: true };
    const first = await read({});
    if (!isRefusal(first) || first.refusal !== "columns_unknown" || !first.columns)
      return { outcome: first, remember: false };
    const choice = await repo.findColumnChoice(
      db,
      job.organizationId,
      headerSignature(first.columns),
    );
    if (!choice) return { outcome: first, remember: false };
    return { outcome: await read({ columns: choice.columns }), remember: false };
  }

  async function runReading(job: ReadJob, since: Date) {
    const { outcome: raw, remember } = await outcomeOf(job);
    const outcome = usable(job.document.id, raw);
    // Shutting down: the reading stays `reading`, and is read again once it is stale.
    if (closing) return;
    const written = isRefusal(outcome)
      ? await repo.finishRefused(db, job.document.id, since, outcome)
      : await repo.finishRead(db, job.document.id, since, outcome);
    if (!written) return;
    if (!isRefusal(outcome) && remember && job.columns && job.headerColumns && job.userId) {
      await repo.saveColumnChoice(db, {
        organizationId: job.organizationId,
        headerSignature: headerSignature(job.headerColumns),
        bank: outcome.bank ?? null,
        columns: job.columns as StoredStatementColumns,
        chosenBy: job.userId,
      });
    }
    await opts.announce(job.dealId);
  }

  /** Marks the document `reading` and reads it in the background; answers once it is marked. */
  async function startReading(job: ReadJob) {
    const since = await repo.startReading(db, {
      documentId: job.document.id,
      organizationId: job.organizationId,
      dealId: job.dealId,
      columns: job.columns as StoredStatementColumns | null,
    });
    const task = runReading(job, since)
      .catch((err: unknown) => {
        if (!closing) log.error({ err, documentId: job.document.id }, "reading a statement failed");
      })
      .finally(() => {
        if (running.get(job.document.id) === task) running.delete(job.document.id);
      });
    running.set(job.document.id, task);
  }

  /** Resolves once no reading runs in this process (tests, shutdown). */
  async function idle() {
    while (running.size > 0) await Promise.allSettled([...running.values()]);
  }

  return {
    start: startReading,
    /** Whether this process is reading the document now. */
    isRunning: (documentId: string) => running.has(documentId),
    get closing() {
      return closing;
    },
    idle,
    /** Stops reading: the pool ends its workers; readings cut off stay `reading` (stale later). */
    async close() {
      closing = true;
      await pool.close();
      await idle();
    },
  };
}

export type Readings = ReturnType<typeof createReadings>;
