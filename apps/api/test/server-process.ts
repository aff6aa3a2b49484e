// The compiled server (dist/server.js, built by global-setup.ts or `npm run build -w @portal/api`)
// started as a child process and awaited until ready. node: modules only, so bench/ can use it too.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const apiDir = fileURLToPath(new URL("..", import.meta.url));
/** The compiled server, built once per run by global-setup.ts: run it with `node`. */
export const compiledServer = fileURLToPath(new URL("../dist/server.js", import.meta.url));

/**
 * Starts `node dist/server.js` with `env` (over this process's environment; HOST and PORT must be
 * in it) and resolves once `/health/ready` answers 200. `stop()` sends SIGTERM and waits for the exit.
 */
export async function startServerProcess(env: Record<string, string>, readyWithinMs = 60_000) {
  const child = spawn(process.execPath, [compiledServer], {
    cwd: apiDir,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const url = `http://${env.HOST}:${env.PORT}`;
  const server = {
    url,
    pid: child.pid!,
    /** What it wrote to stdout and stderr so far. */
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
  for (const deadline = Date.now() + readyWithinMs; ;) {
    if (child.exitCode !== null)
      throw new Error(`the server exited ${child.exitCode} during start-up:\n${output}`);
    const ready = await fetch(`${url}/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return server;
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`the server was not ready in ${readyWithinMs} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

export type ServerProcess = Awaited<ReturnType<typeof startServerProcess>>;
