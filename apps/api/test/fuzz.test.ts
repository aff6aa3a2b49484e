// Malformed requests for every operation of /openapi.json, and for the routes the document leaves
// out on purpose (read from Fastify's route table): wrong types, NUL-bearing and huge strings, bad
// ids, wrong content types, broken JSON and forms, prototype-polluting keys. Every answer is under
// 500 and every refusal carries the error envelope. A new route is fuzzed the day it is added.
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { errorEnvelopeSchema } from "@portal/contract/errors/error-envelope";
import { crmSecretHeader } from "../src/lib/shared-secret";
import {
  createApprovedFunder,
  createBroker,
  createDeal,
  createListing,
  createOperator,
  createSubmissions,
  organizationOf,
  signUp,
  type SignedUp,
} from "./factories";
import {
  badIds,
  fuzzRequests,
  propertiesOf,
  seededRandom,
  type FuzzRequest,
  type JsonSchema,
  type Operation,
  type Parameter,
} from "./fuzz-requests";
import { getUser, multipartForm, publicUrl, sampleFiles, useTestApp } from "./test-app";

const crmSecret = "fuzz-crm-secret-fuzz-crm-secret-0123";
const ctx = useTestApp({ CRM_WEBHOOK_SECRET: crmSecret });

/**
 * Routes the document leaves out on purpose, with why; they are fuzzed from the route table. Any
 * other route missing from the document fails the test: document it, or add it here.
 */
const undocumented: [RegExp, string][] = [
  [/^(GET|POST) \/auth\/\*$/, "the identity service's handler: its main endpoints are documented"],
  [/^GET \/openapi\.json$/, "the document itself"],
  [/^GET \/docs(\/.*)?$/, "Swagger UI's page and assets"],
];

/** Paths under the identity service's catch-all the document does not name, fuzzed too. */
const moreIdentityPaths = [
  "/auth/change-password",
  "/auth/update-user",
  "/auth/request-password-reset",
  "/auth/reset-password",
  "/auth/verify-email",
  "/auth/send-verification-email",
  "/auth/list-sessions",
  "/auth/revoke-session",
  "/auth/two-factor/enable",
  "/auth/two-factor/verify-totp",
  "/auth/sign-in/social",
  "/auth/callback/fuzz",
  "/auth/fuzz",
];

interface Doc {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
}

/** The document's operations: method and path, parameters, request body schemas. */
function documentedOperations(doc: Doc): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: Object.fromEntries(
        Object.entries(op.requestBody?.content ?? {}).map(([type, c]) => [type, c.schema]),
      ),
    })),
  );
}

/** `/v1/user/deal/:id` as the document writes it: `/v1/user/deal/{id}`. */
const asDocumentPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, "{$1}");

/** An undocumented route's operations: its wildcard filled in with paths worth trying. */
function routeTableOperations(method: string, url: string): Operation[] {
  const op = (path: string): Operation => ({ method, path, parameters: [], body: {} });
  if (!url.includes("*")) return [op(asDocumentPath(url))];
  const tails = url.startsWith("/auth/")
    ? moreIdentityPaths.map((p) => p.slice("/auth/".length))
    : ["index.html", ...badIds.map(([, value]) => value)];
  return tails.map((tail) => op(asDocumentPath(url.replace("*", tail))));
}

type Who = "broker" | "funder" | "operator" | "identity" | "crm" | "nobody";

/** Who the route is for, so that the request gets past authentication to the validation. */
function principalFor(path: string): Who {
  if (/^\/v1\/(funder|lender)(\/|$)/.test(path)) return "funder";
  if (path.startsWith("/v1/operator/")) return "operator";
  if (path.startsWith("/v1/zoho-webhook/")) return "crm";
  if (path.startsWith("/auth/")) return "identity";
  return "broker";
}

/** Calls that end the caller's session or account go last, so they do not cut the others short. */
const endsTheCaller = (op: Operation) =>
  /^\/(v1\/user\/delete|auth\/(sign-out|revoke-session|delete-user|change-password))$/.test(
    op.path,
  );

interface Failure {
  request: FuzzRequest;
  who: Who;
  status: number;
  body: string;
  why: string;
}

