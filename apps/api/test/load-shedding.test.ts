import { PassThrough } from "node:stream";
import { describe, expect, it, vi } from "vitest";
import { loadConfig } from "../src/config/env";
import { createBroker, dealInput } from "./factories";
import { useTestApp } from "./test-app";

// One request at a time: a second one while the first is being answered is refused.
const ctx = useTestApp({ SHED_MAX_IN_FLIGHT: "1", SHED_RETRY_AFTER_SECONDS: "7" });

const dealsOf = async (token: string) =>
  (
    await ctx.app.inject({
      method: "GET",
      url: "/v1/user/deals?pageSize=100",
      headers: { authorizationkey: token },
    })
  ).json() as { items: { purpose: string }[] };

describe("load shedding", () => {
  it("refuses a request past the in-flight limit with 503 and Retry-After, writes nothing for it, and never refuses /health", async () => {
    const app = ctx.app;
    const broker = await createBroker(app);
    const json = { authorizationkey: broker.token, "content-type": "application/json" };
    expect(app.loadShedding.inFlight()).toBe(0);

    // A deal whose body is still on its way: the request is in flight until the body ends.
    const body = new PassThrough();
    const held = app.inject({
      method: "POST",
      url: "/v1/user/deals",
      headers: json,
      payload: body,
    });
    await vi.waitFor(() => expect(app.loadShedding.inFlight()).toBe(1));

    const refused = await app.inject({
      method: "POST",
      url: "/v1/user/deals",
      headers: json,
      payload: dealInput({ purpose: "Refused while busy" }),
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers["retry-after"]).toBe("7");
    expect(refused.json().error.code).toBe("service_unavailable");
    // A read and a live stream are refused alike; the balancer's probes are not.
    for (const [url, headers] of [
      ["/v1/user/deals", json],
      ["/v1/events", { ...json, accept: "text/event-stream" }],
    ] as const) {
      const res = await app.inject({ method: "GET", url, headers });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers["retry-after"], url).toBe("7");
    }
    expect((await app.inject({ method: "GET", url: "/health" })).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: "/health/ready" })).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: "/health?probe=1" })).statusCode).toBe(200);
    // Not a way round the limit: a path that only starts like /health is refused.
    expect((await app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(503);
    expect(app.loadShedding.refused()).toBe(4);

    body.end(JSON.stringify(dealInput({ purpose: "Sent while quiet" })));
    expect((await held).statusCode).toBe(201);
    expect(app.loadShedding.inFlight()).toBe(0);

    // Once the first is answered the next gets through, and only the answered write happened.
    const purposes = (await dealsOf(broker.token)).items.map((d) => d.purpose);
    expect(purposes).toEqual(["Sent while quiet"]);
  });

  it("is off by default and reads its limits from the environment", () => {
    const base = { AUTH_SECRET: "x".repeat(40), DATABASE_URL: "memory://" };
    expect(loadConfig(base).shedding).toEqual({
      maxInFlight: 0,
      maxEventLoopDelayMs: 0,
      retryAfterSeconds: 2,
    });
    expect(
      loadConfig({
        ...base,
        SHED_MAX_IN_FLIGHT: "64",
        SHED_MAX_EVENT_LOOP_DELAY_MS: "100",
        SHED_RETRY_AFTER_SECONDS: "5",
      }).shedding,
    ).toEqual({ maxInFlight: 64, maxEventLoopDelayMs: 100, retryAfterSeconds: 5 });
    expect(() => loadConfig({ ...base, SHED_MAX_IN_FLIGHT: "-1" })).toThrow(/SHED_MAX_IN_FLIGHT/);
    expect(() => loadConfig({ ...base, SHED_RETRY_AFTER_SECONDS: "0" })).toThrow(
      /SHED_RETRY_AFTER_SECONDS/,
    );
  });
});
