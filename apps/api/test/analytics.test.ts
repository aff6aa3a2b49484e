import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config/env";
import { useTestApp } from "./test-app";

// Analytics with consent (docs/decisions/043): the ids are checked at start-up; with them the
// page carries the analytics entry and its settings and the CSP allows the tools' hosts, without
// them neither.

const ids = {
  GTM_ID: "GTM-AB12CD3",
  GA_MEASUREMENT_ID: "G-1A2B3C4D5E",
  ADS_PIXEL_ID: "123456789012345",
};
const index = "<!doctype html><html><head><title>Log in</title></head><body></body></html>";

function webBuild() {
  const dist = mkdtempSync(join(tmpdir(), "portal-web-analytics-"));
  mkdirSync(join(dist, ".vite"));
  writeFileSync(join(dist, "index.html"), index);
  const manifest = {
    "index.html": { file: "assets/index-abc.js", isEntry: true },
    "src/analytics.tsx": { file: "assets/analytics-def.js", isEntry: true },
  };
  writeFileSync(join(dist, ".vite", "manifest.json"), JSON.stringify(manifest));
  return dist;
}

const base = { AUTH_SECRET: "x".repeat(40), DATA_DIR: "/tmp/portal-config-test" };

describe("analytics settings", () => {
  it("are off unless an id is set, and keep only the ids set", () => {
    expect(loadConfig(base).analytics).toBeNull();
    expect(loadConfig({ ...base, GA_MEASUREMENT_ID: "G-1A2B3C4D5E" }).analytics).toEqual({
      gaMeasurementId: "G-1A2B3C4D5E",
    });
    expect(loadConfig({ ...base, ...ids }).analytics).toEqual({
      gtmId: "GTM-AB12CD3",
      gaMeasurementId: "G-1A2B3C4D5E",
      adsPixelId: "123456789012345",
    });
  });

  it("name every malformed id", () => {
    let error: unknown;
    try {
      loadConfig({
        ...base,
        GTM_ID: "UA-1234",
        GA_MEASUREMENT_ID: "G-<script>",
        ADS_PIXEL_ID: "px1",
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join("\n");
    for (const name of ["GTM_ID", "GA_MEASUREMENT_ID", "ADS_PIXEL_ID"])
      expect(problems).toContain(name);
  });
});

describe("without analytics", () => {
  const ctx = useTestApp({ WEB_DIST: webBuild() });

  it("serves the built page as it is and a CSP with no outside host", async () => {
    const page = await ctx.app.inject({ url: "/" });
    expect(page.body).toBe(index);
    const csp = page.headers["content-security-policy"] as string;
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("img-src 'self' data:;");
    expect(csp).not.toContain("connect-src");
    expect(csp).not.toMatch(/googletagmanager|google-analytics|facebook/);
  });
});

describe("with analytics", () => {
  const ctx = useTestApp({ WEB_DIST: webBuild(), ...ids });

  it("adds the analytics entry and its settings to every page", async () => {
    for (const url of ["/", "/deals/0b7e2c9a-4f1d-4c5e-9a3b-2d6f8e1a7c40"]) {
      const page = await ctx.app.inject({ url });
      expect(page.headers["cache-control"]).toBe("no-cache");
      expect(page.body).toContain('<script type="module" src="/assets/analytics-def.js"></script>');
      expect(page.body).toContain(
        '<meta name="portal-analytics" content="{&quot;gtmId&quot;:&quot;GTM-AB12CD3&quot;,&quot;gaMeasurementId&quot;:&quot;G-1A2B3C4D5E&quot;,&quot;adsPixelId&quot;:&quot;123456789012345&quot;}" />',
      );
      expect(page.body.indexOf("analytics-def.js")).toBeLessThan(page.body.indexOf("</head>"));
    }
  });

  it("allows the tools' hosts in the CSP, for scripts, images and requests only", async () => {
    const csp = (await ctx.app.inject({ url: "/health" })).headers[
      "content-security-policy"
    ] as string;
    const directive = (name: string) => csp.split(";").find((d) => d.startsWith(`${name} `)) ?? "";
    expect(directive("script-src")).toBe(
      "script-src 'self' https://www.googletagmanager.com https://connect.facebook.net",
    );
    for (const name of ["connect-src", "img-src"]) {
      expect(directive(name)).toContain("https://www.googletagmanager.com");
      expect(directive(name)).toContain("https://*.google-analytics.com");
      expect(directive(name)).toContain("https://www.facebook.com");
    }
    expect(directive("default-src")).toBe("default-src 'self'");
    expect(csp).not.toContain("unsafe-inline' https");
  });
});

describe("with the pixel only", () => {
  const ctx = useTestApp({ WEB_DIST: webBuild(), ADS_PIXEL_ID: "123456789012345" });

  it("allows Meta's hosts and none of Google's", async () => {
    const csp = (await ctx.app.inject({ url: "/health" })).headers[
      "content-security-policy"
    ] as string;
    expect(csp).toContain("script-src 'self' https://connect.facebook.net;");
    expect(csp).not.toMatch(/google/);
  });
});
