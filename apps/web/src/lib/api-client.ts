import { apiBaseUrl } from "@/config/env";

/** The message of the error a call throws when no response came back (spec §8). */
export const noInternetConnection = "noInternetConnection";

/** A field the server refused: its dotted path (`borrower.industry`) and a message key. */
export interface ServerIssue {
  path: string;
  code: string;
}

/**
 * A response with an error status: carries the server's body, the HTTP status (spec §8), and the
 * envelope read once: its code, the refused fields (`issues`, 400) and its `details`.
 */
export class ApiError extends Error {
  readonly code: string | undefined;
  readonly issues: readonly ServerIssue[];
  readonly details: Readonly<Record<string, unknown>>;
  /** How long to wait before trying again, when the server said (`Retry-After`, a 429). */
  readonly retryAfterSeconds: number | undefined;
  constructor(
    readonly status: number,
    readonly body: unknown,
    headers?: Headers,
  ) {
    const code = readCode(body);
    super(code ?? `HTTP ${status}`);
    this.name = "ApiError";
    this.code = code;
    const envelope = envelopeOf(body);
    this.issues = Array.isArray(envelope?.issues) ? envelope.issues.filter(isServerIssue) : [];
    this.details =
      envelope?.details && typeof envelope.details === "object"
        ? (envelope.details as Record<string, unknown>)
        : {};
    this.retryAfterSeconds = Number(headers?.get("retry-after")) || undefined;
  }
}

function envelopeOf(body: unknown): { issues?: unknown; details?: unknown } | undefined {
  if (!body || typeof body !== "object") return undefined;
  const envelope = (body as { error?: unknown }).error;
  return envelope && typeof envelope === "object" ? envelope : undefined;
}

function isServerIssue(value: unknown): value is ServerIssue {
  const issue = value as Partial<ServerIssue> | null;
  return typeof issue?.path === "string" && typeof issue.code === "string";
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
  /** During a view as a member, a call made as oneself (ending the view). */
  asSelf?: boolean;
  signal?: AbortSignal;
}

/** Where this tab keeps the id of the view as a member it is in (lib/view-as.ts, decision 033). */
export const viewKey = "portal.viewAs";
const storedView = () => {
  try {
    return sessionStorage.getItem(viewKey);
  } catch {
    return null;
  }
};

/**
 * The headers of every call: JSON answers, the portal's mark and, unless public, the token (and
 * the view as a member this tab is in).
 */
export async function baseHeaders(
  isPublic = false,
  asSelf = false,
): Promise<Record<string, string>> {
  // Marks the portal's own calls, so a deal's history can say "from the UI" rather than "from the API".
  const headers: Record<string, string> = { accept: "application/json", "x-portal-client": "web" };
  if (!isPublic) {
    const token = await tokenProvider();
    if (token) headers.authorizationkey = token;
    const view = asSelf ? null : storedView();
    if (view) headers.viewas = view;
  }
  return headers;
}

/** The headers of a call made outside `api` (the live-update stream): the token and the view. */
export const authorizedHeaders = () => baseHeaders();

/** A failed call's error; when the view as a member has ended, the tab is oneself's again. */
export function failure(status: number, body: unknown, headers?: Headers) {
  const error = new ApiError(status, body, headers);
  if (error.code === "view_ended" && storedView()) {
    sessionStorage.removeItem(viewKey);
    window.location.reload();
  }
  return error;
}

export function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Every API call goes through here: JSON in and out, the token added, errors made uniform. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers = await baseHeaders(options.public, options.asSelf);
  // A FormData body goes as multipart (the browser sets its boundary); anything else as JSON.
  const form = options.body instanceof FormData;
  if (options.body !== undefined && !form) headers["content-type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl}${path}`, {
      method: options.method ?? "GET",
      headers,
      body:
        options.body === undefined
          ? undefined
          : form
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      credentials: "same-origin",
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new Error(noInternetConnection, { cause: error });
  }
  const body = parseBody(await response.text());
  if (!response.ok) throw failure(response.status, body, response.headers);
  return body as T;
}

/**
 * Sends a multipart form, reporting how much of it has gone (0..1): fetch cannot tell upload
 * progress, XMLHttpRequest can. Same token, errors and abort as `api`.
 */
export async function uploadForm<T>(
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  const headers = await baseHeaders();
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `${apiBaseUrl}${path}`);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else reject(failure(xhr.status, body));
    };
    xhr.onerror = () => reject(new Error(noInternetConnection));
    xhr.onabort = () => reject(new DOMException("The upload was cancelled", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
