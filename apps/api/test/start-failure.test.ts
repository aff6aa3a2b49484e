// Issue 13, finding 7: a database that cannot be reached at start is one clear line, not a stack.
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { compiledServer } from "./server-process";
import { freePort } from "./test-app";

const apiDir = resolve(import.meta.dirname, "..");

describe("start-up failures", () => {
  it("says in one line which database it could not reach, without its password, and exits 1", async () => {
    const unused = await freePort();
    const result = spawnSync(process.execPath, [compiledServer], {
      cwd: apiDir,
      encoding: "utf8",
      timeout: 60_000,
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? tmpdir(),
        DATA_DIR: mkdtempSync(join(tmpdir(), "portal-start-")),
        DATABASE_URL: `postgres://portal:hunter2secret@127.0.0.1:${unused}/portal`,
        AUTH_SECRET: "x".repeat(40),
        LOG_LEVEL: "silent",
        PORT: String(await freePort()),
      },
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^portal did not start: cannot reach postgres:\/\/portal@127\.0\.0\.1:\d+\/portal/,
    );
    expect(result.stderr).not.toContain("hunter2secret");
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
