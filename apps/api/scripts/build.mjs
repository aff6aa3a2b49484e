#!/usr/bin/env node
// Compiles the API server to one JavaScript file, `apps/api/dist/server.js`, run by plain `node`
// (no tsx, no compiling at start): `npm run build` once, then `node apps/api/dist/server.js`.
// The workspace packages (@portal/contract, @portal/db) are TypeScript and go into the bundle;
// everything under node_modules stays outside and is loaded from there at run time.
//
// Files the code finds next to its own source (the migrations, the built web app) are found the
// same way from the bundle: each module's `import.meta.url` becomes its source file's place,
// relative to the bundle, so the bundle works wherever the checkout is.
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

/** Bundle the workspace's own TypeScript; load every installed package from node_modules. */
const installedPackagesOutside = {
  name: "installed-packages-outside",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      path.startsWith("@portal/") ? undefined : { path, external: true },
    );
  },
};

const started = Date.now();
await build({
  entryPoints: [`${apiDir}/src/server.ts`],
  outfile,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20.19",
  sourcemap: "linked",
  logLevel: "warning",
  banner: {
    js: [
      'import { dirname as __portalDirnameOf } from "node:path";',
      'import { fileURLToPath as __portalFileUrl } from "node:url";',
      "const __portalDirname = (url) => __portalDirnameOf(__portalFileUrl(url));",
    ].join("\n"),
  },
  plugins: [installedPackagesOutside, sourcePlaces],
});
console.log(`api: built ${relative(process.cwd(), outfile)} in ${Date.now() - started} ms`);
