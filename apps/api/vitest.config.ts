import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    globalSetup: ["test/global-setup.ts"],
    setupFiles: ["test/setup.ts"],
    // Files share their worker's modules: the app's module graph (Fastify, better-auth, zxcvbn,
    // drizzle, PGlite) is loaded once per worker instead of once per file. Each file still
    // builds its own app on its own database (test-app.ts), so no state is shared through them.
    isolate: false,
    // Vitest runs one worker on a two-core machine (cores - 1). Two overlap one file's waits (child
    // processes, sockets, timeouts) with another's work: 175 s -> 132 s for the suite here.
    maxWorkers: 2,
    // Guards against a hang, not claims of speed: generous enough for two test runs sharing the
    // two cores (decision 058).
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
