import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { AnalyticsSettings } from "../config/env";

/** The web build's second entry (apps/web/vite.config.ts): the consent banner and the tools. */
const analyticsEntry = "src/analytics.tsx";

const escapeAttribute = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * index.html with the analytics entry and its settings added (docs/decisions/043): only when a
 * tool is configured, so without one the page is the build's file byte for byte and the log-in
 * page loads nothing more. Re-read when the build changes; null = serve the file as it is.
 */
export function analyticsIndex(webDist: string, analytics: AnalyticsSettings | null) {
  let cached: { mtimeMs: number; html: string | null } | undefined;
  return (warn: (message: string) => void): string | null => {
    if (!analytics) return null;
    const indexFile = join(webDist, "index.html");
    const { mtimeMs } = statSync(indexFile);
    if (cached?.mtimeMs === mtimeMs) return cached.html;
    const entry = readManifest(webDist)?.[analyticsEntry];
    let html: string | null = null;
    if (!entry) warn(`web build has no ${analyticsEntry}: analytics is off (rebuild the web app)`);
    else {
      const tags = [
        `<meta name="portal-analytics" content="${escapeAttribute(JSON.stringify(analytics))}" />`,
        ...(entry.css ?? []).map((css) => `<link rel="stylesheet" href="/${css}" />`),
        `<script type="module" src="/${entry.file}"></script>`,
      ];
      html = readFileSync(indexFile, "utf8").replace(
        "</head>",
        `  ${tags.join("\n    ")}\n  </head>`,
      );
    }
    cached = { mtimeMs, html };
    return html;
  };
}

type Manifest = Record<string, { file: string; css?: string[] }>;

function readManifest(webDist: string): Manifest | undefined {
  try {
    return JSON.parse(readFileSync(join(webDist, ".vite", "manifest.json"), "utf8")) as Manifest;
  } catch {
    return undefined;
  }
}
