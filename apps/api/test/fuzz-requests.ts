// Malformed requests for one operation of the OpenAPI document (fuzz.test.ts sends them). Pure and
// deterministic: the same operation always gives the same requests in the same order.

/** The part of JSON Schema the document uses (zod's output, and identity/openapi.ts). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
}

export interface Parameter {
  in: "path" | "query" | "header" | "cookie";
  name: string;
  schema?: JsonSchema;
}

export interface Operation {
  method: string;
  /** The path as the document writes it, `{id}` for a parameter. */
  path: string;
  parameters: Parameter[];
  /** Media type -> schema of the request body, as the document declares it. */
  body: Record<string, JsonSchema | undefined>;
}

export interface FuzzRequest {
  /** What is wrong with it, for the report. */
  variant: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** A deterministic pseudo-random sequence in [0, 1) (mulberry32). */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const hugeString = "a".repeat(100 * 1024);
const exampleEmail = "fuzz@example.com";

/** Path parameter values that name nothing (some are not even a decodable URL). */
export const badIds: [string, string][] = [
  ["x", "x"],
  ["NUL", "%00"],
  ["not quite a UUID", "00000000-0000-0000-0000-00000000000g"],
  ["very long", "a".repeat(5000)],
  ["dot segments", "../.."],
  ["encoded dot segments", "..%2F..%2F"],
  ["bad percent escape", "%ff"],
  ["percent sign", "%"],
  ["empty", ""],
];

/** What each property is set to in turn: the wrong type, or the right type with bad content. */
const wrongValues: [string, unknown][] = [
  ["number", 12345],
  ["negative number", -1],
  ["fraction", 0.5],
  ["huge number", 1e308],
  ["string", "fuzz"],
  ["empty string", ""],
  ["boolean", true],
  ["array", ["fuzz"]],
  ["object", { fuzz: 1 }],
  ["null", null],
  ["NUL-bearing string", "fu\u0000zz"],
  ["100 KB string", hugeString],
  ["lone surrogate", "fu\ud800zz"],
  ["numeric string", "123"],
  ["unsafe integer", 2 ** 53 + 2],
  ["date in year 0", "0000-01-01"],
  ["date past year 9999", "275760-09-14"],
];

/** Query values of the wrong type or shape (the raw query text after `name`). */
const wrongQueries: [string, (name: string) => string][] = [
  ["not a number", (n) => `${n}=abc`],
  ["fraction", (n) => `${n}=1.5`],
  ["negative", (n) => `${n}=-1`],
  ["too big", (n) => `${n}=${"9".repeat(400)}`],
  ["empty", (n) => `${n}=`],
  ["repeated (array)", (n) => `${n}=a&${n}=b`],
  ["bracketed (object)", (n) => `${n}[fuzz]=1`],
  ["NUL", (n) => `${n}=%00`],
  ["bad percent escape", (n) => `${n}=%ff%fe`],
  ["100 KB string", (n) => `${n}=${hugeString}`],
];

/** Headers a client may send wrong or hostile (the credentials are the test's to set). */
const oddHeaders: [string, Record<string, string>][] = [
  ["accept: xml", { accept: "application/xml" }],
  ["accept-encoding: junk", { "accept-encoding": "fuzz;q=x, *;q=-1" }],
  ["x-portal-client: 8 KB", { "x-portal-client": "a".repeat(8192) }],
  ["x-forwarded-for: junk", { "x-forwarded-for": "not-an-ip, ::ffff:999.1.1.1" }],
  ["cookie: junk", { cookie: "=;;; better-auth.session_token=%ff; __proto__=x" }],
  ["range: junk", { range: "bytes=99999999-1,x-" }],
  ["if-none-match: junk", { "if-none-match": '*, W/"x' }],
];

/** Keys that pollute a prototype when a parser or a merge copies them naively. */
const protoKeys: [string, string][] = [
  ["__proto__", '"__proto__":{"fuzzPolluted":"yes"}'],
  ["constructor.prototype", '"constructor":{"prototype":{"fuzzPolluted":"yes"}}'],
  ["prototype", '"prototype":{"fuzzPolluted":"yes"}'],
];

const first = (schema: JsonSchema): JsonSchema => {
  const options = schema.anyOf ?? schema.oneOf;
  if (!options) return schema;
  return first(options.find((o) => o.type !== "null") ?? options[0] ?? {});
};
const typeOf = (schema: JsonSchema) =>
  [schema.type].flat().find((t) => t !== "null") as string | undefined;

/** A plausible value for the schema: enums' first value, formats honoured, minimums met. */
export function example(input: JsonSchema, name = "", { optional = false } = {}): unknown {
  const schema = first(input);
  if ("const" in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  switch (typeOf(schema)) {
    case "string":
      if (schema.format === "uuid") return "00000000-0000-4000-8000-000000000000";
      if (schema.format === "date" || /date|On$/.test(name)) return "1990-01-02";
      if (schema.format === "date-time") return "2030-01-02T03:04:05.000Z";
      if (schema.format === "email" || /email/i.test(name)) return exampleEmail;
      return "fuzz".padEnd(schema.minLength ?? 0, "z");
    case "integer":
    case "number":
      return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? 1);
    case "boolean":
      return true;
    case "array":
      return Array.from({ length: Math.max(schema.minItems ?? 0, 1) }, () =>
        example(schema.items ?? {}, name, { optional }),
      );
    case "object": {
      const required = new Set(schema.required ?? []);
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([key]) => optional || required.has(key))
          .map(([key, s]) => [key, example(s, key, { optional })]),
      );
    }
    default:
      return schema.default ?? "fuzz";
  }
}

