import { describe, expect, it } from "vitest";
import { password, publicUrl, useTestApp } from "./test-app";
import { signUp } from "./factories";

describe("cross-origin requests and cookies (http)", () => {
  const ctx = useTestApp();
  const signIn = (headers: Record<string, string>, email: string) =>
    ctx.app.inject({
      method: "POST",
      url: "/auth/sign-in/email",
      headers,
      payload: { email, password },
    });

  it("refuses a cookie-less sign-in posted from another origin (login CSRF)", async () => {
    const user = await signUp(ctx.app);
    const res = await signIn({ origin: "https://evil.example" }, user.email);
    expect(res.statusCode).toBe(403);
    expect(res.headers["set-cookie"]).toBeUndefined();
  });

  it("refuses a cross-site form navigation that would sign the browser in", async () => {
    const user = await signUp(ctx.app);
    const res = await signIn(
      {
        "sec-fetch-site": "cross-site",
        "sec-fetch-mode": "navigate",
        "sec-fetch-dest": "document",
      },
      user.email,
    );
    expect(res.statusCode).toBe(403);
    expect(res.headers["set-cookie"]).toBeUndefined();
  });

  it("signs in from the portal's own origin with HttpOnly, SameSite=Lax cookies (not Secure over http)", async () => {
    const user = await signUp(ctx.app);
    const res = await signIn({ origin: publicUrl }, user.email);
    expect(res.statusCode).toBe(200);
    const cookies = [res.headers["set-cookie"]].flat().map(String);
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/; HttpOnly/i);
      expect(cookie).toMatch(/; SameSite=Lax/i);
      expect(cookie).not.toMatch(/; Secure/i);
    }
  });
});

describe("cookies behind https", () => {
  const ctx = useTestApp({ PUBLIC_URL: "https://portal.example" });

  it("marks every session cookie Secure (and __Secure- prefixed)", async () => {
    const post = (url: string, payload: object) =>
      ctx.app.inject({
        method: "POST",
        url,
        headers: { origin: "https://portal.example" },
        payload,
      });
    const email = "secure-cookie@example.com";
    expect((await post("/auth/sign-up/email", { email, password, name: "s" })).statusCode).toBe(
      200,
    );
    const res = await post("/auth/sign-in/email", { email, password });
    expect(res.statusCode).toBe(200);
    const cookies = [res.headers["set-cookie"]].flat().map(String);
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/^__Secure-/);
      expect(cookie).toMatch(/; HttpOnly/i);
    }
  });
});
