import type { FastifyBaseLogger } from "fastify";
import type { Db } from "@portal/db/database";
import type { Document } from "@portal/contract/documents/document-schemas";
import type {
  DealStatements,
  StatementDocument,
  StatementReadInput,
} from "@portal/contract/statements/statement-schemas";
import { AppError } from "../../lib/app-error";
import type { DealService } from "../deals/service";
import type { DocumentService, OnUploaded } from "../documents/service";
import { createSummaries, linesAmong, noCurrency, toStatementDocument } from "./present";
import type { StatementReadPool } from "./read/pool";
import { createReadings, type Readings } from "./reading";
import * as repo from "./repo";

/** A reading older than this, not running in this process, was cut off (a crash): read again. */
export const defaultStaleReadingMs = 10 * 60_000;

/** The bank statements a funder was shared (none once the deal is withdrawn), and the deal's currency. */
export type SharedStatements = (
  userId: string,
  submissionId: string,
) => Promise<{ documents: Document[]; currency: string | null }>;

export interface StatementServiceOptions {
  db: Db;
  deals: DealService;
  documents: DocumentService;
  pool: StatementReadPool;
  sharedWithFunder: SharedStatements;
  /** Tells the deal's viewers that a reading finished (live updates). */
  announce: (dealId: string) => Promise<void>;
  log: FastifyBaseLogger;
  staleReadingMs?: number;
}

type SummaryOf = ReturnType<typeof createSummaries>;

const isBankStatement = (document: Document) => document.type === "bank_statement";

/** The statements never read, or whose reading was cut off before `staleBefore` (decision 089). */
function toReadAgain(
  statementDocuments: Document[],
  rows: repo.StatementHead[],
  staleBefore: number,
  readings: Readings,
) {
  const byDocument = new Map(rows.map((row) => [row.documentId, row]));
  return statementDocuments
    .map((document) => ({ document, row: byDocument.get(document.id) }))
    .filter(
      ({ document, row }) =>
        !row ||
        (row.status === "reading" &&
          !readings.isRunning(document.id) &&
          row.readingSince.getTime() < staleBefore),
    );
}

/** What the funder a submission shared bank statements with sees of them (none once withdrawn). */
function funderStatements(db: Db, sharedWithFunder: SharedStatements, summaryOf: SummaryOf) {
  async function sharedStatements(userId: string, submissionId: string) {
    const shared = await sharedWithFunder(userId, submissionId);
    return {
      statementDocuments: shared.documents.filter(isBankStatement),
      currency: shared.currency,
    };
  }

  return {
    /** `GET /v1/funder/submission/{id}/statements`: the statements shared with the funder. */
    async ofSubmission(userId: string, submissionId: string): Promise<DealStatements> {
      const { statementDocuments, currency } = await sharedStatements(userId, submissionId);
      const rows = await repo.listOfDocuments(
        db,
        statementDocuments.map((d) => d.id),
      );
      const byDocument = new Map(rows.map((row) => [row.documentId, row]));
      return {
        statements: statementDocuments.map((d) =>
          toStatementDocument(d, byDocument.get(d.id), currency),
        ),
        ...(await summaryOf(statementDocuments, rows, currency ?? noCurrency, false)),
      };
    },

    /** `POST /v1/funder/submission/{id}/statements/lines`. */
    async submissionLines(userId: string, submissionId: string, ids: readonly string[]) {
      const { statementDocuments } = await sharedStatements(userId, submissionId);
      return linesAmong(db, statementDocuments, ids);
    },
  };
}

/** The deal the person may see, and its borrower's bank statements. */
async function statementsOfDeal(
  deals: DealService,
  documents: DocumentService,
  userId: string,
  dealId: string,
) {
  const { deal } = await deals.visibleDeal(userId, dealId);
  const statementDocuments = (await documents.ofBorrower(deal.borrowerId)).filter(isBankStatement);
  return { deal, statementDocuments };
}

type Uploaded = Parameters<OnUploaded>[0];

