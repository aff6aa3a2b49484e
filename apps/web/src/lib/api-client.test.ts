import { afterEach, describe, expect, it, vi } from "vitest";
import {
  api,
  ApiError,
  isNoInternet,
  noInternetConnection,
  setTokenProvider,
  uploadForm,
} from "./api-client";

/** A stand-in XMLHttpRequest that replays upload progress, then answers `status` with `body`. */
function fakeXhr(status: number, body: unknown, fail = false) {
  const sent: { headers: Record<string, string>; url?: string; body?: unknown } = { headers: {} };
  class FakeXhr {
    upload: {
      onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void;
    } = {};
    status = 0;
    responseText = "";
    onload?: () => void;
    onerror?: () => void;
    onabort?: () => void;
    open(_method: string, url: string) {
      sent.url = url;
    }
    setRequestHeader(name: string, value: string) {
      sent.headers[name] = value;
    }
    abort() {
      this.onabort?.();
    }
    send(form: unknown) {
      sent.body = form;
      setTimeout(() => {
        if (fail) return this.onerror?.();
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return sent;
}

const respond = (status: number, body: unknown) =>
  vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(body === undefined ? null : JSON.stringify(body), { status }),
  );

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
    await expect(api("/auth/sign-in/email", { public: true })).rejects.toMatchObject({
      status: 401,
      code: "INVALID_EMAIL_OR_PASSWORD",
    });
  });

  it("a missing response becomes noInternetConnection", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
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

  it("uploads a form with the token, reporting progress, and makes errors uniform", async () => {
    setTokenProvider(async () => "tok");
    const sent = fakeXhr(201, { id: "d1" });
    const progress: number[] = [];
    const form = new FormData();
    await expect(
      uploadForm("/v1/user/deal/x/documents", form, (p) => progress.push(p)),
    ).resolves.toEqual({ id: "d1" });
    expect(progress).toEqual([0.5, 1]);
    expect(sent).toMatchObject({
      url: "/v1/user/deal/x/documents",
      body: form,
      headers: { authorizationkey: "tok", "x-portal-client": "web" },
    });
    fakeXhr(415, {
      error: { code: "unsupported_media_type", message: "Invalid file type", requestId: "r" },
    });
    await expect(uploadForm("/v1/x", form, () => {})).rejects.toMatchObject({
      status: 415,
      code: "unsupported_media_type",
    });
    fakeXhr(0, null, true);
    expect(isNoInternet(await uploadForm("/v1/x", form, () => {}).catch((e: unknown) => e))).toBe(
      true,
    );
  });
});
