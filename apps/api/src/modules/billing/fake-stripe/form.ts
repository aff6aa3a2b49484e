// Stripe's request encoding: application/x-www-form-urlencoded (and the query string of a GET)
// with bracket notation, `line_items[0][price]=price_1&metadata[organizationId]=o1&expand[]=x`,
// parsed to nested objects and arrays; and typed readers for the parsed parameters.
import type { IncomingMessage } from "node:http";

export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type Params = { [key: string]: FormValue };

const unsafe = new Set(["__proto__", "constructor", "prototype"]);

/** `a[b][0]` -> ["a", "b", "0"]; `a[]` -> ["a", ""]. */
function keyPath(key: string): string[] {
  const open = key.indexOf("[");
  if (open <= 0) return [key];
  const path = [key.slice(0, open)];
  for (const match of key.slice(open).matchAll(/\[([^\]]*)\]/g)) path.push(match[1] ?? "");
  return path;
}

function place(target: Params, path: string[], value: string): void {
  let node: Params = target;
  for (let i = 0; i < path.length; i += 1) {
    let segment = path[i]!;
    if (unsafe.has(segment)) return;
    if (segment === "") segment = String(Object.keys(node).length); // `a[]`: the next index
    if (i === path.length - 1) {
      node[segment] = value;
      return;
    }
    const next = node[segment];
    if (next === undefined || typeof next === "string") node[segment] = {};
    node = node[segment] as Params;
  }
}

/** Objects whose keys are all indexes (0, 1, ...) become arrays, at every depth. */
function arrays(value: FormValue): FormValue {
  if (typeof value === "string" || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((key) => [key, arrays(value[key]!)] as const);
  if (keys.length && keys.every((key) => /^\d+$/.test(key))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v);
  }
  return Object.fromEntries(entries);
}

export function parseForm(text: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(text)) place(root, keyPath(key), value);
  return arrays(root) as Params;
}

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export const str = (params: Params, key: string): string | undefined => {
  const value = params[key];
  return typeof value === "string" ? value : undefined;
};

export const obj = (value: FormValue | undefined): Params | undefined =>
  value && typeof value === "object" && !Array.isArray(value) ? value : undefined;

export const list = (value: FormValue | undefined): FormValue[] =>
  Array.isArray(value) ? value : obj(value) ? Object.values(value as Params) : [];

/** Metadata: string values only; an empty string (Stripe's "unset") clears the whole map. */
export function stringMap(value: FormValue | undefined): Record<string, string> | undefined {
  if (value === "") return {};
  const map = obj(value);
  if (!map) return undefined;
  const out: Record<string, string> = {};
  for (const [key, entry] of Object.entries(map)) if (typeof entry === "string") out[key] = entry;
  return out;
}

export const expandPaths = (params: Params): string[] =>
  list(params.expand).filter((path): path is string => typeof path === "string");
