import { describe, expect, it } from "vitest";
import { createPasswordStrength } from "./password-strength";

describe("password strength", () => {
  const strength = createPasswordStrength(2);
  it("refuses common and patterned passwords", async () => {
    for (const weak of ["password", "123456", "qwerty123", "letmein1", "aaaaaaaa"])
      expect(await strength.isStrongEnough(weak), weak).toBe(false);
  });
  it("accepts passphrases", async () => {
    for (const strong of ["correct horse battery staple", "brand new passphrase", "Tq8#vLp2!mZ"])
      expect(await strength.isStrongEnough(strong), strong).toBe(true);
  });
  it("treats the person's own details as guessable", async () => {
    expect(await strength.isStrongEnough("ann.lee.broker", "ann.lee.broker@harbour.example")).toBe(
      false,
    );
    expect(await strength.isStrongEnough("harbourannlee", "ann.lee@harbour.example")).toBe(false);
  });
  it("follows the configured minimum score", async () => {
    expect(await createPasswordStrength(0).isStrongEnough("password")).toBe(true);
    expect(await createPasswordStrength(4).isStrongEnough("letmein1")).toBe(false);
  });
});
