// Issue 13, finding 4: a body over its limit is not read. A declared Content-Length over the limit
// is answered 413 before the body is read; a chunked body (no declared length) is cut as soon as
// it passes the limit. Either way the connection is closed, so the client stops sending, and
// nothing of the upload is kept. Raw sockets, so nothing but the server decides what is read.
import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { connect, type AddressInfo, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { createBroker, createDeal, type CreatedDeal, type SignedUp } from "./factories";
import { documentRowsOf, sampleFiles, useTestApp } from "./test-app";

const dataDir = mkdtempSync(join(tmpdir(), "portal-upload-limits-"));
const maxBytes = 64 * 1024;
const ctx = useTestApp({ DATA_DIR: dataDir, DOCUMENT_MAX_BYTES: String(maxBytes) });
const tmpDir = join(dataDir, "documents", "tmp");
const objectsDir = join(dataDir, "documents", "objects");
const tmpFiles = () => (existsSync(tmpDir) ? readdirSync(tmpDir) : []);
const storedObjects = () =>
  existsSync(objectsDir)
    ? readdirSync(objectsDir).flatMap((org) => readdirSync(join(objectsDir, org)))
    : [];

let port = 0;
let user: SignedUp;
let deal: CreatedDeal;
beforeAll(async () => {
  await ctx.app.listen({ host: "127.0.0.1", port: 0 });
  port = (ctx.app.server.address() as AddressInfo).port;
  user = await createBroker(ctx.app, "Limits Ltd");
  deal = await createDeal(ctx.app, user);
});

const boundary = "----portal-limits";
const formStart = Buffer.from(
  `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\nbank_statement\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n` +
    "Content-Type: application/pdf\r\n\r\n",
);
const uploadHead = (length: { contentLength: number } | "chunked", token = user.token) =>
  `POST /v1/user/deal/${deal.id}/documents HTTP/1.1\r\nHost: localhost\r\n` +
  `authorizationkey: ${token}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
  (length === "chunked"
    ? "Transfer-Encoding: chunked\r\n\r\n"
    : `Content-Length: ${length.contentLength}\r\n\r\n`);

interface Exchange {
  answer: string;
  /** From the first byte sent to the answer's first byte, and to the connection's end. */
  answeredAfterMs: number;
  closedAfterMs: number;
  /** Body bytes this client managed to hand to its socket before the server closed it. */
  sentBytes: number;
  /** Bytes the server read from the connection (headers included). */
  serverReadBytes: number;
}

/**
 * Sends `head`, then the chunks `next` gives (`undefined`: stop sending and wait), as fast as the
 * connection takes them, until the server closes the connection (or 15 s pass).
 */
function exchange(head: string, next: (sent: number) => Buffer | undefined, chunked = false) {
  return new Promise<Exchange>((resolve) => {
    // The server's side of the connection, to see how much of the body it read.
    const serverSide = new Promise<Socket>((found) =>
      ctx.app.server.once("connection", (s: Socket) => found(s)),
    );
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    let started = 0;
    let answeredAt = 0;
    let sent = 0;
    let closed = false;
    const pump = () => {
      while (!closed) {
        const chunk = next(sent);
        if (!chunk) return;
        sent += chunk.length;
        const framed = chunked
          ? Buffer.concat([
              Buffer.from(`${chunk.length.toString(16)}\r\n`),
              chunk,
              Buffer.from("\r\n"),
            ])
          : chunk;
        if (!socket.write(framed)) return void socket.once("drain", pump);
      }
    };
    socket.on("connect", () => {
      started = Date.now();
      socket.write(head);
      pump();
    });
    socket.on("data", (data) => {
      answeredAt ||= Date.now();
      answer += data.toString();
    });
    socket.on("error", () => {}); // EPIPE or ECONNRESET once the server closes: expected
    socket.on("close", async () => {
      closed = true;
      const closedAt = Date.now();
      resolve({
        answer,
        answeredAfterMs: answeredAt ? answeredAt - started : -1,
        closedAfterMs: closedAt - started,
        sentBytes: sent,
        serverReadBytes: (await serverSide).bytesRead,
      });
    });
    socket.setTimeout(15_000, () => socket.destroy());
  });
}

function envelopeOf(answer: string) {
  const [head = "", body = ""] = answer.split("\r\n\r\n");
  return {
    status: Number(head.split(" ")[1]),
    head,
    error: body ? JSON.parse(body).error : undefined,
  };
}

async function expectNothingKept() {
  // The server removes what it wrote once the store fails, after its answer: wait until it has.
  await vi.waitFor(() => expect(tmpFiles()).toEqual([]), { timeout: 10_000, interval: 50 });
  expect(await documentRowsOf(ctx.app, deal.borrower.id)).toEqual([]);
  expect(storedObjects()).toEqual([]);
  expect(tmpFiles()).toEqual([]);
}

/** The upload of exactly DOCUMENT_MAX_BYTES was stored whole; removed again for the next test. */
async function expectStoredWhole() {
  const [row] = await documentRowsOf(ctx.app, deal.borrower.id);
  expect(row).toMatchObject({ status: "ready", sizeBytes: maxBytes });
  await ctx.app.inject({
    method: "DELETE",
    url: `/v1/user/deal/${deal.id}/documents/${row!.id}`,
    headers: { authorizationkey: user.token },
  });
}

describe("a declared body over the limit", () => {
  it("is answered 413 at once, before its body is read, and the connection closed", async () => {
    const few = Buffer.concat([formStart, sampleFiles.pdf(4_096)]);
    const fourGigabytes = 4 * 1024 ** 3;
    const results: Record<string, Exchange> = {};
    for (const [name, head] of [
      ["upload", uploadHead({ contentLength: fourGigabytes })],
      ["upload without a token", uploadHead({ contentLength: fourGigabytes }, "")],
      [
        "JSON update",
        `PUT /v1/user/update HTTP/1.1\r\nHost: localhost\r\nauthorizationkey: ${user.token}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${fourGigabytes}\r\n\r\n`,
      ],
    ] as const) {
      const result = await exchange(head, (sent) => (sent ? undefined : few));
      results[name] = result;
      const { status, head: answerHead, error } = envelopeOf(result.answer);
      expect(status, name).toBe(413);
      expect(answerHead).toMatch(/\r\nconnection: close\r\n/i);
      expect(error).toMatchObject({ code: "payload_too_large", message: "File size too large" });
      expect(error.requestId).toBeTruthy();
      // Answered and closed without the client sending more than its first few KB.
      expect(result.sentBytes).toBe(few.length);
      expect(result.answeredAfterMs, name).toBeLessThan(2_000);
      expect(result.closedAfterMs, name).toBeLessThan(2_000);
    }
    console.info(
      `declared 4 GiB: ${Object.entries(results)
        .map(
          ([name, r]) =>
            `${name} 413 after ${r.answeredAfterMs} ms, closed after ${r.closedAfterMs} ms`,
        )
        .join("; ")}`,
    );
    await expectNothingKept();
  });

  it("gets its 413 to a client that sends its whole body before it reads (the server drains a while before closing)", async () => {
    // Many clients (scripts, some HTTP libraries) read nothing until they have sent it all.
    // Closing with their bytes unread resets the connection, and the reset lost the answer.
    const body = Buffer.concat([formStart, Buffer.alloc(4 * 1024 ** 2, "A")]);
    for (const token of [user.token, ""]) {
      const answer = await new Promise<string>((resolve) => {
        const socket = connect(port, "127.0.0.1");
        let received = "";
        socket.pause(); // reads nothing until the body is sent
        socket.on("connect", () => {
          socket.write(uploadHead({ contentLength: body.length }, token));
          socket.write(body, () => socket.resume());
        });
        socket.on("data", (data) => (received += data.toString()));
        socket.on("error", () => {}); // a reset: the answer below is then empty
        socket.on("close", () => resolve(received));
        socket.setTimeout(15_000, () => socket.destroy());
      });
      const { status, error } = envelopeOf(answer);
      expect(status, `token ${token ? "given" : "missing"}: ${answer}`).toBe(413);
      expect(error).toMatchObject({ code: "payload_too_large", message: "File size too large" });
    }
    await expectNothingKept();
  });

  it("still takes a declared body within the limit", async () => {
    const file = sampleFiles.pdf(maxBytes);
    const body = Buffer.concat([formStart, file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const result = await exchange(
      uploadHead({ contentLength: body.length }).replace(
        "HTTP/1.1\r\n",
        "HTTP/1.1\r\nConnection: close\r\n",
      ),
      (sent) => (sent ? undefined : body),
    );
    expect(envelopeOf(result.answer).status, result.answer).toBe(201);
    await expectStoredWhole();
  });
});

/**
 * Sends `head` (which asks `Expect: 100-continue`) and, only once the server answers 100 Continue,
 * `body`; returns everything the server answered before it closed the connection.
 */
function expectContinue(head: string, body: Buffer) {
  return new Promise<{ answer: string; sentBody: boolean }>((resolve) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(head));
    let answer = "";
    let sentBody = false;
    socket.on("data", (data) => {
      answer += data.toString();
      if (!sentBody && /^HTTP\/1\.1 100 Continue\r\n\r\n/.test(answer)) {
        sentBody = true;
        socket.write(body);
      }
    });
    socket.on("error", () => {});
    socket.on("close", () => resolve({ answer, sentBody }));
    socket.setTimeout(10_000, () => socket.destroy());
  });
}

describe("Expect: 100-continue", () => {
  it("answers a declared length over the route's limit 413 without 100 Continue, so the body is never sent", async () => {
    const fourGigabytes = 4 * 1024 ** 3;
    for (const [name, head] of [
      ["upload", uploadHead({ contentLength: fourGigabytes })],
      ["upload without a token", uploadHead({ contentLength: fourGigabytes }, "")],
      // Over the upload's limit by one byte: the route's own limit, not a global one.
      ["upload just over", uploadHead({ contentLength: maxBytes + 64 * 1024 + 1 })],
      [
        "JSON update",
        `PUT /v1/user/update HTTP/1.1\r\nHost: localhost\r\nauthorizationkey: ${user.token}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${fourGigabytes}\r\n\r\n`,
      ],
    ] as const) {
      const { answer, sentBody } = await expectContinue(
        head.replace("HTTP/1.1\r\n", "HTTP/1.1\r\nExpect: 100-continue\r\n"),
        Buffer.from("never sent"),
      );
      expect(answer, name).not.toMatch(/100 Continue/);
      expect(sentBody, name).toBe(false);
      const { status, head: answerHead, error } = envelopeOf(answer);
      expect(status, name).toBe(413);
      expect(answerHead).toMatch(/\r\nconnection: close\r\n/i);
      expect(error).toMatchObject({ code: "payload_too_large", message: "File size too large" });
      expect(error.requestId).toBeTruthy();
    }
    await expectNothingKept();
  });

  it("answers 100 Continue to a declared length within the limit, then takes the body as usual", async () => {
    const file = sampleFiles.pdf(maxBytes);
    const body = Buffer.concat([formStart, file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const { answer, sentBody } = await expectContinue(
      uploadHead({ contentLength: body.length }).replace(
        "HTTP/1.1\r\n",
        "HTTP/1.1\r\nExpect: 100-continue\r\nConnection: close\r\n",
      ),
      body,
    );
    expect(sentBody).toBe(true);
    const final = answer.replace(/^HTTP\/1\.1 100 Continue\r\n\r\n/, "");
    expect(envelopeOf(final).status, answer).toBe(201);
    await expectStoredWhole();
  });
});

describe("a chunked body (no declared length) past the limit", () => {
  /** Up to 64 MiB in 16 KiB chunks: far more than the limit, and more than the sockets' buffers hold. */
  const endless = (first: Buffer, filler: () => Buffer) => (sent: number) =>
    sent === 0 ? first : sent < 64 * 1024 ** 2 ? filler() : undefined;

  it("stops reading a file as soon as it passes DOCUMENT_MAX_BYTES: 413, connection closed, nothing kept", async () => {
    const result = await exchange(
      uploadHead("chunked"),
      endless(Buffer.concat([formStart, sampleFiles.pdf(1024)]), () =>
        Buffer.alloc(16 * 1024, "A"),
      ),
      true,
    );
    const { status, head, error } = envelopeOf(result.answer);
    expect(status, result.answer).toBe(413);
    expect(head).toMatch(/\r\nconnection: close\r\n/i);
    expect(error).toMatchObject({ code: "payload_too_large", message: "File size too large" });
    // The server parsed the limit, then dropped what the client sent until it saw the answer
    // (the lingering close), not the 64 MiB the client had for it.
    expect(result.serverReadBytes).toBeLessThan(32 * 1024 ** 2);
    expect(result.sentBytes).toBeLessThan(32 * 1024 ** 2);
    expect(result.closedAfterMs).toBeLessThan(5_000);
    console.info(
      `chunked file past ${maxBytes} B: 413 after ${result.answeredAfterMs} ms, closed after ${result.closedAfterMs} ms; server read ${result.serverReadBytes} B, client sent ${result.sentBytes} B`,
    );
    await expectNothingKept();
  });

  it("stops reading a form that never reaches its file (an endless preamble) once the body passes the limit", async () => {
    const result = await exchange(
      uploadHead("chunked"),
      endless(Buffer.from("preamble "), () => Buffer.alloc(16 * 1024, "x")),
      true,
    );
    const { status, error } = envelopeOf(result.answer);
    expect(status, result.answer).toBe(413);
    expect(error).toMatchObject({ code: "payload_too_large" });
    expect(result.serverReadBytes).toBeLessThan(32 * 1024 ** 2);
    expect(result.closedAfterMs).toBeLessThan(5_000);
    await expectNothingKept();
  });

  it("still takes a chunked upload within the limit", async () => {
    const file = sampleFiles.pdf(maxBytes - 10);
    const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest({
        host: "127.0.0.1",
        port,
        method: "POST",
        path: `/v1/user/deal/${deal.id}/documents`,
        headers: {
          authorizationkey: user.token,
          "content-type": `multipart/form-data; boundary=${boundary}`,
        },
      });
      req.on("response", (response) => {
        let body = "";
        response.on("data", (d) => (body += d));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      });
      req.on("error", reject);
      req.write(formStart);
      for (let at = 0; at < file.length; at += 8 * 1024)
        req.write(file.subarray(at, at + 8 * 1024));
      req.end(`\r\n--${boundary}--\r\n`);
    });
    expect(res.status, res.body).toBe(201);
    expect(JSON.parse(res.body)).toMatchObject({ sizeBytes: file.length });
  });
});