type Path = (string | number)[];

/** Every property of the schema, nested ones too (through arrays' first item), with its path. */
export function propertiesOf(input: JsonSchema, path: Path = [], depth = 0): [Path, JsonSchema][] {
  const schema = first(input);
  if (depth > 3) return [];
  if (typeOf(schema) === "array" && schema.items)
    return propertiesOf(schema.items, [...path, 0], depth + 1);
  if (typeOf(schema) !== "object") return [];
  return Object.entries(schema.properties ?? {}).flatMap(([key, s]) => [
    [[...path, key], s] as [Path, JsonSchema],
    ...propertiesOf(s, [...path, key], depth + 1),
  ]);
}

/** The objects of the schema (the body itself first) with their required keys. */
function objectsOf(input: JsonSchema): [Path, string[]][] {
  const found: [Path, string[]][] = [];
  const visit = (schema: JsonSchema, path: Path) => {
    const s = first(schema);
    if (typeOf(s) === "object") found.push([path, s.required ?? []]);
  };
  visit(input, []);
  for (const [path, schema] of propertiesOf(input)) visit(schema, path);
  return found;
}

/** A copy of `value` with `path` set (created on the way when missing), or removed. */
function withValue(value: unknown, path: Path, set: { value: unknown } | "remove"): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node: Record<string | number, unknown> = copy;
  path.slice(0, -1).forEach((key, i) => {
    const next = node[key];
    if (!next || typeof next !== "object") node[key] = typeof path[i + 1] === "number" ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  });
  const last = path[path.length - 1]!;
  if (set === "remove") delete node[last];
  else node[last] = set.value;
  return copy;
}

const label = (path: Path) => path.join(".") || "(body)";
const json = { "content-type": "application/json" };

/** A form part: a text field, or a file when it has a file name. */
export type FormField = [name: string, value: string | Buffer, fileName?: string];

/** A multipart body of the fields in order, with a boundary of its own. */
export function formBody(fields: FormField[], boundary = "----fuzzBoundary") {
  const parts = fields.map(([name, value, fileName]) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"` +
          (fileName === undefined
            ? "\r\n\r\n"
            : `; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`),
      ),
      Buffer.from(value),
      Buffer.from("\r\n"),
    ]),
  );
  return Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]);
}
const formType = "multipart/form-data; boundary=----fuzzBoundary";
const pdf = Buffer.from("%PDF-1.7\n%fuzz\n");

/** The form of a multipart schema: each property an example field, a binary one a small PDF. */
function formFieldsOf(schema: JsonSchema): FormField[] {
  const values = example(schema);
  if (!values || typeof values !== "object") return [];
  return Object.entries(first(schema).properties ?? {})
    .filter(([name]) => name in values)
    .map(([name, s]): FormField =>
      s.format === "binary"
        ? [name, pdf, "fuzz.pdf"]
        : [name, String((values as Record<string, unknown>)[name])],
    );
}

