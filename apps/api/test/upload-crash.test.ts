import { spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { request as httpRequest, type ClientRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { openDatabase, type Database } from "@portal/db/database";
import { documents } from "@portal/db/schema/documents";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config/env";
import { compiledServer } from "./server-process";
import {
  createTestDatabase,
  freePort,
  getUser,
  multipartForm,
  publicUrl,
  putUser,
  sampleFiles,
  testSecret,
} from "./test-app";
import { signUp, validOnboarding } from "./factories";

/**
 * Crash safety of uploads: the API process (the compiled server as a child process) is killed with
 * SIGKILL while three uploads are part way through. After a restart none of them is listed or
 * downloadable while the complete document still is, both before they count as stale and after;
 * once stale (UPLOAD_STALE_SECONDS=0) the start-up clean-up leaves no row, object or temporary
 * file of theirs. Runs on PostgreSQL (TEST_DATABASE_URL) or on PGlite kept on disk in DATA_DIR/pglite.
 */

const apiDir = fileURLToPath(new URL("..", import.meta.url));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const uploadCount = 3;
const uploadBytes = 6 * 1024 * 1024;
/** Sent before the pause: well past the 64 KiB the server reads to decide the type. */
const sentBeforeCrash = 1536 * 1024;
/** Each temporary file must hold at least this much before the kill: proof the bytes were streaming. */
const writtenBeforeCrash = 1024 * 1024;

async function waitFor<T>(
  what: string,
  probe: () => T | undefined | Promise<T | undefined>,
  timeoutMs: number,
  detail = () => "",
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}${detail()}`);
    await sleep(50);
  }
}

interface ServerChild {
  proc: ChildProcess;
  base: string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  running: () => boolean;
}

describe("crash safety of uploads", () => {
  it(
    "after a SIGKILL mid-upload and a restart, nothing partial is visible, downloadable or left on disk",
    { timeout: 120_000 },
    async () => {
      const started = Date.now();
      const usePostgres = Boolean(process.env.TEST_DATABASE_URL);
      const scratch = usePostgres ? await createTestDatabase() : undefined;
      const dataDir = mkdtempSync(join(tmpdir(), "portal-upload-crash-"));
      const objectsDir = join(dataDir, "documents", "objects");
      const tmpDir = join(dataDir, "documents", "tmp");
      const tmpFiles = () => (existsSync(tmpDir) ? readdirSync(tmpDir).sort() : []);
      const storedObjects = () =>
        existsSync(objectsDir)
          ? readdirSync(objectsDir)
              .flatMap((org) => readdirSync(join(objectsDir, org)).map((id) => `${org}/${id}`))
              .sort()
          : [];

      /** The same settings in the test process and in every server child (same secret and URL: tokens stay valid). */
      const settings = (extra: Record<string, string> = {}): Record<string, string> => ({
        NODE_ENV: "test",
        AUTH_SECRET: testSecret,
        PUBLIC_URL: publicUrl,
        WEB_DIST: "/nonexistent-web-dist",
        DATA_DIR: dataDir,
        RATE_LIMIT_PER_MINUTE: "100000",
        // PostgreSQL: the scratch database; PGlite: unset, so it is kept on disk in DATA_DIR/pglite.
        ...(scratch?.url ? { DATABASE_URL: scratch.url } : {}),
        ...extra,
      });
      const openDb = (): Database =>
        openDatabase(
          scratch?.url
            ? { driver: "postgres", url: scratch.url, poolSize: 2 }
            : { driver: "pglite", dataDir: join(dataDir, "pglite") },
        );
      const allRows = async () => {
        const database = openDb();
        try {
          return await database.db.select().from(documents);
        } finally {
          await database.close();
        }
      };

      const children: ServerChild[] = [];
      const requests: ClientRequest[] = [];

      async function startServer(extra: Record<string, string> = {}): Promise<ServerChild> {
        const port = await freePort();
        const env = {
          PATH: process.env.PATH ?? "",
          HOME: process.env.HOME ?? tmpdir(),
          TMPDIR: tmpdir(),
          ...settings({ HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "info", ...extra }),
        };
        const proc = spawn(process.execPath, [compiledServer], {
          cwd: apiDir,
          env,
          stdio: ["ignore", "pipe", "pipe"],
        });
        let output = "";
        proc.stdout!.on("data", (d) => (output += d));
        proc.stderr!.on("data", (d) => (output += d));
        let exitedYet = false;
        const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>(
          (resolve) =>
            proc.on("exit", (code, signal) => {
              exitedYet = true;
              resolve({ code, signal });
            }),
        );
        const child: ServerChild = {
          proc,
          base: `http://127.0.0.1:${port}`,
          output: () => output,
          exited,
          running: () => !exitedYet,
        };
        children.push(child);
        await waitFor(
          "the server's /health",
          async () => {
            if (!child.running()) throw new Error(`the server exited during start-up:\n${output}`);
            const ok = await fetch(`${child.base}/health`).then(
              (r) => r.ok,
              () => false,
            );
            return ok ? true : undefined;
          },
          45_000,
          () => `\n${output}`,
        );
        return child;
      }

      try {
        // (1) A broker, a deal and one complete document, built in this process on the same database
        // and DATA_DIR, then closed (PGlite on disk admits one process at a time).
        const setupApp = await buildApp(loadConfig(settings({ LOG_LEVEL: "silent" })));
        const complete = sampleFiles.pdf(300_000);
        let token: string, dealId: string, organizationId: string, completeId: string;
        try {
          const user = await signUp(setupApp);
          token = user.token;
          expect((await putUser(setupApp, token, validOnboarding())).statusCode).toBe(200);
          organizationId = (await getUser(setupApp, token)).json().organization.id;
          const deal = await setupApp.inject({
            method: "POST",
            url: "/v1/user/deals",
            headers: { authorizationkey: token },
            payload: {
              product: "term_loan",
              amountMinor: 1_000_000,
              currency: "GBP",
              purpose: "Stock",
              borrower: {
                legalName: "Acme Tools Ltd",
                entityType: "limited_company",
                industry: "manufacturing",
                country: "GB",
              },
            },
          });
          expect(deal.statusCode).toBe(201);
          dealId = deal.json().id;
          const form = multipartForm([
            { name: "type", value: "bank_statement" },
            {
              name: "file",
              fileName: "complete.pdf",
              content: complete,
              contentType: "application/pdf",
            },
          ]);
          const res = await setupApp.inject({
            method: "POST",
            url: `/v1/user/deal/${dealId}/documents`,
            headers: { authorizationkey: token, ...form.headers },
            payload: form.payload,
          });
          expect(res.statusCode).toBe(201);
          completeId = res.json().id;
          expect(res.json()).toMatchObject({
            sizeBytes: complete.length,
            sha256: createHash("sha256").update(complete).digest("hex"),
          });
        } finally {
          await setupApp.close();
        }
        const completeKey = `${organizationId}/${completeId}`;
        expect(storedObjects()).toEqual([completeKey]);

        // (2) The server as its own process; three large uploads, each cut off after its first bytes
        // with its connection kept open, so they are in flight when the process is killed.
        const first = await startServer();
        const responses: string[] = [];
        for (let i = 0; i < uploadCount; i++) {
          const form = multipartForm([
            { name: "type", value: "bank_statement" },
            {
              name: "file",
              fileName: `cut-${i}.pdf`,
              content: sampleFiles.pdf(uploadBytes),
              contentType: "application/pdf",
            },
          ]);
          const req = httpRequest(`${first.base}/v1/user/deal/${dealId}/documents`, {
            method: "POST",
            headers: {
              authorizationkey: token,
              ...form.headers,
              "content-length": form.payload.length,
            },
          });
          req.on("response", (res) => {
            responses.push(`upload ${i}: ${res.statusCode}`);
            res.resume();
          });
          req.on("error", () => {}); // the connection dies with the server: expected
          req.write(form.payload.subarray(0, sentBeforeCrash));
          requests.push(req);
        }
        const partsBeforeCrash = await waitFor(
          `${uploadCount} temporary files of at least ${writtenBeforeCrash} bytes`,
          () => {
            if (responses.length)
              throw new Error(
                `an upload was answered before the crash: ${responses.join(", ")}\n${first.output()}`,
              );
            // Until an upload completes nothing of it may be under its key (local store: tmp, then rename).
            if (storedObjects().join() !== completeKey)
              throw new Error(
                `an unfinished upload is stored under its key: ${storedObjects().join(", ")}`,
              );
            const parts = tmpFiles().filter((name) => name.endsWith(".part"));
            const sizes = parts.map(
              (name) => statSync(join(tmpDir, name), { throwIfNoEntry: false })?.size ?? 0,
            );
            return parts.length === uploadCount && sizes.every((size) => size >= writtenBeforeCrash)
              ? parts
              : undefined;
          },
          30_000,
          () => `; tmp: ${JSON.stringify(tmpFiles())}\n${first.output()}`,
        );
        expect(responses).toEqual([]);
        const crashedAt = Date.now();
        first.proc.kill("SIGKILL");
        expect(await first.exited).toEqual({ code: null, signal: "SIGKILL" });
        for (const req of requests) req.destroy();

        // (3) What the crash left: the uploads' rows (uploading) and their temporary files; no object of theirs.
        const rowsAfterCrash = await allRows();
        const uploading = rowsAfterCrash.filter((r) => r.status === "uploading");
        expect(uploading).toHaveLength(uploadCount);
        expect(
          rowsAfterCrash.filter((r) => r.status !== "uploading").map((r) => [r.id, r.status]),
        ).toEqual([[completeId, "ready"]]);
        const partialIds = uploading.map((r) => r.id);
        expect(tmpFiles()).toEqual(partsBeforeCrash);
        expect(storedObjects()).toEqual([completeKey]);

        /** Only the complete document is listed and downloadable (byte for byte); the cut-off ones are 404. */
        async function expectOnlyTheCompleteDocument(server: ServerChild) {
          const get = (path: string) =>
            fetch(`${server.base}${path}`, { headers: { authorizationkey: token } });
          const listed = await get(`/v1/user/deal/${dealId}/documents`);
          expect(listed.status).toBe(200);
          expect(
            ((await listed.json()) as { items: { id: string }[] }).items.map((d) => d.id),
          ).toEqual([completeId]);
          for (const id of partialIds) {
            const res = await get(`/v1/user/deal/${dealId}/documents/${id}`);
            expect(res.status, `download of the cut-off upload ${id}`).toBe(404);
            await res.arrayBuffer();
          }
          const download = await get(`/v1/user/deal/${dealId}/documents/${completeId}`);
          expect(download.status).toBe(200);
          expect(Buffer.from(await download.arrayBuffer()).equals(complete)).toBe(true);
        }
        async function stop(server: ServerChild) {
          server.proc.kill("SIGTERM");
          expect(await server.exited, server.output()).toEqual({ code: 0, signal: null });
        }

        // (4) Restart within UPLOAD_STALE_SECONDS (1 h, the default): the clean-up leaves the cut-off
        // uploads alone (another process could still be writing them), yet none of them shows.
        const early = await startServer({ UPLOAD_STALE_SECONDS: "3600" });
        const earlyReadyAt = Date.now();
        await expectOnlyTheCompleteDocument(early);
        expect(tmpFiles()).toEqual(partsBeforeCrash);
        await stop(early);
        expect(
          (await allRows())
            .filter((r) => r.status === "uploading")
            .map((r) => r.id)
            .sort(),
        ).toEqual([...partialIds].sort());

        // (5) Restart once they are stale (UPLOAD_STALE_SECONDS=0): the clean-up removes them.
        const second = await startServer({ UPLOAD_STALE_SECONDS: "0" });
        const restartedAt = Date.now();
        await expectOnlyTheCompleteDocument(second);

        // No temporary file and no object but the complete document's.
        expect(tmpFiles()).toEqual([]);
        expect(storedObjects()).toEqual([completeKey]);
        const cleanUpLog = second
          .output()
          .split("\n")
          .filter((line) => line.includes('"removed interrupted uploads"'))
          .map((line) => JSON.parse(line) as { documents: number; temporary: number });
        expect(cleanUpLog).toEqual([
          expect.objectContaining({ documents: uploadCount, temporary: uploadCount }),
        ]);

        // Stopped cleanly, the database holds the complete document's row alone.
        await stop(second);
        const rowsAtEnd = await allRows();
        expect(rowsAtEnd.map((r) => [r.id, r.status])).toEqual([[completeId, "ready"]]);
        expect(rowsAtEnd[0]).toMatchObject({
          sizeBytes: complete.length,
          sha256: createHash("sha256").update(complete).digest("hex"),
        });

        console.info(
          `upload-crash (${usePostgres ? "postgres" : "pglite"}): crash after ${crashedAt - started} ms, restarts ready ${earlyReadyAt - crashedAt} ms and ${restartedAt - crashedAt} ms after the crash, total ${Date.now() - started} ms`,
        );
      } finally {
        for (const req of requests) req.destroy();
        for (const child of children) {
          if (child.running()) {
            child.proc.kill("SIGKILL");
            await child.exited;
          }
        }
        await scratch?.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
