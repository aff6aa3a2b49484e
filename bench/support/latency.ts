// Sequential request latencies from a separate process (so the client never shares the
// measured server's event loop): receives a `LatencyRequest`, answers with every duration in ms.
export interface LatencyRequest {
  urls: string[];
  headers: Record<string, string>;
  /** Headers of each URL (by index), instead of `headers`: the same request as different people. */
  headersOf?: Record<string, string>[];
  rounds: number;
  warmup: number;
  /**
   * One request to each URL in turn, round after round, instead of every round of one URL then
   * the next: on a busy machine the others' load then falls on every URL alike.
   */
  interleave?: boolean;
}

export type LatencyReply = { ok: true; durations: number[][] } | { ok: false; error: string };

process.once("message", async (request: LatencyRequest) => {
  let reply: LatencyReply;
  const time = async (index: number) => {
    const url = request.urls[index]!;
    const start = performance.now();
    const response = await fetch(url, { headers: request.headersOf?.[index] ?? request.headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return performance.now() - start;
  };
  try {
    const durations: number[][] = request.urls.map(() => []);
    const total = request.warmup + request.rounds;
    const indexes = [...request.urls.keys()];
    if (request.interleave) {
      for (let i = 0; i < total; i++)
        for (const u of indexes) {
          const ms = await time(u);
          if (i >= request.warmup) durations[u]!.push(ms);
        }
    } else {
      for (const u of indexes)
        for (let i = 0; i < total; i++) {
          const ms = await time(u);
          if (i >= request.warmup) durations[u]!.push(ms);
        }
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
