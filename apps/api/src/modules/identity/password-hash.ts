import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

/**
 * How passwords are hashed. Outside tests: better-auth's own scrypt (N=16384, r=16, p=1; about
 * 0.2 s of a core per hash here, measured by bench/sign-in-load.ts). Under NODE_ENV=test: the
 * same scrypt and stored form (`salt:key`, hex) with N=1024, 16 times cheaper, because the suites
 * sign up and sign in hundreds of times and the cost they would measure is the bench's business.
 * A hash made under one setting does not verify under the other: test databases never meet
 * production ones.
 */
export function passwordHashing(env: "development" | "production" | "test") {
  if (env !== "test") return undefined; // better-auth's default
  const params = { N: 1024, r: 16, p: 1, maxmem: 64 * 1024 * 1024 };
  const derive = (password: string, salt: string) =>
    new Promise<Buffer>((resolve, reject) =>
      scrypt(password.normalize("NFKC"), salt, 64, params, (error, key) =>
        error ? reject(error) : resolve(key),
      ),
    );
  return {
    hash: async (password: string) => {
      const salt = randomBytes(16).toString("hex");
      return `${salt}:${(await derive(password, salt)).toString("hex")}`;
    },
    verify: async ({ hash, password }: { hash: string; password: string }) => {
      const [salt, key] = hash.split(":");
      if (!salt || !key) return false;
      const expected = Buffer.from(key, "hex");
      const actual = await derive(password, salt);
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
  };
}
