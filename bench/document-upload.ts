// Upload of one large document (issue 4): throughput through the API (multipart parsing, type
// sniffing, SHA-256, local object store with flush and rename) against two baselines in the same
// run: a plain disk write of the same bytes with the same flush, and a bare Node HTTP server in its
// own process piping the request body to a file (the ceiling of HTTP over loopback here); and the
// API process's memory growth while it streams (the API runs as its own process, RSS from /proc).
// Prints figures and ratios; asserts nothing.
//   node --import tsx bench/document-upload.ts   (BENCH_UPLOAD_MB, default 100; BENCH_ROUNDS, default 3)
import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { fileURLToPath } from "node:url";
import { freePort, positiveNumber } from "./support/harness";
import { onboardedMember } from "./support/member";
import { createBenchDatabase } from "./support/postgres";

const sizeMb = positiveNumber("BENCH_UPLOAD_MB", 100, 2);
const rounds = positiveNumber("BENCH_ROUNDS", 3, 1);
const bytes = Math.round(sizeMb * 1024 * 1024);
const apiDir = fileURLToPath(new URL("../apps/api", import.meta.url));
const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Resident memory of a process, in bytes (Linux). */
function rssOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
  if (!line) throw new Error("no VmRSS in /proc: this benchmark needs Linux");
  return Number(line[1]) * 1024;
}

/** Samples a process's VmRSS every 20 ms until `stop()`, which gives the peak and how many samples. */
function pollRss(pid: number) {
  let peak = 0;
  let samples = 0;
  let failure: unknown;
  const take = () => {
    try {
      peak = Math.max(peak, rssOf(pid));
      samples++;
    } catch (error) {
      failure ??= error; // thrown from stop(), not from the timer, so the clean-up still runs
    }
  };
  take();
  const timer = setInterval(take, 20);
  return {
    stop() {
      clearInterval(timer);
      take();
      if (failure) throw failure;
      return { peak, samples };
    },
  };
}

