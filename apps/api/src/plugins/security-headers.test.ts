import { describe, expect, it } from "vitest";
import { securityHeaders } from "./security-headers";

describe("security headers", () => {
  it("adds HSTS and upgrades insecure requests only behind https", () => {
    const https = securityHeaders("https://portal.example.com");
    expect(https["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(https["content-security-policy"]).toContain("upgrade-insecure-requests");
    const http = securityHeaders("http://localhost:3000");
    expect(http["strict-transport-security"]).toBeUndefined();
    expect(http["content-security-policy"]).not.toContain("upgrade-insecure-requests");
    expect(http["content-security-policy"]).toContain("script-src 'self'");
    expect(http["content-security-policy"]).not.toContain("unsafe-eval");
  });
});
