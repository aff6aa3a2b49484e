import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

// `npm run demo-data` as a newcomer runs it: the command itself, twice, on an embedded database.
const apiDir = fileURLToPath(new URL("..", import.meta.url));
const run = promisify(execFile);
const dataDir = await mkdtemp(join(tmpdir(), "demo-data-"));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

async function demoData() {
  // Its own embedded database, whatever database the other tests use (an undefined is left out).
  const env: Record<string, string | undefined> = {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: "error",
    DATABASE_URL: undefined,
  };
  const { stdout } = await run(process.execPath, ["--import", "tsx", "src/cli/demo-data.ts"], {
    cwd: apiDir,
    env,
    timeout: 170_000,
  });
  return stdout;
}

describe("npm run demo-data", () => {
  it("prints the accounts and their shared password every time, the second run loading nothing", async () => {
    const first = await demoData();
    expect(first).toContain("Loaded 5 funders");
    // Each deal says how many listings fit; one, trading 21 months, what would change it.
    expect(first).toContain(
      "Harbour Lane Café Ltd: 0 listings fit; with 3 more months in business, 1 more funder fits",
    );
    expect(first).toMatch(/Clydeside Flats Ltd: 1 listing fits/);
    expect(first).toContain('with the password "portal demo horse battery" as:');
    const second = await demoData();
    expect(second).toContain("The demo data is already loaded.");
    expect(second).not.toContain("Loaded");
    expect(second).toContain('with the password "portal demo horse battery" as:');
    expect(second).toContain("funder.northbridge@demo.example.com");
  }, 360_000);
});
