import { createHash } from "node:crypto";
import { createLocalJWKSet, errors as joseErrors, jwtVerify, type JSONWebKeySet } from "jose";
import {
  idTokenClaimsSchema,
  type IdTokenClaims,
} from "@portal/contract/identity/identity-schemas";
import { AppError } from "../../lib/app-error";

export interface TokenVerifierOptions {
  issuer: string;
  audience: string;
  /** Reads the current public keys (from the identity service's own store, not over HTTP). */
  loadJwks: () => Promise<JSONWebKeySet>;
  cacheSize?: number;
  now?: () => number;
}

/** How often an unknown key id may trigger a JWKS reload (a forged `kid` must not hammer the store). */
const jwksReloadIntervalMs = 30_000;

/**
 * Verifies ID tokens locally with jose against the JWKS, and remembers verified tokens (keyed by
 * their SHA-256) until, and never past, their `exp`. Verification was the main per-request cost.
 */
export function createTokenVerifier(options: TokenVerifierOptions) {
  const now = options.now ?? Date.now;
  const cacheSize = options.cacheSize ?? 10_000;
  const cache = new Map<string, IdTokenClaims>();
  let keySet: ReturnType<typeof createLocalJWKSet> | undefined;
  let keysLoadedAt = 0;

  async function keys(force: boolean) {
    if (!keySet || (force && now() - keysLoadedAt > jwksReloadIntervalMs)) {
      keySet = createLocalJWKSet(await options.loadJwks());
      keysLoadedAt = now();
    }
    return keySet;
  }

  async function verifyWith(token: string, force: boolean) {
    const { payload } = await jwtVerify(token, await keys(force), {
      issuer: options.issuer,
      audience: options.audience,
      algorithms: ["EdDSA"],
      currentDate: new Date(now()),
    });
    return payload;
  }

  return {
    async verify(token: string | undefined): Promise<IdTokenClaims> {
      if (!token) throw new AppError("unauthorized");
      const key = createHash("sha256").update(token).digest("base64url");
      const cached = cache.get(key);
      if (cached) {
        if (cached.exp * 1000 > now()) return cached;
        cache.delete(key);
      }
      let payload;
      try {
        payload = await verifyWith(token, false);
      } catch (error) {
        if (error instanceof joseErrors.JWKSNoMatchingKey) {
          payload = await verifyWith(token, true).catch(() => undefined);
        }
        if (!payload) throw new AppError("unauthorized", { cause: error });
      }
      const claims = idTokenClaimsSchema.safeParse(payload);
      if (!claims.success) throw new AppError("unauthorized");
      if (cache.size >= cacheSize) cache.delete(cache.keys().next().value as string);
      cache.set(key, claims.data);
      return claims.data;
    },
  };
}

export type TokenVerifier = ReturnType<typeof createTokenVerifier>;
