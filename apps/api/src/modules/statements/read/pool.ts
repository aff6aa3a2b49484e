// Reads statements in worker threads (issue 37) so a hostile or huge file never stalls the API: each
// file is read in a worker with a memory ceiling (resourceLimits) and a wall-time limit; a worker
// that runs out of either is terminated, the file refused (`too_complex`) and a fresh worker started
// for the next file. Files wait in a queue for a free worker; the pool is small (one worker by
// default, the machine has two cores and the API needs one). The same workers summarise a deal's
// read statements (`summarise`, decision 089), under the same limits: a summary goes before the
// files waiting, as someone waits for the page that asked for it.
//
// From the TypeScript source (tests, `npm run dev`) the worker is worker.ts loaded through tsx's API; the
// compiled API (scripts/build.mjs) bundles the worker to its own file beside server.js and names it
// here through `__PORTAL_STATEMENT_WORKER__`, its path relative to this source file.
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { SummaryInput, SummaryOutcome } from "../summary";
import { refuse, type ReadHints, type ReadOutcome, type ReadRefusal } from "./outcome";
import type {
  ReadAnswer,
  ReadJob,
  ReadyMessage,
  SummariseAnswer,
  SummariseJob,
  WorkerJob,
  WorkerMemory,
} from "./worker";

declare const __PORTAL_STATEMENT_WORKER__: string | undefined;

export interface ReadPoolOptions {
  /** Worker threads reading at once. */
  size?: number;
  /** Wall time one file may take, in milliseconds. */
  timeoutMs?: number;
  /** Heap ceiling of each worker, in MB. */
  maxOldGenerationSizeMb?: number;
}

/** What a summary job answers: the summary, the timeline's refusal, or why it could not be made. */
export type SummariseResult = SummaryOutcome | { failure: string };

/** A job's answer from its worker, or the pool's refusal when the worker could not give one. */
type Settle = (answer: ReadAnswer | SummariseAnswer | ReadRefusal) => void;

/** A job before the pool numbers it. */
type Job = Omit<ReadJob, "id"> | Omit<SummariseJob, "id">;

interface Waiting {
  job: Job;
  /** Named in time-limit messages. */
  name: string;
  settle: Settle;
}

interface Slot {
  worker: Worker;
  /** Its modules loaded: it takes jobs, and the time limit counts from the job's start. */
  ready: boolean;
  busy?: { id: number; settle: Settle; timer: NodeJS.Timeout };
}

/** The worker's code: the bundled file in the compiled API, else worker.ts through tsx's loader. */
function workerEntry(): { entry: URL | string; eval: boolean } {
  if (typeof __PORTAL_STATEMENT_WORKER__ === "string") {
    return { entry: new URL(__PORTAL_STATEMENT_WORKER__, import.meta.url), eval: false };
  }
  // tsx's ESM API (its .mjs build) imports the TypeScript worker; `--import tsx` does not reach
  // worker threads on Node 20.
  const tsx = createRequire(import.meta.url)
    .resolve("tsx/esm/api")
    .replace(/\.cjs$/, ".mjs");
  const source = new URL("./worker.ts", import.meta.url).href;
  const code = `import(${JSON.stringify(pathToFileURL(tsx).href)}).then((tsx) => tsx.tsImport(${JSON.stringify(source)}, ${JSON.stringify(source)}));`;
  return { entry: code, eval: true };
}

export class StatementReadPool {
  readonly size: number;
  readonly timeoutMs: number;
  readonly maxOldGenerationSizeMb: number;
  private slots: Slot[] = [];
  private queue: Waiting[] = [];
  private nextId = 1;
  private closed = false;
  /** Workers started so far (the first ones and each replacement), for tests and the bench. */
  started = 0;
  /** The most memory any worker reported after a read (each figure its own maximum), for the bench. */
  peakMemory: WorkerMemory = { heapUsedPeak: 0, heapTotal: 0, external: 0 };

  constructor(options: ReadPoolOptions = {}) {
    this.size = Math.max(1, options.size ?? 1);
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.maxOldGenerationSizeMb = options.maxOldGenerationSizeMb ?? 256;
  }

  /**
   * Starts the workers now rather than at the first file: a worker's start costs the API's thread
   * a moment, which the first upload (or the first summary) would otherwise wait on.
   */
  warm(): void {
    while (!this.closed && this.slots.length < this.size) this.spawn();
  }

  /** Reads one file in a worker; always answers, with the statement or a refusal. */
  read(bytes: Uint8Array, fileName: string, hints?: ReadHints): Promise<ReadOutcome> {
    if (this.closed)
      return Promise.resolve(refuse("unreadable", "the statement reader is shut down"));
    // The worker gets its own copy, moved to it rather than copied again.
    const copy = new Uint8Array(bytes);
    return new Promise((resolve) => {
      this.queue.push({
        job: { bytes: copy, fileName, ...(hints ? { hints } : {}) },
        name: fileName,
        settle: (answer) => resolve("refusal" in answer ? answer : (answer as ReadAnswer).outcome),
      });
      this.pump();
    });
  }

