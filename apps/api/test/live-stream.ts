import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import type { LiveEvent, LiveTopic } from "@portal/contract/notifications/notification-schemas";
import { liveChannel } from "../src/live/message";

/** An open `GET /v1/events` stream read as a browser would: its status and the events so far. */
export interface OpenStream {
  status: number;
  events: { event: string; data: unknown }[];
  /** The `change` events received so far. */
  changes: () => LiveEvent[];
  /** Resolves once an event satisfies `test`, or rejects after `ms`. */
  waitFor: (test: (e: { event: string; data: unknown }) => boolean, ms?: number) => Promise<void>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close: () => void;
}

/** Opens a stream on a listening app (`base` is its address) with these headers. */
export async function openStream(
  base: string,
  headers: Record<string, string>,
): Promise<OpenStream> {
  const abort = new AbortController();
  const res = await fetch(`${base}/v1/events`, {
    headers: { accept: "text/event-stream", ...headers },
    signal: abort.signal,
  });
  const events: { event: string; data: unknown }[] = [];
  const waiters = new Set<() => void>();
  let buffer = "";
  const ended = (async () => {
    if (!res.ok || !res.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data !== undefined) events.push({ event, data: JSON.parse(data) });
          for (const wake of waiters) wake();
        }
      }
    } catch {
      // Aborted by the test.
    }
  })();
  return {
    status: res.status,
    events,
    changes: () => events.filter((e) => e.event === "change").map((e) => e.data as LiveEvent),
    waitFor: (test, ms = 20_000) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!events.some(test)) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no such event within ${ms} ms: ${JSON.stringify(events)}`));
        }, ms);
        waiters.add(check);
        check();
      }),
    ended,
    close: () => abort.abort(),
  };
}

/**
 * Waits until each stream has heard everything committed so far, so that a test can assert what
 * it did not hear (decision 058: no fixed wait). A marker is published to each stream's person
 * after the changes under test: NOTIFY delivers in commit order and the hub writes each message
 * to its streams at once, in order, so a stream that has its marker heard every change before it.
 * The marker is taken out of the stream's events again.
 */
export async function heardAll(app: FastifyInstance, streams: [OpenStream, { userId: string }][]) {
  const marker = `marker-${randomBytes(4).toString("hex")}`;
  const isMarker = (e: { event: string; data: unknown }) =>
    e.event === "change" && (e.data as LiveEvent).topics.includes(marker as LiveTopic);
  const message = { us: [...new Set(streams.map(([, person]) => person.userId))], t: [marker] };
  await app.database.db.execute(sql`select pg_notify(${liveChannel}, ${JSON.stringify(message)})`);
  for (const [stream] of streams) {
    await stream.waitFor(isMarker);
    stream.events.splice(stream.events.findIndex(isMarker), 1);
  }
}
