// The worker thread that reads statements and summarises them (pool.ts): one job at a time,
// answered by its id. Whatever a file or a summary does to this thread (memory, time, a crash)
// stays in it; the pool replaces it.
import { getHeapStatistics } from "node:v8";
import { parentPort } from "node:worker_threads";
import { summaryOutcome, type SummaryInput, type SummaryOutcome } from "../summary";
import { readStatement } from "./index";
import type { ReadHints, ReadOutcome } from "./outcome";

export interface ReadJob {
  id: number;
  kind?: "read";
  bytes: Uint8Array;
  fileName: string;
  hints?: ReadHints;
}

/** The summary of a deal's read statements (summary.ts), off the API's event loop. */
export interface SummariseJob {
  id: number;
  kind: "summarise";
  inputs: SummaryInput[];
  withProposal: boolean;
}

export type WorkerJob = ReadJob | SummariseJob;

export interface ReadAnswer {
  id: number;
  outcome: ReadOutcome;
  /** This worker's memory during the read (the bench reads it through the pool's `peakMemory`). */
  memory?: WorkerMemory;
}

/** A summary, or what went wrong making it (`failure`: a bug, never the statements' fault). */
export interface SummariseAnswer {
  id: number;
  summarised: SummaryOutcome | { failure: string };
  memory?: WorkerMemory;
}

/** A worker's memory, in bytes: its own V8 heap, and what it holds outside the heap. */
export interface WorkerMemory {
  /** The most heap in use seen while reading (sampled every 10 ms and at the end). */
  heapUsedPeak: number;
  /** The heap V8 had reserved at the end of the read (it shrinks late: near its peak). */
  heapTotal: number;
  /** ArrayBuffers and other memory outside the heap (the file's bytes, inflated streams). */
  external: number;
}

/** Sent once the reader's modules are loaded: the pool's time limit counts from here. */
export interface ReadyMessage {
  ready: true;
}

parentPort?.on("message", (job: WorkerJob) => {
  let heapUsedPeak = 0;
  const sample = () => {
    const heap = getHeapStatistics();
    heapUsedPeak = Math.max(heapUsedPeak, heap.used_heap_size);
    return heap;
  };
  const sampler = setInterval(sample, 10);
  const memory = (): WorkerMemory => {
    clearInterval(sampler);
    const heap = sample();
    return { heapUsedPeak, heapTotal: heap.total_heap_size, external: heap.external_memory };
  };
  if (job.kind === "summarise") {
    let summarised: SummariseAnswer["summarised"];
    try {
      summarised = summaryOutcome(job.inputs, job.withProposal);
    } catch (error) {
      summarised = { failure: `could not be summarised: ${(error as Error).message}` };
    }
    parentPort!.postMessage({ id: job.id, summarised, memory: memory() } satisfies SummariseAnswer);
    return;
  }
  void readStatement(job.bytes, job.fileName, job.hints).then(
    (outcome) =>
      parentPort!.postMessage({ id: job.id, outcome, memory: memory() } satisfies ReadAnswer),
    (error: unknown) =>
      parentPort!.postMessage({
        id: job.id,
        outcome: {
          refusal: "unreadable",
          message: `could not be read: ${(error as Error).message}`,
        },
        memory: memory(),
      } satisfies ReadAnswer),
  );
});
parentPort?.postMessage({ ready: true } satisfies ReadyMessage);
