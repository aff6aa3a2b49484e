import { fetchEventSource } from "@microsoft/fetch-event-source";
import type { QueryClient } from "@tanstack/react-query";
import type {
  LiveEvent,
  LiveTopic,
  Notification,
} from "@portal/contract/notifications/notification-schemas";
import { apiBaseUrl } from "@/config/env";
import { authorizedHeaders } from "@/lib/api-client";
import { queryRoots } from "@/lib/query-keys";

/** The react-query keys a topic names (each feature's keys start with these roots). */
export function keysOf(topic: LiveTopic): readonly (readonly string[])[] {
  if (topic.startsWith("deal:")) return [queryRoots.deal(topic.slice("deal:".length))];
  switch (topic) {
    case "deals":
      return [queryRoots.dealLists];
    case "inbox":
      return [queryRoots.funderInbox];
    case "dashboard":
      // The figures: the dashboard's and the wallet's (both read the commission ledger).
      return [queryRoots.dashboard, queryRoots.wallet];
    case "news":
      return [queryRoots.news];
    case "notifications":
      return [queryRoots.notifications];
    default:
      return [];
  }
}

/** Reads again what the event names (`*`: everything shown). */
export function applyEvent(client: QueryClient, event: LiveEvent) {
  if (event.topics.includes("*")) return void client.invalidateQueries();
  for (const topic of event.topics)
    for (const queryKey of keysOf(topic)) void client.invalidateQueries({ queryKey });
}

/** The wait before the next try: 1 s doubled per failure up to 30 s, with jitter. */
export const backoffMs = (failures: number) =>
  Math.min(30_000, 1_000 * 2 ** Math.min(failures, 5)) * (0.75 + Math.random() * 0.5);

class Retry extends Error {}

/**
 * The tab's live updates (docs/decisions/038): one `GET /v1/events` stream with the token (and the
 * view as a member) in headers, which EventSource cannot send. Each event invalidates the queries
 * it names; a new notification is handed to `onNotification` (the toast). After a drop it
 * connects again with back-off and a fresh token, and reads everything again (events may have
 * been missed meanwhile). Returns how to stop.
 */
export function startLiveUpdates(
  client: QueryClient,
  onNotification: (notification: Notification) => void,
) {
  const abort = new AbortController();
  let failures = 0;
  let connectedBefore = false;

  async function connectOnce() {
    await fetchEventSource(`${apiBaseUrl}/v1/events`, {
      headers: { ...(await authorizedHeaders()), accept: "text/event-stream" },
      signal: abort.signal,
      openWhenHidden: true,
      async onopen(response) {
        const type = response.headers.get("content-type") ?? "";
        if (!response.ok || !type.startsWith("text/event-stream")) throw new Retry();
        failures = 0;
        if (connectedBefore) void client.invalidateQueries();
        connectedBefore = true;
      },
      onmessage(message) {
        // The server listens for this tab from "ready" on (journeys wait for the mark).
        if (message.event === "ready") document.documentElement.dataset.live = "open";
        if (message.event !== "change") return;
        const event = JSON.parse(message.data) as LiveEvent;
        applyEvent(client, event);
        if (event.notification) onNotification(event.notification);
      },
      onclose() {
        delete document.documentElement.dataset.live;
        throw new Retry();
      },
      onerror(error: unknown) {
        throw error; // our loop retries, with a fresh token
      },
    });
  }

  void (async () => {
    while (!abort.signal.aborted) {
      try {
        await connectOnce();
      } catch {
        // Dropped, refused or ended: try again after the back-off.
        delete document.documentElement.dataset.live;
      }
      if (abort.signal.aborted) return;
      await new Promise((resolve) => setTimeout(resolve, backoffMs(failures++)));
    }
  })();
  return () => {
    delete document.documentElement.dataset.live;
    abort.abort();
  };
}
