// Sequential request latencies from a separate process (so the client never shares the
// measured server's event loop): receives a `LatencyRequest`, answers with every duration in ms.
export interface LatencyRequest {
  urls: string[];
  headers: Record<string, string>;
  rounds: number;
  warmup: number;
}

export type LatencyReply = { ok: true; durations: number[][] } | { ok: false; error: string };

process.once("message", async (request: LatencyRequest) => {
  let reply: LatencyReply;
  try {
    const durations: number[][] = [];
    for (const url of request.urls) {
      const times: number[] = [];
      for (let i = 0; i < request.warmup + request.rounds; i++) {
        const start = performance.now();
        const response = await fetch(url, { headers: request.headers });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
        if (i >= request.warmup) times.push(performance.now() - start);
      }
      durations.push(times);
    }
    reply = { ok: true, durations };
  } catch (error) {
    reply = {
      ok: false,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    };
  }
  process.send!(reply, () => process.disconnect());
});