/** Malformed multipart forms, built around `fields` (the operation's own, when it has a schema). */
function multipartVariants(fields: FormField[]): Omit<FuzzRequest, "method" | "url">[] {
  const base = formBody(fields.length ? fields : [["fuzz", "1"]]);
  const named = (name: string) => formBody([[name, "fuzz"], ...fields]);
  const form = (variant: string, payload: string | Buffer, contentType = formType) => ({
    variant: `multipart: ${variant}`,
    headers: { "content-type": contentType },
    payload,
  });
  const perField: [string, string | Buffer][] = [
    ["NUL", "fu\u0000zz"],
    ["100 KB", hugeString],
    ["empty", ""],
  ];
  return [
    form("the form", base),
    form("no boundary", base, "multipart/form-data"),
    form("another boundary", base, "multipart/form-data; boundary=other"),
    form("cut short", base.subarray(0, Math.max(1, base.length - 12))),
    form(
      "a part without a name",
      Buffer.concat([
        Buffer.from(`------fuzzBoundary\r\nContent-Disposition: form-data\r\n\r\nfuzz\r\n`),
        base,
      ]),
    ),
    form("a field named __proto__", named("__proto__")),
    form("a field named constructor", named("constructor")),
    form("a field named prototype", named("prototype")),
    form("NUL in a field's name and value", formBody([["fu\u0000zz", "fu\u0000zz"], ...fields])),
    form("100 parts", formBody(Array.from({ length: 100 }, (_, i): FormField => [`f${i}`, "x"]))),
    form(
      "a file with a hostile name",
      formBody([["file", pdf, "../../etc/passwd\u0000.pdf"], ...fields]),
    ),
    form("a file in every field", formBody(fields.map(([name]) => [name, pdf, "fuzz.pdf"]))),
    form("junk", "this is not a form"),
    ...fields.flatMap(([name]) =>
      perField.map(([what, value]) =>
        form(
          `field ${name} ${what}`,
          formBody(fields.map((f): FormField => (f[0] === name ? [name, value, f[2]] : f))),
        ),
      ),
    ),
  ];
}

/** Bodies that are not the operation's JSON: broken, not an object, or another content type. */
function bodyShapeVariants(exampleText: string): Omit<FuzzRequest, "method" | "url">[] {
  const deep = `${"[".repeat(5000)}${"]".repeat(5000)}`;
  const jsonBodies: [string, string | Buffer][] = [
    ["JSON: an array", "[]"],
    ["JSON: an array of the body", `[${exampleText}]`],
    ["JSON: a number", "0"],
    ["JSON: a string", '"fuzz"'],
    ["JSON: null", "null"],
    ["JSON: true", "true"],
    ["JSON: empty body", ""],
    ["JSON: cut short", exampleText.slice(0, -1) || "{"],
    ["JSON: a missing value", '{"fuzz":}'],
    ["JSON: trailing junk", `${exampleText}}`],
    ["JSON: a raw NUL byte", Buffer.from('{"fuzz":"\u0000"}')],
    ["JSON: a byte-order mark", `\ufeff${exampleText}`],
    ["JSON: invalid UTF-8", Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d])],
    ["JSON: nested 5000 deep", deep],
    [
      "JSON: duplicate keys",
      exampleText === "{}"
        ? '{"fuzz":1,"fuzz":2}'
        : exampleText.replace(/^\{/, '{"fuzz":1,"fuzz":2,'),
    ],
  ];
  const typed: [string, string, string | Buffer][] = [
    ["text/plain", "text/plain", exampleText],
    ["form-urlencoded", "application/x-www-form-urlencoded", "fuzz=1&__proto__[fuzzPolluted]=1"],
    ["multipart without a boundary", "multipart/form-data", "junk"],
    ["multipart with a junk body", "multipart/form-data; boundary=fuzz", "junk"],
    ["xml", "application/xml", "<fuzz>1</fuzz>"],
    ["octet-stream", "application/octet-stream", Buffer.from([0, 1, 2, 255])],
    ["JSON in another charset", "application/json; charset=utf-16le", exampleText],
    ["JSON in capitals", "APPLICATION/JSON", exampleText],
    ["a malformed content type", "/;;==", exampleText],
  ];
  return [
    ...jsonBodies.map(([variant, payload]) => ({ variant, headers: json, payload })),
    ...typed.map(([what, type, payload]) => ({
      variant: `content type: ${what}`,
      headers: { "content-type": type },
      payload,
    })),
    { variant: "content type: none, with a body", headers: {}, payload: "junk" },
  ];
}