  /**
   * Summarises read statements in a worker (summary.ts): the summary and, when asked, the
   * proposal; a TimelineError comes back as `timelineError`; out of time or memory, a crash or a
   * closed pool as `failure`. Always answers. The inputs are copied to the worker (structured
   * clone); lines given as JSON text are parsed there.
   */
  summarise(inputs: SummaryInput[], withProposal: boolean): Promise<SummariseResult> {
    if (this.closed) return Promise.resolve({ failure: "the statement reader is shut down" });
    return new Promise((resolve) => {
      const waiting: Waiting = {
        job: { kind: "summarise", inputs, withProposal },
        name: "the summary",
        settle: (answer) =>
          resolve(
            "refusal" in answer
              ? { failure: answer.message }
              : (answer as SummariseAnswer).summarised,
          ),
      };
      // Before the files waiting, after the summaries already waiting.
      const files = this.queue.findIndex((w) => w.job.kind !== "summarise");
      this.queue.splice(files < 0 ? this.queue.length : files, 0, waiting);
      this.pump();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const waiting of this.queue.splice(0))
      waiting.settle(refuse("unreadable", "the statement reader is shut down"));
    await Promise.all(
      this.slots.map(async (slot) => {
        this.finish(slot, refuse("unreadable", "the statement reader is shut down"));
        await slot.worker.terminate();
      }),
    );
    this.slots = [];
  }

  private pump(): void {
    while (this.queue.length > 0) {
      if (this.slots.length < this.size) this.spawn();
      const slot = this.slots.find((s) => s.ready && !s.busy);
      if (!slot) return;
      const { job, name, settle } = this.queue.shift()!;
      const id = this.nextId++;
      const timer = setTimeout(() => {
        this.replace(
          slot,
          refuse("too_complex", `${name} took longer than ${this.timeoutMs / 1000} s to read`),
        );
      }, this.timeoutMs);
      timer.unref();
      slot.busy = { id, settle, timer };
      slot.worker.ref();
      // A file's bytes are moved to the worker, not copied again.
      slot.worker.postMessage(
        { id, ...job } as WorkerJob,
        job.kind === "summarise" ? [] : [job.bytes.buffer as ArrayBuffer],
      );
    }
  }

  private spawn(): Slot {
    const { entry, eval: evaluate } = workerEntry();
    const worker = new Worker(entry, {
      eval: evaluate,
      resourceLimits: {
        maxOldGenerationSizeMb: this.maxOldGenerationSizeMb,
        maxYoungGenerationSizeMb: 32,
        stackSizeMb: 4,
      },
      stdout: false,
      stderr: false,
    });
    this.started++;
    const slot: Slot = { worker, ready: false };
    worker.on("message", (answer: ReadAnswer | SummariseAnswer | ReadyMessage) => {
      if ("ready" in answer) {
        slot.ready = true;
        this.pump();
        if (!slot.busy) worker.unref();
        return;
      }
      if (slot.busy?.id !== answer.id) return;
      if (answer.memory)
        for (const key of ["heapUsedPeak", "heapTotal", "external"] as const)
          this.peakMemory[key] = Math.max(this.peakMemory[key], answer.memory[key]);
      this.finish(slot, answer);
      this.pump();
    });
    worker.on("error", (error: Error & { code?: string }) => {
      const outOfMemory = error.code === "ERR_WORKER_OUT_OF_MEMORY";
      this.replace(
        slot,
        refuse(
          "too_complex",
          outOfMemory
            ? "the file needs more memory to read than a statement may"
            : `reading failed: ${error.message}`,
        ),
      );
    });
    worker.on("exit", () =>
      this.replace(slot, refuse("too_complex", "the reader stopped while reading the file")),
    );
    // A starting or reading worker keeps the process alive until it answers; an idle one does not.
    this.slots.push(slot);
    return slot;
  }

  private finish(slot: Slot, answer: ReadAnswer | SummariseAnswer | ReadRefusal): void {
    if (!slot.busy) return;
    clearTimeout(slot.busy.timer);
    const { settle } = slot.busy;
    slot.busy = undefined;
    slot.worker.unref();
    settle(answer);
  }

  /** Ends a worker (timed out, out of memory, crashed) and answers its file; a new one starts on demand. */
  private replace(slot: Slot, outcome: ReadRefusal): void {
    if (!this.slots.includes(slot)) return;
    this.slots = this.slots.filter((s) => s !== slot);
    this.finish(slot, outcome);
    void slot.worker.terminate();
    if (!slot.ready) {
      // It never started (its code missing or broken): starting more would fail the same way.
      for (const waiting of this.queue.splice(0))
        waiting.settle(
          refuse("unreadable", `the statement reader did not start: ${outcome.message}`),
        );
      return;
    }
    if (!this.closed) this.pump();
  }
}
