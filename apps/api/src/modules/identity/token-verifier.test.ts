import { exportJWK, generateKeyPair, SignJWT, type JSONWebKeySet } from "jose";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { createTokenVerifier } from "./token-verifier";

const iss = "http://portal.test";
let jwks: JSONWebKeySet;
let sign: (claims: object, expSeconds: number, kid?: string) => Promise<string>;

beforeAll(async () => {
  const { publicKey, privateKey } = await generateKeyPair("EdDSA", { crv: "Ed25519" });
  jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: "k1", alg: "EdDSA" }] };
  sign = (claims, exp, kid = "k1") =>
    new SignJWT({ email: "a@example.com", ...claims })
      .setProtectedHeader({ alg: "EdDSA", kid })
      .setSubject("u1")
      .setIssuer(iss)
      .setAudience(iss)
      .setIssuedAt(exp - 900)
      .setExpirationTime(exp)
      .sign(privateKey);
});

function verifier(now: { t: number }) {
  const loadJwks = vi.fn(async () => jwks);
  return {
    loadJwks,
    v: createTokenVerifier({ issuer: iss, audience: iss, loadJwks, now: () => now.t }),
  };
}

describe("token verifier", () => {
  it("verifies once and serves the cached claims until exp, never after", async () => {
    const clock = { t: 1_000_000_000_000 };
    const exp = clock.t / 1000 + 600;
    const token = await sign({}, exp);
    const { v, loadJwks } = verifier(clock);
    await expect(v.verify(token)).resolves.toMatchObject({
      sub: "u1",
      email: "a@example.com",
      exp,
    });
    clock.t += 599_000;
    await expect(v.verify(token)).resolves.toMatchObject({ sub: "u1" });
    expect(loadJwks).toHaveBeenCalledTimes(1);
    clock.t += 1_000; // now == exp
    await expect(v.verify(token)).rejects.toMatchObject({ code: "unauthorized" });
  });

  it("refuses a wrong issuer, no token and a malformed token", async () => {
    const clock = { t: Date.now() };
    const { v } = verifier(clock);
    const good = await sign({}, Math.floor(clock.t / 1000) + 600);
    const [h, p, s] = good.split(".") as [string, string, string];
    const payload = JSON.parse(Buffer.from(p, "base64url").toString());
    const otherIssuer = `${h}.${Buffer.from(JSON.stringify({ ...payload, iss: "http://evil.test" })).toString("base64url")}.${s}`;
    await expect(v.verify(otherIssuer)).rejects.toMatchObject({ code: "unauthorized" });
    await expect(v.verify(undefined)).rejects.toMatchObject({ code: "unauthorized" });
    await expect(v.verify("a.b.c")).rejects.toMatchObject({ code: "unauthorized" });
  });

  it("reloads the keys for an unknown key id at most every 30 seconds", async () => {
    const clock = { t: Date.now() };
    const { v, loadJwks } = verifier(clock);
    const unknown = await sign({}, Math.floor(clock.t / 1000) + 600, "nope");
    for (let i = 0; i < 5; i++)
      await expect(v.verify(unknown)).rejects.toMatchObject({ code: "unauthorized" });
    expect(loadJwks).toHaveBeenCalledTimes(1);
    clock.t += 31_000;
    await expect(v.verify(unknown)).rejects.toMatchObject({ code: "unauthorized" });
    expect(loadJwks).toHaveBeenCalledTimes(2);
  });
});