/** Every malformed request for the operation; `idFor` gives a real value for a path parameter. */
export function fuzzRequests(
  op: Operation,
  idFor: (parameter: string, path: string) => string,
): FuzzRequest[] {
  const pathParams = op.parameters.filter((p) => p.in === "path").map((p) => p.name);
  for (const match of op.path.matchAll(/\{([^}]+)\}/g))
    if (!pathParams.includes(match[1]!)) pathParams.push(match[1]!);
  const urlWith = (bad: Record<string, string> = {}) =>
    op.path.replace(/\{([^}]+)\}/g, (_, name: string) => bad[name] ?? idFor(name, op.path));
  const url = urlWith();
  const hasBody = !["GET", "HEAD"].includes(op.method);
  const jsonSchema = op.body["application/json"];
  const base = jsonSchema ? example(jsonSchema) : {};
  const baseText = JSON.stringify(base);
  const requests: FuzzRequest[] = [];
  // Each request its own address: the per-address mail limits would otherwise answer for the
  // validation after a few (a 429 is fine, but says nothing about the body).
  const add = (r: Omit<FuzzRequest, "method" | "url">, at = url) =>
    requests.push({
      method: op.method,
      url: at,
      ...r,
      payload:
        typeof r.payload === "string"
          ? r.payload.replaceAll(exampleEmail, `fuzz-${requests.length}@example.com`)
          : r.payload,
    });
  const plain = hasBody ? { headers: json, payload: baseText } : { headers: {} };

  for (const name of pathParams)
    for (const [what, value] of badIds)
      add({ variant: `path ${name}: ${what}`, ...plain }, urlWith({ [name]: value }));

  const queryNames = op.parameters.filter((p) => p.in === "query").map((p) => p.name);
  for (const name of queryNames)
    for (const [what, text] of wrongQueries)
      add({ variant: `query ${name}: ${what}`, ...plain }, `${url}?${text(name)}`);
  const junkQueries: [string, string][] = [
    ["__proto__", "__proto__[fuzzPolluted]=1&__proto__.fuzzPolluted=1"],
    ["constructor.prototype", "constructor[prototype][fuzzPolluted]=1"],
    ["unknown NUL", "fuzz=%00"],
    ["bad percent escape", "%ff=%fe"],
    ["100 KB", `fuzz=${hugeString}`],
  ];
  for (const [what, text] of junkQueries)
    add({ variant: `query: ${what}`, ...plain }, `${url}?${text}`);
  for (const [what, headers] of oddHeaders)
    add({ variant: `header ${what}`, ...plain, headers: { ...plain.headers, ...headers } });
  if (!hasBody) return requests;

  if (jsonSchema) {
    const full = example(jsonSchema, "", { optional: true });
    add({ variant: "body: required properties", headers: json, payload: baseText });
    add({ variant: "body: every property", headers: json, payload: JSON.stringify(full) });
    for (const [path] of propertiesOf(jsonSchema))
      for (const [what, value] of wrongValues)
        add({
          variant: `body ${label(path)}: ${what}`,
          headers: json,
          payload: JSON.stringify(withValue(base, path, { value })),
        });
    for (const [path, required] of objectsOf(jsonSchema))
      for (const key of required)
        add({
          variant: `body ${label([...path, key])}: missing`,
          headers: json,
          payload: JSON.stringify(withValue(full, [...path, key], "remove")),
        });
    // Written as text: an object literal's `__proto__` would set the prototype, not a key.
    const marker = "\u0001fuzz\u0001";
    for (const [path] of objectsOf(jsonSchema))
      for (const [what, raw] of protoKeys) {
        const text = JSON.stringify(withValue(full, [...path, marker], { value: 0 })).replace(
          `"${marker}":0`,
          raw,
        );
        add({ variant: `body ${label(path)}: key ${what}`, headers: json, payload: text });
      }
  } else {
    for (const [what, raw] of protoKeys)
      add({ variant: `body: key ${what}`, headers: json, payload: `{${raw}}` });
  }
  for (const r of bodyShapeVariants(baseText)) add(r);
  // Every operation with a body gets broken forms; a multipart one's are built on its own fields.
  const formSchema = op.body["multipart/form-data"] ?? jsonSchema;
  for (const r of multipartVariants(formSchema ? formFieldsOf(formSchema) : [])) add(r);
  return requests;
}
