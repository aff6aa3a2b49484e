// What every benchmark here needs: settings from the environment, free ports, and load from a
// separate process (support/load.ts) so the client never shares the measured server's event loop.
import { fork } from "node:child_process";
import { createServer } from "node:net";
import { join } from "node:path";
import type { LatencyReply, LatencyRequest } from "./latency";
import type { LoadReply, LoadRequest } from "./load";

/**
 * Smoke mode (`BENCH_SMOKE=1` or `--smoke`; `npm test -- bench` runs every bench so): every size,
 * round count and duration at its small value, a second or two of work, to check the script still
 * runs and prints its figures. The figures of a smoke run mean nothing; the full sizes are the
 * defaults without it.
 */
export const smoke =
  process.env.BENCH_SMOKE === "1" ||
  process.argv.includes("--smoke") ||
  process.argv.includes("--small"); // its name before smoke mode

/**
 * A size from the environment (`name`), else `full`, or `small` in smoke mode: every size a
 * bench has names its smoke value here, so a new bench cannot forget to have one.
 */
export function positiveNumber(name: string, full: number, small: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === "" ? (smoke ? small : full) : Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number, got ${raw}`);
  return value;
}

/** A port the system says is free now (other engineers' servers and tests run on this machine too). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Warm-up plus measured run, from a separate process. */
export function load(request: LoadRequest) {
  const child = fork(join(import.meta.dirname, "load.ts"), { execArgv: ["--import", "tsx"] });
  return new Promise<LoadReply & { ok: true }>((resolve, reject) => {
    child.once("message", (reply: LoadReply) =>
      reply.ok ? resolve(reply) : reject(new Error(reply.error)),
    );
    child.once("exit", (code) =>
      reject(new Error(`load generator exited with ${code} before answering`)),
    );
    child.send(request);
  }).then((reply) => reply.result);
}

/** Sequential latencies per URL, from a separate process (warm-up of 2 in smoke mode). */
export function latencies(request: LatencyRequest) {
  if (smoke) request = { ...request, warmup: Math.min(request.warmup, 2) };
  const child = fork(join(import.meta.dirname, "latency.ts"), { execArgv: ["--import", "tsx"] });
  return new Promise<number[][]>((resolve, reject) => {
    child.once("message", (reply: LatencyReply) =>
      reply.ok ? resolve(reply.durations) : reject(new Error(reply.error)),
    );
    child.once("exit", (code) =>
      reject(new Error(`latency sampler exited with ${code} before answering`)),
    );
    child.send(request);
  });
}

/** The p-th percentile (0-100) of some durations, nearest rank. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[
    Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  ]!;
}