async function startOnUpload(readings: Readings, log: FastifyBaseLogger, uploaded: Uploaded) {
  if (readings.closing) return;
  try {
    await readings.start({ ...uploaded, columns: null, headerColumns: null, userId: null });
  } catch (err) {
    // The upload stands; the deal's statements start the reading when next opened.
    log.error({ err, documentId: uploaded.document.id }, "a statement's reading did not start");
  }
}

/**
 * A deal's bank statements (issue 37, decision 089): each bank-statement document read in the
 * app's reading pool when it is uploaded or asked for, kept with its lines; the summary of the
 * read ones (decision 088) and what "Fill from statements" proposes; the lines behind a figure.
 * The funder a submission shared statements with sees the same, of those statements only.
 */
export function createStatementService(opts: StatementServiceOptions) {
  const { db, deals, documents, log } = opts;
  const staleMs = opts.staleReadingMs ?? defaultStaleReadingMs;
  const readings = createReadings(opts);
  const summaryOf = createSummaries(db, opts.pool);

  const dealsStatements = (userId: string, dealId: string) =>
    statementsOfDeal(deals, documents, userId, dealId);

  return {
    /** `GET /v1/user/deal/{id}/statements`: starts the readings never started or cut off. */
    async ofDeal(userId: string, dealId: string): Promise<DealStatements> {
      const { deal, statementDocuments } = await dealsStatements(userId, dealId);
      let rows = await repo.listOfDocuments(
        db,
        statementDocuments.map((d) => d.id),
      );
      const toRead = toReadAgain(statementDocuments, rows, Date.now() - staleMs, readings);
      if (toRead.length > 0 && !readings.closing) {
        for (const { document, row } of toRead) {
          await readings.start({
            document,
            organizationId: deal.organizationId,
            dealId: deal.id,
            columns: row?.columns ?? null,
            headerColumns: null,
            userId: null,
          });
        }
        rows = await repo.listOfDocuments(
          db,
          statementDocuments.map((d) => d.id),
        );
      }
      const current = new Map(rows.map((row) => [row.documentId, row]));
      return {
        statements: statementDocuments.map((d) =>
          toStatementDocument(d, current.get(d.id), deal.currency),
        ),
        ...(await summaryOf(statementDocuments, rows, deal.currency, true)),
      };
    },

    /** `POST /v1/user/deal/{id}/statements`: reads (again) one of the deal's bank statements. */
    async read(
      userId: string,
      dealId: string,
      input: StatementReadInput,
    ): Promise<StatementDocument> {
      const { deal, statementDocuments } = await dealsStatements(userId, dealId);
      const documentId = input.documentId.toLowerCase();
      const document = statementDocuments.find((d) => d.id === documentId);
      if (!document) {
        const [other] = await documents.ofBorrower(deal.borrowerId, [documentId]);
        throw new AppError(other ? "not_a_bank_statement" : "not_found");
      }
      const previous = await repo.findOfDocument(db, document.id);
      await readings.start({
        document,
        organizationId: deal.organizationId,
        dealId: deal.id,
        columns: input.columns ?? null,
        headerColumns: previous?.refusalColumns ?? null,
        userId,
      });
      return toStatementDocument(document, await repo.findOfDocument(db, document.id), null);
    },

    /** `POST /v1/user/deal/{id}/statements/lines`. */
    async dealLines(userId: string, dealId: string, ids: readonly string[]) {
      const { statementDocuments } = await dealsStatements(userId, dealId);
      return linesAmong(db, statementDocuments, ids);
    },

    ...funderStatements(db, opts.sharedWithFunder, summaryOf),

    /** An uploaded bank statement: marked reading before the upload answers, read after. */
    onUploaded: (uploaded: Uploaded) => startOnUpload(readings, log, uploaded),

    /** Resolves once no reading runs in this process (tests, shutdown). */
    idle: readings.idle,
    close: readings.close,
  };
}

export type StatementService = ReturnType<typeof createStatementService>;
