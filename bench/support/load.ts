// The load generator of bench/user-throughput.ts, run in its own process (`fork`) so autocannon's
// work never shares the event loop of the server it measures. Receives one `LoadRequest` over IPC,
// runs a warm-up and then the measured run with autocannon's programmatic API, sends back the
// measured `Result` and exits.
import autocannon, { type Result } from "autocannon";

export interface LoadRequest {
  url: string;
  method?: "GET" | "POST";
  body?: string;
  headers: Record<string, string>;
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
}

export type LoadReply = { ok: true; result: Result } | { ok: false; error: string };

process.once("message", async (request: LoadRequest) => {
  let reply: LoadReply;
  try {
    const options = {
      url: request.url,
      method: request.method ?? "GET",
      body: request.body,
      headers: request.headers,
      connections: request.connections,
    };
    await autocannon({ ...options, duration: request.warmupSeconds });
    reply = {
      ok: true,
      result: await autocannon({ ...options, duration: request.durationSeconds }),
    };
  } catch (error) {
    reply = {
      ok: false,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    };
  }
  process.send!(reply, () => process.disconnect());
});