/** What is wrong with the answer, or undefined: a 5xx, or a refusal without the error envelope. */
function problemWith(request: FuzzRequest, res: LightMyRequestResponse): string | undefined {
  if (res.statusCode >= 500) return "server error";
  if (res.statusCode < 400 || request.method === "HEAD") return undefined;
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return "refusal is not JSON";
  }
  const envelope = errorEnvelopeSchema.safeParse(body);
  if (envelope.success) {
    return envelope.data.error.requestId === res.headers["x-request-id"]
      ? undefined
      : "envelope's requestId is not the x-request-id";
  }
  // The identity service answers its own refusals as `{ code?, message }` (its web client reads
  // that shape): accepted there, and only there (decision 026).
  const isIdentity = new URL(request.url, publicUrl).pathname.startsWith("/auth/");
  const own = body as { message?: unknown } | null;
  if (isIdentity && typeof own?.message === "string") return undefined;
  return "refusal without the error envelope";
}

const codeOf = (res: LightMyRequestResponse): unknown => {
  try {
    return (JSON.parse(res.body) as { error?: { code?: unknown } }).error?.code;
  } catch {
    return undefined;
  }
};

/** Whether the operation declares a query or a body with properties, which it must judge. */
const takesInput = (op: Operation) =>
  op.parameters.some((p) => p.in === "query") ||
  Object.values(op.body).some((schema) => propertiesOf(schema ?? {}).length > 0);

const excerpt = (text: string, n = 160) =>
  text.length > n ? `${text.slice(0, n)}… (${text.length} chars)` : text;

function report(failures: Failure[]) {
  return failures
    .map(
      (f) =>
        `${f.request.method} ${excerpt(f.request.url, 90)} [${f.request.variant}] as ${f.who}: ` +
        `${f.status} ${f.why}: ${excerpt(f.body.replace(/\s+/g, " "))}`,
    )
    .join("\n");
}

