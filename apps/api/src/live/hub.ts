import { PassThrough } from "node:stream";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "@portal/db/database";
import type { LiveEvent } from "@portal/contract/notifications/notification-schemas";
import { AppError } from "../lib/app-error";
import { liveChannel, type LiveMessage } from "./message";

export interface LiveSettings {
  /** A comment line this often keeps proxies and the idle timeout from closing a quiet stream. */
  heartbeatMs: number;
  /** Open streams per person in this process (tabs); one more is refused with 429. */
  maxStreamsPerUser: number;
  /** A stream whose client reads slower than this much is waiting is closed (it reconnects). */
  maxBufferedBytes: number;
}

/** One open stream: whose it is and how to write to it. */
interface Stream {
  userId: string;
  organizationId: string | null;
  out: PassThrough;
  /** False once the session, the token or the view that opened it is over. */
  stillAllowed: () => Promise<boolean>;
  /**
   * Opened during a view as a member: told what changed, never the member's notification itself
   * (a view never shows a person's notifications, decision 052).
   */
  inView: boolean;
  timer: NodeJS.Timeout;
}

type Log = Pick<FastifyBaseLogger, "info" | "warn">;

/** Writes unless the client is too far behind: then it is cut off (it reconnects and reads all). */
function write(stream: Stream, chunk: string, settings: LiveSettings, log: Log) {
  const { out } = stream;
  if (out.destroyed || out.writableEnded) return;
  out.write(chunk);
  if (out.writableLength + out.readableLength > settings.maxBufferedBytes) {
    log.info({ userId: stream.userId }, "live stream closed: its client reads too slowly");
    out.destroy();
  }
}

/** The streams a message is for: one person's, some people's, an organization's, or every one. */
function* streamsFor(byUser: Map<string, Set<Stream>>, message: LiveMessage) {
  if (message.u || message.us) {
    for (const userId of message.us ?? [message.u!]) yield* byUser.get(userId) ?? [];
    return;
  }
  for (const streams of byUser.values())
    for (const stream of streams)
      if (message.all || (message.o && stream.organizationId === message.o)) yield stream;
}

/** A NOTIFY's payload as the `change` event its streams are sent. */
function changeEvent(message: LiveMessage) {
  const event: LiveEvent = {
    topics: message.t,
    ...(message.n ? { notification: message.n } : {}),
  };
  return `event: change\ndata: ${JSON.stringify(event)}\n\n`;
}

/**
 * The live-update streams of this process (docs/decisions/038): each person's open tabs, told of
 * the changes any process publishes on `liveChannel` (PostgreSQL NOTIFY, delivered on commit).
 * Every stream is bounded: a heartbeat, a cap per person, a cap on what waits for a slow client,
 * an end when the token expires or the session ends.
 */
export function createLiveHub(
  database: Pick<Database, "listen">,
  settings: LiveSettings,
  log: FastifyBaseLogger,
) {
  const byUser = new Map<string, Set<Stream>>();
  let unlisten: (() => Promise<void>) | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  const send = (stream: Stream, chunk: string) => write(stream, chunk, settings, log);
  const end = (stream: Stream, reason: "signed_out" | "expired" | "shutdown") => {
    send(stream, `event: end\ndata: ${JSON.stringify({ reason })}\n\n`);
    stream.out.end();
  };
  const all = () => [...byUser.values()].flatMap((streams) => [...streams]);

  function dispatch(payload: string) {
    let message: LiveMessage;
    try {
      message = JSON.parse(payload) as LiveMessage;
    } catch {
      return;
    }
    const chunk = changeEvent(message);
    const withoutNotification = message.n ? changeEvent({ ...message, n: undefined }) : chunk;
    for (const stream of streamsFor(byUser, message))
      send(stream, stream.inView ? withoutNotification : chunk);
  }

  /** Each beat: a comment on every stream, and the end of those whose session or view is over. */
  async function beat() {
    for (const stream of all()) {
      send(stream, ": heartbeat\n\n");
      if (!(await stream.stillAllowed().catch(() => true))) end(stream, "signed_out");
    }
  }

  return {
    /** Listens for changes published by any process; until then streams only beat. */
    async start() {
      unlisten = await database.listen(liveChannel, dispatch).catch((err: unknown) => {
        log.warn({ err }, "cannot listen for live updates; streams will only send heartbeats");
        return undefined;
      });
      heartbeat = setInterval(() => void beat(), settings.heartbeatMs).unref();
    },

    /** Ends every stream (their clients reconnect, to another process) and stops listening. */
    async stop() {
      clearInterval(heartbeat);
      for (const stream of all()) end(stream, "shutdown");
      await unlisten?.();
      unlisten = undefined;
    },

    /** How many streams are open for the person here (tests, operations). */
    openFor: (userId: string) => byUser.get(userId)?.size ?? 0,

    /** A new stream for the person, ending at `expiresAt` (the token's expiry); 429 past the cap. */
    open(who: Omit<Stream, "out" | "timer"> & { expiresAt: number }): PassThrough {
      const streams = byUser.get(who.userId) ?? new Set<Stream>();
      if (streams.size >= settings.maxStreamsPerUser) throw new AppError("rate_limited");
      const stream: Stream = {
        userId: who.userId,
        organizationId: who.organizationId,
        stillAllowed: who.stillAllowed,
        inView: who.inView,
        out: new PassThrough(),
        timer: setTimeout(
          () => end(stream, "expired"),
          Math.max(0, Math.min(who.expiresAt - Date.now(), 2 ** 31 - 1)),
        ).unref(),
      };
      streams.add(stream);
      byUser.set(who.userId, streams);
      stream.out.once("close", () => {
        clearTimeout(stream.timer);
        streams.delete(stream);
        if (streams.size === 0 && byUser.get(who.userId) === streams) byUser.delete(who.userId);
      });
      // Reconnect after 3 s if the connection drops; `ready` says the stream is listening.
      send(stream, "retry: 3000\nevent: ready\ndata: {}\n\n");
      return stream.out;
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
