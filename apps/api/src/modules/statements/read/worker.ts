// The worker thread that reads statements (pool.ts): one job at a time, answered by its id. Whatever
// a file does to this thread (memory, time, a crash) stays in it; the pool replaces it.
import { parentPort } from "node:worker_threads";
import { readStatement } from "./index";
import type { ReadHints, ReadOutcome } from "./outcome";

export interface ReadJob {
  id: number;
  bytes: Uint8Array;
  fileName: string;
  hints?: ReadHints;
}

export interface ReadAnswer {
  id: number;
  outcome: ReadOutcome;
}

/** Sent once the reader's modules are loaded: the pool's time limit counts from here. */
export interface ReadyMessage {
  ready: true;
}

parentPort?.on("message", (job: ReadJob) => {
  void readStatement(job.bytes, job.fileName, job.hints).then(
    (outcome) => parentPort!.postMessage({ id: job.id, outcome } satisfies ReadAnswer),
    (error: unknown) =>
      parentPort!.postMessage({
        id: job.id,
        outcome: {
          refusal: "unreadable",
          message: `could not be read: ${(error as Error).message}`,
        },
      } satisfies ReadAnswer),
  );
});
parentPort?.postMessage({ ready: true } satisfies ReadyMessage);
