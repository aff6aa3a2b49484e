// Shared pieces of the REST endpoints: routes, typed parameters, lookups (404s) and lists.
import { invalid, missing } from "./errors";
import { expand } from "./expand";
import { type Params, expandPaths, str } from "./form";
import type { Address, Obj, Store } from "./store";

export type Handler = (store: Store, id: string, params: Params) => Obj | Promise<Obj>;
export type Route = [method: string, path: RegExp, handler: Handler];

export function integer(params: Params, key: string, fallback?: number): number | undefined {
  const value = str(params, key);
  if (value === undefined) return fallback;
  if (!/^-?\d+$/.test(value)) throw invalid(`Invalid integer: ${value}`, key);
  return Number(value);
}

export function boolean(params: Params, key: string): boolean | undefined {
  const value = str(params, key);
  if (value === undefined) return undefined;
  if (value !== "true" && value !== "false") throw invalid(`Invalid boolean: ${value}`, key);
  return value === "true";
}

export function find<T extends Obj>(store: Store, type: string, id: string, param = "id"): T {
  const found = store.get<T>(id, type);
  if (!found) throw missing(type, id, param);
  return found;
}

/** A Stripe list of `items` (already filtered), newest first, cut at `limit`. */
export function listOf(store: Store, items: Obj[], params: Params, url: string): Obj {
  const limit = integer(params, "limit", 10)!;
  if (limit < 1 || limit > 100) throw invalid("Limit must be between 1 and 100.", "limit");
  const order = [...store.objects.values()];
  const sorted = [...items].sort(
    (a, b) => Number(b.created) - Number(a.created) || order.indexOf(b) - order.indexOf(a),
  );
  const page = {
    object: "list",
    data: sorted.slice(0, limit),
    has_more: sorted.length > limit,
    url,
  };
  return expand(store, page, expandPaths(params));
}

const addressFields = ["line1", "line2", "city", "postal_code", "state", "country"] as const;

/** Stripe's address update: the given fields replace the current ones ("" clears one). */
export function addressFrom(value: Params | undefined, current: Address | null): Address | null {
  if (!value) return current;
  const next: Address = current
    ? { ...current }
    : { line1: null, line2: null, city: null, postal_code: null, state: null, country: null };
  for (const field of addressFields) {
    const entry = value[field];
    if (typeof entry === "string") next[field] = entry === "" ? null : entry;
  }
  return next;
}

/** Stripe merges metadata: an empty value removes its key; `metadata=""` removes them all. */
export function mergeMetadata(
  current: Record<string, string>,
  update: Record<string, string>,
  clear: boolean,
): Record<string, string> {
  if (clear) return {};
  const merged = { ...current, ...update };
  for (const [key, value] of Object.entries(update)) if (value === "") delete merged[key];
  return merged;
}
