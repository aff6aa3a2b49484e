import Fastify, { type RouteOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { errorsPlugin } from "../src/plugins/errors";
import { optionalBody } from "../src/lib/routes";
import { callAs } from "./call-as";
import { signUp } from "./factories";
import { useTestApp } from "./test-app";

// Request validation lives at the route, with the contract's schema (decision 057): every route
// that reads a body, a query or path parameters declares them in `schema`, and Fastify validates
// them with the zod type provider before the handler runs. The routes are read as registered
// (the app's route table, kept by Fastify's onRoute hook), so a new route is checked the moment
// it exists.
/**
 * Routes whose input Fastify cannot validate, by `METHOD URL`, with the reason. What they read is
 * validated once read, in the service, with the contract's schema (decision 057 lists them).
 */
const validatedInService: Record<string, string> = {
  "POST /v1/user/deal/:id": "multipart form fields or JSON: the fields once the form is read",
  "POST /v1/user/deal/:id/documents": "multipart upload: its fields beside the file",
  "PUT /v1/user/avatar": "multipart upload: the image",
  "PUT /v1/organization/logo": "multipart upload: the image",
  "PUT /v1/user/update": "onboarding or an update: which rules apply depends on the stored profile",
  "POST /v1/user/verifyemail":
    "any body that is not a live token is the spec's verification_failed",
  "POST /v1/billing/webhook": "raw body: checked against the payment provider's signature",
};

type Input = "params" | "querystring" | "body";

/** What a route reads of the request that its schema does not declare, or validates elsewhere. */
function undeclaredInput(route: RouteOptions): string[] {
  const source = String(route.handler);
  const reads = (field: string) => new RegExp(`\\b(request|req)\\.${field}\\b`).test(source);
  const schema = (route.schema ?? {}) as Partial<Record<Input, unknown>>;
  const missing: string[] = [];
  if (route.url.includes(":") && !schema.params) missing.push("params");
  if (reads("query") && !schema.querystring) missing.push("querystring");
  if (reads("body") && !schema.body) missing.push("body");
  // A route's own validator (the no-op of lib/routes.ts) means its schema only documents.
  if (route.validatorCompiler) missing.push("validatorCompiler");
  return missing;
}

function problemsOf(routes: RouteOptions[]) {
  const problems = new Map<string, string[]>();
  for (const route of routes) {
    // Identity's handler (better-auth) and Swagger UI's assets are not the product API.
    if (/^\/(auth|docs)(\/|$)/.test(route.url)) continue;
    for (const method of [route.method].flat().filter((m) => m !== "HEAD")) {
      const missing = undeclaredInput(route);
      if (missing.length) problems.set(`${method} ${route.url}`, missing);
    }
  }
  return problems;
}

const ctx = useTestApp();

describe("request validation at the route", () => {
  it("every route declares the input it reads, validated by the zod type provider", () => {
    const routes = ctx.app
      .routeTable()
      .filter((r) => r.method !== "HEAD")
      .map((r) => ({ ...r.options, method: r.method }));
    expect(routes.length).toBeGreaterThan(100);
    const problems = problemsOf(routes);
    const unexpected = [...problems]
      .filter(([route]) => !(route in validatedInService))
      .map(([route, missing]) => `${route}: ${missing.join(", ")}`);
    expect(unexpected).toEqual([]);
    // The exceptions still exist and still read their input themselves (no stale entry).
    for (const route of Object.keys(validatedInService))
      expect(problems.has(route), route).toBe(true);
  });

  it("finds a route that reads a body, a query or an id without declaring it", async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const seen: RouteOptions[] = [];
    app.addHook("onRoute", (route) => void seen.push(route));
    app.post("/v1/things/:id", async (request) => ({ got: request.body, id: request.params }));
    app.get("/v1/things", async (request) => request.query);
    app.post("/v1/declared/:id", {
      schema: { params: z.object({ id: z.string() }), body: z.object({ name: z.string() }) },
      handler: async (request) => request.body,
    });
    app.post("/v1/documented-only", {
      schema: { body: z.object({ name: z.string() }) },
      validatorCompiler: () => (data: unknown) => ({ value: data }),
      handler: async (request) => request.body,
    });
    await app.ready();
    const problems = problemsOf(seen.filter((r) => r.method !== "HEAD"));
    expect(Object.fromEntries(problems)).toEqual({
      "POST /v1/things/:id": ["params", "body"],
      "GET /v1/things": ["querystring"],
      "POST /v1/documented-only": ["validatorCompiler"],
    });
    await app.close();
  });

  it("answers a schema's failure with the service's envelope; a bad path parameter is not found", async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorsPlugin);
    app.post("/v1/things/:id", {
      schema: {
        params: z.object({ id: z.uuid() }),
        body: optionalBody(z.strictObject({ names: z.array(z.string().min(2)).optional() })),
      },
      handler: async (request) => request.body,
    });
    const id = "00000000-0000-4000-8000-000000000000";
    const post = (url: string, payload?: object) => app.inject({ method: "POST", url, payload });
    // The issues name fields as the web maps them (applyServerIssues): a dotted path, the key.
    const bad = await post(`/v1/things/${id}`, { names: ["ok", "x"], extra: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({
      code: "validation_failed",
      issues: [
        { path: "names.1", code: "invalidValue" },
        { path: "", code: "invalidValue" },
      ],
    });
    // A missing optional body reads as no fields.
    expect((await post(`/v1/things/${id}`)).json()).toEqual({});
    // An id that cannot name a row is not found, before its body is looked at (uuidOrNotFound).
    const probe = await post("/v1/things/not-an-id", { names: ["x"] });
    expect(probe.statusCode).toBe(404);
    expect(probe.json().error.code).toBe("not_found");
    await app.close();
  });

  it("keeps an action's optional body optional: an invitation claimed without one", async () => {
    const person = await signUp(ctx.app);
    const id = "00000000-0000-4000-8000-000000000000";
    for (const action of ["claim", "decline"]) {
      const res = await callAs(ctx.app, person).post(`/v1/invite/${id}/${action}`);
      expect(res.statusCode, action).toBe(404);
      expect(res.json().error.code).toBe("not_found");
    }
  });
});
