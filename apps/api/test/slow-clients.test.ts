// Issue 13, finding 4: a body trickled or stalled after the headers does not hold a connection.
import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "./test-app";

const ctx = useTestApp({
  HTTP_MIN_BODY_BYTES_PER_SECOND: "100",
  HTTP_BODY_GRACE_MS: "1000",
  HTTP_IDLE_TIMEOUT_MS: "1000",
});
let port = 0;
beforeAll(async () => {
  await ctx.app.listen({ host: "127.0.0.1", port: 0 });
  port = (ctx.app.server.address() as AddressInfo).port;
});

/** Sends the headers of a 1,000-byte JSON body, then `body` (a function writing the rest). */
function slowRequest(feed: (write: (s: string) => void) => () => void) {
  return new Promise<{ closedAfterMs: number; answer: string }>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    const started = Date.now();
    let answer = "";
    let stop = () => {};
    socket.on("connect", () => {
      socket.write(
        "POST /v1/user/reset-password HTTP/1.1\r\nHost: localhost\r\n" +
          "Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n",
      );
      stop = feed((s) => socket.write(s));
    });
    socket.on("data", (chunk) => (answer += chunk.toString()));
    socket.on("error", () => {});
    socket.on("close", () => {
      stop();
      resolve({ closedAfterMs: Date.now() - started, answer });
    });
  });
}

describe("slow clients", () => {
  it("closes a connection whose body trickles in below the minimum rate", async () => {
    const { closedAfterMs } = await slowRequest((write) => {
      const timer = setInterval(() => write(" "), 300);
      return () => clearInterval(timer);
    });
    expect(closedAfterMs).toBeLessThan(5_000);
  });

  it("closes a connection that stalls after its headers", async () => {
    const { closedAfterMs } = await slowRequest(() => () => {});
    expect(closedAfterMs).toBeLessThan(5_000);
  });

  it("leaves a body that arrives at a normal pace alone", async () => {
    const { answer } = await slowRequest((write) => {
      const body = JSON.stringify({ email: "pace@example.com" }).padEnd(1000, " ");
      let sent = 0;
      const timer = setInterval(() => {
        write(body.slice(sent, sent + 250));
        sent += 250;
        if (sent >= body.length) clearInterval(timer);
      }, 200);
      return () => clearInterval(timer);
    }).catch(() => ({ answer: "" }));
    expect(answer).toMatch(/^HTTP\/1\.1 202/);
  });
});
