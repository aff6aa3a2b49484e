// The identity endpoints a script needs, described for the OpenAPI document (better-auth serves
// them under /auth; they are not Fastify-schema routes). See the README's curl walk-through.
const json = (properties: Record<string, unknown>, required: string[]) => ({
  required: true,
  content: { "application/json": { schema: { type: "object", properties, required } } },
});
const credentials = { email: { type: "string", format: "email" }, password: { type: "string" } };
const ok = (description: string) => ({ 200: { description } });

export const identityPaths = {
  "/auth/sign-up/email": {
    post: {
      tags: ["identity"],
      summary:
        "Create an email and password account (JSON only). Answers alike whether or not the address already has one: 200 `{ token: null, user }`, no session; a new address is mailed its verification link (which signs in), a taken one a notice to its owner",
      requestBody: json(
        { ...credentials, name: { type: "string" }, callbackURL: { type: "string" } },
        ["email", "password", "name"],
      ),
      responses: {
        ...ok("Accepted: check the inbox (then sign in, or follow the emailed link)"),
        400: { description: "PASSWORD_TOO_SHORT, PASSWORD_TOO_WEAK, INVALID_EMAIL" },
        415: { description: "unsupported_content_type: not JSON" },
        429: {
          description: "rate_limited: too many sign-ups from this address, or mails to this email",
        },
      },
    },
  },
  "/auth/sign-in/email": {
    post: {
      tags: ["identity"],
      summary: "Sign in with email and password (sets the session cookie)",
      requestBody: json(credentials, ["email", "password"]),
      responses: { ...ok("Signed in"), 401: { description: "INVALID_EMAIL_OR_PASSWORD" } },
    },
  },
  "/auth/sign-out": {
    post: { tags: ["identity"], summary: "End the current session", responses: ok("Signed out") },
  },
  "/auth/get-session": {
    get: {
      tags: ["identity"],
      summary: "The current session and identity user, or null",
      responses: ok("Session"),
    },
  },
  "/auth/token": {
    get: {
      tags: ["identity"],
      summary:
        "The ID token (JWT, EdDSA) for the `authorizationkey` header; needs the session cookie",
      responses: { ...ok("{ token }"), 401: { description: "No session" } },
    },
  },
  "/auth/jwks": {
    get: {
      tags: ["identity"],
      summary: "Public keys (JWKS) that verify ID tokens",
      responses: ok("{ keys }"),
    },
  },
};
