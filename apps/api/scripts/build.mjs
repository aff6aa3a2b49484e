#!/usr/bin/env node
// Compiles the API server to one JavaScript file, `apps/api/dist/server.js`, run by plain `node`
// (no tsx, no compiling at start): `npm run build` once, then `node apps/api/dist/server.js`.
// The workspace's own TypeScript and the installed packages go into the bundle, so a start
// reads and compiles one file instead of resolving some two thousand modules (decision 020). The
// packages that find files next to their own code (PGlite's WebAssembly, pino's worker, the API
// docs' static files, ...) stay outside and are loaded from node_modules at run time; the build
// fails if any bundled code still asks where its file is (`__dirname`, `__filename`).
//
// Files the code finds next to its own source (the migrations, the built web app) are found the
// same way from the bundle: each module's `import.meta.url` becomes its source file's place,
// relative to the bundle, so the bundle works wherever the checkout is.
//
// The bank statement reader's worker thread (src/modules/statements/read/worker.ts) is bundled to a
// file of its own beside the server, `statement-read-worker.js`; the pool finds it through
// `__PORTAL_STATEMENT_WORKER__`, its path from the pool's source file (decision 087).
//
// Usage: node apps/api/scripts/build.mjs [--outfile path]   (tests build into a temporary folder)
import { readFile } from "node:fs/promises";
import { dirname, relative, resolve } from "node:path";
import { build } from "esbuild";

const apiDir = resolve(import.meta.dirname, "..");
const at = process.argv.indexOf("--outfile");
const outfile = resolve(at > 0 ? process.argv[at + 1] : `${apiDir}/dist/server.js`);

/** `import.meta.url` and `import.meta.dirname` of each bundled source file, as if run in place. */
const sourcePlaces = {
  name: "source-places",
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
      let contents = await readFile(path, "utf8");
      if (contents.includes("import.meta.")) {
        const fromBundle = relative(dirname(outfile), path).split("\\").join("/");
        const url = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
        contents = contents
          .replaceAll("import.meta.url", `(${url})`)
          .replaceAll("import.meta.dirname", `__portalDirname(${url})`);
      }
      return { contents, loader: "ts" };
    });
  },
};

/** Installed packages that read files next to their own code, loaded from node_modules. */
const loadedInPlace = [
  "@electric-sql/pglite",
  "@fastify/swagger",
  "@fastify/swagger-ui",
  "ioredis",
  "pino",
  // A native addon (libvips) with its platform's binary in a package of its own.
  "sharp",
  "thread-stream",
  // pdf.js (the statement reader's worker) finds its optional canvas package from its own place.
  "pdfjs-dist",
];

const workerOutfile = resolve(dirname(outfile), "statement-read-worker.js");
const poolSource = `${apiDir}/src/modules/statements/read/pool.ts`;
const workerFromPool = relative(dirname(poolSource), workerOutfile).split("\\").join("/");

const started = Date.now();
const common = {
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20.19",
  sourcemap: "linked",
  sourcesContent: false,
  external: loadedInPlace.flatMap((name) => [name, `${name}/*`]),
  logLevel: "warning",
  banner: {
    js: [
      // Bundled CommonJS packages `require` Node's own modules.
      'import { createRequire as __portalCreateRequire } from "node:module";',
      "const require = __portalCreateRequire(import.meta.url);",
      'import { dirname as __portalDirnameOf } from "node:path";',
      'import { fileURLToPath as __portalFileUrl } from "node:url";',
      "const __portalDirname = (url) => __portalDirnameOf(__portalFileUrl(url));",
    ].join("\n"),
  },
  plugins: [sourcePlaces],
  define: { __PORTAL_STATEMENT_WORKER__: JSON.stringify(workerFromPool) },
};
await Promise.all([
  build({ ...common, entryPoints: [`${apiDir}/src/server.ts`], outfile }),
  build({
    ...common,
    entryPoints: [`${apiDir}/src/modules/statements/read/worker.ts`],
    outfile: workerOutfile,
  }),
]);
const bundled = (await readFile(outfile, "utf8")) + (await readFile(workerOutfile, "utf8"));
const askingWhere = bundled.match(/.{0,80}\b__(dirname|filename)\b.{0,40}/);
if (askingWhere) {
  console.error(
    `api: a bundled package looks for files next to its own code; add it to loadedInPlace in ${relative(process.cwd(), import.meta.filename)}:\n  ${askingWhere[0]}`,
  );
  process.exit(1);
}
console.log(`api: built ${relative(process.cwd(), outfile)} in ${Date.now() - started} ms`);
