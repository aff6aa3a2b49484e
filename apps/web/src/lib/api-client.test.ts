import { afterEach, describe, expect, it, vi } from "vitest";
import { api, ApiError, isNoInternet, noInternetConnection, setTokenProvider } from "./api-client";

const respond = (status: number, body: unknown) =>
  vi.fn(async (_url: string, _init?: RequestInit) => new Response(body === undefined ? null : JSON.stringify(body), { status }));

afterEach(() => {
  vi.unstubAllGlobals();
  setTokenProvider(async () => undefined);
});

describe("api client (spec §7, §8)", () => {
  it("returns the body and sends the token as authorizationkey", async () => {
    const fetch = respond(200, { id: "u1" });
    vi.stubGlobal("fetch", fetch);
    setTokenProvider(async () => "tok");
    await expect(api("/v1/user/")).resolves.toEqual({ id: "u1" });
    const init = fetch.mock.calls[0]![1]!;
    expect((init.headers as Record<string, string>).authorizationkey).toBe("tok");
  });

  it("never sends the token on public calls", async () => {
    const fetch = respond(200, {});
    vi.stubGlobal("fetch", fetch);
    setTokenProvider(async () => "tok");
    await api("/auth/sign-in/email", { method: "POST", body: { a: 1 }, public: true });
    const headers = fetch.mock.calls[0]![1]!.headers as Record<string, string>;
    expect(headers.authorizationkey).toBeUndefined();
    expect(headers["content-type"]).toBe("application/json");
  });

  it("turns an error response into ApiError with body, status and code", async () => {
    const body = { error: { code: "profile_not_found", message: "x", requestId: "r" } };
    vi.stubGlobal("fetch", respond(404, body));
    const error = await api("/v1/user/").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, body, code: "profile_not_found" });
  });

  it("reads the identity service's code too", async () => {
    vi.stubGlobal("fetch", respond(401, { code: "INVALID_EMAIL_OR_PASSWORD", message: "x" }));
    await expect(api("/auth/sign-in/email", { public: true })).rejects.toMatchObject({ status: 401, code: "INVALID_EMAIL_OR_PASSWORD" });
  });

  it("a missing response becomes noInternetConnection", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
    const error = await api("/v1/user/").catch((e: unknown) => e);
    expect((error as Error).message).toBe(noInternetConnection);
    expect(isNoInternet(error)).toBe(true);
  });

  it("other errors pass through unchanged", async () => {
    const boom = new Error("token provider broke");
    vi.stubGlobal("fetch", respond(200, {}));
    setTokenProvider(async () => {
      throw boom;
    });
    await expect(api("/v1/user/")).rejects.toBe(boom);
  });
});
