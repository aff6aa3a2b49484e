import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { runnerImport, type Plugin } from "vite";
import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import type { LogInShells } from "./src/prerender/log-in-shell";

const api = "http://localhost:3000";
const alias = { "@": resolve(import.meta.dirname, "src") };
/** The chunks index.html loads before anything else (decision 005). */
const alwaysLoaded = /(^|\/)(react|router|api-client|rolldown-runtime|button)-[\w-]+\.js$/;

/** Writes .br and .gz next to each text asset; the API serves them as they are (no work per request). */
function precompress(): Plugin {
  return {
    name: "portal-precompress",
    apply: "build",
    writeBundle(options, bundle) {
      for (const file of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg)$/.test(file)) continue;
        const path = join(options.dir!, file);
        const data = readFileSync(path);
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

/**
 * Renders the log-in page into index.html's root, once per language (src/prerender), so that its first
 * paint needs no JavaScript; index.html's style shows the one in <html lang> (public/theme-init.js
 * sets it) and none on other pages or when a session is cached. The shell is inert (nothing typed
 * into it is lost): main.tsx renders the app over it (docs/decisions/086).
 */
function prerenderLogIn(): Plugin {
  const noStyles = "\0no-styles";
  return {
    name: "portal-prerender-log-in",
    apply: "build",
    async transformIndexHtml(html) {
      const { module } = await runnerImport<{ shells: LogInShells }>(
        resolve(import.meta.dirname, "src/prerender/log-in-shell.tsx"),
        {
          configFile: false,
          root: import.meta.dirname,
          resolve: { alias },
          // Styles are index.html's stylesheet's business: nothing to render here.
          plugins: [
            react(),
            {
              name: "no-styles",
              enforce: "pre",
              resolveId: (id) => (id.endsWith(".css") ? noStyles : null),
              load: (id) => (id === noStyles ? "export {}" : null),
            },
          ],
          logLevel: "error",
        },
      );
      const shells = Object.entries(module.shells)
        .map(([language, markup]) => `<div data-shell="${language}" inert>${markup}</div>`)
        .join("");
      const root = '<div id="root"></div>';
      if (!html.includes(root)) throw new Error(`index.html has no ${root} to prerender into`);
      return html.replace(root, `<div id="root">${shells}</div>`);
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress(), prerenderLogIn()],
  resolve: { alias },
  server: {
    proxy: { "/auth": api, "/v1": api, "/health": api, "/openapi.json": api, "/docs": api },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    manifest: true,
    assetsDir: "assets",
    // A lazy page's preload list leaves out the chunks the log-in page has already loaded (the
    // entry's own: React, the router, the API client with i18next, the button): preloading them again does
    // nothing, and each listed name is bytes of the log-in page (docs/decisions/005).
    modulePreload: {
      resolveDependencies: (_file, deps) => deps.filter((dep) => !alwaysLoaded.test(dep)),
    },
    rolldownOptions: {
      // The consent banner and the analytics tools are an entry of their own, which the server
      // adds to index.html only when analytics is configured (docs/decisions/043).
      input: {
        index: resolve(import.meta.dirname, "index.html"),
        analytics: resolve(import.meta.dirname, "src/analytics.tsx"),
      },
      output: {
        // A lazy chunk is named by its hash alone: the entry lists every lazy page's chunks to
        // preload, and their names were bytes of the log-in page (decision 005). The chunks the
        // log-in page loads keep their names (alwaysLoaded, above, matches them).
        chunkFileNames: (chunk) =>
          alwaysLoaded.test(`${chunk.name}-x.js`) ? "assets/[name]-[hash].js" : "assets/c[hash].js",
        codeSplitting: {
          // React, i18next with react-i18next and the icons' shared code in one chunk (i18next
          // alone became a chunk of its own once 40 lazy chunks imported it: 0.3 kB more for the
          // log-in page, issue 36): left to itself the
          // bundler splits them apart once a lazy chunk (TanStack Query) imports React without
          // react-i18next, or icons are drawn on a lazy page too, and the log-in page pays for
          // each extra chunk (docs/decisions/005-log-in-page-budget.md).
          groups: [
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|scheduler|react-i18next|i18next|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|context|defaultAttributes|shared[\\/]))[\\/.]/,
            },
            // Named, so that lazy pages need not list it among their preloads (below).
            { name: "router", test: /node_modules[\\/]react-router[\\/]/ },
          ],
        },
      },
    },
  },
  test: {
    environment: "jsdom",
    // Vitest gives one worker on a two-core machine (cores - 1); jsdom files wait on little.
    maxWorkers: 2,
    // A guard against a hang, not a claim of speed: a loaded machine renders slowly (decision 058).
    testTimeout: 60_000,
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/test-setup.ts"],
  },
});