describe("fuzzing every operation", () => {
  it("answers every malformed request under 500, refusals in the error envelope", async () => {
    const app = ctx.app;
    const started = Date.now();
    const docRes = await app.inject({ method: "GET", url: "/openapi.json" });
    expect(docRes.statusCode).toBe(200);
    const documented = documentedOperations(docRes.json() as Doc);
    const documentedKeys = new Set(documented.map((o) => `${o.method} ${o.path}`));

    // Every route the app serves is either in the document or deliberately left out of it.
    const routes = app
      .routeTable()
      .filter((r) => r.method !== "HEAD" && r.method !== "OPTIONS")
      .map((r) => ({ ...r, key: `${r.method} ${r.url}` }));
    const undocumentedRoutes = routes.filter(
      (r) => !documentedKeys.has(`${r.method} ${asDocumentPath(r.url)}`),
    );
    const unexplained = undocumentedRoutes
      .filter((r) => !undocumented.some(([pattern]) => pattern.test(r.key)))
      .map((r) => r.key);
    expect(unexplained, "routes neither in /openapi.json nor in `undocumented`").toEqual([]);
    // The document covers every /v1, /health and /auth route; the identity service's catch-all
    // by the endpoints of it the document names.
    expect(documented.length).toBeGreaterThan(0);
    const notCovered = routes
      .filter((r) => /^\/(v1|auth|health)(\/|$)/.test(r.url))
      .filter((r) =>
        r.url.endsWith("/*")
          ? !documented.some((o) => o.method === r.method && o.path.startsWith(r.url.slice(0, -1)))
          : !documentedKeys.has(`${r.method} ${asDocumentPath(r.url)}`),
      )
      .map((r) => r.key);
    expect(notCovered, "API routes /openapi.json does not cover").toEqual([]);
    // The document's operations, then the undocumented routes (HEAD comes with every GET).
    const operations = [
      ...documented,
      ...undocumentedRoutes.flatMap((r) => routeTableOperations(r.method, r.url)),
    ];
    operations.push(
      ...operations
        .filter((o) => o.method === "GET")
        .map((o) => ({ ...o, method: "HEAD", body: {} })),
    );
    operations.sort((a, b) => Number(endsTheCaller(a)) - Number(endsTheCaller(b)));

    // Real rows for the path parameters, so that the body is judged and not just the id.
    const broker = await createBroker(app, "Fuzz Brokers");
    const witness = await createBroker(app, "Fuzz Witnesses");
    const funder = await createApprovedFunder(app, "Fuzz Funding");
    const operator = await createOperator(app, "Fuzz Operators");
    const identity = await signUp(app);
    const deal = await createDeal(app, broker);
    const form = multipartForm([
      { name: "type", value: "bank_statement" },
      { name: "file", fileName: "a.pdf", content: sampleFiles.pdf() },
    ]);
    const upload = await app.inject({
      method: "POST",
      url: `/v1/user/deal/${deal.id}/documents`,
      headers: { authorizationkey: broker.token, ...form.headers },
      payload: form.payload,
    });
    expect(upload.statusCode).toBe(201);
    const documentId = upload.json().id as string;
    const listing = await createListing(app, funder);
    const [submission] = await createSubmissions(app, broker, deal.id, [listing.id], [documentId]);
    const funderOrganization = await organizationOf(app, funder);
    const random = seededRandom(26);
    const fallbackIds = new Map<string, string>();
    const idFor = (name: string, path: string) => {
      const before = path.split(`{${name}}`)[0]!.split("/").filter(Boolean).pop();
      if (name === "documentId") return documentId;
      if (before === "deal") return deal.id;
      if (before === "borrower") return deal.borrower.id;
      if (before === "lender") return listing.id;
      if (before === "submission") return submission!.id;
      if (before === "funders") return funderOrganization.id;
      // A parameter nobody named here yet: a well-formed id of nothing (still fuzzed).
      const key = `${path} ${name}`;
      if (!fallbackIds.has(key))
        fallbackIds.set(
          key,
          `10000000-0000-4000-8000-${String(fallbackIds.size).padStart(12, "0")}`,
        );
      return fallbackIds.get(key)!;
    };
    const users: Partial<Record<Who, SignedUp>> = { broker, funder, operator, identity };
    const headersFor = (who: Who, path: string): Record<string, string> => {
      if (who === "crm") return { [crmSecretHeader]: crmSecret };
      if (who === "identity") return { cookie: identity.cookie, origin: publicUrl };
      const user = users[who];
      return user
        ? { authorizationkey: user.token }
        : path.startsWith("/auth/")
          ? { origin: publicUrl }
          : {};
    };

    const failures: Failure[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    const judged = new Set<string>();
    const send = async (request: FuzzRequest, who: Who, op?: Operation) => {
      sent++;
      const res = await app.inject({
        method: request.method as "GET",
        url: request.url,
        headers: { ...request.headers, ...headersFor(who, request.url) },
        payload: request.payload,
      });
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      if (op && res.statusCode === 400 && codeOf(res) === "validation_failed")
        judged.add(`${op.method} ${op.path}`);
      const why = problemWith(request, res);
      if (why) failures.push({ request, who, status: res.statusCode, body: res.body, why });
    };
    for (const op of operations) {
      const who = principalFor(op.path);
      for (const request of fuzzRequests(op, idFor)) {
        await send(request, who, op);
        // A seeded selection without credentials, and funders' and operators' routes as a broker.
        if (random() < 0.08) await send(request, "nobody");
        if ((who === "funder" || who === "operator") && random() < 0.08)
          await send(request, "broker");
      }
    }

    expect(failures.length, `${failures.length} of ${sent} answers:\n${report(failures)}`).toBe(0);
    // The requests got past authentication and the ids to the checks of what they carry.
    const unjudged = documented
      .filter((o) => o.path.startsWith("/v1/") && takesInput(o))
      .map((o) => `${o.method} ${o.path}`)
      .filter((key) => !judged.has(key));
    expect(unjudged, "operations no request reached the validation of").toEqual([]);
    // Nothing reached Object.prototype, and the app still answers a normal request.
    expect(({} as Record<string, unknown>).fuzzPolluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty("fuzzPolluted");
    const me = await getUser(app, witness.token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      id: witness.userId,
      email: witness.email,
      profile: { firstName: "Ann" },
      organization: { name: "Fuzz Witnesses" },
    });
    console.info(
      `fuzz: ${operations.length} operations, ${sent} requests in ${Date.now() - started} ms;`,
      `statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`,
    );
    // A guard against a hang, not a claim of speed: about 100 s alone, past 240 s on the embedded
    // database while a second test run shared the two cores (decision 058).
  }, 900_000);
});