const work = mkdtempSync(join(tmpdir(), "portal-bench-upload-"));
const dataDir = join(work, "data");
const source = join(work, "source.pdf");
let database: Awaited<ReturnType<typeof createBenchDatabase>> | undefined;
let server: ReturnType<typeof spawn> | undefined;
let bare: ReturnType<typeof spawn> | undefined;
try {
  database = await createBenchDatabase();
  // The file: a PDF by its first bytes, random after them (nothing compresses or repeats).
  const hash = createHash("sha256");
  await pipeline(
    (async function* () {
      const head = Buffer.from("%PDF-1.7\n");
      hash.update(head);
      yield head;
      for (let left = bytes - head.length; left > 0;) {
        const chunk = randomBytes(Math.min(left, 4 * 1024 * 1024));
        hash.update(chunk);
        left -= chunk.length;
        yield chunk;
      }
    })(),
    createWriteStream(source),
  );
  const sha256 = hash.digest("hex");

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const publicUrl = `http://localhost:${port}`;
  server = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: apiDir,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0000",
      DATABASE_URL: database.url,
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: publicUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      RATE_LIMIT_PER_MINUTE: "100000",
      WEB_DIST: "/nonexistent",
      DOCUMENT_MAX_BYTES: String(bytes + 1024 * 1024),
    },
  });
  // Until it answers or exits: on a busy machine tsx alone may take a minute to load the API.
  for (const deadline = Date.now() + 10 * 60_000; ;) {
    if (
      await fetch(`${base}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (server.exitCode !== null) throw new Error(`the API exited ${server.exitCode} at start`);
    if (Date.now() > deadline) throw new Error("the API did not start in 10 minutes");
    await new Promise((r) => setTimeout(r, 100));
  }

  // The transport's ceiling: a bare HTTP server (own process) writing the body to a file, flushed.
  const barePort = await freePort();
  bare = spawn(
    process.execPath,
    [
      "-e",
      `const { createServer } = require("node:http"); const { createWriteStream } = require("node:fs"); const { pipeline } = require("node:stream/promises");
       createServer(async (req, res) => { await pipeline(req, createWriteStream(process.argv[1] + "/bare-" + Date.now() + ".bin", { flush: true })); res.end("{}"); }).listen(${barePort}, "127.0.0.1", () => process.send && process.send("up"));`,
      work,
    ],
    { stdio: ["ignore", "ignore", "inherit", "ipc"] },
  );
  await new Promise((resolve) => bare!.once("message", resolve));

  // A broker with a deal to upload to.
  const { token, json } = await onboardedMember(base, publicUrl, "bench-upload@example.com");
  const deal = await fetch(`${base}/v1/user/deals`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({
      product: "term_loan",
      amountMinor: 1_000_000,
      currency: "GBP",
      purpose: "Bench",
      borrower: {
        legalName: "Bench Ltd",
        entityType: "limited_company",
        industry: "retail",
        country: "GB",
      },
    }),
  });
  if (deal.status !== 201) throw new Error(`deal creation failed: ${deal.status}`);
  const dealId = ((await deal.json()) as { id: string }).id;

  /** Streams `file` as a multipart upload; resolves with the time taken and the API's answer. */
  function upload(
    file: string,
    size: number,
    target: { port: number; path: string } = { port, path: `/v1/user/deal/${dealId}/documents` },
  ) {
    const boundary = `----bench${randomBytes(8).toString("hex")}`;
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\nbank_statement\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="statement.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    return new Promise<{
      ms: number;
      status: number;
      body: { sizeBytes?: number; sha256?: string };
    }>((resolve, reject) => {
      const started = performance.now();
      const req = request(
        {
          host: "127.0.0.1",
          port: target.port,
          method: "POST",
          path: target.path,
          headers: {
            authorizationkey: token,
            "content-type": `multipart/form-data; boundary=${boundary}`,
            "content-length": head.length + size + tail.length,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () =>
            resolve({
              ms: performance.now() - started,
              status: res.statusCode ?? 0,
              body: JSON.parse(Buffer.concat(chunks).toString() || "{}"),
            }),
          );
        },
      );
      req.on("error", reject);
      req.write(head);
      const body = createReadStream(file, { highWaterMark: 1024 * 1024 });
      body.on("error", reject);
      body.on("end", () => req.end(tail));
      body.pipe(req, { end: false });
    });
  }

  /** The baseline: the same bytes copied to a file on the same disk, flushed like the store does. */
  async function diskWrite(round: number) {
    const target = join(dataDir, `baseline-${round}.bin`);
    const started = performance.now();
    await pipeline(
      createReadStream(source, { highWaterMark: 1024 * 1024 }),
      createWriteStream(target, { flush: true }),
    );
    const ms = performance.now() - started;
    rmSync(target);
    return ms;
  }

  // Warm-up: a few MB through the whole path, then the memory baseline.
  const warm = join(work, "warm.pdf");
  const warmBytes = Math.min(bytes, 4 * 1024 * 1024);
  await pipeline(
    createReadStream(source, { start: 0, end: warmBytes - 1 }),
    createWriteStream(warm),
  );
  const warmed = await upload(warm, warmBytes);
  if (warmed.status !== 201)
    throw new Error(`warm-up upload failed: ${warmed.status} ${JSON.stringify(warmed.body)}`);
  await new Promise((r) => setTimeout(r, 500));
  const pid = server.pid!;
  const baselineRss = rssOf(pid); // after the warm-up: what every round's peak is measured against

  const uploads: number[] = [];
  const baselines: number[] = [];
  const bares: number[] = [];
  const peaks: number[] = [];
  const samples: number[] = [];
  for (let round = 0; round < rounds; round++) {
    baselines.push(await diskWrite(round));
    bares.push((await upload(source, bytes, { port: barePort, path: "/" })).ms);
    const sampler = pollRss(pid);
    const result = await upload(source, bytes).finally(() => {
      const { peak, samples: n } = sampler.stop();
      peaks.push(peak);
      samples.push(n);
    });
    if (result.status !== 201)
      throw new Error(`upload failed: ${result.status} ${JSON.stringify(result.body)}`);
    if (result.body.sizeBytes !== bytes || result.body.sha256 !== sha256)
      throw new Error(`the stored document differs: ${JSON.stringify(result.body)}`);
    uploads.push(result.ms);
  }

  const uploadMs = median(uploads);
  const diskMs = median(baselines);
  const bareMs = median(bares);
  const peak = Math.max(...peaks);
  const hwm =
    Number(readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmHWM:\s+(\d+) kB/m)?.[1] ?? 0) *
    1024;
  const rate = (ms: number) => (bytes / 1024 / 1024 / (ms / 1000)).toFixed(0);
  console.log(
    `\n${mb(bytes)} MB document, ${rounds} rounds (median); API in its own process, local object store, PostgreSQL`,
  );
  console.log(
    `  plain disk write (copy + flush)   ${diskMs.toFixed(0).padStart(6)} ms  ${rate(diskMs).padStart(5)} MB/s`,
  );
  console.log(
    `  bare HTTP upload to a file        ${bareMs.toFixed(0).padStart(6)} ms  ${rate(bareMs).padStart(5)} MB/s`,
  );
  console.log(
    `  upload through the API            ${uploadMs.toFixed(0).padStart(6)} ms  ${rate(uploadMs).padStart(5)} MB/s`,
  );
  console.log(
    `  throughput ratio upload / disk    ${(diskMs / uploadMs).toFixed(2)}x   (target >= 0.7x)`,
  );
  console.log(
    `  throughput ratio upload / bare    ${(bareMs / uploadMs).toFixed(2)}x   (what the portal adds over HTTP itself)`,
  );
  console.log(
    `  API memory growth while uploading ${mb(peak - baselineRss).padStart(6)} MB   (target < 64 MB; peak VmRSS of ${rounds} uploads minus VmRSS after the warm-up)`,
  );
  console.log(
    `  API VmRSS after warm-up ${mb(baselineRss)} MB, peak during uploads ${mb(peak)} MB, now ${mb(rssOf(pid))} MB; VmHWM ${mb(hwm)} MB (whole life, start-up included)`,
  );
  console.log(
    `  every round: upload ${uploads.map((x) => x.toFixed(0)).join(", ")} ms; bare ${bares.map((x) => x.toFixed(0)).join(", ")} ms; disk ${baselines.map((x) => x.toFixed(0)).join(", ")} ms; growth ${peaks.map((p) => mb(p - baselineRss)).join(", ")} MB (${samples.join(", ")} RSS samples)`,
  );
} finally {
  if (bare && bare.exitCode === null) {
    bare.kill("SIGTERM");
    await new Promise((r) => bare!.once("exit", r));
  }
  if (server && server.exitCode === null) {
    server.kill("SIGTERM");
    await new Promise((r) => server!.once("exit", r));
  }
  await database?.drop();
  rmSync(work, { recursive: true, force: true });
}
