import { describe, expect, it } from "vitest";
import { passwordHashing } from "./password-hash";

describe("password hashing", () => {
  it("keeps better-auth's own scrypt outside tests", () => {
    expect(passwordHashing("production")).toBeUndefined();
    expect(passwordHashing("development")).toBeUndefined();
  });

  it("under tests, verifies the right password only, and refuses a malformed hash", async () => {
    const hashing = passwordHashing("test")!;
    const hash = await hashing.hash("correct horse battery staple");
    expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await hashing.hash("correct horse battery staple")).not.toBe(hash); // salted
    expect(await hashing.verify({ hash, password: "correct horse battery staple" })).toBe(true);
    expect(await hashing.verify({ hash, password: "correct horse battery stapl" })).toBe(false);
    expect(await hashing.verify({ hash: "nonsense", password: "x" })).toBe(false);
    expect(await hashing.verify({ hash: `${hash.split(":")[0]}:abcd`, password: "x" })).toBe(false);
  });
});
