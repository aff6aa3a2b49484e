/** The identity actions that are limited per client address (one budget per action). */
export const addressRules = [
  { action: "sign-in", pattern: /^\/auth\/sign-in(\/|$)/ },
  { action: "sign-up", pattern: /^\/auth\/sign-up(\/|$)/ },
  {
    action: "reset",
    pattern:
      /^(\/v1\/user\/reset-password|\/auth\/request-password-reset|\/auth\/reset-password(\/.*)?)$/,
  },
  { action: "verification", pattern: /^\/auth\/(send-verification-email|verify-email)$/ },
  { action: "two-factor", pattern: /^\/auth\/two-factor(\/|$)/ },
  { action: "password", pattern: /^\/auth\/change-password$/ },
  { action: "email", pattern: /^\/v1\/user\/(updateemail|verifyemail)$/ },
  // Public certificate verification (docs/decisions/040-training-gate.md): no guessing in bulk.
  { action: "certificate", pattern: /^\/v1\/public\/certificates(\/|$)/ },
  // A broker's public quick-application form (docs/decisions/044-leads.md).
  { action: "public-lead", pattern: /^\/v1\/public\/leads(\/|$)/ },
  // A secure link's code, asked for and checked (docs/decisions/068-outside-funders.md).
  { action: "link-code", pattern: /^\/v1\/link\/[^/]+\/(code|verify)$/ },
] as const;

/** Mails a person can be sent on request, limited per address too so nobody can flood an inbox. */
export const mailRules = [
  {
    action: "reset-mail",
    pattern: /^(\/v1\/user\/reset-password|\/auth\/request-password-reset)$/,
  },
  { action: "verification-mail", pattern: /^\/auth\/send-verification-email$/ },
  // A sign-up mails the address (a verification link, or a notice to the owner of a taken one).
  { action: "sign-up-mail", pattern: /^\/auth\/sign-up\/email$/ },
] as const;

/** Mails per email address and window. */
export const mailLimit = { hits: 5, windowSeconds: 15 * 60 };

/** Sign-in with a password: failures per email address lock it. */
export const passwordSignInPath = "/auth/sign-in/email";

/**
 * Identity calls counted per email address, which therefore take JSON only: the identity service
 * would also read a form body, and no encoding may slip past the counts.
 */
export const jsonOnlyPaths: ReadonlySet<string> = new Set([
  passwordSignInPath,
  "/auth/sign-up/email",
]);

/**
 * The path a limit is judged on: percent-decoded, repeated slashes collapsed, no trailing slash,
 * lower case, no query. `//auth/sign-in/email/` and `/AUTH/sign-in/email` count as the same action.
 */
export function normalisePath(url: string): string {
  let path = url.split("?")[0] ?? "";
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape stays as it is; it cannot match a rule less than the decoded form would.
  }
  path = path.replace(/\/{2,}/g, "/").toLowerCase();
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

export function addressActionFor(path: string) {
  return addressRules.find((rule) => rule.pattern.test(path))?.action;
}

export function mailActionFor(path: string) {
  return mailRules.find((rule) => rule.pattern.test(path))?.action;
}

/** Whether a Content-Type header names JSON (`application/json`, any parameters, any case). */
export function isJson(contentType: string | undefined): boolean {
  return contentType?.split(";")[0]?.trim().toLowerCase() === "application/json";
}

/** The email a request is about, normalised like the identity service stores it. */
export function emailOf(body: unknown): string | undefined {
  let data = body;
  if (Buffer.isBuffer(data)) {
    try {
      data = JSON.parse(data.toString("utf8"));
    } catch {
      return undefined;
    }
  }
  const email = data && typeof data === "object" ? (data as { email?: unknown }).email : undefined;
  return typeof email === "string" && email.length <= 320 ? email.trim().toLowerCase() : undefined;
}

/**
 * A secure link's code (decision 068): asked for at most 5 times per address and 20 per link
 * within their windows, checked at most 10 times per address and 30 per link. A code has 5 tries of
 * its own; these bound the codes a guesser can have mailed and tried. Counted whether or not the
 * link or address exists, so the answers say nothing of either.
 */
export const linkLimits = {
  // The link's counter first: every ask counts against the link, refused ones included.
  code: [
    { per: "link", hits: 20, windowSeconds: 60 * 60 },
    { per: "address", hits: 5, windowSeconds: 15 * 60 },
  ],
  verify: [
    { per: "link", hits: 30, windowSeconds: 60 * 60 },
    { per: "address", hits: 10, windowSeconds: 15 * 60 },
  ],
} as const;

const linkCodePath = /^\/v1\/link\/([^/]+)\/(code|verify)$/;

/** The counters a link code request hits: its key, limit and window each; none for another path. */
export function linkCountersFor(path: string, body: unknown) {
  const match = linkCodePath.exec(path);
  if (!match) return [];
  const [, token = "", step = "code"] = match;
  const email = emailOf(body) ?? "";
  return linkLimits[step as keyof typeof linkLimits].map((limit) => ({
    key: limit.per === "link" ? `link-${step}:${token}` : `link-${step}:${token}:${email}`,
    hits: limit.hits,
    windowSeconds: limit.windowSeconds,
  }));
}
