import { apiBaseUrl } from "../config/env";

/** The message of the error a call throws when no response came back (spec §8). */
export const noInternetConnection = "noInternetConnection";

/** A response with an error status: carries the server's body and the HTTP status (spec §8). */
export class ApiError extends Error {
  readonly code: string | undefined;
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    const code = readCode(body);
    super(code ?? `HTTP ${status}`);
    this.name = "ApiError";
    this.code = code;
  }
}

/** `/v1` answers `{ error: { code } }`; the identity service answers `{ code }`. */
function readCode(body: unknown): string | undefined {
  if (!body || typeof body !== "object") return undefined;
  const envelope = (body as { error?: { code?: unknown } }).error;
  if (envelope && typeof envelope.code === "string") return envelope.code;
  const code = (body as { code?: unknown }).code;
  return typeof code === "string" ? code : undefined;
}

export function isNoInternet(error: unknown): boolean {
  return error instanceof Error && error.message === noInternetConnection;
}

type TokenProvider = () => Promise<string | undefined>;
let tokenProvider: TokenProvider = async () => undefined;

/** The identity feature plugs in how to get the current ID token. */
export function setTokenProvider(provider: TokenProvider) {
  tokenProvider = provider;
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  /** Calls without the `authorizationkey` header (identity, reset password). */
  public?: boolean;
  signal?: AbortSignal;
}

/** Every API call goes through here: JSON in and out, the token added, errors made uniform. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  // Marks the portal's own calls, so a deal's history can say "from the UI" rather than "from the API".
  const headers: Record<string, string> = { accept: "application/json", "x-portal-client": "web" };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (!options.public) {
    const token = await tokenProvider();
    if (token) headers.authorizationkey = token;
  }
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl}${path}`, {
      method: options.method ?? "GET",
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: "same-origin",
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new Error(noInternetConnection, { cause: error });
  }
  const text = await response.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  if (!response.ok) throw new ApiError(response.status, body);
  return body as T;
}
