import { afterEach, describe, expect, it, vi } from "vitest";
import { clearIdToken, getIdToken, tokenExpiry } from "./identity-api";

const jwt = (exp: number) => `h.${btoa(JSON.stringify({ exp })).replace(/=+$/, "")}.s`;

afterEach(() => {
  vi.unstubAllGlobals();
  clearIdToken();
});

describe("ID token", () => {
  it("reads exp from the token", () => {
    expect(tokenExpiry(jwt(1_700_000_000))).toBe(1_700_000_000_000);
  });

  it("is reused until 5 minutes before it expires, then refreshed (spec §9)", async () => {
    const now = 1_700_000_000_000;
    const first = jwt(now / 1000 + 15 * 60);
    const second = jwt(now / 1000 + 30 * 60);
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response(JSON.stringify({ token: first })))
      .mockResolvedValueOnce(new Response(JSON.stringify({ token: second })));
    vi.stubGlobal("fetch", fetch);
    expect(await getIdToken(now)).toBe(first);
    expect(await getIdToken(now + 9 * 60_000)).toBe(first);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await getIdToken(now + 10 * 60_000 + 1)).toBe(second);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[0]![0]).toBe("/auth/token");
  });

  it("shares one request between concurrent callers", async () => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ token: jwt(Date.now() / 1000 + 900) })),
    );
    vi.stubGlobal("fetch", fetch);
    await Promise.all([getIdToken(), getIdToken(), getIdToken()]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
