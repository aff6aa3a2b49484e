// A real OpenID Connect provider (the `oidc-provider` package) on 127.0.0.1, standing in for
// Google and Apple in tests: same discovery, authorization code + PKCE, ID tokens and userinfo.
// Its sign-in page asks only for an email (and a name), so a test decides who signs in.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair } from "jose";
import Provider from "oidc-provider";

export interface FakeOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

/** `name` labels the page ("Google", "Apple"); `redirectUris` are the portal's callbacks. */
export async function startFakeOidcProvider(options: {
  name: string;
  redirectUris: string[];
}): Promise<FakeOidcProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = `portal-${options.name.toLowerCase()}`;
  const clientSecret = `secret-${options.name.toLowerCase()}-0123456789abcdef`;
  // Accounts are whoever signs in: the account id is the email typed on the page.
  const names = new Map<string, string>();

  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const provider = new Provider(issuer, {
    jwks: {
      keys: [{ ...(await exportJWK(privateKey)), alg: "RS256", use: "sig", kid: "fake-oidc" }],
    },
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        response_types: ["code"],
        grant_types: ["authorization_code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    clientBasedCORS: () => true,
    pkce: { required: () => true },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ["fake-oidc-provider-cookie-key-0123456789"] },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ sub: id, email: id, email_verified: true, name: names.get(id) ?? id }),
    }),
  });
  const callback = provider.callback();

  async function interaction(req: IncomingMessage, res: ServerResponse) {
    const details = await provider.interactionDetails(req, res);
    if (req.method === "GET") {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(`<!doctype html><title>Sign in with ${escape(options.name)}</title>
<h1>Sign in with ${escape(options.name)}</h1>
<form method="post"><label>Email <input name="email" type="email" required></label>
<label>Name <input name="name"></label><button type="submit">Continue</button></form>`);
      return;
    }
    const form = await readForm(req);
    const email = (form.get("email") ?? "").trim().toLowerCase();
    if (form.get("name")) names.set(email, form.get("name")!);
    const grant = new provider.Grant({
      accountId: email,
      clientId: String(details.params.client_id),
    });
    grant.addOIDCScope(String(details.params.scope ?? "openid"));
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: email }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    if (req.url?.startsWith("/interaction/")) {
      interaction(req, res).catch((error: unknown) => {
        res.writeHead(500, { "content-type": "text/plain" });
        res.end(String(error));
      });
      return;
    }
    void callback(req, res);
  });

  return {
    issuer,
    clientId,
    clientSecret,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
