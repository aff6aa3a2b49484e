// What every benchmark here needs: settings from the environment, free ports, and load from a
// separate process (support/load.ts) so the client never shares the measured server's event loop.
import { fork } from "node:child_process";
import { createServer } from "node:net";
import { join } from "node:path";
import type { LatencyReply, LatencyRequest } from "./latency";
import type { LoadReply, LoadRequest } from "./load";

export function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === "" ? fallback : Number(raw);
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

/** Sequential latencies per URL, from a separate process. */
export function latencies(request: LatencyRequest) {
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
